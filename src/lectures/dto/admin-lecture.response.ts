import { ApiProperty } from '@nestjs/swagger';
import { LECTURE_PARTICIPANTS, type LectureParticipant } from '../../../shared/participant';
import { LectureSessionResponse } from './lecture-session.response';

/**
 * The back office's lectures on the wire (/api/admin/lecture): classes (not interfaces) so that
 * the OpenAPI document describes them (the Swagger plugin's metadata, src/metadata.ts).
 */
export type RegistrationStatusWord = '접수전' | '접수중' | '접수 마감' | '폐강';

export class AdminLectureRow {
  /** @example 12 */
  id: number;
  /** @example "초등 저학년 부모 교육" */
  title: string;
  /** @example "김하늘" */
  instructor_name: string;
  /** The Korean status word of the public list. */
  reg_status: RegistrationStatusWord;
  /** @example 3 */
  applicant_count: number;
  /** Deleted while it had applications: hidden from the public pages. */
  archived: boolean;
}

export class AdminFee {
  /** @example 31 */
  id: number;
  /** @example "1회차" */
  fee_type: string;
  /** Won. @example 30000 */
  amount: number;
  /** Seats of this course; null: unlimited. @example 20 */
  capacity: number | null;
}

export class AdminLectureDetail {
  id: number;
  title: string;
  instructor_name: string;
  /** @example "2026-03-01" */
  reg_period_start: string;
  /** The minute registration opens on reg_period_start (Asia/Seoul); "00:00" unless set. @example "10:00" */
  reg_start_time: string;
  /** @example "2026-03-20" */
  reg_period_end: string;
  /** @example "2026-04-01" */
  lec_period_start: string;
  /** @example "2026-04-30" */
  lec_period_end: string;
  /** @example "마음숲 상담센터" */
  organizer: string;
  /** @example "02-000-0000" */
  inquiry: string;
  /** HTML, sanitised by the server. */
  content: string;
  /** 장소; null: not set (the centre's own address). @example "마음숲 상담센터 2층 세미나실" */
  venue: string | null;
  /** 준비물; null: not set. @example "필기도구, 실내화" */
  what_to_bring: string | null;
  /** 대상; null: not said. @example "초등 1~3학년 자녀를 둔 부모" */
  audience: string | null;
  /** The meetings, by day and hour. */
  sessions: LectureSessionResponse[];
  /** The banner image's stored name, or an empty string. */
  file_name: string;
  archived: boolean;
  /** Who attends: the applicant, or their child (fixed once a family has applied). */
  @ApiProperty({ enum: LECTURE_PARTICIPANTS })
  participant: LectureParticipant;
  /** Seats over all courses (people); null: unlimited. @example 30 */
  capacity: number | null;
  fees: AdminFee[];
}

export class LectureSaved {
  /** @example 12 */
  id: number;
  /** @example "강의가 등록되었습니다." */
  message: string;
}

export class LectureRemoved {
  result: 'deleted' | 'archived';
  /** @example "강의가 삭제되었습니다." */
  message: string;
}
