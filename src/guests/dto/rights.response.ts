/** POST /api/guest/contact's answer. */
export class ContactCorrectionResponse {
  /** Applications whose contact details changed. @example 2 */
  applications: number;
  /** Waiting-list entries whose contact details changed. @example 0 */
  waitlist: number;
  /** The e-mail the lookup proof is now for (re-issued when it changed). @example "new@example.com" */
  email: string | null;
  /** @example "연락처를 수정했습니다." */
  message: string;
}

/** One application kept after a deletion request: what the law asks to keep, and until when. */
export class KeptRecord {
  /** @example 41 */
  applicationId: number;
  /** @example "초등 저학년 부모 교육" */
  lectureTitle: string;
  /** The last day it is kept (the lecture's last day plus RECORD_RETENTION_YEARS). @example "2031-12-11" */
  keptUntil: string;
  /** @example "결제 금액, 결제일, 결제수단, 강의명, 가려진 이름(김*지)" */
  what: string;
  /** @example "전자상거래 등에서의 소비자보호에 관한 법률: 대금결제 및 재화 등의 공급에 관한 기록 5년 보관" */
  why: string;
}

/** POST /api/guest/delete-request's answer. */
export class DeletionResponse {
  /** Applications whose personal data is gone entirely. @example 1 */
  deleted: number;
  /** Waiting-list entries removed. @example 0 */
  waitlistDeleted: number;
  /** Counselling appointments removed (past or cancelled ones). @example 0 */
  appointmentsDeleted: number;
  kept: KeptRecord[];
  /** @example "개인정보를 삭제했습니다. 법에 따라 보관해야 하는 결제 기록만 남습니다." */
  message: string;
}
