/**
 * A family's phone number or e-mail as a list shows it: enough to recognise, not enough to copy
 * (issue 21). One masker for the whole app, so the back office's lists, its 발송 내역 and anything
 * added later agree on the form.
 *
 * E-mail: the first two letters of the name and the whole domain (`pa****@example.com`; a name
 * of one or two letters keeps only its first). Phone: the first three and last four digits
 * (`010-****-5678`). Something that is neither keeps nothing but its last two digits, or nothing.
 * Birth date: the year only (`2015-**-**`): enough to tell a child from a parent, not enough to
 * open the family's lookup (issue 32).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '****';
  const name = email.slice(0, at);
  const kept = name.length > 2 ? name.slice(0, 2) : name.slice(0, 1);
  return `${kept}****${email.slice(at)}`;
}

export function maskPhone(contact: string): string {
  const digits = contact.replace(/\D/g, '');
  if (digits.length >= 9) return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
  if (digits.length >= 5) return `****-${digits.slice(-2)}`;
  return '****';
}

export function maskBirth(birth: string): string {
  const year = /^(\d{4})-\d{2}-\d{2}$/.exec(birth)?.[1];
  return year ? `${year}-**-**` : '****';
}

export function maskedBirth(birth: string | null | undefined): string {
  return birth ? maskBirth(birth) : '';
}

/** A purged row has no contact any more: '' stays '' rather than becoming `****`. */
export function maskedContact(contact: string | null | undefined): string {
  return contact ? maskPhone(contact) : '';
}

export function maskedEmail(email: string | null | undefined): string {
  return email ? maskEmail(email) : '';
}

/**
 * A bank account number as the ledger, the audit trail and the back office keep it (issue 32):
 * its last four digits only (`***-6789`), and never more than half of a short number
 * (`***-456` for six digits, `***-34` for four). The full number goes to the provider only,
 * and is never written anywhere else.
 */
export function maskAccount(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  const kept = Math.min(4, Math.floor(digits.length / 2));
  return kept > 0 ? `***-${digits.slice(-kept)}` : '***';
}

/**
 * A person's name as Korean sites mask it (홍길동 → 홍*동, 남궁민수 → 남**수, 하늘 → 하*): enough
 * for the one who knows the family, for a place the name leaves the site (a phone's calendar).
 */
export function maskName(name: string): string {
  const letters = [...name.trim()];
  if (letters.length <= 1) return '*';
  if (letters.length === 2) return `${letters[0]}*`;
  return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters.at(-1)}`;
}
