// The privacy module's public face: consent on record, the retention of families' data, the
// record of who saw it in full, and parents' requests.
export { PrivacyModule } from './privacy.module';
export { RetentionJob, RETENTION_QUEUE } from './retention.job';
export {
  ANONYMOUS,
  anonymiseApplication,
  anonymiseWaitlistEntries,
  recordsKeptUntil,
  type AnonymiseRule,
  type RetentionCounts,
} from './retention';
export { recordPrivacyRequest, type PrivacyRequestRecord } from './privacy-requests';
export { maskedName } from './masking';
export {
  PersonalDataAccessLog,
  type AccessActor,
  type AccessPage,
  type AccessWhat,
} from './personal-data-access';
export type { ConsentContext } from './consents';
export {
  Consents,
  CONSENT_CHANGED,
  type CheckedConsents,
  type ConsentAnswer,
} from './consents.service';
