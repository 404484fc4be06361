import { BUSY_SHARE, EventLoopLoad, eventLoopShare } from './event-loop-load';

const timing = { sampleMs: 5, maxWaitMs: 200 };

describe('EventLoopLoad', () => {
  it('lets work go at once when the event loop is quiet', async () => {
    const load = new EventLoopLoad(() => 0.1, timing);
    const started = performance.now();
    await load.quiet();
    expect(performance.now() - started).toBeLessThan(timing.maxWaitMs / 2);
    load.onApplicationShutdown();
  });

  it('holds work while the event loop is busy, and lets it go once it is quiet', async () => {
    const samples = [0.97, 0.95, 0.9, BUSY_SHARE - 0.01];
    let taken = 0;
    const load = new EventLoopLoad(() => samples[Math.min(taken++, samples.length - 1)], timing);
    await load.quiet();
    // Let go on the first quiet sample, not before.
    expect(taken).toBe(samples.length);
    load.onApplicationShutdown();
  });

  it('lets work go after the longest wait when the process stays busy', async () => {
    const load = new EventLoopLoad(() => 1, timing);
    const started = performance.now();
    await load.quiet();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(timing.maxWaitMs);
    expect(waited).toBeLessThan(timing.maxWaitMs * 3);
    load.onApplicationShutdown();
  });

  it('measures the share of time the event loop ran code', async () => {
    const share = eventLoopShare();
    const spinUntil = performance.now() + 50;
    while (performance.now() < spinUntil) {
      // busy: the event loop runs this code and nothing else
    }
    expect(share()).toBeGreaterThan(0.9);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(share()).toBeLessThan(0.5);
  });
});
