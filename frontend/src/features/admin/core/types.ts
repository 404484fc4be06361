import type { operations } from '@shared/contract/api';
import type { Schema } from '@shared/contract/schema';

/** Wire shapes of the admin API, from the contract (openapi.json). */

/** The application's payment code: Y paid, W awaiting deposit, N not paid, C cancelled, P partly refunded. */
export type PaymentStatusCode = LectureApplicant['payment_status'];

export type AdminLectureRow = Schema<'AdminLectureRow'>;

export type LectureApplicant = Schema<'LectureApplicantRow'>;

/** GET /api/admin/applications: one page of applications, searched on the server. */
export type ApplicationListPage = Schema<'ApplicationListPage'>;

export type ApplicationListRow = Schema<'ApplicationListRow'>;

/** Its query (q, lectureId, status, sort, page, size), every field optional, from the contract. */
export type ApplicationSearch = NonNullable<
  operations['AdminApplicantsController_search']['parameters']['query']
>;

export type AdminLectureFee = Schema<'AdminFee'>;

export type AdminLecture = Schema<'AdminLectureDetail'>;

export type LectureSavedResponse = Schema<'LectureSaved'>;

export type LectureDeletedResponse = Schema<'LectureRemoved'>;

/** PUT /api/admin/lecture/{id}: a JSON body, or multipart when the banner is replaced. */
export type LectureUpdateRequest = { id: number; body: FormData | object };

/** GET /api/admin/lecture/{id}/seats: the lecture's seats, and each course's. */
export type LectureSeats = Schema<'LectureSeatsResponse'>;

/** One line of the seats panel: capacity, paid, awaiting deposit, held, offered, free. */
export type SeatRow = Schema<'SeatRow'>;

/** GET /api/admin/lecture/{id}/waitlist: entries in order per course. */
export type AdminWaitlistEntry = Schema<'AdminWaitlistEntry'>;

/** POST /api/admin/application/{id}/cancel: why the centre cancels (required). */
export type AdminCancelRequest = Schema<'AdminCancelDto'>;

/** Its answer: C, what went back to the family, and the server's Korean sentence. */
export type AdminCancelResponse = Schema<'AdminCancelResponse'> | Schema<'RefundRequestedResponse'>;

/** POST /api/admin/waitlist/{id}/offer and DELETE /api/admin/waitlist/{id}: the server's sentence. */
export type AdminWaitlistChanged = Schema<'AdminWaitlistChanged'>;

/** GET /api/admin/application/{id}/messages: newest first, recipient masked, with attempts. */
export type AdminMessage = Schema<'AdminMessageInfo'>;

export type AdminMessageAttempt = Schema<'MessageAttemptInfo'>;

/** POST /api/admin/message/{id}/resend: the new message, waiting to be sent. */
export type MessageResent = Schema<'MessageResent'>;

/** GET /api/admin/message-templates: each kind rendered with example rows. */
export type MessageTemplatePreview = Schema<'MessageTemplatePreview'>;

/** GET /api/admin/application/{id}/money: totals from the ledger, its movements, the policy's suggestion. */
export type ApplicationMoney = Schema<'ApplicationMoneyResponse'>;

/** One movement of the ledger: + in, − out, who, when (ISO), why. */
export type MoneyMovement = Schema<'MoneyMovementRow'>;

/** POST /api/admin/application/{id}/refund: whole won up to what is left, a reason, and an account for a deposited virtual account. */
export type AdminRefundRequest = Schema<'AdminRefundDto'>;

/**
 * Its answer: P while something is left paid, C when nothing is, and the server's sentence; or
 * (202) the request that now waits for the owner, with its sentence.
 */
export type AdminRefundResponse = Schema<'AdminRefundResponse'> | Schema<'RefundRequestedResponse'>;

/** A refund that waits (or waited) for the owner's approval (issue 32). */
export type RefundRequestRow = Schema<'RefundRequestRow'>;

/** POST /api/admin/refund-requests/{id}/approve or decline: the request afterwards. */
export type RefundDecision = Schema<'RefundDecisionResponse'>;

/** POST /api/admin/application/{id}/payment: a payment taken at the desk (the total, a day, a method). */
export type DeskPaymentRequest = Schema<'DeskPaymentDto'>;

/** Its answer: Y and the server's sentence. */
export type DeskPaymentResponse = Schema<'DeskPaymentResponse'>;

/** An application's 현금영수증: the payment window's (WINDOW) or the centre's (DESK). */
export type CashReceiptView = Schema<'CashReceiptView'>;

/** POST /api/admin/application/{id}/cash-receipt: 소득공제 with a phone, 지출증빙 with a business number. */
export type IssueCashReceiptRequest = Schema<'IssueCashReceiptDto'>;

/** Its answer: the receipt (ISSUED, the number masked) and the server's sentence. */
export type IssueCashReceiptResponse = Schema<'IssueCashReceiptResponse'>;

/** GET /api/admin/overview: a month's (or a lecture's) figures per lecture, totals, and days. */
export type Overview = Schema<'OverviewResponse'>;
/** GET /api/admin/dashboard (issue 36). */
export type Dashboard = Schema<'DashboardResponse'>;

/** One lecture's line of the overview: counts, won in and out, seats, 폐강. */
export type OverviewLectureRow = Schema<'OverviewLectureRow'>;

/** One Seoul day of the overview's chart. */
export type OverviewDay = Schema<'OverviewDay'>;

/** Its query: `month` (YYYY-MM, default this month in Seoul) or `lectureId`. */
export type OverviewQuery = NonNullable<
  operations['AdminOverviewController_overview']['parameters']['query']
>;

/** POST /api/admin/lecture/{id}/close: why the centre cancels the lecture (required). */
export type CloseLectureRequest = Schema<'CloseLectureDto'>;

/** Its answer and GET /api/admin/lecture/{id}/closure: the 폐강's progress, family by family. */
export type LectureClosure = Schema<'LectureClosureResponse'>;

/** One application of a cancelled lecture, and what became of it. */
export type ClosureItem = Schema<'ClosureItemRow'>;

export type ClosureOutcome = ClosureItem['outcome'];

/** POST /api/admin/application/{id}/reveal and …/waitlist/{id}/reveal: the contact in full (recorded). */
export type PersonalDataRevealed = Schema<'PersonalDataRevealed'>;

/** GET /api/admin/personal-data-access: 개인정보 열람 기록, newest first, paged by the server. */
export type PersonalDataAccessPage = Schema<'PersonalDataAccessPage'>;

export type PersonalDataAccessRow = Schema<'PersonalDataAccessRow'>;
/** GET /api/admin/application/{id}/consents: what the application agreed to, with the texts. */
export type ApplicationConsent = Schema<'ApplicationConsentResponse'>;
/** GET /api/admin/privacy-requests (issue 21). */
export type PrivacyRequestPage = Schema<'PrivacyRequestPage'>;
export type PrivacyRequestRow = Schema<'PrivacyRequestRow'>;

/** 프로그램 관리 (issue 20). */
export type AdminProgramRow = Schema<'AdminProgramRow'>;
export type AdminProgram = Schema<'AdminProgramDetail'>;
export type ProgramSavedResponse = Schema<'ProgramSaved'>;
export type ProgramRemovedResponse = Schema<'ProgramRemoved'>;
export type ProgramImagesSavedResponse = Schema<'ProgramImagesSaved'>;
/** PUT /api/admin/program/{id}: only what changed as JSON, or multipart with a new thumbnail. */
export type ProgramUpdateRequest = { id: number; body: FormData | object };

/** 센터 정보 (issue 20): every setting as the form sends it, and as the server answers. */
export type SiteSettingsForm = Schema<'SiteSettingsDto'>;
export type SiteSettings = Schema<'SiteSettingsResponse'>;
export type SitePictureResponse = Schema<'SitePictureResponse'>;
/** GET /api/admin/audit (issue 20): 감사 기록, newest first, filtered and paged by the server. */
export type AuditEventPage = Schema<'AuditEventPage'>;

export type AuditEventRow = Schema<'AuditEventRow'>;

export type AuditKind = AuditEventRow['kind'];

export type AuditQuery = NonNullable<operations['AuditController_page']['parameters']['query']>;

/** GET /api/admin/audit/accounts: the accounts the trail can be filtered by. */
export type AuditAccount = Schema<'AuditAccount'>;
