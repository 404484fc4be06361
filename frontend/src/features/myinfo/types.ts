import type { PaymentMethodName } from '@/lib/payment-navigation';

/** POST /api/guest/user-check: 1 ok (and the guest cookie), -1 no history, 0 mismatch. */
export type UserCheckResponse = { state: 1 | -1 | 0 };

export type LecturePhase = 'UPCOMING' | 'ONGOING' | 'ENDED';

/** Y paid, W awaiting deposit, N not paid, C cancelled, P partially refunded. */
export type ApplicationPaymentStatus = 'Y' | 'W' | 'N' | 'C' | 'P';

export type Cancellation = {
  allowed: boolean;
  kind: 'REFUND' | 'WITHDRAW' | null;
  refundRate: 100 | 50 | 0;
  refundAmount: number;
  needsRefundAccount: boolean;
  reason: string | null;
};

export type LectureInfo = {
  applicationId: number;
  lectureTitle: string;
  lecturePreiodStart: string;
  lecturePreiodEnd: string;
  totalFee: number;
  paymentStatus: ApplicationPaymentStatus;
  refundedAmount: number;
  fees: { type: string; amount: number }[];
  payments: {
    method: PaymentMethodName;
    status: string | null;
    receipt_url: string | null;
    virtualAccount: {
      bank: string;
      accountNumber: string;
      holder: string;
      dueDate: string;
    } | null;
  };
  /** Added by the server with the cancel feature; absent from older answers. */
  phase?: LecturePhase;
  cancellation?: Cancellation;
  /** Made with this e-mail and another birth date; shown while unpaid so it can be withdrawn. */
  otherApplicant?: boolean;
  /** Payments taken after the application was closed, which the server cancelled in full. */
  autoCancels?: {
    amount: number;
    method: PaymentMethodName;
    approvedAt: string | null;
    canceledAt: string | null;
    refused?: boolean;
  }[];
};

/** POST /api/guest/user-info (spec §3). */
export type UserInfoResponse = {
  userInfo: { name: string; email: string; birth: string; contact: string };
  lectureInfos: LectureInfo[];
};

export type CancelRequest = {
  applicationId: number;
  refundAccount?: { bankCode: string; accountNumber: string; holderName: string };
};

export type CancelResponse = { paymentStatus: 'C' | 'P'; refundedAmount: number };

/** POST /api/payments/retry. */
export type RetryResponse = {
  total: number;
  lectureTitle: string;
  applicant: { name: string; email: string };
  applicationId: number;
  payMethod: PaymentMethodName;
};
