import { Injectable, Logger } from '@nestjs/common';

export type SeatsFreedListener = (lectureId: number) => void | Promise<void>;

/**
 * In-process news that seats of a lecture may have become free: code calls `freed` AFTER the
 * transaction that freed them committed (a cancel, a refund, a capacity raised, a withdrawal);
 * the waiting list listens to offer them. Only a nudge: the waiting list's job also runs every
 * minute across replicas, so a missed event (another replica, a crash) delays an offer, never
 * loses it. A listener's failure is logged and never reaches the caller.
 */
@Injectable()
export class SeatEvents {
  private readonly listeners: SeatsFreedListener[] = [];
  private readonly logger = new Logger('Seats');

  onFreed(listener: SeatsFreedListener): () => void {
    this.listeners.push(listener);
    return () => {
      const at = this.listeners.indexOf(listener);
      if (at >= 0) this.listeners.splice(at, 1);
    };
  }

  freed(lectureId: number): void {
    for (const listener of this.listeners) {
      void Promise.resolve()
        .then(() => listener(lectureId))
        .catch((error: unknown) =>
          this.logger.error({
            lectureId,
            msg: 'a listener of freed seats failed',
            err: error instanceof Error ? error.message : String(error),
          }),
        );
    }
  }
}
