import { Module } from '@nestjs/common';
import { PersonalDataAccessLog } from './personal-data-access';
import { Retention } from './retention';
import { RetentionJob } from './retention.job';

/**
 * Families' privacy by design (issue 21): personal data kept only as long as it is needed (the
 * daily retention job), and a record of every administrator who saw it in full
 * (PersonalDataAccessLog).
 */
@Module({
  providers: [Retention, RetentionJob, PersonalDataAccessLog],
  exports: [RetentionJob, PersonalDataAccessLog],
})
export class PrivacyModule {}
