import type { EntityManager } from 'typeorm';
import { LedgerEntry, type LedgerKind } from './ledger-entry.entity';

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
      WHERE entry.application_id = ANY($1::int[])
        AND NOT entry.app_cancelled
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
  return ownMovements(manager, [applicationId]).getMany();
}

/**
 * The movements of each of these applications, oldest first, in one query (not one per
 * application): 내 정보 lists every application's refunds from it. Auto-cancels left out, as in
 * movementsOf; an application without movements has none in the map.
 */
export async function movementsOfEach(
  manager: EntityManager,
  applicationIds: number[],
): Promise<Map<number, LedgerEntry[]>> {
  const each = new Map<number, LedgerEntry[]>();
  if (applicationIds.length === 0) return each;
  for (const entry of await ownMovements(manager, applicationIds).getMany()) {
    // Every row found is one of these applications' (the query asks by application).
    const applicationId = entry.application_id!;
    const list = each.get(applicationId);
    if (list) list.push(entry);
    else each.set(applicationId, [entry]);
  }
  return each;
}

function ownMovements(manager: EntityManager, applicationIds: number[]) {
  return manager
    .getRepository(LedgerEntry)
    .createQueryBuilder('entry')
    .where('entry.application_id IN (:...applicationIds)', { applicationIds })
    .andWhere('NOT entry.app_cancelled')
    .orderBy('entry.occurred_at', 'ASC')
    .addOrderBy('entry.id', 'ASC');
}

/** The ledger rows of these applications, as stored (my data's download). */
export function ledgerRowsOf(
  manager: EntityManager,
  applicationIds: number[],
): Promise<(Record<string, unknown> & { application_id: number })[]> {
  return manager.query(`SELECT * FROM ledger_entry WHERE application_id = ANY($1) ORDER BY id`, [
    applicationIds,
  ]);
}

/** Which of these applications money ever moved for (a ledger row). */
export async function applicationsWithMoney(
  manager: EntityManager,
  applicationIds: number[],
): Promise<Set<number>> {
  const rows: { application_id: number }[] = await manager.query(
    `SELECT DISTINCT application_id FROM ledger_entry WHERE application_id = ANY($1)`,
    [applicationIds],
  );
  return new Set(rows.map((row) => row.application_id));
}

/** The movements of one application and attempt on one Seoul day, summed (the overview's money). */
export interface DaySums {
  application_id: number;
  payment_id: number | null;
  /** YYYY-MM-DD in Seoul. */
  day: string;
  /** Taken, in won. */
  paid: number;
  /** Given back, in won (a positive number). */
  refunded: number;
}

/**
 * The movements in [from, to) (a bound left null is open), of these applications when given,
 * summed per application, attempt and Seoul day, without the attempts the app cancelled on its
 * own: the back office's overview groups them by lecture and day. Applications' money only (an
 * appointment's deposit belongs to no lecture).
 */
export async function ledgerSumsByDay(
  manager: EntityManager,
  scope: { from: Date | null; to: Date | null; applicationIds: number[] | null },
): Promise<DaySums[]> {
  // Korea keeps no daylight saving: a Seoul day is the UTC instant plus nine hours.
  const rows: (Omit<DaySums, 'paid' | 'refunded'> & { paid: string; refunded: string })[] =
    await manager.query(
      `SELECT application_id, payment_id,
              to_char(((occurred_at AT TIME ZONE 'UTC') + interval '9 hours')::date, 'YYYY-MM-DD')
                AS day,
              COALESCE(SUM(amount) FILTER (WHERE amount > 0), 0)::bigint AS paid,
              COALESCE(-SUM(amount) FILTER (WHERE amount < 0), 0)::bigint AS refunded
         FROM ledger_entry
        WHERE ($1::timestamptz IS NULL OR occurred_at >= $1)
          AND ($2::timestamptz IS NULL OR occurred_at < $2)
          AND ($3::int[] IS NULL OR application_id = ANY($3))
          AND application_id IS NOT NULL
          AND NOT app_cancelled
        GROUP BY 1, 2, 3`,
      [scope.from, scope.to, scope.applicationIds],
    );
  return rows.map((row) => ({ ...row, paid: Number(row.paid), refunded: Number(row.refunded) }));
}

/** Every ledger row of one application, in id order (auto-cancels too). */
export function entriesOf(manager: EntityManager, applicationId: number): Promise<LedgerEntry[]> {
  return manager.find(LedgerEntry, {
    where: { application_id: applicationId },
    order: { id: 'ASC' },
  });
}

/**
 * How many movements of these kinds happened in [from, to), and their amounts' sum (refunds are
 * negative: `sign` -1 counts them as given back).
 */
export async function movementsBetween(
  manager: EntityManager,
  from: Date,
  to: Date,
  kinds: readonly LedgerKind[],
  sign: 1 | -1,
): Promise<{ count: number; sum: number }> {
  const [row]: { count: number; sum: string }[] = await manager.query(
    `SELECT count(*)::int AS count, coalesce($4::int * sum(amount), 0)::bigint AS sum
       FROM ledger_entry
      WHERE occurred_at >= $1 AND occurred_at < $2 AND kind = ANY($3)`,
    [from, to, [...kinds], sign],
  );
  return { count: row.count, sum: Number(row.sum) };
}

/**
 * The money moved in [from, to): won taken and given back (positive), without the attempts the
 * app cancelled on its own: the same rows, summed the same way, as ledgerSumsByDay (현황), in one
 * query (the dashboard asks it on every visit).
 */
export async function moneyBetween(
  manager: EntityManager,
  from: Date,
  to: Date,
): Promise<{ paid: number; refunded: number }> {
  const [row]: { paid: string; refunded: string }[] = await manager.query(
    `SELECT COALESCE(SUM(amount) FILTER (WHERE amount > 0), 0)::bigint AS paid,
            COALESCE(-SUM(amount) FILTER (WHERE amount < 0), 0)::bigint AS refunded
       FROM ledger_entry
      WHERE occurred_at >= $1 AND occurred_at < $2 AND NOT app_cancelled`,
    [from, to],
  );
  return { paid: Number(row.paid), refunded: Number(row.refunded) };
}
