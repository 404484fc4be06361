import { Module } from '@nestjs/common';
import { Retention } from './retention';
import { RetentionJob } from './retention.job';

/**
 * Families' personal data kept only as long as it is needed (issue 21): the daily retention job
 * and the erasure my info's deletion request shares with it. It sits above the modules whose
 * rows it removes and asks each through its index.
 */
@Module({
  providers: [Retention, RetentionJob],
  exports: [RetentionJob],
})
export class RetentionModule {}
