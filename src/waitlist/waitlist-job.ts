import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { JOB_HOLDER, claimJob, finishJob } from '../common/jobs/job-claim';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { WaitlistOffers } from './waitlist-offers';

export const WAITLIST_JOB = 'waitlist-offers';
/** A run that started this long ago without finishing belonged to a replica that died. */
const STALE_RUN_MS = 10 * 60_000;

/**
 * The waiting list's clock work, from stored times and the injected clock only: offers past
 * their time expire and their seats pass on; seats freed without an event reaching this replica
 * (a hold that lapsed, a deposit past its due date, a cancel on another replica, a restart) are
 * offered to the people waiting. Every replica ticks; the one that wins the job's claim runs it,
 * once per interval across all of them (WAITLIST_JOB_INTERVAL_MS). Tests call runOnce().
 */
@Injectable()
export class WaitlistJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('WaitlistJob');
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly offers: WaitlistOffers,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const interval = this.config.waitlist.jobIntervalMs;
    if (interval <= 0) return;
    this.timer = setInterval(() => void this.tick(), interval);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /**
   * One pass over every lecture with someone waiting or an open offer: answers how many offers
   * were made and expired.
   */
  async runOnce(): Promise<{ offered: number; expired: number }> {
    const now = this.clock.now();
    const lectures: { lecture_id: number }[] = await this.dataSource.query(
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

  /** One scheduled turn: runs the job if this replica wins the claim for this interval. */
  async tick(): Promise<'ran' | 'skipped'> {
    if (this.running) return 'skipped';
    this.running = true;
    try {
      const startedAt = this.clock.now();
      const claimed = await claimJob(
        this.dataSource,
        WAITLIST_JOB,
        startedAt,
        this.config.waitlist.jobIntervalMs,
        STALE_RUN_MS,
      );
      if (!claimed) return 'skipped';
      try {
        const result = await this.runOnce();
        this.logger.log({
          job: WAITLIST_JOB,
          holder: JOB_HOLDER,
          startedAt: startedAt.toISOString(),
          ...result,
          msg: 'job ran',
        });
      } finally {
        await finishJob(this.dataSource, WAITLIST_JOB, this.clock.now());
      }
      return 'ran';
    } catch (error) {
      this.logger.error(`waiting-list job failed: ${(error as Error).message}`);
      return 'skipped';
    } finally {
      this.running = false;
    }
  }
}
