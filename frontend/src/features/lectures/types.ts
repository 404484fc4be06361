import type { Schema } from '@shared/contract/schema';

/** BEFORE / OPEN / CLOSED, decided by the server in Asia/Seoul. */
export type RegStatus = LectureSummary['reg_status'];

/** A row of GET /api/lecture/list. Dates are "YYYY-MM-DD" calendar dates. */
export type LectureSummary = Schema<'LectureSummaryResponse'>;

/** GET /api/lecture/{id}: with the content (HTML, already sanitised by the server). */
export type Lecture = Schema<'LectureResponse'>;
