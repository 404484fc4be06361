/** One consent as the application form shows it (GET /api/consents). */
export class ConsentTextResponse {
  /** @example "privacy-collection" */
  id: string;
  /** Sent back with the application: an older one is refused. @example 1 */
  version: number;
  required: boolean;
  /** @example "개인정보 수집·이용 동의" */
  title: string;
  /** The checkbox's label. @example "개인정보 수집 및 이용에 동의합니다." */
  checkbox: string;
  /** The full text, one paragraph each. */
  body: string[];
  /** SHA-256 of the text (hex). */
  hash: string;
  /**
   * Who is shown it: EVERYONE; CHILD, for a lecture a child attends; CHILD_UNDER_14, when the
   * child's school year says they may be under 14 (the 법정대리인's consent).
   */
  appliesTo: 'EVERYONE' | 'CHILD' | 'CHILD_UNDER_14';
}

/** What an application answered to one consent (the back office). */
export class ApplicationConsentResponse {
  /** @example "privacy-collection" */
  id: string;
  /** @example 1 */
  version: number;
  /** @example "개인정보 수집·이용 동의" */
  title: string;
  required: boolean;
  /** False for an optional consent shown and left unticked. */
  agreed: boolean;
  /** When the answer was given (ISO 8601). @example "2026-11-22T03:00:00.000Z" */
  agreedAt: string;
  /** SHA-256 of the text agreed to (hex). */
  hash: string;
  /** The text agreed to, as it was shown. */
  body: string[];
  /**
   * For the 법정대리인's consent: who gave it, as the form recorded it (name and relation), while
   * the application keeps its personal fields. @example "김보호 (어머니)"
   */
  givenBy?: string;
}
