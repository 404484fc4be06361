import { closingSoon, registrationStatus } from './registration-status';

const period = { reg_period_start: '2026-12-01', reg_period_end: '2026-12-05' };

describe('registrationStatus', () => {
  it.each([
    ['2026-11-30', 'BEFORE'],
    ['2026-12-01', 'OPEN'],
    ['2026-12-05', 'OPEN'],
    ['2026-12-06', 'CLOSED'],
    ['2025-12-03', 'BEFORE'],
    ['2027-12-03', 'CLOSED'],
  ])('on %s is %s', (today, expected) => {
    expect(registrationStatus(today, period)).toBe(expected);
  });

  it('is open on a one-day window', () => {
    expect(
      registrationStatus('2026-12-01', {
        reg_period_start: '2026-12-01',
        reg_period_end: '2026-12-01',
      }),
    ).toBe('OPEN');
  });
});

describe('closingSoon (마감 임박)', () => {
  it.each<[string, number | null, boolean, string]>([
    ['2026-12-01', 10, false, 'days and seats to spare'],
    ['2026-12-01', 3, true, 'three seats left'],
    ['2026-12-01', 1, true, 'one seat left'],
    ['2026-12-01', 0, false, 'full: 정원 마감, not 임박'],
    ['2026-12-01', null, false, 'unlimited, days to spare'],
    ['2026-12-04', null, true, 'the day before the last day'],
    ['2026-12-05', 20, true, 'the last day'],
    ['2026-11-30', 1, false, 'not open yet'],
    ['2026-12-06', 1, false, 'closed'],
  ])('on %s with %p seats left is %p (%s)', (today, seatsLeft, expected) => {
    expect(closingSoon(today, period, seatsLeft)).toBe(expected);
  });

  it('is never said of a cancelled lecture (폐강)', () => {
    expect(closingSoon('2026-12-05', { ...period, closed_at: new Date() }, 1)).toBe(false);
  });

  it('crosses a month end', () => {
    const end = { reg_period_start: '2026-12-01', reg_period_end: '2027-01-01' };
    expect(closingSoon('2026-12-31', end, null)).toBe(true);
    expect(closingSoon('2026-12-30', end, null)).toBe(false);
  });
});
