import { In, IsNull, type EntityManager } from 'typeorm';
import type { SeatCapacities } from '../seats';
import { LectureFee } from './lecture-fee.entity';
import { Lecture } from './lecture.entity';

// Reads of lectures that other modules ask for, in the caller's manager.

/** These lectures, by id. */
export async function lecturesById(
  manager: EntityManager,
  ids: readonly number[],
): Promise<Map<number, Lecture>> {
  const lectures = ids.length
    ? await manager.getRepository(Lecture).findBy({ id: In([...new Set(ids)]) })
    : [];
  return new Map(lectures.map((lecture) => [lecture.id, lecture]));
}

/** These lectures' titles, by id (lists that name a lecture, without its content). */
export async function lectureTitles(
  manager: EntityManager,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const rows: { id: number; title: string }[] = ids.length
    ? await manager.query(`SELECT id, title FROM lecture WHERE id = ANY($1)`, [[...new Set(ids)]])
    : [];
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** One lecture, or null when it does not exist. */
export function lectureById(manager: EntityManager, id: number): Promise<Lecture | null> {
  return manager.getRepository(Lecture).findOneBy({ id });
}

/**
 * Locks the lecture and answers whether it was cancelled (폐강) or archived (null: no such
 * lecture). `key-share` (FOR KEY SHARE): a 폐강 in progress (it holds the lecture FOR UPDATE)
 * finishes first and is seen; applying and paying do not wait for it, nor it for them. `seat`
 * (FOR NO KEY UPDATE): the seat lock of lockLectureSeats.
 */
export async function lockLectureClosed(
  manager: EntityManager,
  id: number,
  lock: 'key-share' | 'seat',
): Promise<boolean | null> {
  const rows: { closed: boolean }[] = await manager.query(
    `SELECT (closed_at IS NOT NULL OR archived_at IS NOT NULL) AS closed
       FROM lecture WHERE id = $1 ${lock === 'seat' ? 'FOR NO KEY UPDATE' : 'FOR KEY SHARE'}`,
    [id],
  );
  return rows[0]?.closed ?? null;
}

/** Whether the lecture was cancelled (폐강) or archived: nothing on it is to be paid for. */
export async function lectureClosedOrArchived(
  manager: EntityManager,
  id: number,
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM lecture WHERE id = $1 AND (closed_at IS NOT NULL OR archived_at IS NOT NULL)`,
    [id],
  );
  return rows.length > 0;
}

/**
 * Takes the row lock of a lecture not archived (FOR NO KEY UPDATE, as applying does: it waits
 * for a back-office edit or delete in progress) and answers it; null when missing or archived.
 */
export function lockLectureNotArchived(
  manager: EntityManager,
  id: number,
): Promise<Lecture | null> {
  return manager.findOne(Lecture, {
    where: { id, archived_at: IsNull() },
    lock: { mode: 'for_no_key_update' },
  });
}

/** These fees (courses), by id. */
export async function lectureFeesById(
  manager: EntityManager,
  ids: readonly number[],
): Promise<Map<number, LectureFee>> {
  const fees = ids.length
    ? await manager.getRepository(LectureFee).findBy({ id: In([...new Set(ids)]) })
    : [];
  return new Map(fees.map((fee) => [fee.id, fee]));
}

/** These fees' names (fee_type), by id. */
export async function feeTypes(
  manager: EntityManager,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const rows: { id: number; fee_type: string }[] = ids.length
    ? await manager.query(`SELECT id, fee_type FROM lecture_fee WHERE id = ANY($1)`, [
        [...new Set(ids)],
      ])
    : [];
  return new Map(rows.map((row) => [row.id, row.fee_type]));
}

/** Lectures whose last day is before `date` (a Seoul date). */
export async function lecturesEndedBefore(manager: EntityManager, date: string): Promise<number[]> {
  const rows: { id: number }[] = await manager.query(
    `SELECT id FROM lecture WHERE lec_period_end < $1::date ORDER BY id`,
    [date],
  );
  return rows.map((row) => row.id);
}

/**
 * Takes the lecture's row lock for a seat-taking write (the seat ledger's lockAndCount): FOR NO
 * KEY UPDATE waits for, and makes wait, every other seat-taking write and back-office edit of
 * the lecture, but not the foreign-key checks of rows that merely reference it. False when the
 * lecture does not exist.
 */
export async function lockLectureSeats(
  manager: EntityManager,
  lectureId: number,
): Promise<boolean> {
  return (await lockLectureClosed(manager, lectureId, 'seat')) !== null;
}

/** These lectures' capacities and their courses' (missing lectures are left out). */
export async function seatCapacities(
  manager: EntityManager,
  lectureIds: readonly number[],
): Promise<SeatCapacities[]> {
  const rows: {
    id: number;
    capacity: number | null;
    fee_id: number | null;
    fee_type: string | null;
    fee_capacity: number | null;
  }[] = await manager.query(
    `SELECT l.id, l.capacity, f.id AS fee_id, f.fee_type, f.capacity AS fee_capacity
       FROM lecture l LEFT JOIN lecture_fee f ON f.lecture_id = l.id
      WHERE l.id = ANY($1::int[])
      ORDER BY l.id, f.id`,
    [lectureIds],
  );
  const lectures = new Map<number, SeatCapacities>();
  for (const row of rows) {
    let lecture = lectures.get(row.id);
    if (!lecture) {
      lecture = { id: row.id, capacity: row.capacity, fees: [] };
      lectures.set(row.id, lecture);
    }
    if (row.fee_id !== null)
      lecture.fees.push({
        id: row.fee_id,
        fee_type: row.fee_type ?? '',
        capacity: row.fee_capacity,
      });
  }
  return [...lectures.values()];
}

/** The lecture not archived, under its row lock (FOR UPDATE), or null (a 폐강 begins). */
export function lockedOpenLecture(manager: EntityManager, id: number): Promise<Lecture | null> {
  return manager.findOne(Lecture, {
    where: { id, archived_at: IsNull() },
    lock: { mode: 'pessimistic_write' },
  });
}

/** Marks the lecture cancelled (폐강) at `now`, for `reason`. */
export async function markLectureClosed(
  manager: EntityManager,
  id: number,
  now: Date,
  reason: string,
): Promise<void> {
  await manager.update(Lecture, id, { closed_at: now, closed_reason: reason });
}

/** The lectures, not archived, that start on `date` (a Seoul date). */
export async function lecturesStartingOn(manager: EntityManager, date: string): Promise<number[]> {
  const rows: { id: number }[] = await manager.query(
    `SELECT id FROM lecture WHERE lec_period_start = $1 AND archived_at IS NULL ORDER BY id`,
    [date],
  );
  return rows.map((row) => row.id);
}
