import type { VirtualAccountInfo } from '../../payments';
import type { PaymentAttemptStatus, PaymentMethodName } from '../../common/money/payment-method';
import type { ApplicationPaymentStatus } from '../../common/money/payment-method';
import type { Cancellation, LecturePhase } from '../../refunds';

/** POST /api/guest/user-check (spec §7): 1 ok, -1 no application with this e-mail, 0 mismatch. */
export interface UserCheckResponse {
  state: 1 | -1 | 0;
}

export interface UserInfo {
  name: string;
  email: string;
  birth: string;
  contact: string;
}

export interface LectureInfoPayment {
  /** 카드, 가상계좌 or 계좌이체: of the latest payment, else the method chosen when applying. */
  method: PaymentMethodName;
  /** The latest payment attempt's status (DONE, WAITING_FOR_DEPOSIT, …); null before any. */
  status: PaymentAttemptStatus | null;
  receipt_url: string | null;
  /** Where to deposit, while a virtual account awaits it (W); otherwise null. */
  virtualAccount: VirtualAccountInfo | null;
}

export interface LectureInfo {
  applicationId: number;
  lectureTitle: string;
  /** Spelt as the spec spells it (§3). */
  lecturePreiodStart: string;
  lecturePreiodEnd: string;
  /** From the lecture period against today in Asia/Seoul (both ends inclusive). */
  phase: LecturePhase;
  totalFee: number;
  /** Y paid, W awaiting deposit, N not paid, C cancelled, P partially refunded. */
  paymentStatus: ApplicationPaymentStatus;
  refundedAmount: number;
  fees: { type: string; amount: number }[];
  payments: LectureInfoPayment;
  /** What 결제 취소 would do today; POST /api/guest/cancel recomputes it. */
  cancellation: Cancellation;
  /**
   * True for an application made with this e-mail and another birth date, shown only while
   * nothing is paid so that the e-mail's owner can withdraw it (someone may have taken the
   * family's place); it carries no one's details and cannot be paid from here.
   */
  otherApplicant: boolean;
  /**
   * Payments the provider took after the application had been closed (a second payment window
   * approved after a cancel), which the app cancelled in full on its own.
   */
  autoCancels: AutoCancelInfo[];
}

export interface AutoCancelInfo {
  amount: number;
  method: PaymentMethodName;
  /** When the provider took it (ISO); null for a virtual account that was only issued. */
  approvedAt: string | null;
  /** When the app's cancel was applied (ISO); null while it is still on its way. */
  canceledAt: string | null;
  /** The provider refused the cancel: the centre refunds it by hand. */
  refused: boolean;
}

/** POST /api/guest/user-info (spec §3). */
export interface UserInfoResponse {
  userInfo: UserInfo;
  lectureInfos: LectureInfo[];
}
