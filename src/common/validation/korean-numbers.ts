/**
 * Numbers the centre writes down in Korea: a 사업자등록번호 (with its check digit) and a phone
 * number. Shared by cash receipts (a business's 지출증빙) and the centre's own details.
 */

const BUSINESS_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5];

/**
 * A 사업자등록번호's check digit (the National Tax Service's rule): weights 1,3,7,1,3,7,1,3,5 on
 * the first nine digits, plus the tens of the ninth digit times five. `digits`: ten digits only.
 */
export function isBusinessNumber(digits: string): boolean {
  if (!/^[0-9]{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  let sum = BUSINESS_WEIGHTS.reduce((total, weight, i) => total + d[i] * weight, 0);
  sum += Math.floor((d[8] * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** A 사업자등록번호 as people write it: 123-45-67891 (dashes optional), check digit right. */
export function isWrittenBusinessNumber(value: string): boolean {
  return /^[0-9]{3}-?[0-9]{2}-?[0-9]{5}$/.test(value) && isBusinessNumber(value.replace(/-/g, ''));
}

/**
 * A Korean phone number as written on a page: an area or mobile number (02-123-4567,
 * 031-123-4567, 010-1234-5678, 070-1234-5678) or a nationwide one (1588-1234); dashes optional.
 */
export function isKoreanPhoneNumber(value: string): boolean {
  return (
    /^0(2|[3-6][1-5]|1[016789]|70|50[0-9]?|80)-?[0-9]{3,4}-?[0-9]{4}$/.test(value) ||
    /^1[5-9][0-9]{2}-?[0-9]{4}$/.test(value)
  );
}
