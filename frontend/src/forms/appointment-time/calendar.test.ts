// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  appointmentSpan,
  appointmentWhen,
  dayLabel,
  koreanClock,
  monthGrid,
  monthRange,
  monthTitle,
  nextFocus,
  seoulDate,
} from './calendar';

describe('the booking calendar', () => {
  it('lays a month out in weeks from Sunday, with empty cells before the 1st and after the last', () => {
    // 1 December 2026 is a Tuesday; the 31st a Thursday.
    const weeks = monthGrid('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks[4]).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
    ]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('knows short and long months and a February that starts on Sunday', () => {
    // February 2026 starts on a Sunday and has 28 days: exactly four full weeks.
    const february = monthGrid('2026-02');
    expect(february).toHaveLength(4);
    expect(february[0][0]).toBe('2026-02-01');
    expect(february[3][6]).toBe('2026-02-28');
    expect(monthGrid('2028-02').flat().filter(Boolean)).toHaveLength(29);
    // August 2026 starts on a Saturday: six rows.
    expect(monthGrid('2026-08')).toHaveLength(6);
  });

  it('pages months across the year and names them', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', 14)).toBe('2028-01');
    expect(monthTitle('2027-01')).toBe('2027년 1월');
  });

  it('lets a family page from this month to the last month the type can be booked', () => {
    expect(monthRange('2026-11-30', 30)).toEqual({ first: '2026-11', last: '2026-12' });
    expect(monthRange('2026-12-15', 10)).toEqual({ first: '2026-12', last: '2026-12' });
    expect(monthRange('2026-12-15', 60)).toEqual({ first: '2026-12', last: '2027-02' });
  });

  it('takes today in Seoul, not in the browser’s zone', () => {
    expect(seoulDate(new Date('2026-11-30T14:59:00Z'))).toBe('2026-11-30');
    expect(seoulDate(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12-01');
  });

  it('names each day for a screen reader: date, weekday, today, whether it can be booked', () => {
    expect(dayLabel('2026-12-03', { available: true, today: false })).toBe(
      '12월 3일 목요일, 예약 가능',
    );
    expect(dayLabel('2026-12-05', { available: false, today: false })).toBe(
      '12월 5일 토요일, 예약 불가',
    );
    expect(dayLabel('2026-11-30', { available: false, today: true })).toBe(
      '11월 30일 월요일, 오늘, 예약 불가',
    );
    expect(dayLabel('2026-12-03', { available: true, today: false, selected: true })).toBe(
      '12월 3일 목요일, 예약 가능, 선택됨',
    );
  });

  it('moves the focus with the arrow keys only among days that have time', () => {
    const open = ['2026-12-01', '2026-12-02', '2026-12-04', '2026-12-09', '2026-12-16'];
    expect(nextFocus(open, '2026-12-02', 'ArrowRight')).toBe('2026-12-04');
    expect(nextFocus(open, '2026-12-04', 'ArrowLeft')).toBe('2026-12-02');
    // A week on: the 9th has time.
    expect(nextFocus(open, '2026-12-02', 'ArrowDown')).toBe('2026-12-09');
    // The 11th has none: the nearest day with time after it.
    expect(nextFocus(open, '2026-12-04', 'ArrowDown')).toBe('2026-12-16');
    expect(nextFocus(open, '2026-12-16', 'ArrowUp')).toBe('2026-12-09');
    expect(nextFocus(open, '2026-12-04', 'ArrowUp')).toBeNull();
    expect(nextFocus(open, '2026-12-16', 'ArrowRight')).toBeNull();
    expect(nextFocus(open, '2026-12-09', 'Home')).toBe('2026-12-01');
    expect(nextFocus(open, '2026-12-01', 'End')).toBe('2026-12-16');
    expect(nextFocus([], '2026-12-01', 'End')).toBeNull();
  });

  it('says the time as Korean clocks do, morning and afternoon', () => {
    expect(koreanClock('10:00')).toBe('오전 10:00');
    expect(koreanClock('09:30')).toBe('오전 9:30');
    expect(koreanClock('12:00')).toBe('오후 12:00');
    expect(koreanClock('14:30')).toBe('오후 2:30');
    expect(koreanClock('00:10')).toBe('오전 12:10');
    // 01:00 UTC is 10:00 in Seoul.
    expect(appointmentWhen('2026-12-03T01:00:00.000Z')).toBe('12월 3일(목) 오전 10:00');
    expect(appointmentWhen('2026-12-03T15:30:00.000Z')).toBe('12월 4일(금) 오전 12:30');
    expect(appointmentSpan('2026-12-03T05:00:00.000Z', '2026-12-03T05:50:00.000Z')).toBe(
      '12월 3일(목) 오후 2:00~2:50',
    );
    expect(appointmentSpan('2026-12-03T02:30:00.000Z', '2026-12-03T03:20:00.000Z')).toBe(
      '12월 3일(목) 오전 11:30~오후 12:20',
    );
  });
});
