import type { EntityManager } from 'typeorm';

/**
 * What 감사 기록 calls the applications, waiting-list entries and lectures its rows name by
 * number (`신청 #31`, `대기 #5`, `강의 #3`): the applicant's masked name and the lecture
 * (`김*수 · 부모 교육 특강`), the lecture's title. The rows stay numbers (the trail is append-only
 * and keeps no family's name, which the retention could not erase there); the names are read
 * from their owners when the trail is read. Their owners use the audit, so the audit declares
 * what it needs and the app binds it (PortsModule). A number that is gone is left out.
 */
export const AUDIT_SUBJECTS = Symbol('AUDIT_SUBJECTS');

export interface AuditSubjectIds {
  applications: number[];
  entries: number[];
  lectures: number[];
}

export interface AuditSubjectNames {
  applications: Map<number, string>;
  entries: Map<number, string>;
  lectures: Map<number, string>;
}

export type AuditSubjects = (
  manager: EntityManager,
  ids: AuditSubjectIds,
) => Promise<AuditSubjectNames>;
