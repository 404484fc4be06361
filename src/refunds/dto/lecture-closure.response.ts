import type { ApplicationPaymentStatus } from '../../common/money/payment-method';
import type { CancelDestination } from '../cancel-plan';
import type { ClosureOutcome } from '../lecture-closure.entity';

/** One application of a cancelled lecture, and what became of it. */
export class ClosureItemRow {
  applicationId: number;
  /** @example "김민지" */
  name: string;
  /** The application's state now. */
  paymentStatus: ApplicationPaymentStatus;
  outcome: ClosureOutcome;
  /** Won returned by the closure. @example 30000 */
  refundedAmount: number;
  /** Why a person must look at it. @example "가상계좌로 입금된 신청은 환불받을 계좌가 필요합니다." */
  detail: string | null;
  /** Left for a person (NEEDS_ATTENTION), who has since settled it: nothing is left paid. */
  resolved: boolean;
}

/** GET /api/admin/lecture/{id}/closure: the progress of a lecture's cancellation (폐강). */
export class LectureClosureResponse {
  lectureId: number;
  /** RUNNING while the job has families to reach; DONE when none is left pending. */
  state: 'RUNNING' | 'DONE';
  /** @example "강사 사정으로 폐강" */
  reason: string;
  /** @example "admin" */
  requestedBy: string;
  /** ISO 8601. */
  createdAt: string;
  finishedAt: string | null;
  /** Applications to reach. @example 30 */
  total: number;
  /** Reached (any outcome but PENDING). @example 12 */
  done: number;
  /** Left for a person (NEEDS_ATTENTION) and not yet settled by one. @example 1 */
  needsAttention: number;
  /** Won returned in all. @example 900000 */
  refundedAmount: number;
  items: ClosureItemRow[];
}

/** The applications of a 폐강 whose money goes one way, and how much (issue 36). */
export class ClosureQuoteGroup {
  /**
   * CARD, TRANSFER (refunded by the job through the provider); ACCOUNT_CANCEL (awaited accounts
   * ended), NONE (unpaid, withdrawn); VIRTUAL_ACCOUNT (deposits: a person refunds to the
   * family's account); CASH, DESK_CARD, DIRECT_TRANSFER, OTHER (taken at the desk: a person hands
   * it back); IN_FLIGHT (a payment being confirmed: the job tries again).
   */
  destination: CancelDestination | 'IN_FLIGHT';
  /** Applications. @example 3 */
  count: number;
  /** Won that goes back this way. @example 90000 */
  amount: number;
  /** A person must do it (the job leaves it as 확인 필요). */
  byPerson: boolean;
}

/**
 * GET /api/admin/lecture/{id}/close-quote: what a 폐강 would do now, for its confirm step: how
 * many applications, the won that goes back in all, and by where it goes. From the plan each
 * cancel acts on. Moves nothing.
 */
export class ClosureQuoteResponse {
  lectureId: number;
  /** Applications not cancelled. @example 4 */
  applications: number;
  /** Won that goes back in all, by the job and by hand. @example 110000 */
  refundTotal: number;
  /** Of it, what the job refunds through the provider. @example 90000 */
  automaticTotal: number;
  groups: ClosureQuoteGroup[];
}
