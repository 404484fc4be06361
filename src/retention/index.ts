// The retention module's public face: the daily job, and the erasure of one application or of
// waiting-list entries (my info's deletion request).
export { RetentionModule } from './retention.module';
export { RetentionJob, RETENTION_QUEUE } from './retention.job';
export type { RetentionCounts } from './retention';
export { anonymiseApplication, anonymiseEntries } from './erasure';
