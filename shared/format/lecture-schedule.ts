import { koreanMonthDay } from './korean-dates';

/** One meeting of a lecture: a day and its hours on the centre's clock ("HH:MM"). */
export interface SessionTimes {
  day: string;
  start: string;
  end: string;
}

/** "12월 6일(토) 10:00~12:00": one meeting. */
export function sessionText(session: SessionTimes): string {
  return `${koreanMonthDay(session.day)} ${session.start}~${session.end}`;
}

/**
 * A lecture's schedule in one line: the first meeting and how many more ("12월 6일(토)
 * 10:00~12:00 외 2회"); without sessions, its days ("12월 6일(토)" or "12월 6일(토)~12월 7일(일)").
 * The lecture list and the home page's open lectures say it the same way.
 */
export function scheduleText(lecture: {
  sessions: readonly SessionTimes[];
  lec_period_start: string;
  lec_period_end: string;
}): string {
  const [first, ...rest] = lecture.sessions;
  if (first) return sessionText(first) + (rest.length ? ` 외 ${rest.length}회` : '');
  const start = koreanMonthDay(lecture.lec_period_start);
  return lecture.lec_period_start === lecture.lec_period_end
    ? start
    : `${start}~${koreanMonthDay(lecture.lec_period_end)}`;
}
