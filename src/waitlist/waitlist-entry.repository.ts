import type { EntityManager } from 'typeorm';
import { ownedSql, type ProvenContact } from '../auth';
import { WaitlistEntry } from './waitlist-entry.entity';

// Reads and writes of waiting-list entries that other modules ask for (my info's rights, the
// retention), in the caller's manager.

/** What an anonymised entry's personal fields become; its e-mail is made from its id. */
export interface AnonymousEntrant {
  name: string;
  contact: string;
  birth: string;
}

const ANONYMISE = `applicant_name = $2,
  applicant_email = 'deleted-waitlist-' || id || '@deleted.invalid',
  applicant_contact = $3, applicant_birth = $4, anonymised_at = $5`;

/** Ids of the proof's entries not anonymised, in id order. */
export async function waitlistOwnedBy(
  manager: EntityManager,
  proof: ProvenContact,
): Promise<number[]> {
  const owned = ownedSql('entry', proof, 1);
  const rows: { id: number }[] = await manager.query(
    `SELECT id FROM waitlist_entry entry
      WHERE ${owned.sql} AND anonymised_at IS NULL ORDER BY id`,
    owned.params,
  );
  return rows.map((row) => row.id);
}

/** Takes the row locks of these entries, in id order. */
export async function lockWaitlistEntries(manager: EntityManager, ids: number[]): Promise<void> {
  await manager.query(`SELECT id FROM waitlist_entry WHERE id = ANY($1) ORDER BY id FOR UPDATE`, [
    ids,
  ]);
}

/** These entries, as stored (my data's download). */
export function waitlistRowsOf(
  manager: EntityManager,
  ids: number[],
): Promise<
  (Record<string, unknown> & { id: number; lecture_id: number; lecture_fee_id: number })[]
> {
  return manager.query(`SELECT * FROM waitlist_entry WHERE id = ANY($1) ORDER BY id`, [ids]);
}

/**
 * Whether a proven, waiting or offered entry for the fees of these entries (those waiting or
 * offered) already holds `email`.
 */
export async function emailTakenOnFeesOf(
  manager: EntityManager,
  email: string,
  ids: number[],
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM waitlist_entry
      WHERE applicant_email = $1 AND status IN ('WAITING', 'OFFERED') AND email_proven
        AND lecture_fee_id IN (SELECT lecture_fee_id FROM waitlist_entry
                                WHERE id = ANY($2) AND status IN ('WAITING', 'OFFERED'))
      LIMIT 1`,
    [email, ids],
  );
  return rows.length > 0;
}

/** Sets a new phone and/or e-mail on these entries not anonymised. */
export async function correctWaitlistContact(
  manager: EntityManager,
  ids: number[],
  contact: string | null,
  email: string | null,
): Promise<void> {
  if (ids.length === 0) return;
  await manager.query(
    `UPDATE waitlist_entry
        SET applicant_contact = coalesce($2, applicant_contact),
            applicant_email = coalesce($3, applicant_email)
      WHERE id = ANY($1) AND anonymised_at IS NULL`,
    [ids, contact, email],
  );
}

/** Removes the personal fields of these entries (no money hangs on an entry); answers how many. */
export async function anonymiseWaitlistEntries(
  manager: EntityManager,
  ids: readonly number[],
  anonymous: AnonymousEntrant,
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  return anonymiseWhere(manager, `id = ANY($1::int[])`, [...ids], anonymous, now);
}

/** Removes the personal fields of the entry an application came from. */
export async function anonymiseWaitlistOfApplication(
  manager: EntityManager,
  applicationId: number,
  anonymous: AnonymousEntrant,
  now: Date,
): Promise<number> {
  return anonymiseWhere(manager, `application_id = $1`, applicationId, anonymous, now);
}

/** Removes the personal fields of every entry of these lectures, whatever became of it. */
export async function anonymiseWaitlistOfLectures(
  manager: EntityManager,
  lectureIds: number[],
  anonymous: AnonymousEntrant,
  now: Date,
): Promise<number> {
  if (lectureIds.length === 0) return 0;
  return anonymiseWhere(manager, `lecture_id = ANY($1::int[])`, lectureIds, anonymous, now);
}

async function anonymiseWhere(
  manager: EntityManager,
  where: string,
  first: unknown,
  anonymous: AnonymousEntrant,
  now: Date,
): Promise<number> {
  // A CTE, so that the driver answers the rows (an UPDATE alone answers [rows, count]).
  const rows: { id: number }[] = await manager.query(
    `WITH removed AS (
       UPDATE waitlist_entry SET ${ANONYMISE}
        WHERE ${where} AND anonymised_at IS NULL
        RETURNING id)
     SELECT id FROM removed`,
    [first, anonymous.name, anonymous.contact, anonymous.birth, now],
  );
  return rows.length;
}

/** The entry, without its relations (null when gone). */
export function waitlistEntryById(
  manager: EntityManager,
  id: number,
): Promise<WaitlistEntry | null> {
  return manager.findOneBy(WaitlistEntry, { id });
}
