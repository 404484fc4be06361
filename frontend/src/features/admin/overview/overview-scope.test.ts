import { describe, expect, it } from 'vitest';
import {
  chartSeries,
  isMonth,
  scopeFromSearch,
  searchOfScope,
  seoulMonth,
  shiftMonth,
  shortDay,
  tenThousands,
} from './overview-scope';

describe('overview logic', () => {
  it('months: Seoul’s this month, steps across years, the address’s scope', () => {
    expect(seoulMonth(new Date('2026-11-30T15:30:00Z'))).toBe('2026-12');
    expect(seoulMonth(new Date('2026-11-30T14:59:00Z'))).toBe('2026-11');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-11', -13)).toBe('2025-10');
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);

    const now = new Date('2026-11-22T03:00:00Z');
    expect(scopeFromSearch(new URLSearchParams(''), now)).toEqual({ month: '2026-11' });
    expect(scopeFromSearch(new URLSearchParams('month=2025-02'), now)).toEqual({
      month: '2025-02',
    });
    expect(scopeFromSearch(new URLSearchParams('month=2025-2'), now)).toEqual({
      month: '2026-11',
    });
    expect(scopeFromSearch(new URLSearchParams('lectureId=12&month=2025-02'), now)).toEqual({
      lectureId: 12,
    });
    expect(scopeFromSearch(new URLSearchParams('lectureId=0'), now)).toEqual({ month: '2026-11' });
    expect(scopeFromSearch(new URLSearchParams('lectureId=1e3'), now)).toEqual({
      month: '2026-11',
    });
    expect(searchOfScope({ lectureId: 12 })).toEqual({ lectureId: '12' });
    expect(searchOfScope({ month: '2026-11' })).toEqual({ month: '2026-11' });
  });

  it('the chart’s series and axis words', () => {
    const days = [
      { date: '2026-11-01', applications: 2, netRevenue: 40000 },
      { date: '2026-11-02', applications: 0, netRevenue: -15000 },
    ];
    expect(chartSeries(days)).toEqual([
      [0, 1],
      [2, 0],
      [40000, -15000],
    ]);
    expect(shortDay('2026-11-02')).toBe('11/2');
    expect(tenThousands(150000)).toBe('15');
    expect(tenThousands(75000)).toBe('7.5');
    expect(tenThousands(-15000)).toBe('-1.5');
    expect(tenThousands(0)).toBe('0');
  });
});
