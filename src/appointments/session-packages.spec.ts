import { packageLinkState } from './package-deposits';
import { unusedValue } from './session-packages.service';

describe('unusedValue', () => {
  it('shares the price evenly over the sessions and gives back the unused ones', () => {
    expect(unusedValue({ price: 200_000, sessions_total: 4, sessions_used: 1 })).toBe(150_000);
    expect(unusedValue({ price: 200_000, sessions_total: 4, sessions_used: 0 })).toBe(200_000);
    expect(unusedValue({ price: 200_000, sessions_total: 4, sessions_used: 4 })).toBe(0);
  });

  it('rounds down to the won, never giving back more than was paid', () => {
    // 100,000 over 3 sessions: 33,333.3… each; two unused are 66,666원, not 66,667.
    expect(unusedValue({ price: 100_000, sessions_total: 3, sessions_used: 1 })).toBe(66_666);
    for (let used = 0; used <= 7; used += 1) {
      const back = unusedValue({ price: 99_999, sessions_total: 7, sessions_used: used });
      expect(Number.isInteger(back)).toBe(true);
      expect(back).toBeLessThanOrEqual(99_999);
    }
  });
});

describe('packageLinkState', () => {
  const now = new Date('2026-11-22T03:00:00Z');
  const later = new Date(now.getTime() + 60_000);
  const link = { status: 'DUE' as const, pay_link_until: later, anonymised_at: null };

  it('pays a due package only before its deadline', () => {
    expect(packageLinkState(link, now)).toBe('DUE');
    expect(packageLinkState(link, later)).toBe('OVER');
    expect(packageLinkState({ ...link, pay_link_until: null }, now)).toBe('OVER');
  });

  it('says paid once paid, and cancelled for a sale called off, refunded or emptied', () => {
    expect(packageLinkState({ ...link, status: 'PAID' }, later)).toBe('PAID');
    expect(packageLinkState({ ...link, status: 'CANCELLED' }, now)).toBe('CANCELLED');
    expect(packageLinkState({ ...link, status: 'REFUNDED' }, now)).toBe('CANCELLED');
    expect(packageLinkState({ ...link, anonymised_at: now }, now)).toBe('CANCELLED');
  });
});
