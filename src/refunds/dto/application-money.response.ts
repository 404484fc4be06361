import type {
  ApplicationMethod,
  ApplicationPaymentStatus,
} from '../../common/money/payment-method';
import { CashReceiptView } from '../../cash-receipts';
import type { LedgerKind } from '../../ledger';
import { RefundAllowanceView } from './admin-cancel.dto';
import { CashHandBackView } from './cash-hand-back.dto';
import { RefundDestinationView, RefundRequestRow } from './refund-request.dto';

/** One movement of money in an application's ledger, as the back office lists it. */
export class MoneyMovementRow {
  id: number;
  kind: LedgerKind;
  /** Won: positive in, negative out. @example -15000 */
  amount: number;
  method: ApplicationMethod;
  /** @example "카드" */
  methodName: string;
  /** Who moved it. @example "관리자 admin" */
  who: string;
  /** @example "자녀 질병으로 보호자 요청" */
  reason: string | null;
  note: string | null;
  /** When the money moved (ISO 8601). @example "2026-11-25T03:00:00.000Z" */
  at: string;
  /** Where a refund to a bank account went (masked); null otherwise. */
  destination: RefundDestinationView | null;
  /** A cash refund by hand: 현금 반환 대기, or when and by whom it was handed back; else null. */
  handBack: CashHandBackView | null;
}

/** The policy's refund, shown as the suggestion (the admin may change it, with a reason). */
export class RefundSuggestionView {
  /** @example 15000 */
  amount: number;
  /** @example 50 */
  rate: number;
  /** @example "강의 시작 4일 전부터 전날까지: 50% 환불" */
  note: string;
}

/** GET /api/admin/application/{id}/money: an application's money, from the ledger. */
export class ApplicationMoneyResponse {
  applicationId: number;
  paymentStatus: ApplicationPaymentStatus;
  /** Won the application costs. @example 30000 */
  totalAmount: number;
  /** Won taken (the ledger's payments in). @example 30000 */
  paid: number;
  /** Won given back. @example 0 */
  refunded: number;
  /** Won that may still be refunded. @example 30000 */
  refundable: number;
  method: ApplicationMethod;
  /** @example "카드" */
  methodName: string;
  /** Paid at the desk: refunds are recorded by hand, no provider call. */
  paidAtDesk: boolean;
  /** A deposited virtual account: a refund needs the family's account. */
  needsRefundAccount: boolean;
  suggestion: RefundSuggestionView;
  /** The 현금영수증: issued by the payment window, or by the centre for a desk payment. */
  cashReceipt: CashReceiptView | null;
  /** Paid in cash or straight into the centre's account, something left, no receipt issued yet. */
  canIssueCashReceipt: boolean;
  movements: MoneyMovementRow[];
  /** Refunds that waited (or wait) for the owner's approval, newest first. */
  requests: RefundRequestRow[];
  /**
   * What the signed-in administrator may refund here on their own (issue 36): above it a refund
   * becomes a request for the owner's approval.
   */
  allowance: RefundAllowanceView;
}
