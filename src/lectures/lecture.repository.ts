import type { EntityManager } from 'typeorm';

// Reads of lectures that other modules ask for, in the caller's manager.

/** What another module shows of a lecture. */
export interface LectureSummary {
  id: number;
  title: string;
  lec_period_start: string;
  lec_period_end: string;
}

/** These lectures' titles and periods, by id. */
export async function lectureSummaries(
  manager: EntityManager,
  ids: readonly number[],
): Promise<Map<number, LectureSummary>> {
  const rows: LectureSummary[] = ids.length
    ? await manager.query(
        `SELECT id, title, lec_period_start, lec_period_end FROM lecture WHERE id = ANY($1)`,
        [[...new Set(ids)]],
      )
    : [];
  return new Map(rows.map((row) => [row.id, row]));
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
