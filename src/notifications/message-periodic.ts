import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { JobQueue, type JobQueueName } from '../common/jobs/job-queue';
import { MessageReminders } from './message-reminders';
import { MessageRetention } from './message-retention';
import { MessageWorker } from './message-worker';
import { FAMILY_CODES, type FamilyCodesPort } from './family-codes-port';
import { EntityManager } from 'typeorm';
import { redactSpentInvitationTokens } from '../auth';

export const PERIODIC_QUEUE = 'message-periodic' satisfies JobQueueName;
/** Every ten minutes (pg-boss cron, UTC; sent once across replicas). */
export const PERIODIC_CRON = '*/10 * * * *';

/**
 * The messages' periodic work, one pg-boss job every ten minutes on one replica: the end of the
 * retention period, the sweeper of messages without a job, and the reminders (deposit, lecture,
 * the centre's digest). Each part runs even when another fails. Tests call runOnce.
 */
@Injectable()
export class MessagePeriodicJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('MessagePeriodicJob');

  constructor(
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly retention: MessageRetention,
    private readonly worker: MessageWorker,
    private readonly reminders: MessageReminders,
    private readonly manager: EntityManager,
    @Inject(FAMILY_CODES) private readonly codes: FamilyCodesPort,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.jobs.workersOn) return;
    await this.jobs.schedule(PERIODIC_QUEUE, PERIODIC_CRON);
    await this.jobs.work(PERIODIC_QUEUE, () => this.runOnce().then(() => undefined), {
      pollingIntervalSeconds: 30,
    });
  }

  async runOnce(now: Date = this.clock.now()): Promise<{
    purged: number;
    swept: number;
    reminders: number;
  }> {
    const result = { purged: 0, swept: 0, reminders: 0 };
    const failures: string[] = [];
    const step = async (name: string, run: () => Promise<void>) => {
      try {
        await run();
      } catch (error) {
        failures.push(name);
        this.logger.error(`${name} failed: ${(error as Error).stack ?? String(error)}`);
      }
    };
    await step('retention', async () => {
      result.purged = await this.retention.purge(now);
    });
    await step('sweep', async () => {
      result.swept = (await this.worker.sweep(now)).length;
    });
    await step('codes', async () => {
      await this.codes.redactDead(this.manager, now);
    });
    await step('invitations', async () => {
      await redactSpentInvitationTokens(this.manager, now);
    });
    await step('reminders', async () => {
      result.reminders = (await this.reminders.runOnce(now)).queued;
    });
    // A failed part fails the job, so that pg-boss records it; the next run tries again.
    if (failures.length) throw new Error(`messages periodic job: ${failures.join(', ')} failed`);
    return result;
  }
}
