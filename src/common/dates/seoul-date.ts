/**
 * Calendar dates of the centre, which is in Korea. A "date" here is the string YYYY-MM-DD, as
 * PostgreSQL's `date` type and the API carry it; comparing two such strings compares the days.
 */
export const CENTRE_TIME_ZONE = 'Asia/Seoul';

const seoulDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CENTRE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The last answer, by UTC minute: the date can only change on a minute (Seoul is UTC+9). */
let memo = { minute: Number.NaN, date: '' };

/** The calendar date in Seoul at the given instant. */
export function seoulDate(instant: Date): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute !== memo.minute) memo = { minute, date: seoulDateFormat.format(instant) };
  return memo.date;
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
