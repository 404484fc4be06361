import type { Application } from '../applications/application.entity';
import { HOLD_MARGIN_MS, holdAtRisk, holdLapsed } from './seat-hold';

const NOW = new Date('2026-11-22T03:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

function application(
  payment_status: Application['payment_status'],
  seat_held_until: Date | null,
): Application {
  return { payment_status, seat_held_until } as Application;
}

describe('holdAtRisk', () => {
  it('is false for an unpaid or awaited hold with more than the margin left', () => {
    expect(holdAtRisk(application('N', at(HOLD_MARGIN_MS + 1)), NOW)).toBe(false);
    expect(holdAtRisk(application('W', at(72 * 3_600_000)), NOW)).toBe(false);
  });

  it('is true for a hold that lapses within the margin, has lapsed, or was never set', () => {
    expect(holdAtRisk(application('N', at(HOLD_MARGIN_MS)), NOW)).toBe(true);
    expect(holdAtRisk(application('N', at(30_000)), NOW)).toBe(true);
    expect(holdAtRisk(application('W', at(-1)), NOW)).toBe(true);
    expect(holdAtRisk(application('N', null), NOW)).toBe(true);
  });

  it('is false for paid, partly refunded and closed applications, whatever their hold says', () => {
    for (const status of ['Y', 'P', 'C'] as const) {
      expect(holdAtRisk(application(status, null), NOW)).toBe(false);
      expect(holdAtRisk(application(status, at(-60_000)), NOW)).toBe(false);
    }
  });

  it('covers every hold that has lapsed, and more', () => {
    for (const ms of [-60_000, 0, 1, 30_000, HOLD_MARGIN_MS]) {
      const held = application('N', at(ms));
      if (holdLapsed(held, NOW)) expect(holdAtRisk(held, NOW)).toBe(true);
    }
  });
});
