import type { DataSource } from 'typeorm';
import { AttemptStore, type AttemptKey, type Reservation, type Slot } from './attempt-store';

/**
 * Attempts as rows of a table with columns id bigserial, scope, key_hash char(64),
 * attempted_at timestamptz (the namespace names it).
 *
 * Race-free: counting the window and recording the attempt happen in one transaction holding an
 * advisory lock per limited key, so of N concurrent attempts at most the limit go on.
 */
export class PostgresAttemptStore extends AttemptStore {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async reserve(
    table: string,
    keys: AttemptKey[],
    now: number,
    windowMs: number,
  ): Promise<Reservation> {
    const at = new Date(now);
    const since = new Date(now - windowMs);
    await this.dataSource.query(`DELETE FROM ${checked(table)} WHERE attempted_at <= $1`, [since]);
    // Inside the transaction only its own manager is used (one pooled connection on PGlite).
    return this.dataSource.transaction(async (manager) => {
      // One attempt at a time per limited key, locked in a fixed order (no deadlock between two
      // keys). A key without a limit is only counted: a count a moment old is good enough.
      const limited = keys.filter((entry) => entry.limit !== null).map((entry) => entry.key);
      for (const key of [...new Set(limited)].sort()) {
        await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [key]);
      }
      let retryAt = 0;
      const counts: number[] = [];
      for (const { scope, key, limit } of keys) {
        if (limit === null) {
          const [{ count }]: { count: number }[] = await manager.query(
            `SELECT count(*)::int AS count FROM ${checked(table)}
              WHERE scope = $1 AND key_hash = $2 AND attempted_at > $3`,
            [scope, key, since],
          );
          counts.push(count);
          continue;
        }
        // The attempts in the window, newest first.
        const rows: { attempted_at: Date }[] = await manager.query(
          `SELECT attempted_at FROM ${checked(table)}
            WHERE scope = $1 AND key_hash = $2 AND attempted_at > $3
            ORDER BY attempted_at DESC
            LIMIT $4`,
          [scope, key, since, limit],
        );
        // Below the limit this is the whole count (the only case in which it is answered).
        counts.push(rows.length);
        if (rows.length >= limit) {
          // Allowed again once fewer than `limit` remain: when the limit-th newest leaves.
          retryAt = Math.max(retryAt, new Date(rows[limit - 1].attempted_at).getTime() + windowMs);
        }
      }
      if (retryAt > 0) return { retryAt };
      const inserted: { id: string }[] = await manager.query(
        `INSERT INTO ${checked(table)} (scope, key_hash, attempted_at)
         SELECT scope, key_hash, $3 FROM unnest($1::varchar[], $2::char(64)[]) AS t(scope, key_hash)
         RETURNING id`,
        [keys.map((entry) => entry.scope), keys.map((entry) => entry.key), at],
      );
      return { ids: inserted.map((row) => String(row.id)), counts };
    });
  }

  /**
   * One upsert on attempt_slot (namespace, key_hash, next_at): the row lock orders concurrent
   * attempts of one key, and each sees the turn the one before it left. A refused attempt
   * changes nothing (the WHERE of DO UPDATE), and then reads the turn it was refused for.
   */
  async takeSlot(
    namespace: string,
    key: string,
    now: number,
    delayMs: number,
    maxWaitMs: number,
  ): Promise<Slot> {
    const at = new Date(now);
    // Turns already past decide nothing (max(now, next) is now): only the table's size changes.
    await this.dataSource.query(`DELETE FROM attempt_slot WHERE next_at < $1`, [at]);
    const taken: { next_at: Date }[] = await this.dataSource.query(
      `INSERT INTO attempt_slot AS slot (namespace, key_hash, next_at)
       VALUES ($1, $2, $3::timestamptz + $4 * interval '1 millisecond')
       ON CONFLICT (namespace, key_hash) DO UPDATE
         SET next_at = greatest(slot.next_at, $3::timestamptz) + $4 * interval '1 millisecond'
         WHERE slot.next_at <= $3::timestamptz + $5 * interval '1 millisecond'
       RETURNING next_at`,
      [namespace, key, at, delayMs, maxWaitMs],
    );
    if (taken.length) return { slotAt: new Date(taken[0].next_at).getTime() - delayMs };
    const [current]: { next_at: Date }[] = await this.dataSource.query(
      `SELECT next_at FROM attempt_slot WHERE namespace = $1 AND key_hash = $2`,
      [namespace, key],
    );
    return { retryAt: current ? new Date(current.next_at).getTime() : now };
  }

  async remove(table: string, ids: string[]): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${checked(table)} WHERE id = ANY($1::bigint[])`, [
      ids,
    ]);
  }

  async clear(table: string, scope: string, key: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM ${checked(table)} WHERE scope = $1 AND key_hash = $2`,
      [scope, key],
    );
  }
}

/** Table names come from code, never from a request; still, only plain names reach the SQL. */
function checked(table: string): string {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`Bad table name ${table}`);
  return table;
}
