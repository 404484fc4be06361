/** One lecture's figures in the overview (or their totals). */
export class OverviewFigures {
  /** Applications made. @example 30 */
  applications: number;
  /** Of them, paid now (in full or partly refunded). @example 24 */
  paid: number;
  /** Of them, a virtual account awaiting its deposit. @example 2 */
  awaitingDeposit: number;
  /** Of them, with money given back (partly or in full). @example 3 */
  refunded: number;
  /** Won taken (ledger: payments in). @example 720000 */
  paidAmount: number;
  /** Won given back (ledger: refunds out, as a positive number). @example 45000 */
  refundedAmount: number;
  /** Won kept: paidAmount − refundedAmount. @example 675000 */
  netRevenue: number;
}

export class OverviewLectureRow extends OverviewFigures {
  lectureId: number;
  /** @example "부모 교육: 사춘기 자녀와 대화하기" */
  title: string;
  /** The lecture's capacity (null: no limit). @example 30 */
  capacity: number | null;
  /** Seats taken by paid applications now. @example 24 */
  seatsTaken: number;
  /** 폐강: the centre cancelled it. */
  cancelled: boolean;
}

/** One Seoul calendar day of the chart. */
export class OverviewDay {
  /** @example "2026-11-22" */
  date: string;
  /** @example 4 */
  applications: number;
  /** Won kept that day (in − out). @example 120000 */
  netRevenue: number;
}

/** GET /api/admin/overview: the numbers the centre reports, all sums of the ledger. */
export class OverviewResponse {
  /** What the figures cover: a month, or one lecture over its life. */
  scope: 'month' | 'lecture';
  /** @example "2026-11" */
  month: string | null;
  lectureId: number | null;
  /** @example "2026년 11월" */
  title: string;
  lectures: OverviewLectureRow[];
  totals: OverviewFigures;
  days: OverviewDay[];
}
