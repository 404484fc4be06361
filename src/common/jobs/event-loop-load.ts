import type { OnApplicationShutdown } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** The event loop counts as busy above this share of a sample's time spent running code. */
export const BUSY_SHARE = 0.8;
/** One sample of the event loop's use. */
export const SAMPLE_MS = 200;
/** Background work waits at most this long at a time: a process busy for good still does it. */
export const MAX_WAIT_MS = 5_000;

/** The share of the last SAMPLE_MS the event loop was busy (0 to 1). */
export type LoadSample = () => number;

/**
 * How busy this process is answering requests. Background work (a message's delivery) asks
 * `quiet()` before each piece: while a rush of families keeps the event loop busy, deliveries
 * wait (up to MAX_WAIT_MS at a time) and the families' requests keep the CPU; the messages go out
 * right after. Measured in the bench's registration rush (docs/performance.md).
 */
export class EventLoopLoad implements OnApplicationShutdown {
  private sampler?: { last: number; timer: NodeJS.Timeout };

  constructor(
    private readonly sample: LoadSample,
    private readonly timing = { sampleMs: SAMPLE_MS, maxWaitMs: MAX_WAIT_MS },
  ) {}

  /** Resolves once the event loop is not busy, or after MAX_WAIT_MS. */
  async quiet(): Promise<void> {
    const until = performance.now() + this.timing.maxWaitMs;
    while (this.current() > BUSY_SHARE && performance.now() < until) {
      await sleep(this.timing.sampleMs);
    }
  }

  onApplicationShutdown(): void {
    clearInterval(this.sampler?.timer);
  }

  /** The last sample's share; sampled every SAMPLE_MS while work asks for it. */
  private current(): number {
    if (!this.sampler) {
      this.sampler = {
        last: this.sample(),
        timer: setInterval(() => {
          if (this.sampler) this.sampler.last = this.sample();
        }, this.timing.sampleMs).unref(),
      };
    }
    return this.sampler.last;
  }
}

/** The event loop's busy share since the previous call (Node's event-loop utilisation). */
export function eventLoopShare(): LoadSample {
  let previous = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const share = performance.eventLoopUtilization(now, previous).utilization;
    previous = now;
    return share;
  };
}
