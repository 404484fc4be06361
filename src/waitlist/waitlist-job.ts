import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { JobQueue, type JobQueueName } from '../common/jobs/job-queue';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { WaitlistOffers } from './waitlist-offers';

/** The pg-boss queue of the waiting list's passes. */
export const WAITLIST_JOB = 'waitlist-offers' satisfies JobQueueName;

/**
 * The waiting list's clock work, from stored times and the injected clock only: offers past
 * their time expire and their seats pass on; seats freed without an event reaching this replica
 * (a hold that lapsed, a deposit past its due date, a cancel on another replica, a restart) are
 * offered to the people waiting. A repeating pg-boss job (`JobQueue.repeat`: each pass queues
 * the next one, as pg-boss's cron is per minute): one pass every WAITLIST_JOB_INTERVAL_SECONDS,
 * on one replica at a time. Tests call runOnce() with the injected clock, or tick() for a
 * worker's turn.
 */
@Injectable()
export class WaitlistJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('WaitlistJob');

  constructor(
    private readonly offers: WaitlistOffers,
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const seconds = this.config.waitlist.jobIntervalSeconds;
    if (seconds <= 0) return;
    await this.jobs.repeat(WAITLIST_JOB, seconds, () => this.scheduledPass());
  }

  /**
   * One pass over every lecture with someone waiting or an open offer, at `now`: answers how
   * many offers were made and expired.
   */
  async runOnce(now: Date = this.clock.now()): Promise<{ offered: number; expired: number }> {
    const lectures: { lecture_id: number }[] = await this.manager.query(
      `SELECT DISTINCT lecture_id FROM waitlist_entry
        WHERE status IN ('WAITING', 'OFFERED') ORDER BY lecture_id`,
    );
    let offered = 0;
    let expired = 0;
    for (const { lecture_id } of lectures) {
      // One lecture's failure must not keep the others' seats from their queues.
      try {
        const pass = await this.offers.offerFreedSeats(lecture_id, now);
        offered += pass.offered.length;
        expired += pass.expired.length;
      } catch (error) {
        this.logger.error({
          lectureId: lecture_id,
          msg: 'waiting-list pass failed',
          err: (error as Error).message,
        });
      }
    }
    return { offered, expired };
  }

  /** One look of this replica's worker, by hand (tests): runs the pass that is due, if any. */
  tick(): Promise<'ran' | 'skipped'> {
    return this.jobs.tick(WAITLIST_JOB, this.config.waitlist.jobIntervalSeconds, () =>
      this.scheduledPass(),
    );
  }

  /** A pass the job runs: logged; a failure is logged too, and the next pass comes as planned. */
  private async scheduledPass(): Promise<void> {
    const startedAt = this.clock.now();
    try {
      const result = await this.runOnce(startedAt);
      this.logger.log({
        job: WAITLIST_JOB,
        startedAt: startedAt.toISOString(),
        ...result,
        msg: 'job ran',
      });
    } catch (error) {
      this.logger.error(`waiting-list job failed: ${(error as Error).message}`);
    }
  }
}
