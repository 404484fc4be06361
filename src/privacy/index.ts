// The privacy module's public face: consent on record, the retention of families' data, and the
// record of who saw it in full.
export { PrivacyModule } from './privacy.module';
export { RetentionJob, RETENTION_QUEUE } from './retention.job';
export { ANONYMOUS, type RetentionCounts } from './retention';
export { maskedName } from './masking';
export {
  PersonalDataAccessLog,
  type AccessActor,
  type AccessPage,
  type AccessWhat,
} from './personal-data-access';
export {
  Consents,
  CONSENT_CHANGED,
  type CheckedConsents,
  type ConsentAnswer,
} from './consents.service';
