import { Raw, type FindOptionsWhere } from 'typeorm';

/**
 * A family's contact as the app compares it: an e-mail lower-cased and trimmed, a phone number as
 * its digits only (010-1234-5678 and 01012345678 are the same number).
 */
export type FamilyContact =
  { email: string; phone?: undefined } | { phone: string; email?: undefined };

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function normalisePhone(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** A Korean mobile number: 010 (or the old 011, 016–019) and 7 or 8 more digits. */
export function isMobileNumber(digits: string): boolean {
  return /^01[016789][0-9]{7,8}$/.test(digits);
}

/** The contact's stable name for keyed digests: `email:…` or `phone:…`. */
export function contactKey(contact: FamilyContact): string {
  return contact.email !== undefined ? `email:${contact.email}` : `phone:${contact.phone}`;
}

/** What a family proved by a code (or a message's link): an e-mail or a phone number. */
export interface ProvenContact {
  email?: string;
  phone?: string;
}

/** Whether a row made with this e-mail and contact number belongs to the proven family. */
export function proofOwns(
  proof: ProvenContact,
  row: { applicant_email: string; applicant_contact: string },
): boolean {
  if (proof.email !== undefined && normaliseEmail(row.applicant_email) === proof.email) return true;
  return proof.phone !== undefined && normalisePhone(row.applicant_contact) === proof.phone;
}

/** Whether a proof (if any) proves this e-mail, in whatever case and spacing it was typed. */
export function provesEmail(proof: ProvenContact | null | undefined, email: string): boolean {
  return proof?.email !== undefined && proof.email === normaliseEmail(email);
}

/**
 * TypeORM `where` for the rows a proof owns (applications or waiting-list entries): made with its
 * e-mail, or with its phone number whatever the dashes. Never empty: a proof with neither would
 * match nothing rather than everything.
 */
export function ownedWhere<T extends { applicant_email: string; applicant_contact: string }>(
  proof: ProvenContact,
): FindOptionsWhere<T>[] {
  const where: FindOptionsWhere<T>[] = [];
  if (proof.email !== undefined) {
    where.push({
      applicant_email: Raw((column) => `lower(${column}) = :proofEmail`, {
        proofEmail: proof.email,
      }),
    } as FindOptionsWhere<T>);
  }
  if (proof.phone !== undefined) {
    where.push({
      applicant_contact: Raw(
        (column) => `regexp_replace(${column}, '\\D', '', 'g') = :proofPhone`,
        {
          proofPhone: proof.phone,
        },
      ),
    } as FindOptionsWhere<T>);
  }
  if (where.length === 0)
    where.push({ applicant_email: Raw(() => 'false') } as FindOptionsWhere<T>);
  return where;
}

/** SQL condition (for raw queries) on `alias`'s applicant columns; $n placeholders from `first`. */
export function ownedSql(
  alias: string,
  proof: ProvenContact,
  first: number,
): { sql: string; params: string[] } {
  const parts: string[] = [];
  const params: string[] = [];
  if (proof.email !== undefined) {
    params.push(proof.email);
    parts.push(`lower(${alias}.applicant_email) = $${first + params.length - 1}`);
  }
  if (proof.phone !== undefined) {
    params.push(proof.phone);
    parts.push(
      `regexp_replace(${alias}.applicant_contact, '\\D', '', 'g') = $${first + params.length - 1}`,
    );
  }
  return { sql: parts.length ? `(${parts.join(' OR ')})` : 'false', params };
}
