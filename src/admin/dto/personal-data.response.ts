/** One person's contact in full, answered to the administrator who asked (and recorded). */
export class PersonalDataRevealed {
  /** @example "010-1234-5678" */
  contact: string;
  /** @example "parent@example.com" */
  email: string;
  /** @example "1985-05-05" */
  birth: string;
}

/** One row of 개인정보 열람 기록. */
export class PersonalDataAccessRow {
  /** @example 12 */
  id: number;
  /** REVEAL: contact and e-mail shown in full; EXPORT: a file of applicants downloaded. */
  kind: 'REVEAL' | 'EXPORT';
  /** The administrator's name. @example "admin" */
  adminName: string;
  /** The request's address. @example "203.0.113.7" */
  address: string;
  /** Whose data (a reveal). */
  subjectKind: 'APPLICATION' | 'WAITLIST_ENTRY' | null;
  /** @example 7 */
  subjectId: number | null;
  /** @example ["contact","email"] */
  fields: string[];
  /** An export's scope: ALL or LECTURE:<id>. @example "LECTURE:3" */
  scope: string | null;
  /** ISO 8601. @example "2026-11-25T03:00:00.000Z" */
  occurredAt: string;
}

export class PersonalDataAccessPage {
  items: PersonalDataAccessRow[];
  /** @example 42 */
  total: number;
  /** @example 1 */
  page: number;
  /** @example 20 */
  size: number;
}
