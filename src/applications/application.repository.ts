import { In, type EntityManager } from 'typeorm';
import { ownedWhere, type ProvenContact } from '../auth';
import { lecturesById } from '../lectures';
import { ApplicationFee } from './application-fee.entity';
import { Application } from './application.entity';

// Reads and writes of applications that other modules ask for (my info's rights, the
// retention), each in the caller's manager: a transaction's, or the data source's.

type Row = Record<string, unknown> & { application_id?: number };

/**
 * The applications made with the proof's e-mail or phone, newest first, with their lectures
 * (asked of the lectures module).
 */
export async function applicationsMadeWith(
  manager: EntityManager,
  proof: ProvenContact,
): Promise<Application[]> {
  const found = await manager.getRepository(Application).find({
    where: ownedWhere<Application>(proof),
    order: { id: 'DESC' },
  });
  const lectures = await lecturesById(
    manager,
    found.map((application) => application.lecture_id),
  );
  for (const application of found) application.lecture = lectures.get(application.lecture_id)!;
  return found;
}

/** The birth dates given on applications with this e-mail (the guest lookup's check). */
export async function birthsOfEmail(manager: EntityManager, email: string): Promise<string[]> {
  const rows: { applicant_birth: string }[] = await manager.query(
    `SELECT DISTINCT applicant_birth FROM application WHERE applicant_email = $1`,
    [email],
  );
  return rows.map((row) => row.applicant_birth);
}

/** The fees of these applications, in id order. */
export function applicationFees(
  manager: EntityManager,
  ids: readonly number[],
): Promise<ApplicationFee[]> {
  return manager
    .getRepository(ApplicationFee)
    .find({ where: { application_id: In([...ids]) }, order: { id: 'ASC' } });
}

/** Takes the row locks of these applications, in id order. */
export async function lockApplications(manager: EntityManager, ids: number[]): Promise<void> {
  await manager.query(`SELECT id FROM application WHERE id = ANY($1) ORDER BY id FOR UPDATE`, [
    ids,
  ]);
}

/** The fee rows of these applications, as stored (my data's download). */
export function applicationFeeRowsOf(manager: EntityManager, ids: number[]): Promise<Row[]> {
  return manager.query(`SELECT * FROM application_fee WHERE application_id = ANY($1) ORDER BY id`, [
    ids,
  ]);
}

/** Whether one of these applications waits for a deposit (입금 대기). */
export async function anyAwaitingDeposit(manager: EntityManager, ids: number[]): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM application WHERE id = ANY($1) AND payment_status = 'W' LIMIT 1`,
    [ids],
  );
  return rows.length > 0;
}

/** The lectures of these applications that are neither cancelled nor withdrawn. */
export async function lecturesOfLiveApplications(
  manager: EntityManager,
  ids: number[],
): Promise<number[]> {
  const rows: { lecture_id: number }[] = await manager.query(
    `SELECT DISTINCT lecture_id FROM application
      WHERE id = ANY($1) AND payment_status <> 'C' AND withdrawn_at IS NULL`,
    [ids],
  );
  return rows.map((row) => row.lecture_id);
}

/**
 * Whether a proven, not cancelled application of the lectures of `ids` already holds `email`
 * (the e-mail is unique per lecture among them).
 */
export async function emailTakenOnLecturesOf(
  manager: EntityManager,
  email: string,
  ids: number[],
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM application
      WHERE applicant_email = $1 AND payment_status <> 'C' AND email_proven
        AND lecture_id IN (SELECT lecture_id FROM application WHERE id = ANY($2))
      LIMIT 1`,
    [email, ids],
  );
  return rows.length > 0;
}

/** Sets a new phone and/or e-mail on these applications not anonymised. */
export async function correctApplicationContact(
  manager: EntityManager,
  ids: number[],
  contact: string | null,
  email: string | null,
): Promise<void> {
  if (ids.length === 0) return;
  await manager.query(
    `UPDATE application
        SET applicant_contact = coalesce($2, applicant_contact),
            applicant_email = coalesce($3, applicant_email)
      WHERE id = ANY($1) AND anonymised_at IS NULL`,
    [ids, contact, email],
  );
}

/** What an anonymised application's personal fields become (the columns are NOT NULL). */
export interface AnonymousApplicant {
  /** The name it keeps, made from the one it had (a masked name, or none). */
  name: (had: string) => string;
  email: string;
  contact: string;
  birth: string;
}

/**
 * Removes one application's personal fields, under its row lock. `keepsCancelReason`: a paid one keeps the
 * centre's reason. Answers false when the row is gone or was anonymised before.
 */
export async function anonymiseApplicationRow(
  manager: EntityManager,
  id: number,
  anonymous: AnonymousApplicant,
  keepsCancelReason: boolean,
  now: Date,
): Promise<boolean> {
  const [row]: { applicant_name: string; anonymised_at: Date | null }[] = await manager.query(
    `SELECT applicant_name, anonymised_at FROM application WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!row || row.anonymised_at) return false;
  await manager.query(
    `UPDATE application
        SET applicant_name = $2, applicant_email = $3, applicant_contact = $4,
            applicant_birth = $5, marketing_opt_in = false, anonymised_at = $6,
            participant_name = NULL, participant_school_year = NULL,
            guardian_name = NULL, guardian_relation = NULL,
            centre_cancel_reason = CASE WHEN $7 THEN centre_cancel_reason END
      WHERE id = $1`,
    [
      id,
      anonymous.name(row.applicant_name),
      anonymous.email,
      anonymous.contact,
      anonymous.birth,
      now,
      keepsCancelReason,
    ],
  );
  return true;
}

/**
 * Up to `limit` ids after `afterId` of applications of these lectures, anonymised or not, in
 * id order (the retention's batches).
 */
export async function applicationsOfLectures(
  manager: EntityManager,
  lectureIds: number[],
  anonymised: boolean,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows: { id: number }[] = await manager.query(
    `SELECT id FROM application
      WHERE lecture_id = ANY($1) AND id > $2
        AND (anonymised_at IS NOT NULL) = $3
      ORDER BY id LIMIT ${Number(limit)}`,
    [lectureIds, afterId, anonymised],
  );
  return rows.map((row) => row.id);
}

/** Locks an application and answers whether it was anonymised (false when gone). */
export async function lockAnonymised(manager: EntityManager, id: number): Promise<boolean> {
  const [row]: { anonymised_at: Date | null }[] = await manager.query(
    `SELECT anonymised_at FROM application WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return !!row?.anonymised_at;
}

/** Deletes an application with its fees (what hangs on it is deleted by its owners first). */
export async function deleteApplication(manager: EntityManager, id: number): Promise<void> {
  await manager.query(`DELETE FROM application WHERE id = $1`, [id]);
}

/** Whether the application exists. */
export async function applicationExists(manager: EntityManager, id: number): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM application WHERE id = $1`, [id]);
  return rows.length > 0;
}

/** The application, without its relations (null when gone). */
export function applicationById(manager: EntityManager, id: number): Promise<Application | null> {
  return manager.getRepository(Application).findOneBy({ id });
}

/**
 * How many applications, not cancelled, were made before this one to its lecture with its
 * e-mail.
 */
export async function earlierApplicationsOfEmail(
  manager: EntityManager,
  application: Pick<Application, 'id' | 'lecture_id' | 'applicant_email'>,
): Promise<number> {
  const [row]: { count: number }[] = await manager.query(
    `SELECT count(*)::int AS count FROM application
      WHERE lecture_id = $1 AND applicant_email = $2 AND payment_status <> 'C' AND id < $3`,
    [application.lecture_id, application.applicant_email, application.id],
  );
  return row.count;
}

/** How many applications were made in [from, to), and their totals' sum. */
export async function applicationsMadeBetween(
  manager: EntityManager,
  from: Date,
  to: Date,
): Promise<{ count: number; sum: number }> {
  const [row]: { count: number; sum: string }[] = await manager.query(
    `SELECT count(*)::int AS count, coalesce(sum(total_amount), 0)::bigint AS sum
       FROM application WHERE created_at >= $1 AND created_at < $2`,
    [from, to],
  );
  return { count: row.count, sum: Number(row.sum) };
}

/** How many applications the family or the centre withdrew in [from, to). */
export async function withdrawalsBetween(
  manager: EntityManager,
  from: Date,
  to: Date,
): Promise<number> {
  const [row]: { count: number }[] = await manager.query(
    `SELECT count(*)::int AS count FROM application
      WHERE withdrawn_at >= $1 AND withdrawn_at < $2 AND withdrawn_reason IN ('GUEST', 'CENTRE')`,
    [from, to],
  );
  return row.count;
}

/** Which of these applications are in one of these payment statuses. */
export async function applicationsInStatus(
  manager: EntityManager,
  ids: readonly number[],
  statuses: readonly string[],
): Promise<Set<number>> {
  const rows: { id: number }[] = ids.length
    ? await manager.query(
        `SELECT id FROM application WHERE id = ANY($1) AND payment_status = ANY($2)`,
        [[...ids], [...statuses]],
      )
    : [];
  return new Set(rows.map((row) => row.id));
}

/** The applications of these lectures in one of these payment statuses, in id order. */
export async function applicationsOfLecturesInStatus(
  manager: EntityManager,
  lectureIds: readonly number[],
  statuses: readonly string[],
): Promise<number[]> {
  const rows: { id: number }[] = lectureIds.length
    ? await manager.query(
        `SELECT id FROM application
          WHERE lecture_id = ANY($1) AND payment_status = ANY($2)
          ORDER BY id`,
        [[...lectureIds], [...statuses]],
      )
    : [];
  return rows.map((row) => row.id);
}

/** The guardian an application names (null when the application is gone). */
export async function applicationGuardian(
  manager: EntityManager,
  id: number,
): Promise<{ guardian_name: string | null; guardian_relation: string | null } | null> {
  const [row]: { guardian_name: string | null; guardian_relation: string | null }[] =
    await manager.query(`SELECT guardian_name, guardian_relation FROM application WHERE id = $1`, [
      id,
    ]);
  return row ?? null;
}
