import * as holidaysKr from '@hyunbinseo/holidays-kr/all';
import { Between, type EntityManager } from 'typeorm';
import { daysBetween } from '../common/dates/seoul-date';
import { CentreClosedDay } from './counsellor.entity';

/*
 * The days nobody can book (issue 37): the centre's own closed days and Korea's public holidays,
 * 대체공휴일 and election days included. The holidays come from @hyunbinseo/holidays-kr, which
 * follows the official gazette and publishes a new year as soon as it is announced; a year the
 * package does not know yet has no holidays here, so the centre adds its own closed days for it.
 */

type Preset = Readonly<Record<string, readonly string[]>>;

/** Every year the installed package knows, by year ("2026" → its holidays). */
const PRESETS: ReadonlyMap<string, Preset> = new Map(
  Object.entries(holidaysKr as Record<string, Preset>)
    .filter(([name]) => /^y\d{4}$/.test(name))
    .map(([name, preset]) => [name.slice(1), preset]),
);

/** The years the installed package covers, oldest first (["2018", …, "2027"]). */
export const HOLIDAY_YEARS: readonly string[] = [...PRESETS.keys()].sort();

/** The most days one question covers: a year and a little (a list page, a month view). */
export const MAX_CLOSED_DAYS_RANGE = 400;

/**
 * Korean public holidays from `from` to `to` (YYYY-MM-DD, both included) with their names
 * ("추석", "대체공휴일(개천절)"; two on one day joined by " · "), in date order.
 */
export function publicHolidaysBetween(from: string, to: string): Map<string, string> {
  const found = new Map<string, string>();
  if (daysBetween(from, to) < 0) return found;
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    const preset = PRESETS.get(String(year));
    if (!preset) continue;
    for (const day of Object.keys(preset).sort()) {
      if (day >= from && day <= to) found.set(day, preset[day].join(' · '));
    }
  }
  return found;
}

/**
 * The centre's own closed days and the public holidays merged, in date order: a day on both says
 * the centre's reason first and the holiday's after it ("워크숍 · 추석").
 */
export function mergeClosedDays(
  centre: readonly { day: string; reason: string }[],
  holidays: ReadonlyMap<string, string>,
): Map<string, string> {
  const merged = new Map(holidays);
  for (const { day, reason } of centre) {
    const holiday = holidays.get(day);
    merged.set(day, holiday ? `${reason} · ${holiday}` : reason);
  }
  return new Map([...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Every day from `from` to `to` (Seoul dates, both included) the centre takes no appointment,
 * with why: its own closed days (centre_closed_day) and Korean public holidays. Runs in the
 * caller's manager, so the booking side can ask inside its own transaction.
 */
export async function closedDaysBetween(
  manager: EntityManager,
  from: string,
  to: string,
): Promise<Map<string, string>> {
  const days = daysBetween(from, to);
  if (days < 0) return new Map();
  if (days > MAX_CLOSED_DAYS_RANGE) {
    throw new RangeError(`closed days cover at most ${MAX_CLOSED_DAYS_RANGE} days`);
  }
  const centre = await manager.find(CentreClosedDay, {
    where: { day: Between(from, to) },
    order: { day: 'ASC' },
  });
  return mergeClosedDays(centre, publicHolidaysBetween(from, to));
}
