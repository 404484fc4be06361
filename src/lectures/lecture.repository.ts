import { In, type EntityManager } from 'typeorm';
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

/** The lectures, not archived, that start on `date` (a Seoul date). */
export async function lecturesStartingOn(manager: EntityManager, date: string): Promise<number[]> {
  const rows: { id: number }[] = await manager.query(
    `SELECT id FROM lecture WHERE lec_period_start = $1 AND archived_at IS NULL ORDER BY id`,
    [date],
  );
  return rows.map((row) => row.id);
}
