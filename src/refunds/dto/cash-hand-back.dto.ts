/**
 * POST /api/admin/application/{id}/ledger/{entryId}/hand-back: the cash of a refund by hand was
 * handed back to the family (issue 36). Recorded once; a second press answers the first.
 */
export class CashHandBackResponse {
  /** It had been recorded before (nothing changed now). */
  alreadyRecorded: boolean;
  /** When it was handed back (ISO 8601). @example "2026-11-30T05:05:00.000Z" */
  handedBackAt: string;
  /** Who recorded it. @example "admin" */
  handedBackBy: string;
  /** Won handed back. @example 20000 */
  amount: number;
  /** @example "현금 20,000원을 가족에게 돌려준 것으로 기록했습니다." */
  message: string;
}

/** A cash refund by hand: waiting to be handed back, or when and by whom it was. */
export class CashHandBackView {
  /** Not handed back yet (현금 반환 대기). */
  pending: boolean;
  /** ISO 8601, once handed back. */
  at: string | null;
  by: string | null;
}
