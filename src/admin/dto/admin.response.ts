import { FeeLine } from '../../applications';
import type { ApplicationPaymentStatus } from '../../common/money/payment-method';

/**
 * The wire shapes of the back office's applicants (per lecture, searched, by family, CSV), written
 * down once: classes (not interfaces) so that the OpenAPI document describes them (the Swagger
 * plugin's metadata, src/metadata.ts).
 */
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
