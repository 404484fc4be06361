import type { NextFunction, Request, Response } from 'express';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** From this many requests answered at once, the process counts as busy with a rush. */
export const BUSY_REQUESTS = 4;
/**
 * After a rush, work waits this much longer: its last families (fewer than BUSY_REQUESTS in
 * flight by then) are still being answered.
 */
export const SETTLE_MS = 1_000;
/** How often a waiting piece of work looks again. */
export const LOOK_AGAIN_MS = 50;
/** Background work waits at most this long at a time: a process busy for good still does it. */
export const MAX_WAIT_MS = 5_000;

/**
 * How many requests this process is answering. Background work (a message's delivery) asks
 * `quiet()` before each piece: while a rush of families keeps several requests in flight,
 * deliveries wait (at most MAX_WAIT_MS at a time) and the families' requests keep the CPU and
 * the database; the messages go out right after. A request or two at a time, as on any ordinary
 * day, holds nothing back. Counted by `middleware()`, the first of the app's (app.factory.ts).
 * Measured in the bench's registration rush (docs/performance.md, "Messaging in the rush").
 */
export class RequestLoad {
  private inFlight = 0;
  /** When BUSY_REQUESTS or more were last in flight (performance.now()). */
  private busyAt = -Infinity;

  constructor(
    private readonly timing = {
      lookAgainMs: LOOK_AGAIN_MS,
      maxWaitMs: MAX_WAIT_MS,
      settleMs: SETTLE_MS,
    },
  ) {}

  /** Requests being answered now. */
  get requests(): number {
    return this.inFlight;
  }

  /** Counts each request from its arrival until its response is finished or abandoned. */
  middleware() {
    return (_req: Request, res: Response, next: NextFunction): void => {
      this.inFlight += 1;
      if (this.inFlight >= BUSY_REQUESTS) this.busyAt = performance.now();
      res.once('close', () => {
        this.inFlight -= 1;
      });
      next();
    };
  }

  /**
   * Resolves once fewer than BUSY_REQUESTS requests have been in flight for SETTLE_MS, or after
   * MAX_WAIT_MS.
   */
  async quiet(): Promise<void> {
    const until = performance.now() + this.timing.maxWaitMs;
    while (this.busy() && performance.now() < until) await sleep(this.timing.lookAgainMs);
  }

  private busy(): boolean {
    return this.inFlight >= BUSY_REQUESTS || performance.now() - this.busyAt < this.timing.settleMs;
  }
}
