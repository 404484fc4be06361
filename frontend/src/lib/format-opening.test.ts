import { describe, expect, it } from 'vitest';
import { formatOpening } from './format-opening';

describe('when registration opens', () => {
  it('is the day alone at 00:00, the day and the minute otherwise', () => {
    expect(formatOpening('2026-12-04', '00:00')).toBe('12월 4일(금)');
    expect(formatOpening('2026-12-04', '10:00')).toBe('12월 4일(금) 오전 10시');
    expect(formatOpening('2026-12-04', '14:30')).toBe('12월 4일(금) 오후 2시 30분');
  });

  it('reads noon, the minutes after midnight and the last minute on a 12-hour clock', () => {
    expect(formatOpening('2026-12-04', '12:00')).toBe('12월 4일(금) 오후 12시');
    expect(formatOpening('2026-12-04', '00:30')).toBe('12월 4일(금) 오전 12시 30분');
    expect(formatOpening('2026-12-04', '09:05')).toBe('12월 4일(금) 오전 9시 5분');
    expect(formatOpening('2026-12-04', '23:59')).toBe('12월 4일(금) 오후 11시 59분');
  });
});
