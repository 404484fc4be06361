import type { DataSource } from 'typeorm';

/**
 * Where the money ledger and the applications' and attempts' states disagree (none, when
 * right): for each application, what the ledger says was paid and refunded (attempts the app
 * cancelled on its own left out) against its state — nothing for N and W, its total for Y, its
 * total less refunded_amount for P, nothing left for C — and for each attempt that took money,
 * its movements against the provider's balance the attempt recorded.
 */
export async function ledgerDisagreements(dataSource: DataSource): Promise<string[]> {
  const applications: {
    id: number;
    payment_status: string;
    total_amount: number;
    refunded_amount: number;
    paid: string;
    refunded: string;
  }[] = await dataSource.query(`
    SELECT application.id, application.payment_status, application.total_amount,
           application.refunded_amount,
           COALESCE(SUM(entry.amount) FILTER (WHERE entry.amount > 0), 0) AS paid,
           COALESCE(-SUM(entry.amount) FILTER (WHERE entry.amount < 0), 0) AS refunded
      FROM application
      LEFT JOIN ledger_entry entry ON entry.application_id = application.id
            AND NOT EXISTS (SELECT 1 FROM payment
                             WHERE payment.id = entry.payment_id
                               AND payment.auto_cancel_reason IS NOT NULL)
     GROUP BY application.id`);
  const problems: string[] = [];
  for (const row of applications) {
    const paid = Number(row.paid);
    const refunded = Number(row.refunded);
    const expected = {
      N: { paid: 0, refunded: 0 },
      W: { paid: 0, refunded: 0 },
      Y: { paid: row.total_amount, refunded: 0 },
      P: { paid: row.total_amount, refunded: row.refunded_amount },
      C: { paid, refunded: paid },
    }[row.payment_status];
    const agrees =
      expected &&
      paid === expected.paid &&
      refunded === expected.refunded &&
      refunded === (row.payment_status === 'C' ? row.refunded_amount : expected.refunded) &&
      (row.payment_status !== 'P' || (refunded > 0 && refunded < paid));
    if (!agrees) {
      problems.push(
        `application ${row.id} is ${row.payment_status} (total ${row.total_amount}, refunded_amount ${row.refunded_amount}) but the ledger says paid ${paid}, refunded ${refunded}`,
      );
    }
  }
  const attempts: { id: number; amount: number; balance: number | null; net: string }[] =
    await dataSource.query(`
      SELECT payment.id, payment.amount, payment.balance_amount AS balance,
             COALESCE(SUM(entry.amount), 0) AS net
        FROM payment
        LEFT JOIN ledger_entry entry ON entry.payment_id = payment.id
       WHERE payment.approved_at IS NOT NULL
         AND payment.status IN ('DONE', 'PARTIAL_CANCELED', 'CANCELED')
       GROUP BY payment.id`);
  for (const row of attempts) {
    if (Number(row.net) !== (row.balance ?? row.amount)) {
      problems.push(
        `attempt ${row.id} holds ${row.balance ?? row.amount} at the provider but its ledger nets ${row.net}`,
      );
    }
  }
  // Each row says whether it belongs to an attempt the app cancelled on its own, as its attempt
  // does: the ledger's own totals read only the row.
  const marks: { id: number; payment_id: number | null; app_cancelled: boolean }[] =
    await dataSource.query(`
      SELECT entry.id, entry.payment_id, entry.app_cancelled
        FROM ledger_entry entry
        LEFT JOIN payment ON payment.id = entry.payment_id
       WHERE entry.app_cancelled IS DISTINCT FROM (payment.auto_cancel_reason IS NOT NULL)`);
  for (const row of marks) {
    problems.push(
      `ledger row ${row.id} (attempt ${row.payment_id}) says app_cancelled ${row.app_cancelled}, its attempt says otherwise`,
    );
  }
  return problems;
}
