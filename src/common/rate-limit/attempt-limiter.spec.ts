import { slowdownDelay } from './attempt-limiter';

describe('slowdownDelay', () => {
  const slowdown = { free: 5, firstMs: 250, maxMs: 4000 };

  it('costs nothing within the free allowance, then doubles from the first delay', () => {
    const delays = Array.from({ length: 11 }, (_, failures) => slowdownDelay(failures, slowdown));
    expect(delays).toEqual([0, 0, 0, 0, 0, 250, 500, 1000, 2000, 4000, 4000]);
  });

  it('never passes the cap, however many failures there were', () => {
    for (const failures of [20, 1_000, 1_000_000, Number.MAX_SAFE_INTEGER]) {
      expect(slowdownDelay(failures, slowdown)).toBe(4000);
    }
  });
});
