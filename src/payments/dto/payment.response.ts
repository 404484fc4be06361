import type { PaymentMethodName } from '../../common/money/payment-method';

/** What the browser needs to call `requestPayment(method, params)` at once. */
export interface PaymentInitResponse {
  clientKey: string;
  /** Where loadTossPayments loads the SDK global from; absent for the real Toss script. */
  sdkSrc?: string;
  method: PaymentMethodName;
  amount: number;
  orderId: string;
  orderName: string;
  customerName: string;
  customerEmail: string;
  successUrl: string;
  failUrl: string;
  /** Virtual accounts: hours the account stays open for a deposit. */
  validHours?: number;
}

export interface VirtualAccountInfo {
  bankCode: string;
  bank: string;
  accountNumber: string;
  holder: string;
  /** ISO instant. */
  dueDate: string;
}

export interface VerifyResponse {
  message: string;
  customerEmail: string;
  applicationId: number;
  /** Y paid, W awaiting deposit. */
  paymentStatus: 'Y' | 'W';
  method: PaymentMethodName;
  amount: number;
  receiptUrl: string | null;
  virtualAccount: VirtualAccountInfo | null;
  /** Sandbox only: where a tester can mark the deposit as made. */
  sandboxDepositUrl?: string;
}

export interface RetryResponse {
  total: number;
  lectureTitle: string;
  applicant: { name: string; email: string };
  applicationId: number;
  payMethod: PaymentMethodName;
}
