/**
 * Personal data and secrets never reach a log line. Structured fields are redacted by name (see
 * logger.ts); free text — messages, error messages and stacks — goes through this mask.
 */
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi;
/** A Korean mobile number, with or without hyphens or spaces (not inside a longer number). */
const MOBILE = /(?<![0-9])(01[016789])[- ]?([0-9]{3,4})[- ]?([0-9]{4})(?![0-9])/g;
/** A birth date or any calendar date next to a word naming a birth date. */
const BIRTH = /(?<![A-Za-z])(birth\w*|생년월일)(["'\s:=]+)(\d{4}-\d{2}-\d{2}|\d{8})/gi;

export function maskPersonalData(text: string): string {
  return text
    .replace(EMAIL, '$1***@$2')
    .replace(MOBILE, '$1-****-$3')
    .replace(JWT, '[jwt]')
    .replace(BEARER, '$1 [redacted]')
    .replace(BIRTH, '$1$2[redacted]');
}

/** Field names whose values are never logged, wherever they appear in a logged object. */
export const SECRET_FIELDS = [
  'password',
  'birth',
  'email',
  'contact',
  'accessToken',
  'refreshToken',
  'token',
  'secret',
  'secretKey',
  'authorization',
  'cookie',
  'set-cookie',
  // A family's details under the names the app and the providers give them (issue 21).
  'applicant_name',
  'applicant_email',
  'applicant_contact',
  'applicant_birth',
  // The child who attends and the guardian who consented, as stored and as the form sends them.
  'participant_name',
  'participant_school_year',
  'guardian_name',
  'guardian_relation',
  'participant',
  'guardian',
  'customerName',
  'customerEmail',
  'customerMobilePhone',
  'customerIdentityNumber',
  'identityNumber',
  'identity_number',
  'holderName',
  'accountNumber',
  'recipient',
] as const;
