import type { EntityManager } from 'typeorm';

/**
 * Each entry's 1-based place in its course's queue: among the course's WAITING and OFFERED
 * entries, by id (first come first served). Entries that have ended get no place.
 */
export async function positionsOf(
  manager: EntityManager,
  entryIds: readonly number[],
): Promise<Map<number, number>> {
  if (entryIds.length === 0) return new Map();
  const rows: { id: number; position: number }[] = await manager.query(
    `SELECT e.id,
            (SELECT count(*)::int FROM waitlist_entry o
              WHERE o.lecture_fee_id = e.lecture_fee_id AND o.id <= e.id
                AND o.status IN ('WAITING', 'OFFERED')) AS position
       FROM waitlist_entry e
      WHERE e.id = ANY($1) AND e.status IN ('WAITING', 'OFFERED')`,
    [entryIds],
  );
  return new Map(rows.map((row) => [row.id, row.position]));
}
