import { registrationStatus } from './registration-status';

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
