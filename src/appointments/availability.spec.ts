import fc from 'fast-check';
import { addDays, seoulDate, seoulInstant } from '../common/dates/seoul-date';
import {
  availableSlots,
  type AppointmentRules,
  type AvailabilityInput,
  type TimeRange,
  type WeeklyWindow,
} from './availability';

const at = (date: string, time: string) => seoulInstant(date, time);
const times = (slots: { start: Date }[]) =>
  slots.map((slot) => slot.start.toISOString().slice(0, 16));
const seoul = (slots: { start: Date }[]) =>
  slots.map(
    (slot) =>
      `${seoulDate(slot.start)} ${new Date(slot.start.getTime() + 9 * 3_600_000)
        .toISOString()
        .slice(11, 16)}`,
  );

/** Mon–Fri 10:00–13:00 and 14:00–18:00; 2026-12-07 is a Monday. */
const WEEKDAYS: WeeklyWindow[] = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, start: 10 * 60, end: 13 * 60 },
  { weekday, start: 14 * 60, end: 18 * 60 },
]);
const FIRST_CONSULTATION: AppointmentRules = {
  durationMinutes: 50,
  bufferAfterMinutes: 10,
  minNoticeMinutes: 24 * 60,
  maxAheadDays: 60,
  stepMinutes: 60,
};

function input(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    from: '2026-12-07',
    to: '2026-12-07',
    now: at('2026-12-01', '09:00'),
    rules: FIRST_CONSULTATION,
    weekly: WEEKDAYS,
    timeOff: [],
    closedDays: new Set(),
    busy: [],
    ...overrides,
  };
}

describe('availableSlots', () => {
  it('offers a Monday on the hour within the windows, ending in time', () => {
    expect(seoul(availableSlots(input()))).toEqual([
      '2026-12-07 10:00',
      '2026-12-07 11:00',
      '2026-12-07 12:00',
      '2026-12-07 14:00',
      '2026-12-07 15:00',
      '2026-12-07 16:00',
      '2026-12-07 17:00',
    ]);
    const [first] = availableSlots(input());
    expect(first.end).toEqual(at('2026-12-07', '10:50'));
    expect(first.blocksUntil).toEqual(at('2026-12-07', '11:00'));
  });

  it('keeps a busy hour and its buffer, time off, a closed day and the weekend free', () => {
    const busy: TimeRange[] = [
      { start: at('2026-12-07', '11:30'), end: at('2026-12-07', '12:30') },
    ];
    const timeOff: TimeRange[] = [
      { start: at('2026-12-07', '16:55'), end: at('2026-12-08', '00:00') },
    ];
    expect(seoul(availableSlots(input({ busy, timeOff })))).toEqual([
      '2026-12-07 10:00',
      '2026-12-07 14:00',
      '2026-12-07 15:00',
    ]);
    // 2026-12-25 (성탄절) is a Friday; 12-26 and 12-27 the weekend.
    const christmas = input({
      from: '2026-12-25',
      to: '2026-12-27',
      closedDays: new Set(['2026-12-25']),
    });
    expect(availableSlots(christmas)).toEqual([]);
  });

  it('needs the minimum notice and stays inside the booking window', () => {
    // 24 hours' notice from Monday 10:30: Tuesday 10:00 is too soon, 11:00 is not.
    const soon = input({ from: '2026-12-08', to: '2026-12-08', now: at('2026-12-07', '10:30') });
    expect(seoul(availableSlots(soon))[0]).toBe('2026-12-08 11:00');
    // 60 days from 12-01 09:00 end on 01-30 09:00: that Friday's 10:00 is past it.
    const far = input({ from: '2027-01-29', to: '2027-01-30' });
    expect(seoul(availableSlots(far)).at(-1)).toBe('2027-01-29 17:00');
  });

  it('answers nothing for an empty range and refuses one longer than two months', () => {
    expect(availableSlots(input({ from: '2026-12-08', to: '2026-12-07' }))).toEqual([]);
    expect(() => availableSlots(input({ to: addDays('2026-12-07', 62) }))).toThrow(RangeError);
  });

  it('gives one slot per start when two windows of a day overlap', () => {
    const twice = [...WEEKDAYS, { weekday: 1, start: 10 * 60, end: 12 * 60 }];
    expect(times(availableSlots(input({ weekly: twice })))).toEqual(times(availableSlots(input())));
  });
});

/**
 * The rules against an oracle that knows nothing of windows' grids: every minute of the days is
 * tried as a start. Whatever the schedule, the busy ranges and the clock, a slot the function
 * gives is one the oracle accepts (sound), and every grid start the oracle accepts is given
 * (complete), with no slot given twice.
 */
describe('availableSlots over random schedules and bookings', () => {
  const DAYS = ['2026-12-07', '2026-12-08', '2026-12-09'];
  const window = fc
    .record({
      weekday: fc.integer({ min: 0, max: 6 }),
      start: fc.integer({ min: 0, max: 23 * 60 }),
      length: fc.integer({ min: 10, max: 10 * 60 }),
    })
    .map(({ weekday, start, length }) => ({
      weekday,
      start,
      end: Math.min(24 * 60, start + length),
    }));
  const range = fc
    .record({
      day: fc.integer({ min: 0, max: 2 }),
      minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
      length: fc.integer({ min: 1, max: 6 * 60 }),
    })
    .map(({ day, minute, length }) => {
      const start = new Date(seoulInstant(DAYS[day]).getTime() + minute * 60_000);
      return { start, end: new Date(start.getTime() + length * 60_000) };
    });
  const rules = fc.record({
    durationMinutes: fc.integer({ min: 10, max: 120 }),
    bufferAfterMinutes: fc.integer({ min: 0, max: 30 }),
    minNoticeMinutes: fc.integer({ min: 0, max: 48 * 60 }),
    maxAheadDays: fc.integer({ min: 1, max: 10 }),
    stepMinutes: fc.option(fc.integer({ min: 5, max: 90 }), { nil: undefined }),
  });
  const now = fc
    .integer({ min: -2 * 24 * 60, max: 2 * 24 * 60 })
    .map((minutes) => new Date(seoulInstant(DAYS[0]).getTime() + minutes * 60_000));

  it('is sound and complete on the grid', () => {
    fc.assert(
      fc.property(
        rules,
        fc.array(window, { maxLength: 6 }),
        fc.array(range, { maxLength: 6 }),
        fc.array(range, { maxLength: 2 }),
        fc.subarray(DAYS),
        now,
        (rule, weekly, busy, timeOff, closed, clock) => {
          const given = availableSlots({
            from: DAYS[0],
            to: DAYS[2],
            now: clock,
            rules: rule,
            weekly,
            timeOff,
            closedDays: new Set(closed),
            busy,
          });
          const step = rule.stepMinutes ?? rule.durationMinutes;
          const accepts = (start: number, onGrid: boolean) => {
            const date = seoulDate(new Date(start));
            if (!DAYS.includes(date) || closed.includes(date)) return false;
            const minute = (start - seoulInstant(date).getTime()) / 60_000;
            const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
            const inWindow = weekly.some(
              (w) =>
                w.weekday === weekday &&
                minute >= w.start &&
                minute + rule.durationMinutes <= w.end &&
                (!onGrid || (minute - w.start) % step === 0),
            );
            const blockEnd = start + (rule.durationMinutes + rule.bufferAfterMinutes) * 60_000;
            const clear = [...busy, ...timeOff].every(
              (r) => !(start < r.end.getTime() && r.start.getTime() < blockEnd),
            );
            return (
              inWindow &&
              clear &&
              start >= clock.getTime() + rule.minNoticeMinutes * 60_000 &&
              start <= clock.getTime() + rule.maxAheadDays * 24 * 60 * 60_000
            );
          };
          for (const slot of given) expect(accepts(slot.start.getTime(), true)).toBe(true);
          const starts = given.map((slot) => slot.start.getTime());
          expect(new Set(starts).size).toBe(starts.length);
          expect([...starts].sort((a, b) => a - b)).toEqual(starts);
          for (const date of DAYS) {
            const midnight = seoulInstant(date).getTime();
            for (let minute = 0; minute < 24 * 60; minute += 5) {
              const start = midnight + minute * 60_000;
              if (accepts(start, true)) expect(starts).toContain(start);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
