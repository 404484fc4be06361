import type { EntityManager } from 'typeorm';

/**
 * The programs among `programIds` that families can book on the site: each has an active
 * appointment type offered by at least one active counsellor. Bound to programs' PROGRAM_BOOKING
 * port (app.module.ts) for the public program reads.
 */
export async function bookablePrograms(
  manager: EntityManager,
  programIds: readonly number[],
): Promise<Set<number>> {
  if (!programIds.length) return new Set();
  const rows: { program_id: number }[] = await manager.query(
    `SELECT DISTINCT t.program_id
       FROM appointment_type t
       JOIN appointment_type_counsellor tc ON tc.type_id = t.id
       JOIN counsellor c ON c.id = tc.counsellor_id AND c.active
      WHERE t.active AND t.program_id = ANY($1::int[])`,
    [programIds],
  );
  return new Set(rows.map((row) => row.program_id));
}
