/**
 * What cancelling an application would do today (a preview; the server recomputes on cancel).
 * refund-policy.ts decides it; a class so that the OpenAPI document describes it.
 */
export class Cancellation {
  allowed: boolean;
  /** REFUND: a paid application is refunded; WITHDRAW: an unpaid or awaiting one is withdrawn. */
  kind: 'REFUND' | 'WITHDRAW' | null;
  refundRate: 100 | 50 | 0;
  /** Whole won, rounded down. @example 15000 */
  refundAmount: number;
  /** A deposited virtual account is refunded to an account the guest names. */
  needsRefundAccount: boolean;
  /**
   * Why it is not allowed, in Korean; null when allowed.
   * @example "이미 취소된 신청입니다."
   */
  reason: string | null;
}
