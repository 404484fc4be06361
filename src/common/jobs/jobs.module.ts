import { Global, Module } from '@nestjs/common';
import { AfterCommit } from './after-commit';
import { JobQueue } from './job-queue';

/**
 * The job queue (pg-boss) and the after-commit hook, one of each for the app. Infrastructure,
 * like the rate limits and the public reads: global, so that the outbox, notifications, refunds
 * and privacy share one queue without a feature module providing it.
 */
@Global()
@Module({
  providers: [JobQueue, AfterCommit],
  exports: [JobQueue, AfterCommit],
})
export class JobsModule {}
