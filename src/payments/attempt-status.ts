import type { PaymentAttemptStatus } from '../common/money/payment-method';
import type { TossPayment } from './toss/toss-types';

/** The attempt's status the provider's view says; null: not confirmed at the provider yet. */
export function attemptStatusOf(toss: TossPayment): PaymentAttemptStatus | null {
  switch (toss.status) {
    case 'WAITING_FOR_DEPOSIT':
      // Whether Toss reports an unpaid account past its due date as EXPIRED or as waiting with
      // `expired: true` is unconfirmed (toss-contract.md §7): both end the attempt.
      return toss.virtualAccount?.expired ? 'EXPIRED' : 'WAITING_FOR_DEPOSIT';
    case 'DONE':
    case 'CANCELED':
    case 'PARTIAL_CANCELED':
    case 'EXPIRED':
      return toss.status;
    case 'ABORTED':
      return 'FAILED';
    default:
      return null;
  }
}
