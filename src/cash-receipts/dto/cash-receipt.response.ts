import type { TossCashReceiptType } from '../../payments';
import type { CashReceiptState } from '../cash-receipt.entity';

/**
 * An application's 현금영수증 as the back office shows it: one the payment window issued
 * (WINDOW: a transfer or a virtual account) or one the centre issued for a desk payment (DESK).
 */
export class CashReceiptView {
  source: 'WINDOW' | 'DESK';
  /** @example "소득공제" */
  type: TossCashReceiptType;
  /** PENDING: the provider's answer has not been read yet (issue again to finish it). */
  state: CashReceiptState;
  /** 승인번호. @example "123456789" */
  issueNumber: string | null;
  /** The provider's receipt page. */
  receiptUrl: string | null;
  /** Won, for a desk receipt; null for the window's (the provider keeps it). @example 30000 */
  amount: number | null;
  /** @example "010-****-5678" */
  identityNumber: string | null;
  /** ISO 8601. @example "2026-11-25T03:00:00.000Z" */
  issuedAt: string | null;
}

export class IssueCashReceiptResponse {
  cashReceipt: CashReceiptView;
  /** @example "현금영수증이 발급되었습니다. 승인번호 123456789" */
  message: string;
}
