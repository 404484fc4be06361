import type { LectureFee } from '../lecture-fee.entity';
import type { Lecture } from '../lecture.entity';
import { RegistrationStatus, registrationStatus } from '../registration-status';

/** A lecture row of the public list (spec §3, without the content). */
export interface LectureSummaryResponse {
  id: number;
  title: string;
  instructor_name: string;
  reg_period_start: string;
  reg_period_end: string;
  lec_period_start: string;
  lec_period_end: string;
  organizer: string;
  inquiry: string;
  file_name: string;
  /** Decided by the server's clock in Asia/Seoul, so every visitor sees the same status. */
  reg_status: RegistrationStatus;
}

export interface LectureResponse extends LectureSummaryResponse {
  content: string;
}

export interface LectureFeeResponse {
  id: number;
  fee_type: string;
  amount: number;
}

export type LectureFields = Omit<LectureSummaryResponse, 'reg_status'>;

/** The stored fields every lecture answer shows, public or admin, in one place. */
export function toLectureFields(lecture: Lecture): LectureFields {
  return {
    id: lecture.id,
    title: lecture.title,
    instructor_name: lecture.instructor_name,
    reg_period_start: lecture.reg_period_start,
    reg_period_end: lecture.reg_period_end,
    lec_period_start: lecture.lec_period_start,
    lec_period_end: lecture.lec_period_end,
    organizer: lecture.organizer,
    inquiry: lecture.inquiry,
    file_name: lecture.file_name,
  };
}

export function toLectureSummaryResponse(lecture: Lecture, today: string): LectureSummaryResponse {
  return { ...toLectureFields(lecture), reg_status: registrationStatus(today, lecture) };
}

export function toLectureResponse(lecture: Lecture, today: string): LectureResponse {
  return { ...toLectureSummaryResponse(lecture, today), content: lecture.content };
}

export function toLectureFeeResponse(fee: LectureFee): LectureFeeResponse {
  return { id: fee.id, fee_type: fee.fee_type, amount: fee.amount };
}
