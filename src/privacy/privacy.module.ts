import { Module } from '@nestjs/common';
import { AdminConsentsController, ConsentsController } from './consents.controller';
import { Consents } from './consents.service';
import { Retention } from './retention';
import { RetentionJob } from './retention.job';

/**
 * Families' privacy by design (issue 21): consent on record (the texts, their check on applying,
 * the back office's view) and personal data kept only as long as it is needed (the daily
 * retention job).
 */
@Module({
  controllers: [ConsentsController, AdminConsentsController],
  providers: [Retention, RetentionJob, Consents],
  exports: [RetentionJob, Consents],
})
export class PrivacyModule {}
