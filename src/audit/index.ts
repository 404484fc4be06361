// The audit module's public face: record what an administrator did (issue 20).
export { AuditModule } from './audit.module';
export { Actor } from './actor.decorator';
export {
  AuditTrail,
  changedFields,
  SYSTEM_ACTOR,
  type AuditActor,
  type AuditEntry,
} from './audit-trail';
export { AUDIT_ACCOUNTS, type AuditAccounts } from './audit-accounts';
export {
  AUDIT_SUBJECTS,
  type AuditSubjectIds,
  type AuditSubjectNames,
  type AuditSubjects,
} from './audit-subjects';
export { AUDIT_KINDS, type AuditFields, type AuditKind } from './audit-event.entity';
export type { AuditAccount } from './dto/audit.response';
