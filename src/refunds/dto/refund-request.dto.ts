import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type {
  RefundRequestCause,
  RefundRequestKind,
  RefundRequester,
  RefundRequestStatus,
} from '../refund-request.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Where a refund to a bank account goes (masked). */
export class RefundDestinationView {
  /** Bank code. @example "88" */
  bank: string;
  /** @example "신한은행" */
  bankName: string;
  /** Masked. @example "***-6789" */
  account: string;
  /** @example "김민지" */
  holder: string;
}

/** A refund that waits for (or waited for) the owner, or a staff refund within the limits. */
export class RefundRequestRow {
  id: number;
  applicationId: number;
  /** The applicant's name. @example "김민지" */
  applicantName: string;
  /** @example "가을 부모 특강" */
  lectureTitle: string;
  kind: RefundRequestKind;
  /** Won asked. @example 50000 */
  amount: number;
  /** @example "자녀 질병으로 보호자 요청" */
  reason: string;
  destination: RefundDestinationView | null;
  requestedBy: RefundRequester;
  /** The account's name; null for the family. @example "staff.one" */
  requestedByName: string | null;
  cause: RefundRequestCause;
  /** Why it waits, in Korean. @example "직원 환불 한도(20,000원)를 넘었습니다." */
  causeText: string;
  status: RefundRequestStatus;
  /** Won that moved, once DONE. */
  refunded: number | null;
  /** Why it failed. */
  detail: string | null;
  decidedByName: string | null;
  decidedAt: string | null;
  declineReason: string | null;
  /** ISO 8601. */
  createdAt: string;
}

/** GET /api/admin/refund-requests: newest first. */
export class RefundRequestListResponse {
  items: RefundRequestRow[];
}

export class RefundRequestQueryDto {
  /** Only these (default: PENDING). ALL lists every state. */
  @IsOptional()
  @IsIn(['PENDING', 'ALL'], { message: '상태를 다시 선택해 주세요.' })
  status?: 'PENDING' | 'ALL';
}

/** POST /api/admin/refund-requests/{id}/decline */
export class DeclineRefundRequestDto {
  /** Told to whoever asked. @example "보호자와 통화 후 환불하지 않기로 함" */
  @Transform(trim)
  @MaxLength(500, { message: '거절 사유는 500자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '거절 사유를 입력해 주세요.' })
  @IsString({ message: '거절 사유를 입력해 주세요.' })
  reason: string;
}

/** A refund or cancel that now waits for the owner (202). */
export class RefundRequestedResponse {
  request: RefundRequestRow;
  /** @example "직원 환불 한도를 넘어 대표 관리자의 승인을 기다립니다." */
  message: string;
}

/** POST /api/admin/refund-requests/{id}/approve or decline: the request afterwards. */
export class RefundDecisionResponse {
  request: RefundRequestRow;
  /** @example "50,000원을 환불했습니다." */
  message: string;
}
