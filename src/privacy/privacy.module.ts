import { Module } from '@nestjs/common';
import { PrivacyRequests } from './privacy-requests';
import { PrivacyRequestsController } from './privacy-requests.controller';
import { Retention } from './retention';
import { RetentionJob } from './retention.job';

/**
 * Families' privacy by design (issue 21): personal data kept only as long as it is needed (the
 * daily retention job), and parents' requests from my info listed for the back office.
 */
@Module({
  controllers: [PrivacyRequestsController],
  providers: [Retention, RetentionJob, PrivacyRequests],
  exports: [RetentionJob],
})
export class PrivacyModule {}
