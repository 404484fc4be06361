import { ApiProperty } from '@nestjs/swagger';
import { LECTURE_PARTICIPANTS, type LectureParticipant } from '../../../shared/participant';
import { FeeLine } from '../../applications/dto/fee-line.response';
import type { ApplicationPaymentStatus } from '../../common/money/payment-method';

/**
 * The wire shapes of the back office, written down once: classes (not interfaces) so that the
 * OpenAPI document describes them (the Swagger plugin's metadata, src/metadata.ts).
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

export class LectureApplicantRow {
  /** @example 7 */
  id: number;
  /** @example "홍길동" */
  name: string;
  /** Masked (POST …/reveal shows it in full). @example "010-****-5678" */
  contact: string;
  /** Masked (POST …/reveal shows it in full). @example "pa****@example.com" */
  email: string;
  /** Y paid, W awaiting deposit, N not paid, C cancelled, P partially refunded. */
  payment_status: ApplicationPaymentStatus;
  /** For a lecture a child attends: the child and school year. @example "김하늘 (초등학교 3학년)" */
  participant: string | null;
}

export class AdminUserLecture {
  applicationId: number;
  lectureTitle: string;
  /** Y paid, W awaiting deposit, N not paid, C cancelled, P partially refunded. */
  paymentStatus: ApplicationPaymentStatus;
  totalFee: number;
  fees: FeeLine[];
}

export class AdminUserRow {
  /** @example "홍길동" */
  name: string;
  /** Masked to the year (POST …/reveal shows it in full). @example "1985-**-**" */
  birth: string;
  /** Masked (POST …/reveal shows it in full). @example "010-****-5678" */
  contact: string;
  /** Masked (POST …/reveal shows it in full). @example "pa****@example.com" */
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

/** One application in the searchable applicants list. */
export class ApplicationListRow {
  id: number;
  lectureId: number;
  /** @example "부모 교육: 사춘기 자녀와 대화하기" */
  lectureTitle: string;
  /** @example "홍길동" */
  name: string;
  /** Masked (POST …/reveal shows it in full). @example "pa****@example.com" */
  email: string;
  /** Masked (POST …/reveal shows it in full). @example "010-****-5678" */
  contact: string;
  /** Won. @example 30000 */
  totalAmount: number;
  /** Won given back. @example 0 */
  refundedAmount: number;
  paymentStatus: ApplicationPaymentStatus;
  /** @example "카드" */
  methodName: string;
  /** ISO 8601. @example "2026-11-22T03:00:00.000Z" */
  createdAt: string;
}

/** GET /api/admin/applications: one page of the matching applications, and how many match. */
export class ApplicationListPage {
  items: ApplicationListRow[];
  /** Matching applications in all. @example 137 */
  total: number;
  /** @example 1 */
  page: number;
  /** @example 20 */
  size: number;
}

/** A program in the back office's list, in the public list's order (archived ones last). */
export class AdminProgramRow {
  /** @example 1 */
  id: number;
  /** @example "놀이치료" */
  title: string;
  /** The thumbnail's stored name under /api/upload/programFiles/. */
  thumbnail: string;
  /** Won. @example 70000 */
  price: number;
  /** Carousel images. @example 3 */
  image_count: number;
  /** Deleted while referenced: off the public list. */
  archived: boolean;
}

/** A program with everything the edit form shows. */
export class AdminProgramDetail {
  /** @example 1 */
  id: number;
  /** @example "놀이치료" */
  title: string;
  /** @example "만 3세~12세 아동" */
  target: string;
  /** @example "주 1회 50분, 12회기" */
  structure: string;
  /** Won. @example 70000 */
  price: number;
  /** The thumbnail's stored name under /api/upload/programFiles/. */
  thumbnail: string;
  /** @example "https://booking.naver.com/booking/13/bizes/000000" */
  naver_url: string;
  /** @example "02-000-0000" */
  inquiry: string;
  /** The carousel's stored names, in the page's order. */
  images: string[];
  archived: boolean;
}

export class ProgramSaved {
  /** @example 3 */
  id: number;
  /** @example "프로그램이 등록되었습니다." */
  message: string;
}

export class ProgramRemoved {
  result: 'deleted' | 'archived';
  /** @example "프로그램이 삭제되었습니다." */
  message: string;
}

/** The carousel after a change: stored names in the page's order. */
export class ProgramImagesSaved {
  images: string[];
  /** @example "사진이 추가되었습니다." */
  message: string;
}
