import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { JOB_HOLDER, claimJob, finishJob } from '../common/jobs/job-claim';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { PaymentsService } from './payments.service';

export const RECONCILE_JOB = 'payments-reconcile';
/** A run that started this long ago without finishing belonged to a replica that died. */
const STALE_RUN_MS = 10 * 60_000;

/**
 * Settles attempts whose confirm never answered (a timeout, a crash between the provider's
 * answer and our write), so a parent who paid shows as paid, and virtual accounts past their due
 * date. Every replica ticks; the one that wins the job's claim runs it, once per interval across
 * all of them (RECONCILE_INTERVAL_MS). Tests call runOnce().
 */
@Injectable()
export class PaymentsReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PaymentsReconciler');
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly payments: PaymentsService,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const interval = this.config.reconcileIntervalMs;
    if (interval <= 0) return;
    this.timer = setInterval(() => void this.tick(), interval);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One pass over the unsettled attempts; answers how many were looked up. */
  runOnce(): Promise<number> {
    return this.payments.reconcilePending();
  }

  /** One scheduled turn: runs the job if this replica wins the claim for this interval. */
  async tick(): Promise<'ran' | 'skipped'> {
    if (this.running) return 'skipped';
    this.running = true;
    try {
      const startedAt = this.clock.now();
      const claimed = await claimJob(
        this.dataSource,
        RECONCILE_JOB,
        startedAt,
        this.config.reconcileIntervalMs,
        STALE_RUN_MS,
      );
      if (!claimed) return 'skipped';
      try {
        const settled = await this.runOnce();
        this.logger.log({
          job: RECONCILE_JOB,
          holder: JOB_HOLDER,
          startedAt: startedAt.toISOString(),
          settled,
          msg: 'job ran',
        });
      } finally {
        await finishJob(this.dataSource, RECONCILE_JOB, this.clock.now());
      }
      return 'ran';
    } catch (error) {
      this.logger.error(`reconciliation failed: ${(error as Error).message}`);
      return 'skipped';
    } finally {
      this.running = false;
    }
  }
}
