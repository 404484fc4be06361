import { closingSoon, registrationOpensAt, registrationStatus } from './registration-status';

/** An instant given as Seoul wall-clock time. */
const seoul = (dateTime: string) => new Date(`${dateTime}+09:00`);

const period = {
  reg_period_start: '2026-12-01',
  reg_period_end: '2026-12-05',
  reg_start_time: '00:00',
};

describe('registrationStatus', () => {
  it.each([
    ['2026-11-30T23:59:59.999', 'BEFORE'],
    ['2026-12-01T00:00:00', 'OPEN'],
    ['2026-12-05T23:59:59.999', 'OPEN'],
    ['2026-12-06T00:00:00', 'CLOSED'],
    ['2025-12-03T12:00:00', 'BEFORE'],
    ['2027-12-03T12:00:00', 'CLOSED'],
  ])('at %s in Seoul is %s (opening at 00:00)', (at, expected) => {
    expect(registrationStatus(seoul(at), period)).toBe(expected);
  });

  describe('opening at a set minute of the first day', () => {
    const atTen = { ...period, reg_start_time: '10:00' };
    it.each([
      ['2026-11-30T10:00:00', 'BEFORE', 'the day before, at the same hour'],
      ['2026-12-01T00:00:00', 'BEFORE', 'midnight of the first day'],
      ['2026-12-01T09:59:00', 'BEFORE', '09:59'],
      ['2026-12-01T09:59:59.999', 'BEFORE', 'the last instant before'],
      ['2026-12-01T10:00:00', 'OPEN', '10:00'],
      ['2026-12-02T09:00:00', 'OPEN', 'the next day before 10:00'],
      ['2026-12-05T23:59:59.999', 'OPEN', 'the end of the last day'],
      ['2026-12-06T00:00:00', 'CLOSED', 'the day after'],
    ])('at %s in Seoul is %s (%s)', (at, expected) => {
      expect(registrationStatus(seoul(at), atTen)).toBe(expected);
    });

    it('counts the minute in Seoul, not in UTC (08:30 in Seoul is the day before in UTC)', () => {
      const early = { ...period, reg_start_time: '08:30' };
      expect(registrationOpensAt(early).toISOString()).toBe('2026-11-30T23:30:00.000Z');
      expect(registrationStatus(new Date('2026-11-30T23:29:59Z'), early)).toBe('BEFORE');
      expect(registrationStatus(new Date('2026-11-30T23:30:00Z'), early)).toBe('OPEN');
    });

    it('opens a one-day window at its minute and closes it at midnight', () => {
      const oneDay = { reg_period_start: '2026-12-01', reg_period_end: '2026-12-01' };
      const late = { ...oneDay, reg_start_time: '23:59' };
      expect(registrationStatus(seoul('2026-12-01T23:58:59'), late)).toBe('BEFORE');
      expect(registrationStatus(seoul('2026-12-01T23:59:00'), late)).toBe('OPEN');
      expect(registrationStatus(seoul('2026-12-02T00:00:00'), late)).toBe('CLOSED');
      expect(
        registrationStatus(seoul('2026-12-01T00:00:00'), { ...oneDay, reg_start_time: '00:00' }),
      ).toBe('OPEN');
    });
  });

  it('is CANCELLED once the centre cancelled the lecture, before or after it opens', () => {
    const closed = { ...period, reg_start_time: '10:00', closed_at: new Date() };
    expect(registrationStatus(seoul('2026-12-01T09:59:00'), closed)).toBe('CANCELLED');
    expect(registrationStatus(seoul('2026-12-03T12:00:00'), closed)).toBe('CANCELLED');
  });
});

describe('closingSoon (마감 임박)', () => {
  it.each<[string, number | null, boolean, string]>([
    ['2026-12-01T12:00:00', 10, false, 'days and seats to spare'],
    ['2026-12-01T12:00:00', 3, true, 'three seats left'],
    ['2026-12-01T12:00:00', 1, true, 'one seat left'],
    ['2026-12-01T12:00:00', 0, false, 'full: 정원 마감, not 임박'],
    ['2026-12-01T12:00:00', null, false, 'unlimited, days to spare'],
    ['2026-12-04T00:00:00', null, true, 'the day before the last day'],
    ['2026-12-05T23:59:59', 20, true, 'the last day'],
    ['2026-11-30T23:59:59', 1, false, 'not open yet'],
    ['2026-12-06T00:00:00', 1, false, 'closed'],
  ])('at %s in Seoul with %p seats left is %p (%s)', (at, seatsLeft, expected) => {
    expect(closingSoon(seoul(at), period, seatsLeft)).toBe(expected);
  });

  it('is not said before the opening minute, even of a last day with one seat', () => {
    const oneDay = { reg_period_start: '2026-12-05', reg_period_end: '2026-12-05' };
    const atTen = { ...oneDay, reg_start_time: '10:00' };
    expect(closingSoon(seoul('2026-12-05T09:59:00'), atTen, 1)).toBe(false);
    expect(closingSoon(seoul('2026-12-05T10:00:00'), atTen, 1)).toBe(true);
  });

  it('is never said of a cancelled lecture (폐강)', () => {
    expect(closingSoon(seoul('2026-12-05T12:00:00'), { ...period, closed_at: new Date() }, 1)).toBe(
      false,
    );
  });

  it('crosses a month end', () => {
    const end = { ...period, reg_period_end: '2027-01-01' };
    expect(closingSoon(seoul('2026-12-31T00:00:00'), end, null)).toBe(true);
    expect(closingSoon(seoul('2026-12-30T23:59:59'), end, null)).toBe(false);
  });
});
