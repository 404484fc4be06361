import { addDays, daysBetween, isIsoDate, seoulDate, seoulInstant, seoulTime } from './seoul-date';

describe('seoulTime', () => {
  it('is the wall clock in Seoul, "HH:MM" on 24 hours', () => {
    expect(seoulTime(new Date('2026-12-04T01:00:00Z'))).toBe('10:00');
    expect(seoulTime(new Date('2026-11-30T14:59:59.999Z'))).toBe('23:59');
    expect(seoulTime(new Date('2026-11-30T15:00:00Z'))).toBe('00:00');
  });
});

describe('seoulDate', () => {
  it('is the calendar date in Seoul, nine hours ahead of UTC', () => {
    expect(seoulDate(new Date('2026-11-30T14:59:59.999Z'))).toBe('2026-11-30');
    expect(seoulDate(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12-01');
    expect(seoulDate(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('gives the same day however the instants come, forwards and backwards', () => {
    const at = (iso: string) => seoulDate(new Date(iso));
    expect(at('2026-11-30T14:59:00.000Z')).toBe('2026-11-30');
    expect(at('2026-11-30T14:59:59.999Z')).toBe('2026-11-30');
    expect(at('2026-11-30T15:00:00.000Z')).toBe('2026-12-01');
    expect(at('2026-11-30T14:59:30.000Z')).toBe('2026-11-30');
    expect(at('2025-11-30T15:00:30.000Z')).toBe('2025-12-01');
  });
});

describe('isIsoDate', () => {
  it.each(['2026-02-28', '2028-02-29', '2026-12-31'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });
  it.each([
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-1-1',
    '26-01-01',
    '2026-01-01T00:00',
    '',
  ])('rejects %p', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('addDays and daysBetween', () => {
  it('cross months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-10', -5)).toBe('2026-12-05');
    expect(daysBetween('2026-12-05', '2026-12-10')).toBe(5);
    expect(daysBetween('2026-12-10', '2026-12-05')).toBe(-5);
    expect(daysBetween('2027-12-31', '2028-03-01')).toBe(61);
  });
  it('refuse what is not a date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow();
    expect(() => daysBetween('x', '2026-01-01')).toThrow();
  });
});

describe('seoulInstant', () => {
  it('is the instant a Seoul minute begins, nine hours ahead of UTC', () => {
    expect(seoulInstant('2026-12-04', '10:00').toISOString()).toBe('2026-12-04T01:00:00.000Z');
    expect(seoulInstant('2026-12-04').toISOString()).toBe('2026-12-03T15:00:00.000Z');
    expect(seoulInstant('2027-01-01', '08:59').toISOString()).toBe('2026-12-31T23:59:00.000Z');
    expect(seoulDate(seoulInstant('2026-12-04', '23:59'))).toBe('2026-12-04');
  });
  it.each([
    ['2026-02-30', '10:00'],
    ['2026-12-04', '24:00'],
    ['2026-12-04', '10:00:00'],
    ['2026-12-04', '9:00'],
  ])('refuses %s %s', (date, time) => {
    expect(() => seoulInstant(date, time)).toThrow();
  });
});
