// The privacy module's public face: consent on record and the retention of families' data.
export { PrivacyModule } from './privacy.module';
export { RetentionJob, RETENTION_QUEUE } from './retention.job';
export { ANONYMOUS, type RetentionCounts } from './retention';
export { maskedName } from './masking';
export {
  Consents,
  CONSENT_CHANGED,
  type CheckedConsents,
  type ConsentAnswer,
} from './consents.service';
