import type { TossCashReceiptChoice, TossCashReceiptType } from '../payments';
import { randomBase62, randomDigits } from './toss-format';

/**
 * 현금영수증 rules the sandbox checks as Toss (and the National Tax Service behind it) would: who
 * a receipt is for (a mobile number for 소득공제, a business registration number for 지출증빙),
 * and how that number is shown. The full number is never stored: only its masked form.
 */
export const CASH_RECEIPT_TYPES: readonly TossCashReceiptType[] = ['소득공제', '지출증빙'];
export const CASH_RECEIPT_CHOICES: readonly TossCashReceiptChoice[] = [
  '소득공제',
  '지출증빙',
  '미발행',
];

/** What the window shows pre-checked when the merchant asked for nothing (as Toss's does). */
export const DEFAULT_CASH_RECEIPT_CHOICE: TossCashReceiptChoice = '소득공제';

/** The fixed 사업자등록번호 of the sandbox's merchant, in every receipt it issues. */
export const SANDBOX_BUSINESS_NUMBER = '1234567891';

const MOBILE = /^01[016789][0-9]{7,8}$/;
const BUSINESS_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5];

export function isCashReceiptChoice(value: unknown): value is TossCashReceiptChoice {
  return typeof value === 'string' && (CASH_RECEIPT_CHOICES as readonly string[]).includes(value);
}

export function isCashReceiptType(value: unknown): value is TossCashReceiptType {
  return typeof value === 'string' && (CASH_RECEIPT_TYPES as readonly string[]).includes(value);
}

/** A Korean mobile number: 01[016789] and 7–8 more digits. */
export function isMobileNumber(digits: string): boolean {
  return MOBILE.test(digits);
}

/**
 * A 10-digit 사업자등록번호 whose last digit is its check digit: the first nine weighted
 * 1,3,7,1,3,7,1,3,5 and summed, plus floor(ninth × 5 / 10); the check digit is
 * (10 − sum mod 10) mod 10.
 */
export function isBusinessNumber(digits: string): boolean {
  if (!/^[0-9]{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += d[i] * BUSINESS_WEIGHTS[i];
  sum += Math.floor((d[8] * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** Whether `digits` (digits only) is who a receipt of `type` can be issued to. */
export function isIdentityFor(type: TossCashReceiptType, digits: string): boolean {
  return type === '소득공제' ? isMobileNumber(digits) : isBusinessNumber(digits);
}

/**
 * The number a customer typed in the window, as digits: dashes and spaces are allowed between
 * them. Null when anything else is there.
 */
export function digitsOfTyped(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^[0-9]+$/.test(digits) ? digits : null;
}

/** How a receipt shows its number: 010****5678 for a phone, 123-45-***** for a business. */
export function maskIdentity(type: TossCashReceiptType, digits: string): string {
  if (type === '지출증빙') return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-*****`;
  return `${digits.slice(0, 3)}${'*'.repeat(Math.max(digits.length - 7, 0))}${digits.slice(-4)}`;
}

/** A receipt's key, like the payment keys the sandbox makes. */
export function newReceiptKey(): string {
  return `tsr_${randomBase62(40)}`;
}

/** 승인번호: nine digits, as the tax service numbers a receipt. */
export function newIssueNumber(): string {
  return randomDigits(9);
}
