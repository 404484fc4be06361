import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { OFFLINE_METHODS, type OfflineMethod } from '../../common/money/payment-method';
import { IsWon } from '../../common/validation/integer-columns';
import { ChildName, GuardianName } from './family-fields';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/admin/session-packages: a 회기권 sold at the desk, or by a payment link. */
export class SellPackageDto {
  /** The appointment type its sessions are of. @example 1 */
  @IsInt({ message: '상담 종류를 선택해 주세요.' })
  @Min(1, { message: '상담 종류를 선택해 주세요.' })
  typeId: number;

  /** How many sessions, 1 to 52. @example 4 */
  @IsInt({ message: '회기 수는 1회에서 52회 사이로 입력해 주세요.' })
  @Min(1, { message: '회기 수는 1회에서 52회 사이로 입력해 주세요.' })
  @Max(52, { message: '회기 수는 1회에서 52회 사이로 입력해 주세요.' })
  sessions: number;

  /** Won for the whole block, as paid (or to be paid by the link). @example 200000 */
  @IsWon({ max: 10_000_000 }, { message: '금액은 0원에서 10,000,000원 사이로 입력해 주세요.' })
  price: number;

  /**
   * True: the family pays online by a payment link sent to its contact (알림톡 and e-mail); the
   * package gives no session until paid. Absent or false: paid at the desk (`method`).
   */
  @IsOptional()
  @IsBoolean({ message: '결제 방법을 선택해 주세요.' })
  payByLink?: boolean;

  /**
   * The desk's method (현장 카드 결제, 현금, 계좌 직접 입금, 기타); none for a payment link.
   * @example "DESK_CARD"
   */
  @ApiProperty({ enum: Object.keys(OFFLINE_METHODS), required: false })
  @ValidateIf((dto: SellPackageDto) => !dto.payByLink)
  @IsIn(Object.keys(OFFLINE_METHODS), { message: '결제 수단을 선택해 주세요.' })
  method?: OfflineMethod;

  /** @example "김보호" */
  @GuardianName()
  guardianName: string;

  /** @example "김하늘" */
  @ChildName()
  childName: string;

  /** The family's mobile number; this or the e-mail (or both). @example "010-1234-5678" */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.' })
  @Matches(/^01[016789]-?[0-9]{3,4}-?[0-9]{4}$/, {
    message: '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.',
  })
  phone?: string;

  /** @example "parent@example.com" */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: '이메일을 올바르게 입력해 주세요.' })
  @MaxLength(254, { message: '이메일을 올바르게 입력해 주세요.' })
  @IsEmail({}, { message: '이메일을 올바르게 입력해 주세요.' })
  email?: string;

  /** What the desk keeps with the sale (a slip number). @example "영수증 1234" */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: '메모는 500자 이하로 입력해 주세요.' })
  @MaxLength(500, { message: '메모는 500자 이하로 입력해 주세요.' })
  note?: string;

  /**
   * This sale's request key, one per sale the form records: sent again with the same key (a
   * retry after a timeout), the sale is recorded once and answered again.
   * @example "7d3f0c2e-8a4b-4c1d-9e2f-5a6b7c8d9e0f"
   */
  @IsOptional()
  @IsUUID('4', { message: '판매 요청 번호가 올바르지 않습니다. 새로고침한 뒤 다시 기록해 주세요.' })
  saleKey?: string;
}

/** POST /api/admin/session-packages/:id/refund */
export class RefundPackageDto {
  /** Kept with the refund. @example "이사로 상담 중단" */
  @Transform(trim)
  @IsString({ message: '환불 사유를 입력해 주세요.' })
  @IsNotEmpty({ message: '환불 사유를 입력해 주세요.' })
  @MaxLength(200, { message: '환불 사유는 200자 이하로 입력해 주세요.' })
  reason: string;

  /** The amount the owner was shown (won): recorded only if it is still what is refundable. */
  @IsWon({}, { message: '환불 금액을 확인해 주세요.' })
  expectedAmount: number;
}

/** POST /api/admin/session-packages/:id/cancel: an unpaid linked sale called off. */
export class CancelPackageDto {
  /** Kept with the cancel. @example "보호자 요청으로 판매 취소" */
  @Transform(trim)
  @IsString({ message: '취소 사유를 입력해 주세요.' })
  @IsNotEmpty({ message: '취소 사유를 입력해 주세요.' })
  @MaxLength(200, { message: '취소 사유는 200자 이하로 입력해 주세요.' })
  reason: string;
}

/** A 회기권 as the back office lists it. */
export class AdminSessionPackage {
  /** @example 3 */
  id: number;
  /** @example "놀이 평가" */
  typeName: string;
  /** @example 4 */
  sessionsTotal: number;
  /** @example 1 */
  sessionsUsed: number;
  /** Won. @example 200000 */
  price: number;
  /** How it was paid: the desk's method, 카드 or 계좌이체; null while unpaid. @example "현장 카드 결제" */
  method: string | null;
  /**
   * DUE: sold by a link, not paid yet; PAID; REFUNDED (unused sessions given back); CANCELLED
   * (an unpaid sale called off).
   */
  @ApiProperty({ enum: ['DUE', 'PAID', 'REFUNDED', 'CANCELLED'] })
  status: 'DUE' | 'PAID' | 'REFUNDED' | 'CANCELLED';
  /** Won given back for unused sessions. @example 0 */
  refundedAmount: number;
  /** What refunding the unused sessions now would give back (won). @example 150000 */
  refundable: number;
  /** Paid (or to be paid) online by a payment link: its refund goes back through the provider. */
  byLink: boolean;
  /** A linked sale's deadline. @example "2026-12-02T03:00:00.000Z" */
  payUntil: string | null;
  /** The link's page while it can still pay (to copy and send again), else null. */
  payLinkPath: string | null;
  /** @example "김보호" */
  guardianName: string;
  /** @example "김하늘" */
  childName: string;
  /** Masked. @example "010-****-5678" */
  phone: string | null;
  /** Masked. @example "pa****@example.com" */
  email: string | null;
  /** @example "2026-11-22T03:00:00.000Z" */
  soldAt: string;
}

/** A 회기권 as the family sees it in my info. */
export class FamilySessionPackage {
  /** @example 3 */
  id: number;
  /** @example "놀이 평가" */
  typeName: string;
  /** @example 4 */
  sessionsTotal: number;
  /** @example 1 */
  sessionsUsed: number;
  /** @example 3 */
  sessionsLeft: number;
  /** Won. @example 200000 */
  price: number;
  /** DUE: waiting for the family's payment by its link (no session yet). */
  @ApiProperty({ enum: ['DUE', 'PAID', 'REFUNDED', 'CANCELLED'] })
  status: 'DUE' | 'PAID' | 'REFUNDED' | 'CANCELLED';
  /** Won given back for unused sessions. @example 0 */
  refundedAmount: number;
  /** A linked sale's deadline (DUE). @example "2026-12-02T03:00:00.000Z" */
  payUntil: string | null;
  /** Where to pay it, while it can still be paid (DUE and before its deadline), else null. */
  payPath: string | null;
}

/** GET /api/guest/session-packages */
export class FamilySessionPackages {
  packages: FamilySessionPackage[];
}

/**
 * GET /api/booking/package/{token}: a 회기권 the centre sold by a payment link (issue 37). Names
 * no family member: the link may be forwarded.
 */
export class PackagePayLinkResponse {
  /** @example 3 */
  packageId: number;
  /** The program the type belongs to (the link's page is its booking page). @example 1 */
  programId: number;
  /** @example "놀이 치료" */
  typeName: string;
  /** Length of one session in minutes. @example 50 */
  durationMinutes: number;
  /** @example 4 */
  sessions: number;
  /** Won for the whole block. @example 200000 */
  price: number;
  /** The last moment the link pays. @example "2026-12-02T03:00:00.000Z" */
  payUntil: string;
  /**
   * DUE: it can be paid now; PAID: paid; CANCELLED: called off by the centre (or refunded);
   * OVER: past its deadline.
   */
  @ApiProperty({ enum: ['DUE', 'PAID', 'CANCELLED', 'OVER'] })
  state: 'DUE' | 'PAID' | 'CANCELLED' | 'OVER';
}

/** POST /api/booking/package/{token}/pay: how the family pays (card or transfer). */
export class StartPackagePaymentDto {
  /** 카드 or 계좌이체. @example "카드" */
  @IsIn(['카드', '계좌이체'], { message: '회기권은 카드나 계좌이체로 결제해 주세요.' })
  method: '카드' | '계좌이체';
}

/** POST /api/booking/package/{token}/verify: what the success redirect carried. */
export class VerifyPackagePaymentDto {
  @IsString({ message: '결제 정보가 올바르지 않아요.' })
  @MaxLength(200, { message: '결제 정보가 올바르지 않아요.' })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: '결제 정보가 올바르지 않아요.' })
  paymentKey: string;

  @IsString({ message: '주문 정보가 올바르지 않아요.' })
  @Matches(/^[A-Za-z0-9_-]{6,64}$/, { message: '주문 정보가 올바르지 않아요.' })
  orderId: string;

  @IsWon({ min: 1 }, { message: '결제 금액이 올바르지 않아요.' })
  amount: number;
}

/** The package as paid (verify's answer). */
export class PackagePaidResponse {
  /** @example "카드" */
  method: string;
  /** Won. @example 200000 */
  amount: number;
  receiptUrl: string | null;
}
