import type { ApplicationPaymentStatus } from '../../common/money/payment-method';

/** The wire shapes of the back office (contract: /tmp/notes/contract.md), written down once. */
export type RegistrationStatusWord = '접수전' | '접수중' | '접수 마감';

export interface AdminLectureRow {
  id: number;
  title: string;
  instructor_name: string;
  reg_status: RegistrationStatusWord;
  applicant_count: number;
  archived: boolean;
}

export interface AdminFee {
  id: number;
  fee_type: string;
  amount: number;
}

export interface AdminLectureDetail {
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
  fees: AdminFee[];
}

export interface LectureSaved {
  id: number;
  message: string;
}

export interface LectureRemoved {
  result: 'deleted' | 'archived';
  message: string;
}

export interface LectureApplicantRow {
  id: number;
  name: string;
  contact: string;
  email: string;
  payment_status: ApplicationPaymentStatus;
}

export interface AdminUserLecture {
  applicationId: number;
  lectureTitle: string;
  paymentStatus: ApplicationPaymentStatus;
  totalFee: number;
  fees: { type: string; amount: number }[];
}

export interface AdminUserRow {
  name: string;
  birth: string;
  contact: string;
  email: string;
  lectureInfos: AdminUserLecture[];
}

export interface CsvFile {
  /** ASCII name for old clients. */
  fallbackName: string;
  /** The name offered to the browser (filename*=UTF-8''). */
  fileName: string;
  body: string;
}
