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

/**
 * An attempt's columns as the provider's view says them: its status, key, approval, receipts,
 * balance and failure (`failure`: the provider's, unless the caller knows better). Every
 * settlement (an application's, a deposit's) writes these the same way.
 */
export function providerViewColumns(
  toss: TossPayment,
  status: PaymentAttemptStatus,
  failure: { code: string; message: string } | null | undefined = toss.failure,
) {
  return {
    status,
    payment_key: toss.paymentKey,
    approved_at: toss.approvedAt ? new Date(toss.approvedAt) : null,
    receipt_url: toss.receipt?.url ?? null,
    cash_receipt_type: toss.cashReceipt?.type ?? null,
    cash_receipt_url: toss.cashReceipt?.receiptUrl ?? null,
    balance_amount: toss.balanceAmount,
    failure_code: failure?.code.slice(0, 64) ?? null,
    failure_message: failure?.message.slice(0, 500) ?? null,
  };
}
