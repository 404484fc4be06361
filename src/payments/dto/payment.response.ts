import { bankName } from '../../common/money/bank-codes';
import type { PaymentMethodName } from '../../common/money/payment-method';
import type { Payment } from '../payment.entity';

/**
 * What the browser needs to call `requestPayment(method, params)` at once. Response shapes are
 * classes so that the OpenAPI document describes them (src/metadata.ts).
 */
export class PaymentInitResponse {
  /** @example "test_ck_0000000000000000000000" */
  clientKey: string;
  /** Where loadTossPayments loads the SDK global from; absent for the real Toss script. */
  sdkSrc?: string;
  method: PaymentMethodName;
  /** Won, decided by the server. @example 30000 */
  amount: number;
  /** @example "maeum-42-k3j9x2" */
  orderId: string;
  /** @example "초등 저학년 부모 교육" */
  orderName: string;
  /** @example "홍길동" */
  customerName: string;
  /** @example "parent@example.com" */
  customerEmail: string;
  successUrl: string;
  failUrl: string;
  /**
   * Virtual accounts: when the account is due (KST wall clock, yyyy-MM-ddTHH:mm:ss, Toss's
   * `dueDate`), decided by the server; an account issued with a later one is cancelled.
   */
  dueDate?: string;
  /** Transfers and virtual accounts: the window offers a 현금영수증, 소득공제 chosen first. */
  cashReceipt?: PaymentWindowCashReceipt;
}

export class PaymentWindowCashReceipt {
  /** @example "소득공제" */
  type: '소득공제' | '지출증빙' | '미발행';
}

export class VirtualAccountInfo {
  /** @example "88" */
  bankCode: string;
  /** @example "신한은행" */
  bank: string;
  /** @example "12345678901234" */
  accountNumber: string;
  /**
   * 입금자명: the name the provider opened the account for (the family's), not the account's
   * holder, which is the centre. @example "김민지"
   */
  holder: string;
  /** ISO instant. @example "2026-03-05T14:59:59.000Z" */
  dueDate: string;
}

/** The virtual account an attempt was given, as every answer shows it; null when it has none. */
export function toVirtualAccountInfo(payment: Payment): VirtualAccountInfo | null {
  if (!payment.va_account_number || !payment.va_due_date) return null;
  return {
    bankCode: payment.va_bank_code ?? '',
    bank: bankName(payment.va_bank_code),
    accountNumber: payment.va_account_number,
    holder: payment.va_holder ?? '',
    dueDate: payment.va_due_date.toISOString(),
  };
}

/** What was bought, as the success page names it (issue 35). */
export class PaidOrder {
  /** @example "초등 저학년 부모 교육" */
  lectureTitle: string;
  /** The courses chosen, in the order applied. @example ["1회차", "2회차"] */
  courses: string[];
  /** Calendar date. @example "2026-04-01" */
  lecPeriodStart: string;
  /** @example "2026-04-30" */
  lecPeriodEnd: string;
  /** 장소; null when the lecture names none (the centre's address, then). @example "세미나실" */
  place: string | null;
}

export class VerifyResponse {
  /** @example "결제가 완료되었습니다." */
  message: string;
  /** @example "parent@example.com" */
  customerEmail: string;
  applicationId: number;
  /** Y paid, W awaiting deposit. */
  paymentStatus: 'Y' | 'W';
  method: PaymentMethodName;
  /** Won. @example 30000 */
  amount: number;
  receiptUrl: string | null;
  virtualAccount: VirtualAccountInfo | null;
  order: PaidOrder;
  /** Sandbox only: where a tester can mark the deposit as made. */
  sandboxDepositUrl?: string;
}

export class PaymentApplicant {
  /** @example "홍길동" */
  name: string;
  /** @example "parent@example.com" */
  email: string;
}

export class RetryResponse {
  /** Won still owed. @example 30000 */
  total: number;
  /** @example "초등 저학년 부모 교육" */
  lectureTitle: string;
  applicant: PaymentApplicant;
  applicationId: number;
  payMethod: PaymentMethodName;
}

/** POST /api/payments/webhook: Toss counts only a 200 as delivered, handled or ignored. */
export class WebhookResponse {
  result: 'applied' | 'ignored';
}

/**
 * POST /api/payments/state: what is true of the application's payment now, for a page reached
 * by back, reload or an old tab. Y paid (online or at the desk), W awaiting the deposit into
 * `virtualAccount`, N not paid, C cancelled, P partly refunded.
 */
export class PaymentStateResponse {
  applicationId: number;
  paymentStatus: 'N' | 'W' | 'Y' | 'C' | 'P';
  /** The standing attempt's method (or the application's own when none stands). */
  method: PaymentMethodName;
  /** Won. @example 30000 */
  amount: number;
  /** @example "parent@example.com" */
  customerEmail: string;
  receiptUrl: string | null;
  virtualAccount: VirtualAccountInfo | null;
}
