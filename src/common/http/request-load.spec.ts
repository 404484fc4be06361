import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { BUSY_REQUESTS, RequestLoad } from './request-load';

const timing = { lookAgainMs: 5, maxWaitMs: 400, settleMs: 100 };

/** A request through the middleware; answers the function that ends its response. */
function arrive(load: RequestLoad): () => void {
  const res = new EventEmitter();
  load.middleware()({} as Request, res as unknown as Response, () => undefined);
  return () => res.emit('close');
}

describe('RequestLoad', () => {
  it('counts each request until its response closes, once', () => {
    const load = new RequestLoad(timing);
    const end = arrive(load);
    arrive(load);
    expect(load.requests).toBe(2);
    end();
    end();
    expect(load.requests).toBe(1);
  });

  it('lets work go at once while fewer requests than a rush are in flight', async () => {
    const load = new RequestLoad(timing);
    for (let i = 0; i < BUSY_REQUESTS - 1; i += 1) arrive(load);
    const started = performance.now();
    await load.quiet();
    expect(performance.now() - started).toBeLessThan(timing.maxWaitMs / 2);
  });

  it('holds work during a rush and lets it go once the rush has settled', async () => {
    const load = new RequestLoad(timing);
    const ends = Array.from({ length: BUSY_REQUESTS + 2 }, () => arrive(load));
    const lastBusy = performance.now();
    let releasedAt = 0;
    const waiting = load.quiet().then(() => {
      releasedAt = performance.now();
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(releasedAt).toBe(0);
    for (const end of ends.slice(0, 3)) end();
    await waiting;
    expect(load.requests).toBe(BUSY_REQUESTS - 1);
    // Not as soon as the rush ends: its last requests are answered first.
    expect(releasedAt - lastBusy).toBeGreaterThanOrEqual(timing.settleMs);
    expect(releasedAt - lastBusy).toBeLessThan(timing.maxWaitMs);
  });

  it('lets work go after the longest wait when the rush does not end', async () => {
    const load = new RequestLoad(timing);
    for (let i = 0; i < BUSY_REQUESTS; i += 1) arrive(load);
    const started = performance.now();
    await load.quiet();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(timing.maxWaitMs - 1);
    expect(waited).toBeLessThan(timing.maxWaitMs * 3);
  });
});
