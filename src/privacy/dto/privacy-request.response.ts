/** One parent's request as the back office lists it: ids and outcomes, no personal value. */
export class PrivacyRequestRow {
  /** @example 12 */
  id: number;
  /** DOWNLOAD: 내려받기, CORRECT: 연락처 수정, DELETE: 삭제 요청. @example "DELETE" */
  kind: 'DOWNLOAD' | 'CORRECT' | 'DELETE';
  /** @example [41, 57] */
  applicationIds: number[];
  /** @example [] */
  waitlistIds: number[];
  /**
   * DONE, NOTHING (nothing left to change), REFUSED_MONEY (money not settled), REFUSED_LIVE (an
   * application of a lecture not yet over), REFUSED_TAKEN (e-mail taken). @example "DONE"
   */
  outcome: 'DONE' | 'NOTHING' | 'REFUSED_MONEY' | 'REFUSED_LIVE' | 'REFUSED_TAKEN';
  /** What kind of change, never a value. @example "phone,email" */
  detail: string | null;
  /** @example "2026-11-22T03:00:00.000Z" */
  createdAt: string;
}

export class PrivacyRequestPage {
  items: PrivacyRequestRow[];
  /** @example 3 */
  total: number;
  /** @example 1 */
  page: number;
  /** @example 20 */
  size: number;
}
