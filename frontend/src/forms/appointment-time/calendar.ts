/*
 * The booking calendar's logic (issue 37), pure so the browser tests can prove it: the weeks of a
 * month (Sunday first, as Korean calendars are printed), which months a family may page to, each
 * day's spoken name, where the arrow keys take the focus, and the Seoul wall clock in words.
 */

const WEEKDAYS = ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'];
export const WEEKDAY_SHORT = ['일', '월', '화', '수', '목', '금', '토'];
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD date as a UTC midnight (dates are calendar days, never instants here). */
function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar date in Seoul now: "today" is always Seoul's (docs/architecture.md). */
export function seoulDate(now: Date = new Date()): string {
  return iso(new Date(now.getTime() + SEOUL_OFFSET_MS));
}

export function addDays(date: string, days: number): string {
  return iso(new Date(utc(date).getTime() + days * DAY_MS));
}

/** "2026-12" plus `months` (negative: back). */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** "2026-12" → "2026년 12월". */
export function monthTitle(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${y}년 ${m}월`;
}

/**
 * The weeks of `month` (YYYY-MM), each seven cells from Sunday to Saturday: a date, or null
 * before the first and after the last day.
 */
export function monthGrid(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const lead = utc(first).getUTCDay();
  const length = daysIn(month);
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 0; day < length; day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

function daysIn(month: string): number {
  return (
    utc(`${addMonths(month, 1)}-01`).getTime() / DAY_MS - utc(`${month}-01`).getTime() / DAY_MS
  );
}

/**
 * The months a family may page between: from this month to the month of the last day the type
 * can be booked (today + maxAheadDays).
 */
export function monthRange(today: string, maxAheadDays: number): { first: string; last: string } {
  return { first: monthOf(today), last: monthOf(addDays(today, maxAheadDays)) };
}

/** What a screen reader says of a day: "12월 3일 목요일, 예약 가능" (", 오늘" on today). */
export function dayLabel(
  date: string,
  state: { available: boolean; today: boolean; selected?: boolean },
): string {
  const [, m, d] = date.split('-').map(Number);
  const parts = [`${m}월 ${d}일 ${WEEKDAYS[utc(date).getUTCDay()]}`];
  if (state.today) parts.push('오늘');
  parts.push(state.available ? '예약 가능' : '예약 불가');
  if (state.selected) parts.push('선택됨');
  return parts.join(', ');
}

export type CalendarKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

/**
 * Where an arrow key moves the focus among the days that can be chosen (`available`, in order):
 * left and right to the previous and next such day, up and down a week (or, when that day has
 * no time, the nearest day with time beyond it), Home and End to the first and last. Null: no
 * such day in this month (the focus stays).
 */
export function nextFocus(
  available: readonly string[],
  current: string,
  key: CalendarKey,
): string | null {
  if (available.length === 0) return null;
  const sorted = [...available].sort();
  switch (key) {
    case 'Home':
      return sorted[0];
    case 'End':
      return sorted[sorted.length - 1];
    case 'ArrowRight':
      return sorted.find((date) => date > current) ?? null;
    case 'ArrowLeft':
      return [...sorted].reverse().find((date) => date < current) ?? null;
    case 'ArrowDown': {
      const target = addDays(current, 7);
      return sorted.find((date) => date >= target) ?? null;
    }
    case 'ArrowUp': {
      const target = addDays(current, -7);
      return [...sorted].reverse().find((date) => date <= target) ?? null;
    }
  }
}

/** A Seoul wall clock in words: "10:00" → "오전 10:00", "14:30" → "오후 2:30", "12:00" → "오후 12:00". */
export function koreanClock(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const half = h < 12 ? '오전' : '오후';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${half} ${hour}:${String(m).padStart(2, '0')}`;
}

/** The Seoul wall clock of an instant: "2026-12-03T01:00:00Z" → "10:00". */
export function seoulClock(instant: string): string {
  return new Date(new Date(instant).getTime() + SEOUL_OFFSET_MS).toISOString().slice(11, 16);
}

/** "12월 3일(목)" of an instant in Seoul. */
export function seoulMonthDay(instant: string): string {
  const date = seoulDate(new Date(instant));
  const [, m, d] = date.split('-').map(Number);
  return `${m}월 ${d}일(${WEEKDAY_SHORT[utc(date).getUTCDay()]})`;
}

/** "12월 3일(목) 오전 10:00": when an appointment starts, as the family reads it. */
export function appointmentWhen(instant: string): string {
  return `${seoulMonthDay(instant)} ${koreanClock(seoulClock(instant))}`;
}

/**
 * "12월 3일(목) 오전 10:00~10:50": start and end, the end's 오전/오후 said only when it differs
 * ("오전 11:30~오후 12:20").
 */
export function appointmentSpan(start: string, end: string): string {
  const from = koreanClock(seoulClock(start));
  const to = koreanClock(seoulClock(end));
  const sameHalf = from.slice(0, 2) === to.slice(0, 2);
  return `${appointmentWhen(start)}~${sameHalf ? to.slice(3) : to}`;
}
