// The privacy module's public face: the retention of families' personal data.
export { PrivacyModule } from './privacy.module';
export { RetentionJob, RETENTION_QUEUE } from './retention.job';
export { ANONYMOUS, type RetentionCounts } from './retention';
export { maskedName } from './masking';
