import { ApiProperty } from '@nestjs/swagger';
import { LECTURE_PARTICIPANTS, type LectureParticipant } from '../../../shared/participant';
import type { LectureFee } from '../lecture-fee.entity';
import type { Lecture } from '../lecture.entity';
import type { LectureSession } from '../lecture-session.entity';
import { toSessionResponse } from '../lecture-sessions';
import { LectureSessionResponse } from './lecture-session.response';
import { closingSoon, RegistrationStatus, registrationStatus } from '../registration-status';

/**
 * A lecture row of the public list (spec §3, without the content). Response shapes are classes so
 * that the OpenAPI document describes them (the Swagger plugin's metadata, src/metadata.ts).
 */
export class LectureSummaryResponse {
  /** @example 12 */
  id: number;
  /** @example "초등 저학년 부모 교육" */
  title: string;
  /** @example "김하늘" */
  instructor_name: string;
  /** Calendar date. @example "2026-03-01" */
  reg_period_start: string;
  /**
   * The minute registration opens on reg_period_start, on the centre's clock (Asia/Seoul), 24-hour;
   * "00:00" unless the centre set an hour. @example "10:00"
   */
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
  /** The banner image's stored name under /api/upload/lectureFiles/, or an empty string. */
  file_name: string;
  /**
   * Who attends: APPLICANT (parents, teachers: the applicant) or CHILD (the applicant's child;
   * the form asks the child's name and school year, and a guardian's consent under 14).
   */
  @ApiProperty({ enum: LECTURE_PARTICIPANTS })
  participant: LectureParticipant;
  /**
   * Decided by the server's clock in Asia/Seoul, so every visitor sees the same status: BEFORE
   * until reg_start_time on reg_period_start, OPEN through the whole of reg_period_end.
   */
  reg_status: RegistrationStatus;
  /** Seats over all its courses (people); null: unlimited. @example 30 */
  capacity: number | null;
  /**
   * How many more people can apply now: the lecture's free seats, or its freest course's when
   * every course is limited; null when unlimited. 0: 정원 마감. @example 4
   */
  seats_left: number | null;
  /** No seat is free while registration is open: the page offers the waiting list (대기 신청). */
  waitlist_open: boolean;
  /**
   * Open, and about to close (마감 임박): three seats or fewer left, or the last day to apply is
   * today or tomorrow (Asia/Seoul).
   */
  closing_soon: boolean;
  /** The lowest course fee, won; null when the lecture has no course yet. @example 50000 */
  fee_min: number | null;
  /** The highest course fee, won (equal to fee_min for one price). @example 90000 */
  fee_max: number | null;
  /** 장소, only when the lecture names one. @example "마음숲 상담센터 2층 세미나실" */
  venue?: string;
  /** 대상, only when the lecture says. @example "초등 1~3학년 자녀를 둔 부모" */
  audience?: string;
  /** The meetings, by day and hour; empty: only the period is known. */
  sessions: LectureSessionResponse[];
}

export class LectureResponse extends LectureSummaryResponse {
  /** HTML, sanitised by the server. @example "<p>아이의 마음을 읽는 대화법을 배웁니다.</p>" */
  content: string;
  /** 준비물, only when the lecture says. @example "필기도구, 실내화" */
  what_to_bring?: string;
}

export class LectureFeeResponse {
  /** @example 31 */
  id: number;
  /** @example "1회차" */
  fee_type: string;
  /** Won. @example 30000 */
  amount: number;
  /** Seats of this course; null: unlimited. @example 20 */
  capacity: number | null;
  /** Free seats of this course now (also within the lecture's total); null: unlimited. */
  seats_left: number | null;
}

/** What a lecture's answers say about its seats (see src/seats/). */
export type LectureSeatFields = Pick<
  LectureSummaryResponse,
  'capacity' | 'seats_left' | 'waitlist_open'
>;

export type LectureFields = Omit<
  LectureSummaryResponse,
  | 'reg_status'
  | 'closing_soon'
  | 'fee_min'
  | 'fee_max'
  | 'venue'
  | 'audience'
  | 'sessions'
  | keyof LectureSeatFields
>;

/** The lowest and highest course fee of a lecture (won); null when it has no course. */
export interface FeeRange {
  min: number;
  max: number;
}

/** The stored fields every lecture answer shows, public or admin, in one place. */
export function toLectureFields(lecture: Lecture): LectureFields {
  return {
    id: lecture.id,
    title: lecture.title,
    instructor_name: lecture.instructor_name,
    reg_period_start: lecture.reg_period_start,
    reg_start_time: lecture.reg_start_time,
    reg_period_end: lecture.reg_period_end,
    lec_period_start: lecture.lec_period_start,
    lec_period_end: lecture.lec_period_end,
    organizer: lecture.organizer,
    inquiry: lecture.inquiry,
    file_name: lecture.file_name,
    participant: lecture.participant,
  };
}

export function toLectureSummaryResponse(
  lecture: Lecture,
  now: Date,
  seats: LectureSeatFields,
  fees: FeeRange | undefined,
  sessions: readonly LectureSession[],
): LectureSummaryResponse {
  return {
    ...toLectureFields(lecture),
    reg_status: registrationStatus(now, lecture),
    ...seats,
    closing_soon: closingSoon(now, lecture, seats.seats_left),
    fee_min: fees?.min ?? null,
    fee_max: fees?.max ?? null,
    ...(lecture.venue ? { venue: lecture.venue } : {}),
    ...(lecture.audience ? { audience: lecture.audience } : {}),
    sessions: sessions.map(toSessionResponse),
  };
}

export function toLectureResponse(
  lecture: Lecture,
  now: Date,
  seats: LectureSeatFields,
  fees: FeeRange | undefined,
  sessions: readonly LectureSession[],
): LectureResponse {
  return {
    ...toLectureSummaryResponse(lecture, now, seats, fees, sessions),
    content: lecture.content,
    ...(lecture.what_to_bring ? { what_to_bring: lecture.what_to_bring } : {}),
  };
}

export function toLectureFeeResponse(
  fee: LectureFee,
  seatsLeft: number | null,
): LectureFeeResponse {
  return {
    id: fee.id,
    fee_type: fee.fee_type,
    amount: fee.amount,
    capacity: fee.capacity,
    seats_left: seatsLeft,
  };
}
