/**
 * Phone numbers as the application form shapes them while typing (spec §5): digits only;
 * under 4 digits as they are; 4–7 digits as 3-rest; 8 or more as 3-4-4, at most 11 digits.
 * Pure: the frontend imports this same file.
 */
export const PHONE_MAX_LENGTH = 13;

export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 11);
  if (digits.length < 4) return digits;
  if (digits.length < 8) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

/** A complete Korean phone number as formatted above: 10 or 11 digits starting with 0. */
export function isCompletePhone(value: string): boolean {
  return /^0\d{2}-\d{4}-\d{3,4}$/.test(value) && formatPhone(value) === value;
}
