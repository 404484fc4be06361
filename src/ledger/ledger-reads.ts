import type { EntityManager } from 'typeorm';
import { LedgerEntry } from './ledger-entry.entity';

/** What the ledger says of one application's money, in won. */
export interface MoneyTotals {
  /** Taken: every payment in. */
  paid: number;
  /** Given back: every refund out (a positive number). */
  refunded: number;
}

/**
 * The ledger's totals of each application, leaving out attempts the app cancelled on its own
 * (money taken for an application that did not want it and given back in full): they are
 * movements of money, but never the application's payment.
 */
export async function ledgerTotals(
  manager: EntityManager,
  applicationIds: number[],
): Promise<Map<number, MoneyTotals>> {
  const totals = new Map<number, MoneyTotals>();
  if (applicationIds.length === 0) return totals;
  const rows: { application_id: number; paid: string; refunded: string }[] = await manager.query(
    `SELECT entry.application_id,
            COALESCE(SUM(entry.amount) FILTER (WHERE entry.amount > 0), 0) AS paid,
            COALESCE(-SUM(entry.amount) FILTER (WHERE entry.amount < 0), 0) AS refunded
       FROM ledger_entry entry
       LEFT JOIN payment ON payment.id = entry.payment_id
      WHERE entry.application_id = ANY($1::int[])
        AND payment.auto_cancel_reason IS NULL
      GROUP BY entry.application_id`,
    [applicationIds],
  );
  for (const row of rows) {
    totals.set(row.application_id, { paid: Number(row.paid), refunded: Number(row.refunded) });
  }
  return totals;
}

/** One application's movements, oldest first (the application's own, not the app's auto-cancels). */
export function movementsOf(manager: EntityManager, applicationId: number): Promise<LedgerEntry[]> {
  return manager
    .getRepository(LedgerEntry)
    .createQueryBuilder('entry')
    .leftJoin('payment', 'payment', 'payment.id = entry.payment_id')
    .where('entry.application_id = :applicationId', { applicationId })
    .andWhere('payment.auto_cancel_reason IS NULL')
    .orderBy('entry.occurred_at', 'ASC')
    .addOrderBy('entry.id', 'ASC')
    .getMany();
}
