/** Payment methods: the code stored, the Korean name Toss and the spec use (spec §3). */
export const PAYMENT_METHODS = {
  CARD: '카드',
  VIRTUAL_ACCOUNT: '가상계좌',
  TRANSFER: '계좌이체',
} as const;

export type PaymentMethod = keyof typeof PAYMENT_METHODS;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[PaymentMethod];

export const PAYMENT_METHOD_NAMES = Object.values(PAYMENT_METHODS);

/**
 * Ways a family pays outside the provider, recorded by the centre from the back office
 * (issue 19): at the desk by card, in cash, by a transfer straight to the centre's account, or
 * otherwise. No provider call ever moves this money; its refunds are recorded by hand too.
 */
export const OFFLINE_METHODS = {
  DESK_CARD: '현장 카드 결제',
  CASH: '현금',
  DIRECT_TRANSFER: '계좌 직접 입금',
  OTHER: '기타',
} as const;

export type OfflineMethod = keyof typeof OFFLINE_METHODS;

/** How an application is (to be) paid: through the provider, or recorded at the desk. */
export type ApplicationMethod = PaymentMethod | OfflineMethod;

/** The Korean name of any method an application or a ledger entry may carry. */
export const METHOD_NAMES = { ...PAYMENT_METHODS, ...OFFLINE_METHODS } satisfies Record<
  ApplicationMethod,
  string
>;

export type MethodName = (typeof METHOD_NAMES)[ApplicationMethod];

export function isOfflineMethod(method: string): method is OfflineMethod {
  return Object.hasOwn(OFFLINE_METHODS, method);
}

/** The provider's method of an application: a desk-paid one pays again (if ever) by card. */
export function providerMethod(method: ApplicationMethod): PaymentMethod {
  return isOfflineMethod(method) ? 'CARD' : method;
}

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
 * was taken (NO_SEAT), or an appointment's hold lapsed and its time was booked (NO_SLOT).
 */
export type AutoCancelReason = 'APPLICATION_CLOSED' | 'ALREADY_PAID' | 'NO_SEAT' | 'NO_SLOT';
