import type {
  TossCashReceipt,
  TossCashReceiptType,
  TossPayment,
  TossPaymentCashReceipt,
  TossPaymentStatus,
  TossVirtualAccount,
} from '../payments';
import { SANDBOX_BASE_PATH } from '../config/payments.config';
import { isCashReceiptType, SANDBOX_BUSINESS_NUMBER } from './cash-receipt-rules';
import type { SandboxCashReceipt } from './sandbox-cash-receipt.entity';
import type { SandboxPayment } from './sandbox-payment.entity';
import { derived, derivedDigits, tossTime } from './toss-format';

export const TOSS_API_VERSION = '2022-11-16';
export const SANDBOX_MID = 'tsandbox';

/** The merchant has 10 minutes after the window closes to confirm (toss-contract.md §2). */
export const CONFIRM_WINDOW_MS = 10 * 60 * 1000;

/** Statuses reached through a confirm: the orderId is spent, the payment cannot be confirmed again. */
export const APPROVED_STATUSES: readonly string[] = [
  'DONE',
  'WAITING_FOR_DEPOSIT',
  'CANCELED',
  'PARTIAL_CANCELED',
];

/** The sandbox's virtual accounts are issued by 우리은행 and transfers settle through it. */
export const SANDBOX_BANK_CODE = '20';

type TossCard = NonNullable<TossPayment['card']> & {
  acquirerCode: string;
  installmentPlanMonths: number;
  isInterestFree: boolean;
  cardType: string;
  ownerType: string;
  acquireStatus: string;
};

/** The Payment object as the sandbox sends it: every field of TossPayment, cards in full. */
export interface SandboxTossPayment extends TossPayment {
  card: TossCard | null;
}

/**
 * The stored status as Toss would report it at `now`: a payment left unconfirmed for more than
 * 10 minutes is EXPIRED even before anything wrote that down.
 */
export function currentStatus(row: SandboxPayment, now: Date): TossPaymentStatus {
  if (row.status === 'IN_PROGRESS' && isPastConfirmWindow(row, now)) return 'EXPIRED';
  return row.status as TossPaymentStatus;
}

export function isPastConfirmWindow(row: SandboxPayment, now: Date): boolean {
  return now.getTime() - row.requested_at.getTime() > CONFIRM_WINDOW_MS;
}

/** The approval's transaction key: stable per payment, as the ledger keeps no column for it. */
export function approvalTransactionKey(paymentKey: string): string {
  return derived(paymentKey, 'approve').slice(0, 32);
}

export function depositTransactionKey(paymentKey: string): string {
  return derived(paymentKey, 'deposit').slice(0, 32);
}

export function statusPagePath(paymentKey: string): string {
  return `${SANDBOX_BASE_PATH}/payments/${encodeURIComponent(paymentKey)}`;
}

export function receiptPath(paymentKey: string): string {
  return `${SANDBOX_BASE_PATH}/receipt/${encodeURIComponent(paymentKey)}`;
}

/** A 현금영수증's page, for the window-issued and the API-issued alike. */
export function cashReceiptPath(receiptKey: string): string {
  return `${SANDBOX_BASE_PATH}/cash-receipt/${encodeURIComponent(receiptKey)}`;
}

/** Maps a ledger row to Toss's Payment object (API version 2022-11-16). */
export function toTossPayment(row: SandboxPayment, now: Date, selfUrl: string): SandboxTossPayment {
  const status = currentStatus(row, now);
  const confirmed = APPROVED_STATUSES.includes(status);
  const deposited = row.method === '가상계좌' && row.approved_at !== null;
  const vat = Math.round(row.balance_amount / 11);
  const lastCancel = row.cancels.at(-1);
  return {
    version: TOSS_API_VERSION,
    paymentKey: row.payment_key,
    type: 'NORMAL',
    orderId: row.order_id,
    orderName: row.order_name,
    mId: SANDBOX_MID,
    currency: 'KRW',
    method: row.method,
    status,
    requestedAt: tossTime(row.requested_at),
    approvedAt: row.approved_at ? tossTime(row.approved_at) : null,
    totalAmount: row.amount,
    balanceAmount: row.balance_amount,
    suppliedAmount: row.balance_amount - vat,
    vat,
    taxFreeAmount: 0,
    isPartialCancelable: true,
    lastTransactionKey: lastCancel
      ? lastCancel.transactionKey
      : deposited
        ? depositTransactionKey(row.payment_key)
        : confirmed
          ? approvalTransactionKey(row.payment_key)
          : null,
    secret: row.secret,
    cancels: row.cancels.length > 0 ? row.cancels : null,
    card: row.method === '카드' ? cardOf(row, status) : null,
    virtualAccount: virtualAccountOf(row, status, now),
    transfer:
      row.method === '계좌이체' && confirmed
        ? { bankCode: SANDBOX_BANK_CODE, settlementStatus: 'COMPLETED' }
        : null,
    receipt: confirmed ? { url: `${selfUrl}${receiptPath(row.payment_key)}` } : null,
    cashReceipt: cashReceiptOf(row, selfUrl),
    checkout: { url: `${selfUrl}${statusPagePath(row.payment_key)}` },
    failure: null,
  };
}

function cardOf(row: SandboxPayment, status: TossPaymentStatus): TossCard {
  const digits = derivedDigits(row.payment_key, 'card', 11);
  return {
    amount: row.amount,
    issuerCode: '11',
    acquirerCode: '11',
    number: `${digits.slice(0, 8)}****${digits.slice(8, 11)}*`,
    installmentPlanMonths: 0,
    isInterestFree: false,
    approveNo: APPROVED_STATUSES.includes(status)
      ? derivedDigits(row.payment_key, 'approveNo', 8)
      : '00000000',
    cardType: '신용',
    ownerType: '개인',
    acquireStatus: status === 'CANCELED' ? 'CANCELED' : 'READY',
  };
}

function virtualAccountOf(
  row: SandboxPayment,
  status: TossPaymentStatus,
  now: Date,
): TossVirtualAccount | null {
  if (
    row.method !== '가상계좌' ||
    !row.va_account_number ||
    !row.va_bank_code ||
    !row.va_due_date
  ) {
    return null;
  }
  const deposited = row.approved_at !== null;
  return {
    accountType: '일반',
    accountNumber: row.va_account_number,
    bankCode: row.va_bank_code,
    customerName: row.customer_name ?? '',
    dueDate: tossTime(row.va_due_date),
    expired: status === 'WAITING_FOR_DEPOSIT' && now.getTime() > row.va_due_date.getTime(),
    settlementStatus: deposited ? 'COMPLETED' : 'INCOMPLETED',
    refundStatus: deposited && row.cancels.length > 0 ? 'COMPLETED' : 'NONE',
    refundReceiveAccount: null,
  };
}

/**
 * The receipt the window issued for a transfer or a virtual account: null for cards, for 미발행
 * and until it is issued (approval, or the deposit). It covers what is left of the payment.
 */
function cashReceiptOf(row: SandboxPayment, selfUrl: string): TossPaymentCashReceipt | null {
  const type = row.cash_receipt_type;
  if (!isCashReceiptType(type) || !row.cash_receipt_key || !row.cash_receipt_issue_number) {
    return null;
  }
  return {
    type,
    receiptKey: row.cash_receipt_key,
    issueNumber: row.cash_receipt_issue_number,
    receiptUrl: `${selfUrl}${cashReceiptPath(row.cash_receipt_key)}`,
    amount: row.balance_amount,
    taxFreeAmount: 0,
  };
}

/**
 * Maps a receipt to Toss's CashReceipt object. An issue answers its whole amount
 * (transactionType CONFIRM); a cancel answers the amount that cancel took (CANCEL).
 */
export function toTossCashReceipt(
  receipt: SandboxCashReceipt,
  transaction: { type: 'CONFIRM' | 'CANCEL'; amount: number; at: Date },
  selfUrl: string,
): TossCashReceipt {
  return {
    receiptKey: receipt.receipt_key,
    issueNumber: receipt.issue_number,
    issueStatus: 'COMPLETED',
    amount: transaction.amount,
    taxFreeAmount: receipt.tax_free_amount,
    orderId: receipt.order_id,
    orderName: receipt.order_name,
    type: receipt.type as TossCashReceiptType,
    transactionType: transaction.type,
    businessNumber: SANDBOX_BUSINESS_NUMBER,
    customerIdentityNumber: receipt.masked_identity,
    failure: null,
    requestedAt: tossTime(transaction.at),
    receiptUrl: `${selfUrl}${cashReceiptPath(receipt.receipt_key)}`,
  };
}
