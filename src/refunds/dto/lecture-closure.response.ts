import type { ApplicationPaymentStatus } from '../../common/money/payment-method';
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
