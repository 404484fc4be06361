/*
 * The calendar's dates (issue 37): Seoul calendar days as YYYY-MM-DD strings, as the API speaks
 * them, and the Seoul wall clock of an instant. Korea keeps UTC+9 all year, so plain arithmetic
 * on UTC dates is exact and no time-zone library is needed.
 */

export type CalendarView = 'day' | 'week';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function isDate(value: string | null | undefined): value is string {
  if (!value || !ISO_DATE.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The Monday of the week `date` is in (the centre's week runs Monday to Sunday). */
export function weekStart(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The days a view shows around `date`. */
export function rangeOf(view: CalendarView, date: string): { from: string; to: string } {
  if (view === 'day') return { from: date, to: date };
  const from = weekStart(date);
  return { from, to: addDays(from, 6) };
}

/** The day the previous or next button goes to. */
export function shift(view: CalendarView, date: string, direction: 1 | -1): string {
  return addDays(date, direction * (view === 'day' ? 1 : 7));
}

export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The Seoul date of an instant. */
export function seoulDateOf(iso: string): string {
  return new Date(new Date(iso).getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes after Seoul midnight of an instant (on its own Seoul date). */
export function seoulMinutesOf(iso: string): number {
  const shifted = new Date(new Date(iso).getTime() + SEOUL_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** "10:00" → 600. */
export function minutesOfClock(clock: string): number {
  const [h, m] = clock.split(':').map(Number);
  return h * 60 + m;
}

/** 600 → "10:00". */
export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "2026-11-24" → "11월 24일 (화)". */
export function dayLabel(date: string): string {
  const [, m, d] = date.split('-').map(Number);
  return `${m}월 ${d}일 (${WEEKDAYS[weekdayOf(date)]})`;
}

/** "2026-11-24" → "2026년 11월 24일 (화)". */
export function longDayLabel(date: string): string {
  return `${date.slice(0, 4)}년 ${dayLabel(date)}`;
}

/** The span a view shows, said: one day, or "11월 23일 (월) ~ 11월 29일 (일)". */
export function rangeLabel(from: string, to: string): string {
  return from === to ? longDayLabel(from) : `${longDayLabel(from)} ~ ${dayLabel(to)}`;
}

/** "10:00–10:50" of an appointment. */
export function timeSpan(start: string, end: string): string {
  return `${clockOf(seoulMinutesOf(start))}–${clockOf(seoulMinutesOf(end))}`;
}
