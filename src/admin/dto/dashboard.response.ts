/*
 * GET /api/admin/dashboard: what the director runs the day from (issue 36). Every figure is what
 * its list shows when opened (the back office links each one to its filtered list).
 */

/** Won taken and given back in a span, as the ledger has it (the same sums as 현황). */
export class DashboardMoney {
  /** @example 270000 */
  paid: number;
  /** @example 45000 */
  refunded: number;
  /** paid − refunded. @example 225000 */
  net: number;
}

export class DashboardToday {
  /** The Seoul date. @example "2026-12-01" */
  date: string;
  /** Applications made today (any state). @example 6 */
  applications: number;
  /** Their totals' sum, won. @example 420000 */
  applicationsAmount: number;
  money: DashboardMoney;
  /**
   * Counselling appointments starting today (issue 37), within the account's calendar scope: a
   * counsellor counts only their own. @example 4
   */
  appointments: number;
}

export class DashboardMonth {
  /** @example "2026-12" */
  month: string;
  money: DashboardMoney;
}

/** A virtual account awaiting its deposit. */
export class DashboardDeposit {
  /** @example 31 */
  applicationId: number;
  /** @example "부모 교육: 사춘기 자녀와 대화하기" */
  lectureTitle: string;
  /** @example 90000 */
  amount: number;
  /** ISO 8601; null when the provider gave none. */
  dueAt: string | null;
}

export class DashboardDeposits {
  /** @example 3 */
  count: number;
  /** The ones due soonest (five at most). */
  soonest: DashboardDeposit[];
}

/** A lecture open for registration, fullest first. */
export class DashboardFilling {
  /** @example 4 */
  lectureId: number;
  /** @example "초등 사회성 놀이 그룹" */
  title: string;
  /** @example 12 */
  capacity: number;
  /** @example 2 */
  seatsLeft: number;
  /** People on its waiting list (waiting or holding an offer). @example 3 */
  waiting: number;
}

/** A lecture starting soon. */
export class DashboardStarting {
  /** @example 4 */
  lectureId: number;
  /** @example "초등 사회성 놀이 그룹" */
  title: string;
  /** The first meeting's day (or the period's first day). @example "2026-12-06" */
  day: string;
  /** The first meeting's hour, when the lecture has meetings. @example "10:00" */
  time: string | null;
  /** Applications not cancelled. @example 9 */
  applications: number;
}

export class DashboardFailedMessage {
  /** @example "payment-completed" */
  kind: string;
  /** The kind in the back office's words. @example "결제 완료 안내" */
  label: string;
  /** @example "ALIMTALK" */
  channel: string;
  /** Masked. @example "010-****-5678" */
  recipient: string;
  /** @example 31 */
  applicationId: number | null;
  /** ISO 8601. */
  failedAt: string;
}

export class DashboardFailedMessages {
  /** Failed for good in the last 7 days. @example 1 */
  count: number;
  /** The newest (five at most). */
  newest: DashboardFailedMessage[];
}

export class DashboardResponse {
  today: DashboardToday;
  month: DashboardMonth;
  deposits: DashboardDeposits;
  /** Open lectures with a capacity, fewest seats left first (five at most). */
  filling: DashboardFilling[];
  /** Lectures whose first day is today or later, soonest first (five at most). */
  starting: DashboardStarting[];
  /** Refund requests waiting for the owner's approval; null for staff (the owner decides). */
  refundRequests: number | null;
  /** Questions from the 문의 page waiting for an answer. @example 2 */
  inquiries: number;
  failedMessages: DashboardFailedMessages;
}
