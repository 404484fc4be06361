import { ApiProperty } from '@nestjs/swagger';
import { FeeLine } from '../../applications';
import { VirtualAccountInfo } from '../../payments';
import {
  type MethodName,
  type PaymentAttemptStatus,
  type PaymentMethodName,
  type ApplicationPaymentStatus,
  type AutoCancelReason,
} from '../../common/money/payment-method';
import { type LecturePhase, Cancellation } from '../../refunds';
import { WaitlistInfo } from '../../waitlist';

/*
 * Response shapes are classes so that the OpenAPI document describes them (src/metadata.ts).
 */

/**
 * POST /api/guest/user-check (spec §7): 1 the pair matched (a code went to the e-mail, or this
 * remembered browser is proven at once: `proven`), -1 no application with this e-mail, 0 mismatch.
 */
export class UserCheckResponse {
  // Written out: the Swagger plugin cannot read a negative number literal type.
  @ApiProperty({ type: 'number', enum: [1, -1, 0], example: 1 })
  state: 1 | -1 | 0;
  /** With state 1: true when this browser is remembered and proven now (no code sent). */
  proven?: boolean;
  /** With state 1 and a code sent: seconds it stays valid. */
  expiresInSeconds?: number;
  /** With state 1 and a code sent: seconds before another may be asked. */
  resendInSeconds?: number;
}

export class UserInfo {
  /** @example "홍길동" */
  name: string;
  /** @example "parent@example.com" */
  email: string;
  /** @example "1985-05-05" */
  birth: string;
  /** @example "010-1234-5678" */
  contact: string;
}

export class LectureInfoPayment {
  /**
   * 카드, 가상계좌 or 계좌이체: of the latest payment, else the method chosen when applying; or
   * the desk's (현장 카드 결제, 현금, 계좌 직접 입금, 기타) when the centre recorded the payment.
   */
  method: MethodName;
  /** The latest payment attempt's status (DONE, WAITING_FOR_DEPOSIT, …); null before any. */
  status: PaymentAttemptStatus | null;
  receipt_url: string | null;
  /** The 현금영수증's page: the payment window's (a transfer or a virtual account) or the desk's. */
  cash_receipt_url: string | null;
  /** Where to deposit, while a virtual account awaits it (W); otherwise null. */
  virtualAccount: VirtualAccountInfo | null;
}

export class AutoCancelInfo {
  /** Won. @example 30000 */
  amount: number;
  method: PaymentMethodName;
  /** When the provider took it (ISO); null for a virtual account that was only issued. */
  approvedAt: string | null;
  /** When the app's cancel was applied (ISO); null while it is still on its way. */
  canceledAt: string | null;
  /** The provider refused the cancel: the centre refunds it by hand. */
  refused: boolean;
  /**
   * Why: taken after the application had been closed, a second payment of a paid one, or
   * (NO_SEAT) paid after its hold lapsed and the last seat was gone.
   */
  @ApiProperty({ enum: ['APPLICATION_CLOSED', 'ALREADY_PAID', 'NO_SEAT'] })
  reason: AutoCancelReason;
}

/** A refund of an application: by the provider, or given back at the centre and recorded by hand. */
export class RefundInfo {
  /** Won given back (positive). @example 40000 */
  amount: number;
  /** When the money was given back (ISO instant). @example "2026-12-07T03:00:00.000Z" */
  at: string;
}

export class LectureInfo {
  applicationId: number;
  /** The name typed when applying: tells two applications to one lecture apart. @example "김하늘" */
  applicantName: string;
  /** When the application was made (ISO instant). @example "2026-11-20T05:30:00.000Z" */
  appliedAt: string;
  /** @example "초등 저학년 부모 교육" */
  lectureTitle: string;
  /** Spelt as the spec spells it (§3). @example "2026-04-01" */
  lecturePreiodStart: string;
  /** @example "2026-04-30" */
  lecturePreiodEnd: string;
  /** From the lecture period against today in Asia/Seoul (both ends inclusive). */
  phase: LecturePhase;
  /** Won. @example 30000 */
  totalFee: number;
  /** Y paid, W awaiting deposit, N not paid, C cancelled, P partially refunded. */
  paymentStatus: ApplicationPaymentStatus;
  /** Won. @example 0 */
  refundedAmount: number;
  /**
   * The payment state in words, as 내 정보 shows it: 결제 완료 · {method} (카드, 가상계좌,
   * 계좌이체, or the desk's 현장 카드 결제, 현금, …), 입금 대기 · 가상계좌, 부분 환불 (with the
   * amounts), 환불 완료 (with the amount), 결제 미완료, or 취소됨 (withdrawn unpaid).
   * @example "결제 완료 · 카드"
   */
  stateLabel: string;
  /** Every refund of the application out of the money ledger, oldest first. */
  refunds: RefundInfo[];
  fees: FeeLine[];
  payments: LectureInfoPayment;
  /** What 결제 취소 would do today; POST /api/guest/cancel recomputes it. */
  cancellation: Cancellation;
  /**
   * Payments the provider took after the application had been closed (a second payment window
   * approved after a cancel), which the app cancelled in full on its own.
   */
  autoCancels: AutoCancelInfo[];
}

/** POST /api/guest/user-info (spec §3). */
/** What the family proved (issue 32): my info shows it. */
export class ProvenContactInfo {
  /** @example "parent@example.com" */
  email: string | null;
  /** Digits. @example "01012345678" */
  phone: string | null;
  /** Opened from a message's link rather than by a code. */
  viaLink: boolean;
}

export class UserInfoResponse {
  proven: ProvenContactInfo;
  /** The details of the newest application or entry made with the contact; null: nothing yet. */
  userInfo: UserInfo | null;
  lectureInfos: LectureInfo[];
  /** The guest's waiting-list entries (대기 N번째, offers), newest first. */
  waitlist: WaitlistInfo[];
}
