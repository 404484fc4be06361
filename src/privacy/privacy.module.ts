import { Module } from '@nestjs/common';
import { AdminConsentsController, ConsentsController } from './consents.controller';
import { Consents } from './consents.service';
import { PersonalDataAccessLog } from './personal-data-access.repository';
import { PrivacyRequests } from './privacy-request.repository';
import { PrivacyRequestsController } from './privacy-requests.controller';

/**
 * Families' privacy by design (issue 21): consent on record (the texts, their check on applying,
 * the back office's view), what removing a person's data leaves (the retention module removes
 * it), a record of every administrator who saw it in full (PersonalDataAccessLog), and parents'
 * requests from my info listed for the back office.
 */
@Module({
  controllers: [ConsentsController, AdminConsentsController, PrivacyRequestsController],
  providers: [Consents, PersonalDataAccessLog, PrivacyRequests],
  exports: [Consents, PersonalDataAccessLog],
})
export class PrivacyModule {}
