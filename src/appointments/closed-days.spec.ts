import { HOLIDAY_YEARS, mergeClosedDays, publicHolidaysBetween } from './closed-days';

describe('publicHolidaysBetween', () => {
  it('closes 추석 2026 (09-24..26) and its neighbouring 개천절 substitute', () => {
    const autumn = publicHolidaysBetween('2026-09-20', '2026-10-06');
    expect([...autumn.keys()]).toEqual([
      '2026-09-24',
      '2026-09-25',
      '2026-09-26',
      '2026-10-03',
      '2026-10-05',
    ]);
    expect(autumn.get('2026-09-25')).toBe('추석');
    expect(autumn.get('2026-10-05')).toBe('대체공휴일(개천절)');
    expect(autumn.has('2026-09-27')).toBe(false);
  });

  it('knows 설날 연휴 2027 with its substitute day, across the turn of the year', () => {
    const winter = publicHolidaysBetween('2026-12-20', '2027-02-10');
    expect(winter.get('2026-12-25')).toBe('기독탄신일');
    expect(winter.get('2027-01-01')).toBe('1월 1일');
    // 설날 falls on a Sunday in 2027: the Tuesday after is its substitute.
    expect([...winter.entries()].filter(([day]) => day >= '2027-02-01')).toEqual([
      ['2027-02-06', '설날 전날'],
      ['2027-02-07', '설날'],
      ['2027-02-08', '설날 다음 날'],
      ['2027-02-09', '대체공휴일(설날)'],
    ]);
    expect(winter.has('2027-02-05')).toBe(false);
  });

  it('keeps both ends of the range and answers nothing for a reversed one', () => {
    expect([...publicHolidaysBetween('2026-09-24', '2026-09-24').keys()]).toEqual(['2026-09-24']);
    expect(publicHolidaysBetween('2026-09-26', '2026-09-24').size).toBe(0);
  });

  it('has no holidays for a year the package does not know yet', () => {
    const unknown = String(Number(HOLIDAY_YEARS.at(-1)) + 1);
    expect(HOLIDAY_YEARS).toContain('2027');
    expect(publicHolidaysBetween(`${unknown}-01-01`, `${unknown}-12-31`).size).toBe(0);
  });
});

describe('mergeClosedDays', () => {
  it('adds the centre days to the holidays in date order, both reasons on a shared day', () => {
    const merged = mergeClosedDays(
      [
        { day: '2026-09-25', reason: '워크숍' },
        { day: '2026-09-01', reason: '센터 소독' },
      ],
      new Map([
        ['2026-09-24', '추석 전날'],
        ['2026-09-25', '추석'],
      ]),
    );
    expect([...merged.entries()]).toEqual([
      ['2026-09-01', '센터 소독'],
      ['2026-09-24', '추석 전날'],
      ['2026-09-25', '워크숍 · 추석'],
    ]);
  });
});
