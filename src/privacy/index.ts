// The privacy module's public face: the retention of families' personal data, and the record of
// parents' requests.
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
