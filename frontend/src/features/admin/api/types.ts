/** Wire shapes of the admin API (/tmp/notes/contract.md). */

/** The application's payment code: Y paid, W awaiting deposit, N not paid, C cancelled, P partly refunded. */
export type PaymentStatusCode = 'Y' | 'W' | 'N' | 'C' | 'P';

export interface AdminLectureRow {
  id: number;
  title: string;
  instructor_name: string;
  /** The Korean status word of the public list: 접수전 / 접수중 / 접수 마감. */
  reg_status: string;
  applicant_count: number;
  /** Deleted while it had applications: hidden from the public pages. */
  archived: boolean;
}

export interface LectureApplicant {
  id: number;
  name: string;
  contact: string;
  email: string;
  payment_status: PaymentStatusCode | string;
}

export interface AdminUserLectureInfo {
  applicationId: number;
  lectureTitle: string;
  paymentStatus: PaymentStatusCode | string;
  totalFee: number;
  fees: { type: string; amount: number }[];
}

export interface AdminUserRow {
  name: string;
  birth: string;
  contact: string;
  email: string;
  lectureInfos: AdminUserLectureInfo[];
}

export interface AdminLectureFee {
  id: number;
  fee_type: string;
  amount: number;
}

export interface AdminLecture {
  id: number;
  title: string;
  instructor_name: string;
  reg_period_start: string;
  reg_period_end: string;
  lec_period_start: string;
  lec_period_end: string;
  organizer: string;
  inquiry: string;
  content: string;
  file_name: string;
  archived: boolean;
  fees: AdminLectureFee[];
}

export interface LectureSavedResponse {
  id: number;
  message: string;
}

export interface LectureDeletedResponse {
  result: 'deleted' | 'archived';
  message: string;
}

/** PUT /api/admin/lecture/{id}: a JSON body, or multipart when the banner is replaced. */
export type LectureUpdateRequest = { id: number; body: FormData | object };
