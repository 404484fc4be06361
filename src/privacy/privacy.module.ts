import { Module } from '@nestjs/common';
import { Retention } from './retention';
import { RetentionJob } from './retention.job';

/**
 * Families' privacy by design (issue 21): personal data kept only as long as it is needed (the
 * daily retention job).
 */
@Module({
  providers: [Retention, RetentionJob],
  exports: [RetentionJob],
})
export class PrivacyModule {}
