/** Seats of a lecture or one of its courses, as the back office's 좌석 현황 shows them. */
export class SeatRow {
  /** null: unlimited. @example 30 */
  capacity: number | null;
  /** Paid (Y) or partly refunded (P). @example 20 */
  paid: number;
  /** Virtual accounts awaiting their deposit before the due date (W). @example 2 */
  awaitingDeposit: number;
  /** Unpaid applications inside their hold window (N). @example 1 */
  held: number;
  /** Waiting-list offers not yet expired. @example 1 */
  offered: number;
  /** null when unlimited. @example 6 */
  free: number | null;
}

export class FeeSeatRow extends SeatRow {
  id: number;
  /** @example "1회차" */
  fee_type: string;
}

/** GET /api/admin/lecture/{id}/seats. */
export class LectureSeatsResponse {
  lecture: SeatRow;
  fees: FeeSeatRow[];
}
