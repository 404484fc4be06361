import { groupWon } from '../../shared/format/won';
import {
  isOfflineMethod,
  METHOD_NAMES,
  PAYMENT_METHODS,
  type ApplicationMethod,
  type ApplicationPaymentStatus,
} from '../common/money/payment-method';
import type { LedgerEntry } from '../ledger';

/** The words of 내 정보's payment state (결제 상태), in one place. */
export const PAYMENT_STATE_WORDS = {
  paid: (method: string) => `결제 완료 · ${method}`,
  waiting: `입금 대기 · ${PAYMENT_METHODS.VIRTUAL_ACCOUNT}`,
  partlyRefunded: (refunded: string, left: string) =>
    `부분 환불 (환불 금액 ${refunded} · 남은 결제 금액 ${left})`,
  refunded: (refunded: string) => `환불 완료 (환불 금액 ${refunded})`,
  notPaid: '결제 미완료',
  /** Withdrawn before anything was paid: nothing to give back. */
  withdrawn: '취소됨',
} as const;

/** An application's money as its ledger rows say (auto-cancels already left out). */
export interface LedgerSummary {
  /** Won taken: every payment in. */
  paid: number;
  /** Won given back (positive). */
  refunded: number;
  /** How the latest payment in was made; null before any. */
  paidMethod: ApplicationMethod | null;
  /** Each refund, oldest first: amount in won (positive) and when, as an ISO instant. */
  refunds: { amount: number; at: string }[];
}

/** Sums one application's ledger rows (oldest first). */
export function summariseLedger(entries: readonly LedgerEntry[]): LedgerSummary {
  const summary: LedgerSummary = { paid: 0, refunded: 0, paidMethod: null, refunds: [] };
  for (const entry of entries) {
    if (entry.amount > 0) {
      summary.paid += entry.amount;
      summary.paidMethod = entry.method;
    } else {
      summary.refunded -= entry.amount;
      summary.refunds.push({ amount: -entry.amount, at: entry.occurred_at.toISOString() });
    }
  }
  return summary;
}

/**
 * What 내 정보 says of an application's payment: paid with its method (the provider's or the
 * desk's), awaiting a virtual account's deposit, refunded in part or in full with the amounts,
 * unpaid, or withdrawn. Never the bare method as the state.
 */
export function paymentStateLabel(
  status: ApplicationPaymentStatus,
  money: Pick<LedgerSummary, 'paid' | 'refunded' | 'paidMethod'>,
  applicationMethod: ApplicationMethod,
): string {
  const words = PAYMENT_STATE_WORDS;
  switch (status) {
    case 'Y': {
      // A desk payment is the application's method; a provider payment the ledger's (the
      // method of the attempt that took the money, which the family may have changed).
      const method = isOfflineMethod(applicationMethod)
        ? applicationMethod
        : (money.paidMethod ?? applicationMethod);
      return words.paid(METHOD_NAMES[method]);
    }
    case 'W':
      return words.waiting;
    case 'P':
      return words.partlyRefunded(won(money.refunded), won(money.paid - money.refunded));
    case 'C':
      return money.refunded > 0 ? words.refunded(won(money.refunded)) : words.withdrawn;
    default:
      return words.notPaid;
  }
}

function won(amount: number): string {
  return `${groupWon(amount)}원`;
}
