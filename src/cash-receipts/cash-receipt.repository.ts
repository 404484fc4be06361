import type { EntityManager } from 'typeorm';

// Reads and writes of cash receipts that other modules ask for (my info's rights, the
// retention), in the caller's manager.

/** The receipts of these applications, as stored (my data's download). */
export function cashReceiptRowsOf(
  manager: EntityManager,
  applicationIds: number[],
): Promise<(Record<string, unknown> & { application_id: number })[]> {
  return manager.query(`SELECT * FROM cash_receipt WHERE application_id = ANY($1) ORDER BY id`, [
    applicationIds,
  ]);
}

/** Whether a receipt of these applications is still being issued. */
export async function anyCashReceiptPending(
  manager: EntityManager,
  applicationIds: number[],
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM cash_receipt WHERE application_id = ANY($1) AND state = 'PENDING' LIMIT 1`,
    [applicationIds],
  );
  return rows.length > 0;
}

/** Deletes the application's receipts (the retention, once their years are over). */
export async function deleteCashReceiptsOf(
  manager: EntityManager,
  applicationId: number,
): Promise<void> {
  await manager.query(`DELETE FROM cash_receipt WHERE application_id = $1`, [applicationId]);
}
