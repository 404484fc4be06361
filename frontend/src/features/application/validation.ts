import { formatPhone, isCompletePhone } from '@shared/format/phone';
import { koApplication } from '@/copy/ko-application';
import { validBirth } from '../../forms/birth-date';

export { seoulToday } from '../../forms/birth-date';

export { formatPhone };

/** The form's own fields, in the order the page shows them (the first error gets the focus). */
export const FIELD_ORDER = [
  'fees',
  'name',
  'email',
  'contact',
  'birth',
  'childName',
  'childSchoolYear',
  'guardianName',
  'guardianRelation',
  'notify',
  'consent',
] as const;
export type FieldName = (typeof FIELD_ORDER)[number];
export type FieldErrors = Partial<Record<FieldName, string>>;

export type FormValues = {
  name: string;
  email: string;
  contact: string;
  birth: string;
  consent: boolean;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const errors = koApplication.errors;

/**
 * The rules of spec §5, checked before anything is sent; the server checks them again and its
 * 400 messages are shown as they come. Messages are the ones ko-copy.md gives, else the server's.
 */
export function validateApplication(
  values: FormValues,
  selectedFeeCount: number,
  today: string,
): FieldErrors {
  const result: FieldErrors = {};
  if (selectedFeeCount === 0) result.fees = koApplication.fees.error;

  const name = values.name.trim();
  if (!name) result.name = errors.nameRequired;
  else if (name.length > 50) result.name = errors.nameTooLong;

  const email = values.email.trim();
  if (!email) result.email = errors.emailRequired;
  else if (!EMAIL.test(email) || email.length > 254) result.email = errors.emailInvalid;

  if (!values.contact) result.contact = errors.contactRequired;
  else if (!isCompletePhone(values.contact)) result.contact = errors.contactInvalid;

  // The birth date as typed: 8 digits (19850312), a real day from 1900 to today.
  if (!values.birth) result.birth = errors.birthRequired;
  else if (!validBirth(values.birth, today)) result.birth = errors.birthInvalid;

  if (!values.consent) result.consent = koApplication.consent.error;
  return result;
}

export function firstError(fieldErrors: FieldErrors): FieldName | undefined {
  return FIELD_ORDER.find((field) => fieldErrors[field]);
}
