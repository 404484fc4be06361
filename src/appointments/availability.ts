import { addDays, daysBetween, seoulInstant } from '../common/dates/seoul-date';

/*
 * When an appointment type can be booked with one counsellor (issue 37), as a pure function of
 * what the database holds, so the rules are proved here and the reads stay thin. The shape is
 * cal.com's: a weekly schedule, exceptions that take time away, busy ranges that already hold the
 * counsellor (each with its buffer), minimum notice and a booking window; slots start on a grid
 * from each working window's start.
 */

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/** One working window of a weekday, in Seoul minutes after midnight: [start, end). */
export interface WeeklyWindow {
  /** 0 Sunday … 6 Saturday, as Date#getUTCDay numbers a day. */
  weekday: number;
  start: number;
  end: number;
}

/** An instant range [start, end). */
export interface TimeRange {
  start: Date;
  end: Date;
}

export interface AppointmentRules {
  durationMinutes: number;
  /** Time kept free after each appointment (notes, the room aired), booked with it. */
  bufferAfterMinutes: number;
  /** How long before its start a slot can still be booked. */
  minNoticeMinutes: number;
  /** How many days ahead a slot can be booked (from now). */
  maxAheadDays: number;
  /** The grid slots start on within a window; the duration when not given. */
  stepMinutes?: number;
}

export interface AvailabilityInput {
  /** Seoul dates, both included: YYYY-MM-DD. */
  from: string;
  to: string;
  now: Date;
  rules: AppointmentRules;
  weekly: readonly WeeklyWindow[];
  /** Leave, training, a day off: no slot's time may touch one. */
  timeOff: readonly TimeRange[];
  /** The centre's closed days and Korean public holidays: YYYY-MM-DD. */
  closedDays: ReadonlySet<string>;
  /** What already holds the counsellor: appointments and live holds, each with its buffer. */
  busy: readonly TimeRange[];
}

export interface Slot {
  start: Date;
  /** When the appointment ends (the family's time). */
  end: Date;
  /** When the counsellor is free again: the end and the buffer after it. */
  blocksUntil: Date;
}

/** The most days one answer covers (a month view and a little). */
export const MAX_DAYS_PER_ANSWER = 62;

const overlaps = (start: number, end: number, range: TimeRange) =>
  start < range.end.getTime() && range.start.getTime() < end;

/** The weekday of a Seoul date (0 Sunday). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * Every slot of the type from `from` to `to` (Seoul dates) that a family could book now, in order:
 * on a working window of its weekday, on a day the centre is open, its whole time (buffer
 * included) clear of time off and of what already holds the counsellor, at least the minimum
 * notice from now and within the booking window.
 */
export function availableSlots(input: AvailabilityInput): Slot[] {
  const { rules } = input;
  const days = daysBetween(input.from, input.to);
  if (days < 0) return [];
  if (days >= MAX_DAYS_PER_ANSWER) {
    throw new RangeError(`availability covers at most ${MAX_DAYS_PER_ANSWER} days`);
  }
  const step = (rules.stepMinutes ?? rules.durationMinutes) * MINUTE;
  const length = rules.durationMinutes * MINUTE;
  const blocked = (rules.durationMinutes + rules.bufferAfterMinutes) * MINUTE;
  const earliest = input.now.getTime() + rules.minNoticeMinutes * MINUTE;
  const latest = input.now.getTime() + rules.maxAheadDays * DAY_MINUTES * MINUTE;
  const taken = [...input.busy, ...input.timeOff];
  const blockedDay = DAY_MINUTES * MINUTE + blocked;

  const slots: Slot[] = [];
  for (let offset = 0; offset <= days; offset += 1) {
    const date = addDays(input.from, offset);
    if (input.closedDays.has(date)) continue;
    const midnight = seoulInstant(date).getTime();
    const weekday = weekdayOf(date);
    const windows = input.weekly.filter((each) => each.weekday === weekday);
    if (windows.length === 0) continue;
    // What holds the counsellor on this day (a slot's buffer may run past midnight).
    const takenToday = taken.filter((range) => overlaps(midnight, midnight + blockedDay, range));
    for (const window of windows) {
      const windowEnd = midnight + window.end * MINUTE;
      for (
        let start = midnight + window.start * MINUTE;
        start + length <= windowEnd;
        start += step
      ) {
        if (start < earliest || start > latest) continue;
        if (takenToday.some((range) => overlaps(start, start + blocked, range))) continue;
        slots.push({
          start: new Date(start),
          end: new Date(start + length),
          blocksUntil: new Date(start + blocked),
        });
      }
    }
  }
  // Two windows of one day may overlap (typed twice): in order, one slot per start.
  slots.sort((a, b) => a.start.getTime() - b.start.getTime());
  return slots.filter(
    (slot, index) => index === 0 || slot.start.getTime() !== slots[index - 1].start.getTime(),
  );
}
