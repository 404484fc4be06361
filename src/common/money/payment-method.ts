/** Payment methods: the code stored, the Korean name Toss and the spec use (spec §3). */
export const PAYMENT_METHODS = {
  CARD: '카드',
  VIRTUAL_ACCOUNT: '가상계좌',
  TRANSFER: '계좌이체',
} as const;

export type PaymentMethod = keyof typeof PAYMENT_METHODS;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[PaymentMethod];

export const PAYMENT_METHOD_NAMES = Object.values(PAYMENT_METHODS);

export function methodFromName(name: string): PaymentMethod | undefined {
  return (Object.keys(PAYMENT_METHODS) as PaymentMethod[]).find(
    (method) => PAYMENT_METHODS[method] === name || method === name,
  );
}

/**
 * Payment status of an application (spec §3): Y paid, W awaiting deposit, N not paid;
 * C cancelled with a full refund (or withdrawn before paying), P partially refunded.
 */
export type ApplicationPaymentStatus = 'N' | 'W' | 'Y' | 'C' | 'P';

/**
 * Attempts that reached (or may have reached) the provider's confirm and stand for their
 * application's payment: the unique index payment_one_live_per_application allows one of them per
 * application (an attempt the app is cancelling on its own aside).
 */
export const LIVE_ATTEMPT_STATUSES: PaymentAttemptStatus[] = [
  'CONFIRMING',
  'UNKNOWN',
  'DONE',
  'WAITING_FOR_DEPOSIT',
  'PARTIAL_CANCELED',
];

/** Nothing paid yet: unpaid, or a virtual account awaiting its deposit. */
export const UNPAID: readonly ApplicationPaymentStatus[] = ['N', 'W'];

/** Status of one payment attempt. UNKNOWN: the provider's answer never came; settle by lookup. */
export type PaymentAttemptStatus =
  | 'READY'
  | 'CONFIRMING'
  | 'UNKNOWN'
  | 'DONE'
  | 'WAITING_FOR_DEPOSIT'
  | 'FAILED'
  | 'EXPIRED'
  | 'CANCELED'
  | 'PARTIAL_CANCELED';

/**
 * Why an attempt was cancelled by the app itself: its application no longer wanted money (it had
 * been cancelled, or another attempt had already paid it), or its seat hold lapsed and the seat
 * was taken (NO_SEAT).
 */
export type AutoCancelReason = 'APPLICATION_CLOSED' | 'ALREADY_PAID' | 'NO_SEAT';
