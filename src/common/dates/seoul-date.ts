/**
 * Calendar dates of the centre, which is in Korea. A "date" here is the string YYYY-MM-DD, as
 * PostgreSQL's `date` type and the API carry it; comparing two such strings compares the days.
 */
export const CENTRE_TIME_ZONE = 'Asia/Seoul';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Korea keeps UTC+9 all year (no daylight saving time since 1988), as seoulInstant reads it. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The calendar date in Seoul at the given instant. */
export function seoulDate(instant: Date): string {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Seoul wall clock of an instant, "HH:MM" (24-hour): 2026-12-04T01:00Z is "10:00". */
export function seoulTime(instant: Date): string {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(11, 16);
}

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The instant a Seoul wall-clock minute ("HH:MM", 24-hour) of a calendar date begins: 2026-12-04
 * at 10:00 is 2026-12-04T01:00Z. Korea is UTC+9 all year (no daylight saving time since 1988).
 */
export function seoulInstant(date: string, time = '00:00'): Date {
  if (!isIsoDate(date) || !CLOCK_TIME.test(time)) {
    throw new Error(`Not a Seoul date and time: ${date} ${time}`);
  }
  return new Date(`${date}T${time}:00+09:00`);
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The date `days` calendar days after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  if (!isIsoDate(date)) throw new Error(`Not a calendar date: ${date}`);
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  if (!isIsoDate(from) || !isIsoDate(to)) throw new Error(`Not calendar dates: ${from}, ${to}`);
  const toUtc = (date: string) => {
    const [y, m, d] = date.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}
