import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  isDate,
  rangeLabel,
  rangeOf,
  seoulDateOf,
  seoulMinutesOf,
  shift,
  weekStart,
} from './calendar-dates';

describe('the calendar dates', () => {
  it('runs a week from Monday to Sunday', () => {
    expect(weekStart('2026-11-24')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    expect(rangeOf('week', '2026-12-01')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(rangeOf('day', '2026-12-01')).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });

  it('moves by a day or a week, across months and years', () => {
    expect(shift('day', '2026-11-30', 1)).toBe('2026-12-01');
    expect(shift('week', '2026-12-29', 1)).toBe('2027-01-05');
    expect(shift('week', '2026-03-02', -1)).toBe('2026-02-23');
  });

  it('reads an instant on the Seoul clock, past UTC midnight', () => {
    expect(seoulDateOf('2026-11-23T15:30:00.000Z')).toBe('2026-11-24');
    expect(seoulMinutesOf('2026-11-23T15:30:00.000Z')).toBe(30);
    expect(seoulMinutesOf('2026-11-24T01:00:00.000Z')).toBe(600);
  });

  it('says days in Korean and refuses what is no date', () => {
    expect(dayLabel('2026-11-24')).toBe('11월 24일 (화)');
    expect(rangeLabel('2026-11-23', '2026-11-29')).toBe('2026년 11월 23일 (월) ~ 11월 29일 (일)');
    expect(isDate('2026-02-30')).toBe(false);
    expect(isDate('2026-02-28')).toBe(true);
    expect(isDate('tomorrow')).toBe(false);
  });
});
