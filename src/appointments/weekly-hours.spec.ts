import { weekFaults, weekSummary } from './weekly-hours';

const w = (weekday: number, start: string, end: string) => {
  const m = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
  return { weekday, start: m(start), end: m(end) };
};

describe('weekFaults', () => {
  it('accepts a Monday with a lunch break and windows that only touch', () => {
    expect(weekFaults([w(1, '10:00', '12:00'), w(1, '13:00', '18:00')])).toEqual([]);
    expect(weekFaults([w(2, '10:00', '12:00'), w(2, '12:00', '13:00')])).toEqual([]);
    expect(weekFaults([w(0, '00:00', '24:00')])).toEqual([]);
  });

  it('refuses a window that ends before it starts, off the grid, or overlapping', () => {
    expect(weekFaults([w(1, '13:00', '12:00')])).toEqual([
      '월요일 13:00–12:00: 시작 시각이 끝 시각보다 빨라야 합니다.',
    ]);
    expect(weekFaults([w(1, '10:00', '10:00')])).toHaveLength(1);
    expect(weekFaults([w(3, '10:05', '12:00')])).toEqual([
      '수요일 10:05–12:00: 시각은 10분 단위로 입력해 주세요.',
    ]);
    expect(weekFaults([w(5, '13:00', '18:00'), w(5, '10:00', '13:10')])).toEqual([
      '금요일 13:00–18:00: 10:00–13:10와 겹칩니다.',
    ]);
    // The same hours on two different days do not overlap.
    expect(weekFaults([w(1, '10:00', '12:00'), w(2, '10:00', '12:00')])).toEqual([]);
  });
});

describe('weekSummary', () => {
  it('says the week by day in order', () => {
    expect(
      weekSummary([w(2, '10:00', '18:00'), w(1, '13:00', '18:00'), w(1, '10:00', '12:00')]),
    ).toBe('월 10:00–12:00, 13:00–18:00 / 화 10:00–18:00');
    expect(weekSummary([])).toBe('없음');
  });
});
