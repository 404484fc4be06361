import { Module } from '@nestjs/common';
import { AdminConsentsController, ConsentsController } from './consents.controller';
import { Consents } from './consents.service';
import { PersonalDataAccessLog } from './personal-data-access';
import { PrivacyRequests } from './privacy-requests';
import { PrivacyRequestsController } from './privacy-requests.controller';
import { Retention } from './retention';
import { RetentionJob } from './retention.job';

/**
 * Families' privacy by design (issue 21): consent on record (the texts, their check on applying,
 * the back office's view), personal data kept only as long as it is needed (the daily retention
 * job), a record of every administrator who saw it in full (PersonalDataAccessLog), and parents'
 * requests from my info listed for the back office.
 */
@Module({
  controllers: [ConsentsController, AdminConsentsController, PrivacyRequestsController],
  providers: [Retention, RetentionJob, Consents, PersonalDataAccessLog, PrivacyRequests],
  exports: [RetentionJob, Consents, PersonalDataAccessLog],
})
export class PrivacyModule {}
