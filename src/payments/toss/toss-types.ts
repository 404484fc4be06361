/**
 * The parts of Toss Payments v1 (API version 2022-11-16) this app reads. See
 * ../shared/toss-contract.md; the sandbox (src/sandbox) answers in exactly these shapes.
 */
export type TossMethod = '카드' | '가상계좌' | '계좌이체';

export type TossPaymentStatus =
  | 'READY'
  | 'IN_PROGRESS'
  | 'WAITING_FOR_DEPOSIT'
  | 'DONE'
  | 'CANCELED'
  | 'PARTIAL_CANCELED'
  | 'ABORTED'
  | 'EXPIRED';

export interface TossCancel {
  cancelAmount: number;
  cancelReason: string;
  taxFreeAmount: number;
  refundableAmount: number;
  canceledAt: string;
  transactionKey: string;
  receiptKey: string | null;
}

export interface TossVirtualAccount {
  accountType: '일반' | '고정';
  accountNumber: string;
  bankCode: string;
  customerName: string;
  dueDate: string;
  expired: boolean;
  settlementStatus: string;
  refundStatus: 'NONE' | 'PENDING' | 'FAILED' | 'PARTIAL_FAILED' | 'COMPLETED';
  refundReceiveAccount: { bankCode: string; accountNumber: string; holderName: string } | null;
}

export interface TossPayment {
  version: string;
  paymentKey: string;
  type: 'NORMAL' | 'BILLING' | 'BRANDPAY';
  orderId: string;
  orderName: string;
  mId: string;
  currency: 'KRW';
  method: TossMethod | string;
  status: TossPaymentStatus;
  requestedAt: string;
  approvedAt: string | null;
  totalAmount: number;
  balanceAmount: number;
  suppliedAmount: number;
  vat: number;
  taxFreeAmount: number;
  isPartialCancelable: boolean;
  lastTransactionKey: string | null;
  secret: string | null;
  cancels: TossCancel[] | null;
  card: { amount: number; number: string; approveNo: string; issuerCode: string } | null;
  virtualAccount: TossVirtualAccount | null;
  transfer: { bankCode: string; settlementStatus: string } | null;
  receipt: { url: string } | null;
  /**
   * The 현금영수증 the payment window issued for a transfer or a virtual account (issued at
   * approval, or at the deposit); null for cards, for 미발행, and before the money arrived.
   */
  cashReceipt: TossPaymentCashReceipt | null;
  checkout: { url: string } | null;
  failure: { code: string; message: string } | null;
}

export interface TossError {
  code: string;
  message: string;
}

export interface TossConfirmRequest {
  paymentKey: string;
  orderId: string;
  amount: number;
}

export interface TossCancelRequest {
  cancelReason: string;
  cancelAmount?: number;
  refundReceiveAccount?: { bank: string; accountNumber: string; holderName: string };
}

/** Flat body Toss posts for virtual-account deposits (toss-contract.md §5). */
export interface TossDepositCallback {
  createdAt: string;
  secret: string;
  status: 'DONE' | 'WAITING_FOR_DEPOSIT' | 'CANCELED';
  transactionKey: string;
  orderId: string;
}

/** 현금영수증 types: income deduction (a phone number) or proof of expense (a business number). */
export type TossCashReceiptType = '소득공제' | '지출증빙';

/** The window's choice for a transfer or a virtual account (requestPayment's `cashReceipt`). */
export type TossCashReceiptChoice = TossCashReceiptType | '미발행';

/** Payment.cashReceipt: the receipt the payment window issued. */
export interface TossPaymentCashReceipt {
  type: TossCashReceiptType;
  receiptKey: string;
  issueNumber: string;
  receiptUrl: string;
  amount: number;
  taxFreeAmount: number;
}

/** POST /v1/cash-receipts: a receipt for money taken outside the payment window. */
export interface TossCashReceiptRequest {
  amount: number;
  orderId: string;
  orderName: string;
  /** Digits only: a mobile number (소득공제) or a 10-digit business number (지출증빙). */
  customerIdentityNumber: string;
  type: TossCashReceiptType;
  taxFreeAmount?: number;
}

/** POST /v1/cash-receipts/{receiptKey}/cancel: `amount` omitted cancels the whole receipt. */
export interface TossCashReceiptCancelRequest {
  amount?: number;
}

/** The CashReceipt object the cash-receipt API answers (issue and cancel). */
export interface TossCashReceipt {
  receiptKey: string;
  issueNumber: string;
  issueStatus: 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
  amount: number;
  taxFreeAmount: number;
  orderId: string;
  orderName: string;
  type: TossCashReceiptType;
  transactionType: 'CONFIRM' | 'CANCEL';
  businessNumber: string;
  /** Masked by the provider, e.g. 010****5678. */
  customerIdentityNumber: string;
  failure: { code: string; message: string } | null;
  requestedAt: string;
  receiptUrl: string;
}
