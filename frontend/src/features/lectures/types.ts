import type { RegStatusCode } from '@/copy/ko';

export type RegStatus = RegStatusCode;

/** A row of GET /api/lecture/list. Dates are "YYYY-MM-DD" calendar dates. */
export type LectureSummary = {
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
  /** Decided by the server in Asia/Seoul. */
  reg_status: RegStatus;
};

export type Lecture = LectureSummary & {
  /** HTML, already sanitised by the server. */
  content: string;
};
