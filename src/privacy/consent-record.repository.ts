import type { EntityManager } from 'typeorm';

/** The consents on record for these applications, dates as ISO text (my data's download). */
export async function consentRowsOf(
  manager: EntityManager,
  applicationIds: number[],
): Promise<(Record<string, unknown> & { application_id: number })[]> {
  const rows: (Record<string, unknown> & { application_id: number })[] = await manager.query(
    `SELECT * FROM consent_record WHERE application_id = ANY($1) ORDER BY 1`,
    [applicationIds],
  );
  return rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          value instanceof Date ? value.toISOString() : value,
        ]),
      ) as typeof row,
  );
}
