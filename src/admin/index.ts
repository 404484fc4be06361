// The admin module's public face; other modules import from here (or an entity file).
export { AdminModule } from './admin.module';
// 감사 기록's names for the applications, entries and lectures its rows number (AUDIT_SUBJECTS).
export { auditSubjects } from './audit-subjects';
