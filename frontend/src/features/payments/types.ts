import type { PaymentMethodName } from '@/lib/payment-navigation';

/** POST /api/payments. Only applicationId and method are read; the server decides the rest. */
export type PaymentInitRequest = {
  applicationId: number;
  method: PaymentMethodName;
  amount: number;
  orderName: string;
  customerName: string;
  customerEmail: string;
};

/** The client key, where the SDK loads Toss's script from, and the `requestPayment` params. */
export type PaymentInitResponse = {
  clientKey: string;
  /** Set when the built-in sandbox stands in for Toss; absent for the real script. */
  sdkSrc?: string;
  method: PaymentMethodName;
  amount: number;
  orderId: string;
  orderName: string;
  customerName: string;
  customerEmail: string;
  successUrl: string;
  failUrl: string;
  /** Virtual accounts: hours the account stays open for the deposit. */
  validHours?: number;
};

/** POST /api/payments/verify: what Toss appended to successUrl, and the application id. */
export type VerifyRequest = {
  paymentKey: string;
  orderId: string;
  amount: number;
  applicationId: number;
};

export type VirtualAccountInfo = {
  bankCode: string;
  bank: string;
  accountNumber: string;
  holder: string;
  /** ISO instant. */
  dueDate: string;
};

export type VerifyResponse = {
  message: string;
  customerEmail: string;
  applicationId: number;
  /** Y paid, W awaiting the deposit into the virtual account. */
  paymentStatus: 'Y' | 'W';
  method: PaymentMethodName;
  amount: number;
  receiptUrl: string | null;
  virtualAccount: VirtualAccountInfo | null;
  /** Sandbox only: the page where a tester plays the bank and makes the deposit. */
  sandboxDepositUrl?: string;
};

/** POST /api/payments/retry (spec §3), plus the method the application chose. */
export type RetryResponse = {
  total: number;
  lectureTitle: string;
  applicant: { name: string; email: string };
  applicationId: number;
  payMethod: PaymentMethodName;
};

/** Every API error: `{ statusCode, message, error }`, and `code` where the client acts on it. */
export type ApiErrorBody = {
  statusCode: number;
  message: string | string[];
  error: string;
  code?: string;
};
