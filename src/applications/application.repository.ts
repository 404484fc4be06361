import { In, type EntityManager } from 'typeorm';
import { ownedWhere, type ProvenContact } from '../auth';
import { lecturesById } from '../lectures';
import type { MessageRecipient } from '../outbox';
import type { TakenSeats } from '../seats';
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

/** The lecture an application is for (it never changes), or null when there is no such row. */
export async function lectureIdOfApplication(
  manager: EntityManager,
  id: number,
): Promise<number | null> {
  const rows: { lecture_id: number }[] = await manager.query(
    `SELECT lecture_id FROM application WHERE id = $1`,
    [id],
  );
  return rows[0]?.lecture_id ?? null;
}

/**
 * Share-locks the application while it still wants money (unpaid) and answers whether it does: a
 * close of it in progress (a withdrawal, a refund) finishes first, and its outcome is what this
 * sees. The lock holds until the caller's transaction ends. False too when it is not of
 * `lectureId` (the lecture the caller locked first).
 */
export async function shareLockIfUnpaid(
  manager: EntityManager,
  id: number,
  lectureId: number,
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM application
      WHERE id = $1 AND lecture_id = $2 AND payment_status = 'N' FOR SHARE`,
    [id, lectureId],
  );
  return rows.length > 0;
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

// Reads and writes of one application that the money paths (payments, refunds, cash receipts)
// make, each in the caller's manager: inside their transaction when the row is locked there.

/** The application, or null. */
export function applicationById(manager: EntityManager, id: number): Promise<Application | null> {
  return manager.getRepository(Application).findOneBy({ id });
}

/** The application, which must exist (EntityNotFoundError otherwise). */
export function existingApplication(manager: EntityManager, id: number): Promise<Application> {
  return manager.getRepository(Application).findOneByOrFail({ id });
}

/** The application, under its row lock (FOR UPDATE), or null. */
export function lockedApplication(manager: EntityManager, id: number): Promise<Application | null> {
  return manager.findOne(Application, { where: { id }, lock: { mode: 'pessimistic_write' } });
}

/** What an application's seat hold is, as read without a lock. */
export type SeatHoldView = Pick<
  Application,
  'id' | 'lecture_id' | 'payment_status' | 'seat_held_until'
>;

/**
 * An application's lecture, payment status and seat hold, read without a lock (null: no such
 * application). Its lecture never changes; the rest is for choosing a path the caller decides
 * again under its locks.
 */
export async function seatHoldOf(manager: EntityManager, id: number): Promise<SeatHoldView | null> {
  const rows: SeatHoldView[] = await manager.query(
    `SELECT id, lecture_id, payment_status, seat_held_until FROM application WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * Marks this transaction's writes of the application as keeping its seat: the seat-version
 * trigger then leaves its lecture's version as it is (migration 1771000000000). Only for a write
 * that neither takes nor frees a seat, decided under the application's row lock (docs/seats.md).
 */
export async function markSeatKept(manager: EntityManager, id: number): Promise<void> {
  await manager.query(`SELECT set_config('seats.kept_application', $1, true)`, [String(id)]);
}

/** These applications, by id. */
export async function applicationsById(
  manager: EntityManager,
  ids: readonly number[],
): Promise<Map<number, Application>> {
  const found = ids.length
    ? await manager.getRepository(Application).findBy({ id: In([...new Set(ids)]) })
    : [];
  return new Map(found.map((application) => [application.id, application]));
}

/** The application with its lecture (asked of the lectures module), or null. */
export async function applicationWithLecture(
  manager: EntityManager,
  id: number,
): Promise<Application | null> {
  const [application] = await applicationsWithLectures(manager, [id]);
  return application ?? null;
}

/** These applications with their lectures (asked of the lectures module), in no set order. */
export async function applicationsWithLectures(
  manager: EntityManager,
  ids: readonly number[],
): Promise<Application[]> {
  if (ids.length === 0) return [];
  const found = await manager.getRepository(Application).findBy({ id: In([...new Set(ids)]) });
  const lectures = await lecturesById(
    manager,
    found.map((application) => application.lecture_id),
  );
  for (const application of found) application.lecture = lectures.get(application.lecture_id)!;
  return found;
}

/** The applications made with the proof's e-mail or phone, newest first (no lectures). */
export function applicationsOwnedBy(
  manager: EntityManager,
  proof: ProvenContact,
): Promise<Application[]> {
  return manager
    .getRepository(Application)
    .find({ where: ownedWhere<Application>(proof), order: { id: 'DESC' } });
}

/** What the money paths change on an application. */
export type ApplicationChange = Partial<
  Pick<
    Application,
    | 'payment_status'
    | 'pay_method'
    | 'refunded_amount'
    | 'seat_held_until'
    | 'withdrawn_reason'
    | 'withdrawn_at'
    | 'centre_cancel_reason'
    | 'centre_canceled_at'
  >
>;

/** Writes `change` on the application. */
export async function updateApplication(
  manager: EntityManager,
  id: number,
  change: ApplicationChange,
): Promise<void> {
  await manager.update(Application, id, change);
}

/**
 * Writes `change` on the application only while its payment status is one of `from`; answers
 * whether it did (a settlement's forward move).
 */
export async function updateApplicationFrom(
  manager: EntityManager,
  id: number,
  from: readonly Application['payment_status'][],
  change: ApplicationChange,
): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .update(Application)
    .set(change)
    .where('id = :id AND payment_status IN (:...from)', { id, from })
    .execute();
  return !!result.affected;
}

/**
 * When the application's cancel claim was taken (not among the entity's selected columns);
 * read under the row's lock by a payment that must not land while a cancel runs.
 */
export async function cancelClaimedAt(manager: EntityManager, id: number): Promise<Date | null> {
  const claim = await manager
    .createQueryBuilder(Application, 'application')
    .select('application.cancel_claimed_at', 'claimedAt')
    .where('application.id = :id', { id })
    .getRawOne<{ claimedAt: Date | null }>();
  return claim?.claimedAt ?? null;
}

/**
 * Takes the application's cancel claim at `now` when nobody holds it, or its holder's claim is
 * older than `staleBefore`; answers whether it did.
 */
export async function claimCancel(
  manager: EntityManager,
  id: number,
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  const claim = await manager
    .createQueryBuilder()
    .update(Application)
    .set({ cancel_claimed_at: now })
    .where('id = :id', { id })
    .andWhere('(cancel_claimed_at IS NULL OR cancel_claimed_at < :stale)', { stale: staleBefore })
    .execute();
  return !!claim.affected;
}

/** Lets go of the cancel claim taken at `claimedAt` (a newer holder's claim stays). */
export async function releaseCancelClaim(
  manager: EntityManager,
  id: number,
  claimedAt: Date,
): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(Application)
    .set({ cancel_claimed_at: null })
    .where('id = :id AND cancel_claimed_at = :now', { id, now: claimedAt })
    .execute();
}

/** The ids of the lecture's applications not cancelled, in id order (a 폐강's items). */
export async function liveApplicationsOfLecture(
  manager: EntityManager,
  lectureId: number,
): Promise<number[]> {
  const rows: { id: number }[] = await manager.query(
    `SELECT id FROM application WHERE lecture_id = $1 AND payment_status <> 'C' ORDER BY id`,
    [lectureId],
  );
  return rows.map((row) => row.id);
}

/**
 * The seats applications take in these lectures as of `now` (the seat ledger's count), per
 * course and for the lecture in people (fee_id null): paid (Y, P), or unpaid / awaiting a deposit
 * (N, W) until its seat_held_until, when it lapses.
 */
export function seatsHeldByApplications(
  manager: EntityManager,
  lectureIds: readonly number[],
  now: Date,
): Promise<TakenSeats[]> {
  return manager.query(
    `WITH holding AS (
       SELECT a.id, a.lecture_id,
              CASE WHEN a.payment_status IN ('Y', 'P') THEN 'paid'
                   WHEN a.payment_status = 'W' THEN 'awaitingDeposit'
                   ELSE 'held' END AS kind,
              CASE WHEN a.payment_status IN ('N', 'W') THEN a.seat_held_until END AS lapses_at
         FROM application a
        WHERE a.lecture_id = ANY($1::int[])
          AND (a.payment_status IN ('Y', 'P')
               OR (a.payment_status IN ('N', 'W') AND a.seat_held_until > $2))
     )
     SELECT h.lecture_id, af.lecture_fee_id AS fee_id, h.kind, count(*)::int AS n,
            min(h.lapses_at) AS lapses_at
       FROM holding h JOIN application_fee af ON af.application_id = h.id
      GROUP BY h.lecture_id, af.lecture_fee_id, h.kind
     UNION ALL
     SELECT h.lecture_id, NULL, h.kind, count(*)::int, min(h.lapses_at)
       FROM holding h
      GROUP BY h.lecture_id, h.kind`,
    [lectureIds, now],
  );
}

/**
 * Whether a paid, partly refunded or deposit-awaiting application of the lecture holds this
 * e-mail (such a family could not use a waiting-list offer).
 */
export async function emailHoldsLecture(
  manager: EntityManager,
  lectureId: number,
  email: string,
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM application WHERE lecture_id = $1 AND applicant_email = $2
        AND payment_status IN ('Y', 'P', 'W')`,
    [lectureId, email],
  );
  return rows.length > 0;
}

/** The e-mail's unpaid (N) applications to the lecture, for the release of stale ones. */
export function unpaidOfEmail(
  manager: EntityManager,
  lectureId: number,
  email: string,
): Promise<
  { id: number; email_proven: boolean; created_at: Date; seat_held_until: Date | null }[]
> {
  return manager.query(
    `SELECT id, email_proven, created_at, seat_held_until FROM application
      WHERE lecture_id = $1 AND applicant_email = $2 AND payment_status = 'N'
      ORDER BY id`,
    [lectureId, email],
  );
}

/** How many applications each lecture has (the back office's lecture list). */
export async function applicationCountsByLecture(
  manager: EntityManager,
): Promise<Map<number, number>> {
  const rows: { lecture_id: number; n: number }[] = await manager.query(
    `SELECT lecture_id, count(*)::int AS n FROM application GROUP BY lecture_id`,
  );
  return new Map(rows.map((row) => [row.lecture_id, row.n]));
}

/** Whether any family has applied to the lecture. */
export async function lectureHasApplications(
  manager: EntityManager,
  lectureId: number,
): Promise<boolean> {
  const [row]: unknown[] = await manager.query(
    `SELECT 1 FROM application WHERE lecture_id = $1 LIMIT 1`,
    [lectureId],
  );
  return row !== undefined;
}

/**
 * The courses among `feeIds` that an application chose, each with whether one of those
 * applications is in `paidStates`.
 */
export async function applicationFeeUses(
  manager: EntityManager,
  feeIds: readonly number[],
  paidStates: readonly string[],
): Promise<Map<number, { paid: boolean }>> {
  const rows: { lecture_fee_id: number; paid: boolean }[] = await manager.query(
    `SELECT af.lecture_fee_id, bool_or(a.payment_status = ANY($2)) AS paid
       FROM application_fee af
       JOIN application a ON a.id = af.application_id
      WHERE af.lecture_fee_id = ANY($1)
      GROUP BY af.lecture_fee_id`,
    [feeIds, paidStates],
  );
  return new Map(rows.map((row) => [row.lecture_fee_id, { paid: row.paid }]));
}

/** An application's contact details in full (the back office's recorded reveal); null when gone. */
export function applicantContactOf(
  manager: EntityManager,
  id: number,
): Promise<Pick<Application, 'applicant_contact' | 'applicant_email' | 'applicant_birth'> | null> {
  return manager.findOne(Application, {
    where: { id },
    select: { id: true, applicant_contact: true, applicant_email: true, applicant_birth: true },
  });
}

/**
 * Whom the applications' messages go to (the outbox asks, registerRecipients): the channels the
 * family chose on the form, the e-mail in lower case and the phone as digits only.
 */
export async function messageRecipientsOfApplications(
  manager: EntityManager,
  ids: number[],
): Promise<MessageRecipient[]> {
  const rows: {
    id: number;
    email: string | null;
    phone: string | null;
    notify_email: boolean;
    notify_alimtalk: boolean;
  }[] = await manager.query(
    `SELECT id, lower(applicant_email) AS email,
            regexp_replace(applicant_contact, '\\D', '', 'g') AS phone,
            notify_email, notify_alimtalk
       FROM application WHERE id = ANY($1)`,
    [ids],
  );
  return rows.flatMap((row) => [
    ...(row.notify_email && row.email
      ? [{ of: row.id, channel: 'EMAIL' as const, recipient: row.email }]
      : []),
    ...(row.notify_alimtalk && row.phone
      ? [{ of: row.id, channel: 'ALIMTALK' as const, recipient: row.phone }]
      : []),
  ]);
}

/** Whether the application exists. */
export async function applicationExists(manager: EntityManager, id: number): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM application WHERE id = $1`, [id]);
  return rows.length > 0;
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
