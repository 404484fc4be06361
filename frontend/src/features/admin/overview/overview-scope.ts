/**
 * Pure logic of the back office's 현황 page (issue 19): which month or lecture the address asks
 * for, the months before and after, and the chart's series. No React, no DOM and no path
 * aliases: the browser test suite imports this file directly.
 */

/** What the overview covers: a Seoul calendar month (YYYY-MM), or one lecture over its life. */
export type OverviewScope = { month: string } | { lectureId: number };

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** This month in Asia/Seoul (UTC+9 all year), YYYY-MM, whatever the browser's zone. */
export function seoulMonth(now: Date = new Date()): string {
  return new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 7);
}

/** A month written as the server takes it: YYYY-MM, 01 to 12. */
export function isMonth(text: string): boolean {
  return MONTH.test(text);
}

/** The month `delta` months after `month` (before, when negative): ('2026-01', -1) → '2025-12'. */
export function shiftMonth(month: string, delta: number): string {
  const match = MONTH.exec(month);
  if (!match) throw new Error(`not a month: ${month}`);
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + delta;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The scope the page's address asks for: `?lectureId=N` (a positive whole number), else
 * `?month=YYYY-MM`, else this month in Seoul. Anything malformed falls back the same way.
 */
export function scopeFromSearch(search: URLSearchParams, now: Date = new Date()): OverviewScope {
  const lecture = search.get('lectureId');
  if (lecture !== null && /^[1-9]\d{0,9}$/.test(lecture) && Number(lecture) <= 2147483647) {
    return { lectureId: Number(lecture) };
  }
  const month = search.get('month');
  return { month: month !== null && isMonth(month) ? month : seoulMonth(now) };
}

/** The address's query for a scope (what GET /api/admin/overview takes too). */
export function searchOfScope(scope: OverviewScope): Record<string, string> {
  return 'lectureId' in scope ? { lectureId: String(scope.lectureId) } : { month: scope.month };
}

/** "2026-11-22" → "11/22": a day on the chart's axis and in its legend. */
export function shortDay(date: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${Number(match[1])}/${Number(match[2])}` : date;
}

/**
 * The chart's data as uPlot takes it: x is the day's index (the axis names the days, so no time
 * zone comes into it), then applications and net revenue per day.
 */
export function chartSeries(
  days: readonly { date: string; applications: number; netRevenue: number }[],
): [number[], number[], number[]] {
  return [
    days.map((_, index) => index),
    days.map((day) => day.applications),
    days.map((day) => day.netRevenue),
  ];
}

/**
 * Won written short for an axis, in 만 (10,000): 150000 → "15", 75000 → "7.5", 1234 → "0.12".
 * Two decimals at most, no trailing zeros; the caller adds the unit.
 */
export function tenThousands(won: number): string {
  return String(Math.round(won / 100) / 100);
}
