import { koreanDate, koreanDateTime, koreanDayOf, koreanPeriod } from './korean-dates';

describe('Korean dates', () => {
  it('writes a calendar date with its weekday', () => {
    expect(koreanDate('2026-12-10')).toBe('2026년 12월 10일(목)');
    expect(koreanDate('2026-11-29')).toBe('2026년 11월 29일(일)');
    expect(koreanDate('2028-02-29')).toBe('2028년 2월 29일(화)');
  });

  it('writes a period, the end without its year when it is the same', () => {
    expect(koreanPeriod('2026-12-10', '2026-12-10')).toBe('2026년 12월 10일(목)');
    expect(koreanPeriod('2026-12-10', '2026-12-11')).toBe('2026년 12월 10일(목) ~ 12월 11일(금)');
    expect(koreanPeriod('2026-12-31', '2027-01-01')).toBe(
      '2026년 12월 31일(목) ~ 2027년 1월 1일(금)',
    );
  });

  it('writes an instant in Seoul time, across the UTC date line, on a 24-hour clock', () => {
    expect(koreanDateTime(new Date('2026-11-28T15:01:00Z'))).toBe('2026년 11월 29일(일) 00:01');
    expect(koreanDateTime(new Date('2026-11-29T14:59:00Z'))).toBe('2026년 11월 29일(일) 23:59');
    expect(koreanDateTime(new Date('2026-12-31T15:00:00Z'))).toBe('2027년 1월 1일(금) 00:00');
  });

  it('writes the Seoul calendar day of an instant, across the UTC date line', () => {
    expect(koreanDayOf(new Date('2026-12-07T03:00:00Z'))).toBe('2026년 12월 7일(월)');
    expect(koreanDayOf(new Date('2026-12-06T15:00:00Z'))).toBe('2026년 12월 7일(월)');
    expect(koreanDayOf(new Date('2026-12-06T14:59:59Z'))).toBe('2026년 12월 6일(일)');
  });
});
