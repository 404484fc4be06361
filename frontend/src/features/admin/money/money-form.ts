/**
 * Pure logic of the back office's money forms (issue 19): a refund of a paid application, a
 * payment taken at the desk and its 현금영수증. The checks mirror the server's (AdminRefundDto,
 * RefundAccountDto, DeskPaymentDto, DeskPayment, IssueCashReceiptDto and identity-number.ts), so the admin sees the same refusal before sending; the server
 * decides anyway. Each check answers a key of `koAdmin.money.errors`, not a sentence, and this
 * file has no React and no DOM: money-form.test.ts checks it.
 */

/** The server's limits (dto/admin-refund.dto.ts, dto/guest-cancel.dto.ts, dto/desk-payment.dto.ts). */
export const MONEY_LIMITS = { reason: 500, note: 500, holder: 60, accountDigits: 20 } as const;

/** Ways a family pays outside the provider, in the order the select offers them. */
export const DESK_METHODS = ['DESK_CARD', 'CASH', 'DIRECT_TRANSFER', 'OTHER'] as const;

export type DeskMethod = (typeof DESK_METHODS)[number];

export type MoneyErrorKey =
  | 'amountInvalid'
  | 'amountTooLarge'
  | 'reasonRequired'
  | 'reasonTooLong'
  | 'bankRequired'
  | 'accountRequired'
  | 'accountInvalid'
  | 'holderRequired'
  | 'holderTooLong'
  | 'deskAmount'
  | 'paidOnInvalid'
  | 'paidOnFuture'
  | 'methodRequired'
  | 'noteTooLong'
  | 'identityRequired'
  | 'phoneInvalid'
  | 'businessInvalid';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Today's calendar date in Asia/Seoul (UTC+9 all year), YYYY-MM-DD, whatever the browser's zone. */
export function seoulToday(now: Date = new Date()): string {
  return new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Whole won as typed: "10000", "10,000", "10,000원" → 10000. Anything else (a sign, a fraction,
 * letters, nothing) → null, as the server refuses it.
 */
export function parseWon(text: string): number | null {
  const compact = text.replace(/[\s,]/g, '').replace(/원$/, '');
  if (!/^\d+$/.test(compact)) return null;
  const value = Number(compact);
  return Number.isSafeInteger(value) ? value : null;
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export interface RefundValues {
  amount: string;
  reason: string;
  bankCode: string;
  accountNumber: string;
  holderName: string;
}

export type RefundField = keyof RefundValues;

export interface RefundBody {
  amount: number;
  reason: string;
  refundAccount?: { bankCode: string; accountNumber: string; holderName: string };
}

/** The refund form's errors by field (in the form's order), or the body to send when none. */
export function checkRefund(
  values: RefundValues,
  context: { refundable: number; needsRefundAccount: boolean },
): { errors: Partial<Record<RefundField, MoneyErrorKey>>; body: RefundBody | null } {
  const errors: Partial<Record<RefundField, MoneyErrorKey>> = {};
  const amount = parseWon(values.amount);
  if (amount === null || amount < 1) errors.amount = 'amountInvalid';
  else if (amount > context.refundable) errors.amount = 'amountTooLarge';
  const reason = values.reason.trim();
  if (!reason) errors.reason = 'reasonRequired';
  else if (reason.length > MONEY_LIMITS.reason) errors.reason = 'reasonTooLong';

  let refundAccount: RefundBody['refundAccount'];
  if (context.needsRefundAccount) {
    const digits = values.accountNumber.replace(/[\s-]/g, '');
    const holderName = values.holderName.trim();
    if (!values.bankCode) errors.bankCode = 'bankRequired';
    if (!digits) errors.accountNumber = 'accountRequired';
    else if (!new RegExp(`^[0-9]{1,${MONEY_LIMITS.accountDigits}}$`).test(digits)) {
      errors.accountNumber = 'accountInvalid';
    }
    if (!holderName) errors.holderName = 'holderRequired';
    else if (holderName.length > MONEY_LIMITS.holder) errors.holderName = 'holderTooLong';
    refundAccount = { bankCode: values.bankCode, accountNumber: digits, holderName };
  }

  if (Object.keys(errors).length > 0 || amount === null) return { errors, body: null };
  return { errors, body: { amount, reason, ...(refundAccount ? { refundAccount } : {}) } };
}

export interface DeskPaymentValues {
  amount: string;
  paidOn: string;
  method: string;
  note: string;
}

export type DeskPaymentField = keyof DeskPaymentValues;

export interface DeskPaymentBody {
  amount: number;
  paidOn: string;
  method: DeskMethod;
  note?: string;
}

function isDeskMethod(value: string): value is DeskMethod {
  return (DESK_METHODS as readonly string[]).includes(value);
}

/** The desk payment form's errors by field, or the body to send when none. */
export function checkDeskPayment(
  values: DeskPaymentValues,
  context: { total: number; today: string },
): { errors: Partial<Record<DeskPaymentField, MoneyErrorKey>>; body: DeskPaymentBody | null } {
  const errors: Partial<Record<DeskPaymentField, MoneyErrorKey>> = {};
  const amount = parseWon(values.amount);
  if (amount === null || amount < 1) errors.amount = 'amountInvalid';
  else if (amount !== context.total) errors.amount = 'deskAmount';
  if (!isCalendarDate(values.paidOn)) errors.paidOn = 'paidOnInvalid';
  else if (values.paidOn > context.today) errors.paidOn = 'paidOnFuture';
  if (!isDeskMethod(values.method)) errors.method = 'methodRequired';
  const note = values.note.trim();
  if (note.length > MONEY_LIMITS.note) errors.note = 'noteTooLong';

  if (Object.keys(errors).length > 0 || amount === null || !isDeskMethod(values.method)) {
    return { errors, body: null };
  }
  return {
    errors,
    body: { amount, paidOn: values.paidOn, method: values.method, ...(note ? { note } : {}) },
  };
}

/** The kinds of 현금영수증 the centre issues, in the order the form offers them. */
export const CASH_RECEIPT_TYPES = ['소득공제', '지출증빙'] as const;

export type CashReceiptType = (typeof CASH_RECEIPT_TYPES)[number];

export interface CashReceiptValues {
  type: CashReceiptType;
  identityNumber: string;
}

export type CashReceiptField = 'identityNumber';

export interface CashReceiptBody {
  type: CashReceiptType;
  identityNumber: string;
}

const MOBILE = /^01[016789][0-9]{7,8}$/;
const BUSINESS_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5];

/** A 사업자등록번호's check digit (the National Tax Service's rule, as the server checks it). */
export function isBusinessNumber(digits: string): boolean {
  if (!/^[0-9]{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  let sum = BUSINESS_WEIGHTS.reduce((total, weight, i) => total + d[i] * weight, 0);
  sum += Math.floor((d[8] * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/**
 * The 현금영수증 form's error, or the body to send: a mobile number for 소득공제, a
 * 사업자등록번호 for 지출증빙, typed with dashes and spaces or not. The body keeps what was typed
 * (trimmed): the server takes the digits out itself.
 */
export function checkCashReceipt(values: CashReceiptValues): {
  errors: Partial<Record<CashReceiptField, MoneyErrorKey>>;
  body: CashReceiptBody | null;
} {
  const typed = values.identityNumber.trim();
  if (!typed) return { errors: { identityNumber: 'identityRequired' }, body: null };
  const digits = /^[0-9][0-9 -]*$/.test(typed) ? typed.replace(/[ -]/g, '') : '';
  const valid = values.type === '소득공제' ? MOBILE.test(digits) : isBusinessNumber(digits);
  if (!valid) {
    const key = values.type === '소득공제' ? 'phoneInvalid' : 'businessInvalid';
    return { errors: { identityNumber: key }, body: null };
  }
  return { errors: {}, body: { type: values.type, identityNumber: typed } };
}
