import type { EntityManager } from 'typeorm';
import { WaitlistEntry } from './waitlist-entry.entity';
import { ownedSql, type ProvenContact } from '../auth';
import type { MessageRecipient } from '../outbox';
import type { TakenSeats } from '../seats';

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

/** Ends the lecture's waiting and offered entries (REMOVED at `now`): it was cancelled (폐강). */
export async function endWaitlistOfLecture(
  manager: EntityManager,
  lectureId: number,
  now: Date,
): Promise<void> {
  await manager.query(
    `UPDATE waitlist_entry SET status = 'REMOVED', ended_at = $2
      WHERE lecture_id = $1 AND status IN ('WAITING', 'OFFERED')`,
    [lectureId, now],
  );
}

/**
 * The seats open offers take in these lectures as of `now` (the seat ledger's count): one of the
 * offered course and one of the lecture (fee_id null) each, until the offer expires.
 */
export function seatsOffered(
  manager: EntityManager,
  lectureIds: readonly number[],
  now: Date,
): Promise<TakenSeats[]> {
  return manager.query(
    `WITH offers AS (
       SELECT w.lecture_id, w.lecture_fee_id, w.offer_expires_at AS lapses_at
         FROM waitlist_entry w
        WHERE w.lecture_id = ANY($1::int[])
          AND w.status = 'OFFERED' AND w.offer_expires_at > $2
     )
     SELECT lecture_id, lecture_fee_id AS fee_id, 'offered' AS kind, count(*)::int AS n,
            min(lapses_at) AS lapses_at
       FROM offers GROUP BY lecture_id, lecture_fee_id
     UNION ALL
     SELECT lecture_id, NULL, 'offered', count(*)::int, min(lapses_at)
       FROM offers GROUP BY lecture_id`,
    [lectureIds, now],
  );
}

/**
 * The courses among `feeIds` that people are waiting for (WAITING entries): a seat of such a
 * course belongs to the queue until the waiting-list job offers it.
 */
export async function queuedFeeIds(
  manager: EntityManager,
  feeIds: readonly number[],
): Promise<Set<number>> {
  if (feeIds.length === 0) return new Set();
  const rows: { id: number }[] = await manager.query(
    `SELECT DISTINCT lecture_fee_id AS id FROM waitlist_entry
      WHERE lecture_fee_id = ANY($1::int[]) AND status = 'WAITING'`,
    [feeIds],
  );
  return new Set(rows.map((row) => row.id));
}

/** An entry's contact details in full (the back office's recorded reveal); null when gone. */
export function entrantContactOf(
  manager: EntityManager,
  id: number,
): Promise<Pick<
  WaitlistEntry,
  'applicant_contact' | 'applicant_email' | 'applicant_birth'
> | null> {
  return manager.findOne(WaitlistEntry, {
    where: { id },
    select: { id: true, applicant_contact: true, applicant_email: true, applicant_birth: true },
  });
}

/** Every entry, or one lecture's, oldest first (the back office's applicants CSV). */
export function waitlistList(
  manager: EntityManager,
  lectureId?: number,
): Promise<
  Pick<
    WaitlistEntry,
    | 'lecture_id'
    | 'lecture_fee_id'
    | 'applicant_name'
    | 'applicant_email'
    | 'applicant_contact'
    | 'applicant_birth'
    | 'status'
    | 'created_at'
  >[]
> {
  return manager.query(
    `SELECT lecture_id, lecture_fee_id, applicant_name, applicant_email, applicant_contact,
            applicant_birth, status, created_at
     FROM waitlist_entry
     ${lectureId === undefined ? '' : 'WHERE lecture_id = $1'}
     ORDER BY created_at ASC, id ASC`,
    lectureId === undefined ? [] : [lectureId],
  );
}

/** These entries' applicant names and lectures, by id (감사 기록 names its rows so); gone ones left out. */
export async function entrantsById(
  manager: EntityManager,
  ids: readonly number[],
): Promise<Map<number, Pick<WaitlistEntry, 'applicant_name' | 'lecture_id'>>> {
  const rows: { id: number; applicant_name: string; lecture_id: number }[] = ids.length
    ? await manager.query(
        `SELECT id, applicant_name, lecture_id FROM waitlist_entry WHERE id = ANY($1)`,
        [[...new Set(ids)]],
      )
    : [];
  return new Map(rows.map(({ id, ...entry }) => [id, entry]));
}

/** The entry, without its relations (null when gone). */
export function waitlistEntryById(
  manager: EntityManager,
  id: number,
): Promise<WaitlistEntry | null> {
  return manager.findOneBy(WaitlistEntry, { id });
}

/**
 * Whom the entries' messages (a seat offered) go to (the outbox asks, registerRecipients): both
 * channels, the e-mail in lower case and the phone as digits only.
 */
export async function messageRecipientsOfEntries(
  manager: EntityManager,
  ids: number[],
): Promise<MessageRecipient[]> {
  const rows: { id: number; email: string | null; phone: string | null }[] = await manager.query(
    `SELECT id, lower(applicant_email) AS email,
            regexp_replace(applicant_contact, '\\D', '', 'g') AS phone
       FROM waitlist_entry WHERE id = ANY($1)`,
    [ids],
  );
  return rows.flatMap((row) => [
    ...(row.email ? [{ of: row.id, channel: 'EMAIL' as const, recipient: row.email }] : []),
    ...(row.phone ? [{ of: row.id, channel: 'ALIMTALK' as const, recipient: row.phone }] : []),
  ]);
}

/** How many people wait (or hold an offer) per lecture, for these lectures. */
export async function waitingCountsByLecture(
  manager: EntityManager,
  lectureIds: readonly number[],
): Promise<Map<number, number>> {
  const rows: { lecture_id: number; n: number }[] = lectureIds.length
    ? await manager.query(
        `SELECT lecture_id, count(*)::int AS n FROM waitlist_entry
          WHERE lecture_id = ANY($1) AND status IN ('WAITING', 'OFFERED')
          GROUP BY lecture_id`,
        [[...lectureIds]],
      )
    : [];
  return new Map(rows.map((row) => [row.lecture_id, row.n]));
}
