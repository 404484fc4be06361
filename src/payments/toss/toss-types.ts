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
