import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { ApplicationPaymentStatus } from '../../common/money/payment-method';
import type { CancelDestination } from '../cancel-plan';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/admin/application/{id}/cancel: the centre cancels an application in full. */
export class AdminCancelDto {
  /** Why (kept with the cancel). @example "강사 사정으로 보호자 요청에 따라 취소" */
  @Transform(trim)
  @MaxLength(500, { message: '취소 사유는 500자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '취소 사유를 입력해 주세요.' })
  @IsString({ message: '취소 사유를 입력해 주세요.' })
  reason: string;
}

export class AdminCancelResponse {
  /** C after the cancel. */
  payment_status: 'C';
  /** Won returned to the family (0 for an unpaid application). @example 30000 */
  refundedAmount: number;
  /** @example "신청이 취소되고 30,000원이 환불되었습니다." */
  message: string;
}

/** What an administrator may refund on their own out of an application (issue 36). */
export class RefundAllowanceView {
  role: 'OWNER' | 'STAFF';
  /** The staff limit per application (null: staff refund nothing on their own; the owner: null). */
  perApplication: number | null;
  /** The staff limit per member and Seoul day (null: none). */
  perDay: number | null;
  /** Won this administrator may still refund here on their own; null: no limit (the owner). @example 5000 */
  directLeft: number | null;
}

/** The bank and last digits of a virtual account whose issue a cancel ends. */
export class AwaitedAccountView {
  /** @example "국민은행" */
  bankName: string;
  /** @example "6789" */
  last4: string;
}

/**
 * GET /api/admin/application/{id}/cancel-quote: what the centre's cancel would do now, for the
 * confirm step (issue 36). Decided by the plan the cancel itself acts on.
 */
export class CancelQuoteResponse {
  applicationId: number;
  paymentStatus: ApplicationPaymentStatus;
  /** Won the cancel would give back (what is left paid; 0 when nothing was taken). @example 30000 */
  amount: number;
  /**
   * Where it goes: CARD (the card payment cancelled), TRANSFER (back to the paying account),
   * VIRTUAL_ACCOUNT (a deposit: needs the family's account), CASH, DESK_CARD, DIRECT_TRANSFER,
   * OTHER (handed back by the centre), ACCOUNT_CANCEL (an awaited account ends), NONE (unpaid).
   * Null when nothing can be done (already cancelled, a payment in flight).
   */
  destination: CancelDestination | null;
  /** The awaited virtual account that ends (ACCOUNT_CANCEL). */
  account: AwaitedAccountView | null;
  /** Why it cannot be cancelled here now, in the refusal's words; null when it can. */
  blocked: string | null;
  /** For this administrator the cancel would wait for the owner's approval (202). */
  needsApproval: boolean;
  allowance: RefundAllowanceView;
}
