import { HttpException, HttpStatus } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Clock } from '../clock/clock';

/** How many counted attempts each scope allows within the window. */
export interface AttemptPolicy<Scope extends string> {
  /** A table with columns id bigserial, scope, key_hash char(64), attempted_at timestamptz. */
  table: string;
  limits: Record<Scope, number>;
  windowMs: number;
  /** Keys are HMAC-SHA256(secret, `${purpose}:${scope}:${value}`): the table holds no raw value. */
  purpose: string;
  /** What the 429 names (조회, 로그인) and its machine-readable code. */
  refusal: { action: string; code: string };
}

/** The attempt rows one request holds while it is being decided. */
export interface Attempt<Scope extends string> {
  ids: string[];
  keys: Record<Scope, string>;
}

/**
 * 429 with a Korean message naming when to retry; the exception filter also answers
 * `retryAfterSeconds` in the Retry-After header.
 */
export class TooManyAttemptsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    refusal: { action: string; code: string },
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      {
        message: `${refusal.action} 시도가 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`,
        code: refusal.code,
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * A sliding-window limit of failed attempts kept in PostgreSQL, so that every replica shares one
 * count (the guest lookup, admin sign-in).
 *
 * Race-free: counting the window and recording the attempt happen in one transaction holding an
 * advisory lock per key, so of N concurrent attempts at most the limit go on to be decided. The
 * attempt is recorded before the decision and counts as a failure unless the caller forgives it.
 * A refused attempt records nothing (waiting out a block does not prolong it).
 */
export class AttemptLimiter<Scope extends string> {
  private readonly scopes: Scope[];

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly policy: AttemptPolicy<Scope>,
  ) {
    if (!/^[a-z_]+$/.test(policy.table)) throw new Error(`Bad table name ${policy.table}`);
    this.scopes = Object.keys(policy.limits) as Scope[];
  }

  /** Reserves an attempt for these values (one per scope), or throws TooManyAttemptsException. */
  async begin(values: Record<Scope, string>): Promise<Attempt<Scope>> {
    const { table, limits, windowMs } = this.policy;
    const now = this.clock.now();
    const since = new Date(now.getTime() - windowMs);
    const keys = Object.fromEntries(
      this.scopes.map((scope) => [scope, this.key(scope, values[scope])]),
    ) as Record<Scope, string>;
    await this.dataSource.query(`DELETE FROM ${table} WHERE attempted_at <= $1`, [since]);
    // Inside the transaction only its own manager is used (one pooled connection on PGlite).
    const ids = await this.dataSource.transaction(async (manager) => {
      // One attempt at a time per key, locked in a fixed order (no deadlock between two keys).
      for (const key of Object.values<string>(keys).sort()) {
        await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [key]);
      }
      let retryAt = 0;
      for (const scope of this.scopes) {
        const limit = limits[scope];
        // The attempts in the window, newest first.
        const rows: { attempted_at: Date }[] = await manager.query(
          `SELECT attempted_at FROM ${table}
            WHERE scope = $1 AND key_hash = $2 AND attempted_at > $3
            ORDER BY attempted_at DESC
            LIMIT $4`,
          [scope, keys[scope], since, limit],
        );
        if (rows.length >= limit) {
          // Allowed again once fewer than `limit` remain: when the limit-th newest leaves.
          const blocking = new Date(rows[limit - 1].attempted_at).getTime() + windowMs;
          retryAt = Math.max(retryAt, blocking);
        }
      }
      if (retryAt > 0) {
        const seconds = Math.ceil((retryAt - now.getTime()) / 1000);
        throw new TooManyAttemptsException(seconds, this.policy.refusal);
      }
      const inserted: { id: string }[] = await manager.query(
        `INSERT INTO ${table} (scope, key_hash, attempted_at)
         SELECT scope, key_hash, $3 FROM unnest($1::varchar[], $2::char(64)[]) AS t(scope, key_hash)
         RETURNING id`,
        [this.scopes, this.scopes.map((scope) => keys[scope]), now],
      );
      return inserted.map((row) => String(row.id));
    });
    return { ids, keys };
  }

  /** The attempt succeeded: it does not count. */
  async forgive(attempt: Attempt<Scope>): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${this.policy.table} WHERE id = ANY($1::bigint[])`, [
      attempt.ids,
    ]);
  }

  /** Forgets every failure counted against the attempt's key in these scopes. */
  async clear(attempt: Attempt<Scope>, scopes: Scope[]): Promise<void> {
    for (const scope of scopes) {
      await this.dataSource.query(
        `DELETE FROM ${this.policy.table} WHERE scope = $1 AND key_hash = $2`,
        [scope, attempt.keys[scope]],
      );
    }
  }

  private key(scope: Scope, value: string): string {
    return createHmac('sha256', this.secret)
      .update(`${this.policy.purpose}:${scope}:${value}`)
      .digest('hex');
  }
}
