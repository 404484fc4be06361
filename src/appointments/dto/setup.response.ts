/*
 * The wire shapes of the back office's booking setup (issue 37); classes so that the OpenAPI
 * document describes them.
 */

/** A counsellor profile in the back office's list. */
export class CounsellorRow {
  /** @example 1 */
  id: number;
  /** The staff account it belongs to. @example 2 */
  account_id: number;
  /** That account's name in the back office. @example "김하늘" */
  account_name: string;
  /** The name families see. @example "김하늘" */
  name: string;
  /** Bookable: shown to families. */
  active: boolean;
  /** The signed-in account's own profile. */
  mine: boolean;
}

/** One working window, Seoul time. */
export class WeeklyWindowRow {
  /** 0 일요일 … 6 토요일. @example 1 */
  weekday: number;
  /** @example "10:00" */
  start: string;
  /** @example "12:00" */
  end: string;
}

/** Leave, training, blocked time. */
export class TimeOffRow {
  /** @example 3 */
  id: number;
  /** An instant. @example "2026-12-10T00:00:00.000Z" */
  starts_at: string;
  /** An instant. @example "2026-12-10T09:00:00.000Z" */
  ends_at: string;
  /** @example "연차" */
  reason: string;
}

/** One counsellor with their week and their time off still to come. */
export class CounsellorDetail extends CounsellorRow {
  hours: WeeklyWindowRow[];
  /** Time off that has not ended yet, soonest first. */
  time_off: TimeOffRow[];
  /** When the private calendar feed's current address was made; null: no feed. */
  feed_created_at: string | null;
}

/** A new private calendar feed: its address, shown this once. */
export class CounsellorFeedIssued {
  /** @example "https://maeumsup.example.kr/api/calendar-feed/3q2-7wEvY…Qk.ics" */
  url: string;
  created_at: string;
  /** What was done, in Korean. */
  message: string;
}

/** A back-office account the owner can give a counsellor profile. */
export class CounsellorAccountOption {
  /** @example 2 */
  id: number;
  /** @example "김하늘" */
  name: string;
  /** @example "staff.kim" */
  username: string;
}

export class SetupSaved {
  /** @example 1 */
  id: number;
  /** What was done, in Korean. */
  message: string;
}

export class SetupDone {
  /** What was done, in Korean. */
  message: string;
}

/** A day nobody can book, with why. */
export class ClosedDayRow {
  /** @example "2026-09-25" */
  day: string;
  /** @example "추석" */
  reason: string;
}

export class ClosedDaysResponse {
  /** The centre's own closed days from today on. */
  centre: ClosedDayRow[];
  /** Korean public holidays of the next year (대체공휴일 included), from the holidays package. */
  holidays: ClosedDayRow[];
  /** The years the holidays package knows. @example ["2026", "2027"] */
  holiday_years: string[];
}

export class RoomRow {
  /** @example 1 */
  id: number;
  /** @example "상담실 1" */
  name: string;
  active: boolean;
}

/** An appointment type as the back office edits it. */
export class AppointmentTypeRow {
  /** @example 1 */
  id: number;
  /** @example 1 */
  program_id: number;
  /** @example "초기 상담" */
  name: string;
  description: string;
  /** @example 50 */
  duration_minutes: number;
  /** @example 10 */
  buffer_after_minutes: number;
  /** Won. @example 50000 */
  price: number;
  /** Won taken online when a family books (0: none). @example 10000 */
  deposit: number;
  /** @example 1440 */
  min_notice_minutes: number;
  /** @example 60 */
  max_ahead_days: number;
  /** @example 24 */
  cancel_deadline_hours: number;
  /** @example [1] */
  counsellor_ids: number[];
  active: boolean;
}
