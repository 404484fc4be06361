import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { JobQueue, type JobQueueName } from '../common/jobs/job-queue';
import { Retention, type RetentionCounts } from './retention';

export const RETENTION_QUEUE = 'privacy-retention' satisfies JobQueueName;
/** 03:30 in Seoul (pg-boss cron runs in UTC): after the day's lectures, before the centre opens. */
export const RETENTION_CRON = '30 18 * * *';

/** Runs the retention once a day, on one replica (a pg-boss schedule). Tests call runOnce. */
@Injectable()
export class RetentionJob implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly retention: Retention,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.jobs.workersOn) return;
    await this.jobs.schedule(RETENTION_QUEUE, RETENTION_CRON);
    await this.jobs.work(RETENTION_QUEUE, () => this.runOnce().then(() => undefined), {
      pollingIntervalSeconds: 60,
    });
  }

  runOnce(now: Date = this.clock.now()): Promise<RetentionCounts> {
    return this.retention.runOnce(now);
  }
}
