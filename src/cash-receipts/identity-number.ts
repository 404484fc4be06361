import type { TossCashReceiptType } from '../payments';
import { isBusinessNumber } from '../common/validation/korean-numbers';

// The check digit lives in common/ (the centre's own number is checked the same way).
export { isBusinessNumber };

/**
 * Who a 현금영수증 is issued to: a mobile number for 소득공제 (the family's income deduction) or
 * a 사업자등록번호 for 지출증빙 (a business's proof of expense). People type them with dashes
 * and spaces; the provider takes digits only.
 */
export const CASH_RECEIPT_TYPES: readonly TossCashReceiptType[] = ['소득공제', '지출증빙'];

export const IDENTITY_REFUSED: Record<TossCashReceiptType, string> = {
  소득공제: '휴대폰 번호를 정확히 입력해 주세요. 예: 010-1234-5678',
  지출증빙: '사업자등록번호 10자리를 정확히 입력해 주세요. 예: 123-45-67891',
};

const MOBILE = /^01[016789][0-9]{7,8}$/;

/** The digits of a typed number, when nothing but digits, dashes and spaces was typed. */
export function identityDigits(typed: string): string | null {
  const trimmed = typed.trim();
  if (!/^[0-9][0-9 -]*$/.test(trimmed)) return null;
  return trimmed.replace(/[ -]/g, '');
}

/** The number as the provider takes it, or null when it is not one for this type. */
export function normalizedIdentity(type: TossCashReceiptType, typed: string): string | null {
  const digits = identityDigits(typed);
  if (digits === null) return null;
  if (type === '소득공제') return MOBILE.test(digits) ? digits : null;
  return isBusinessNumber(digits) ? digits : null;
}

/**
 * What the back office shows and keeps once the receipt is issued: 010-****-5678 for a phone,
 * 123-45-***** for a business number (the business's prefix is public, the serial is not).
 */
export function maskedIdentity(type: TossCashReceiptType, digits: string): string {
  if (type === '지출증빙') return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-*****`;
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}
