import { scheduleText, sessionText } from './lecture-schedule';

describe('a lecture’s schedule reads as days and hours', () => {
  const period = { lec_period_start: '2026-12-05', lec_period_end: '2026-12-06' };
  const saturday = { day: '2026-12-05', start: '10:00', end: '12:00' };

  it('names one session by its day, weekday and hours', () => {
    expect(sessionText(saturday)).toBe('12월 5일(토) 10:00~12:00');
  });

  it('lists the first session and how many more', () => {
    const sunday = { day: '2026-12-06', start: '14:00', end: '16:30' };
    expect(scheduleText({ ...period, sessions: [saturday] })).toBe('12월 5일(토) 10:00~12:00');
    expect(scheduleText({ ...period, sessions: [saturday, sunday, sunday] })).toBe(
      '12월 5일(토) 10:00~12:00 외 2회',
    );
  });

  it('falls back to the lecture’s days without sessions, one date for a one-day lecture', () => {
    expect(scheduleText({ ...period, sessions: [] })).toBe('12월 5일(토)~12월 6일(일)');
    expect(
      scheduleText({ lec_period_start: '2026-12-05', lec_period_end: '2026-12-05', sessions: [] }),
    ).toBe('12월 5일(토)');
  });
});
