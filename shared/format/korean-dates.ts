/**
 * Calendar dates and instants in Korean, in the centre's time zone (Asia/Seoul, UTC+9 all year:
 * Korea has no daylight saving time), the same on the server (messages) and in the browser (the
 * payment and offer pages): written out here rather than by Intl, whose Korean weekday differs
 * between ICU versions ("29일 (일)" in one, "29일 일" in another).
 */

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

function weekdayOf(y: number, m: number, d: number): string {
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
}

/** "2026-12-10" → "2026년 12월 10일(목)". */
export function koreanDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}년 ${m}월 ${d}일(${weekdayOf(y, m, d)})`;
}

/** "2026-12-04" → "12월 4일(금)": a day of this season, where the year goes without saying. */
export function koreanMonthDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${m}월 ${d}일(${weekdayOf(y, m, d)})`;
}

/** A lecture's days: one date, or "2026년 12월 10일(목) ~ 12월 11일(금)". */
export function koreanPeriod(start: string, end: string): string {
  if (start === end) return koreanDate(start);
  const [sy] = start.split('-');
  const [ey, em, ed] = end.split('-').map(Number);
  const tail = Number(sy) === ey ? `${em}월 ${ed}일(${weekdayOf(ey, em, ed)})` : koreanDate(end);
  return `${koreanDate(start)} ~ ${tail}`;
}

/** An instant in Seoul: "2026년 11월 25일(수) 12:00" (24-hour clock). */
export function koreanDateTime(instant: Date): string {
  const seoul = new Date(instant.getTime() + SEOUL_OFFSET_MS);
  const hh = String(seoul.getUTCHours()).padStart(2, '0');
  const mm = String(seoul.getUTCMinutes()).padStart(2, '0');
  return `${koreanDayOf(instant)} ${hh}:${mm}`;
}

/** The Seoul calendar day of an instant: "2026년 12월 7일(월)" (a refund's day in 내 정보). */
export function koreanDayOf(instant: Date): string {
  return koreanDate(new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10));
}
