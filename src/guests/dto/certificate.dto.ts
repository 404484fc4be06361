import { IsRowId } from '../../common/validation/integer-columns';
import { FeeLine } from '../../applications';
import type { MethodName } from '../../common/money/payment-method';
import { OptionalGuestEmailDto } from './guest.dto';

/** POST /api/guest/certificate: the proven e-mail (in the body, never in a logged URL) and which application. */
export class CertificateRequestDto extends OptionalGuestEmailDto {
  /** @example 42 */
  @IsRowId({ message: '신청 정보가 올바르지 않습니다.' })
  applicationId: number;
}

/** The centre's details printed on a certificate (from the site config). */
export class CertificateCentre {
  /** @example "마음숲 아동·청소년 상담센터" */
  name: string;
  /** @example "김하늘" */
  representative: string;
  /** 사업자등록번호. @example "000-00-00000" */
  businessNumber: string;
  /** @example "서울특별시 강동구 상암로 000, 마음숲빌딩 3층" */
  address: string;
  /** @example "02-000-0000" */
  phone: string;
}

/** 수강 확인서 (issue 19): who attended which lecture, paid how much, on which dates. */
export class CertificateResponse {
  /** @example "MS-2026-000042" */
  certificateNumber: string;
  /** The day it is issued, in Seoul. @example "2026-11-22" */
  issuedOn: string;
  /** @example "김민지" */
  applicantName: string;
  /** @example "초등 저학년 부모 교육" */
  lectureTitle: string;
  /** @example "이서연" */
  instructor: string;
  /** @example "2026-12-10" */
  lecturePeriodStart: string;
  /** @example "2026-12-11" */
  lecturePeriodEnd: string;
  /** The courses applied for, as chosen when applying. */
  fees: FeeLine[];
  /** Won paid, net of every refund (the ledger's sums). @example 83333 */
  amountPaid: number;
  /** How it was paid, in Korean (카드, 가상계좌, 계좌이체, 현금, …). */
  method: MethodName;
  /** The Seoul day the payment was taken (the ledger's latest payment in). @example "2026-11-22" */
  paidOn: string;
  centre: CertificateCentre;
}
