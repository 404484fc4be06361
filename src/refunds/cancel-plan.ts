import type { Application } from '../applications/application.entity';
import {
  isOfflineMethod,
  type ApplicationMethod,
  type OfflineMethod,
} from '../common/money/payment-method';
import type { MoneyTotals } from '../ledger';
import type { Payment } from '../payments';

/**
 * Where the money of a cancel goes (issue 36), as the confirm step says it in words:
 * - CARD: the card payment is cancelled (카드 취소);
 * - TRANSFER: the provider sends a transfer back to the account it came from;
 * - VIRTUAL_ACCOUNT: a deposited virtual account, which needs the family's account (not here);
 * - an offline method (CASH, DESK_CARD, DIRECT_TRANSFER, OTHER): given back by hand at the desk;
 * - ACCOUNT_CANCEL: a virtual account still awaiting its deposit is cancelled (nothing taken);
 * - NONE: unpaid, withdrawn (nothing taken).
 */
export type CancelDestination =
  'CARD' | 'TRANSFER' | 'VIRTUAL_ACCOUNT' | OfflineMethod | 'ACCOUNT_CANCEL' | 'NONE';

/**
 * What the centre's full cancel of one application does, decided from its state, the ledger's
 * totals and its attempts. The cancel itself (AdminCancelService.run) acts on it, and its quote
 * and the 폐강 quote show it, so what the confirm step says is what happens.
 */
export type CancelPlan =
  /** Cancelled already: nothing to do (409). */
  | { kind: 'cancelled' }
  /** A payment is being confirmed or its answer is awaited: try again shortly (409). */
  | { kind: 'in-flight' }
  /** Unpaid: withdrawn, nothing to give back. */
  | { kind: 'withdraw'; amount: 0; destination: 'NONE' }
  /** A virtual account awaiting its deposit: cancelled at the provider, nothing taken. */
  | { kind: 'account-cancel'; amount: 0; destination: 'ACCOUNT_CANCEL'; attempt: Payment }
  /** Taken at the desk: what is left paid is given back by hand and recorded (no provider). */
  | { kind: 'by-hand'; amount: number; destination: OfflineMethod }
  /** Through the provider: what is left paid goes back the way it came. */
  | { kind: 'provider'; amount: number; destination: 'CARD' | 'TRANSFER'; attempt: Payment }
  /** A deposited virtual account: the provider needs the family's account first (400). */
  | { kind: 'needs-account'; amount: number; destination: 'VIRTUAL_ACCOUNT'; attempt: Payment };

/** Attempt statuses that stand for an application's money, by its payment status. */
const STANDING: Record<string, string[]> = {
  Y: ['DONE', 'PARTIAL_CANCELED'],
  P: ['PARTIAL_CANCELED', 'DONE'],
  W: ['WAITING_FOR_DEPOSIT'],
};

export function cancelPlan(
  application: Pick<Application, 'payment_status' | 'pay_method'>,
  totals: MoneyTotals,
  attempts: readonly Payment[],
): CancelPlan {
  if (application.payment_status === 'C') return { kind: 'cancelled' };
  const own = attempts.filter((attempt) => !attempt.auto_cancel_reason);
  if (own.some((attempt) => ['CONFIRMING', 'UNKNOWN'].includes(attempt.status))) {
    return { kind: 'in-flight' };
  }
  if (application.payment_status === 'N') {
    return { kind: 'withdraw', amount: 0, destination: 'NONE' };
  }
  const left = Math.max(0, totals.paid - totals.refunded);
  const method: ApplicationMethod = application.pay_method;
  if (isOfflineMethod(method)) return { kind: 'by-hand', amount: left, destination: method };
  const target = own.find((attempt) =>
    (STANDING[application.payment_status] ?? []).includes(attempt.status),
  );
  if (!target?.payment_key) return { kind: 'in-flight' };
  if (application.payment_status === 'W') {
    return { kind: 'account-cancel', amount: 0, destination: 'ACCOUNT_CANCEL', attempt: target };
  }
  if (target.method === 'VIRTUAL_ACCOUNT') {
    return { kind: 'needs-account', amount: left, destination: 'VIRTUAL_ACCOUNT', attempt: target };
  }
  return { kind: 'provider', amount: left, destination: target.method, attempt: target };
}

/** Why a deposited virtual account is not cancelled from the cancel dialog or by a 폐강. */
export const NEEDS_ACCOUNT =
  '가상계좌로 입금된 신청은 환불받을 계좌가 필요합니다. 결제·환불에서 계좌를 입력해 환불해 주세요.';

/**
 * What a 폐강 does with one application's plan: the job cancels it on its own (`auto`), or
 * leaves it for a person (`person`): money taken at the desk is handed back by hand, and a
 * deposited virtual account needs the family's account. A payment in flight is tried again by
 * the job (auto). The job (LectureClosureWorker) and the closure's quote both ask this.
 */
export function closureStep(
  plan: CancelPlan,
): { kind: 'auto' } | { kind: 'person'; why: 'desk' | 'account' } | { kind: 'done' } {
  switch (plan.kind) {
    case 'cancelled':
      return { kind: 'done' };
    case 'by-hand':
      return { kind: 'person', why: 'desk' };
    case 'needs-account':
      return { kind: 'person', why: 'account' };
    default:
      return { kind: 'auto' };
  }
}
