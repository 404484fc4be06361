import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';

/** Failed lookups allowed per window before the lookup answers 429. */
export const LOOKUP_LIMITS = { email: 5, address: 20 } as const;
export const LOOKUP_WINDOW_MINUTES = 15;
const WINDOW_MS = LOOKUP_WINDOW_MINUTES * 60 * 1000;

type Scope = keyof typeof LOOKUP_LIMITS;

/** The attempt rows one lookup holds while its birth date is being compared. */
export interface LookupAttempt {
  ids: string[];
  emailKey: string;
}

export class TooManyLookupsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      {
        message: `조회 시도가 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`,
        code: 'TOO_MANY_LOOKUPS',
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * Slows the guessing of birth dates (about 36,500 possible) in PostgreSQL, so every replica
 * shares one count: at most 5 failed lookups per e-mail and 20 per client address in any
 * 15 minutes (a sliding window); beyond that 429, even with the right birth date, until enough
 * counted failures have left the window.
 *
 * Race-free: counting the window and recording the attempt happen in one transaction holding
 * an advisory lock per key, so of N concurrent guesses at most the limit go on to compare a
 * birth date. The attempt is recorded before the comparison and counts as a failure unless the
 * lookup succeeds. A refused lookup records nothing (waiting out a block does not prolong it).
 *
 * A success removes its own rows and every failure counted against that e-mail: the owner has
 * proved the pair, and a guesser who already knows it gains nothing. It never removes the
 * address's failures: a guesser holding one valid pair of their own cannot use it to reset
 * their address's count.
 *
 * Keys are HMAC-SHA256 of the lower-case e-mail or the address, so the table holds no e-mail.
 * The address is Express's req.ip: behind a proxy, `trust proxy` must name it (see app.factory).
 */
@Injectable()
export class LookupRateLimit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Reserves an attempt for this e-mail and address, or throws 429. A reserved attempt counts as
   * a failure (no history or a wrong birth date) unless `succeeded` is called.
   */
  async begin(email: string, address: string): Promise<LookupAttempt> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - WINDOW_MS);
    const keys: Record<Scope, string> = {
      email: this.key('email', email),
      address: this.key('address', address),
    };
    await this.dataSource.query(`DELETE FROM guest_lookup_attempt WHERE attempted_at <= $1`, [
      since,
    ]);
    // Inside the transaction only its own manager is used (one pooled connection on PGlite).
    const ids = await this.dataSource.transaction(async (manager) => {
      // One lookup at a time per key, locked in a fixed order (no deadlock between two keys).
      for (const key of [keys.email, keys.address].sort()) {
        await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [key]);
      }
      let retryAt = 0;
      for (const scope of ['email', 'address'] as const) {
        const limit = LOOKUP_LIMITS[scope];
        // The attempts in the window, newest first.
        const rows: { attempted_at: Date }[] = await manager.query(
          `SELECT attempted_at FROM guest_lookup_attempt
            WHERE scope = $1 AND key_hash = $2 AND attempted_at > $3
            ORDER BY attempted_at DESC
            LIMIT $4`,
          [scope, keys[scope], since, limit],
        );
        if (rows.length >= limit) {
          // Allowed again once fewer than `limit` remain: when the limit-th newest leaves.
          const blocking = new Date(rows[limit - 1].attempted_at).getTime() + WINDOW_MS;
          retryAt = Math.max(retryAt, blocking);
        }
      }
      if (retryAt > 0) {
        throw new TooManyLookupsException(Math.ceil((retryAt - now.getTime()) / 1000));
      }
      const inserted: { id: string }[] = await manager.query(
        `INSERT INTO guest_lookup_attempt (scope, key_hash, attempted_at)
         VALUES ('email', $1, $3), ('address', $2, $3) RETURNING id`,
        [keys.email, keys.address, now],
      );
      return inserted.map((row) => String(row.id));
    });
    return { ids, emailKey: keys.email };
  }

  /** The lookup matched: it does not count, and the e-mail's earlier failures are forgiven. */
  async succeeded(attempt: LookupAttempt): Promise<void> {
    await this.release(attempt.ids);
    await this.dataSource.query(
      `DELETE FROM guest_lookup_attempt WHERE scope = 'email' AND key_hash = $1`,
      [attempt.emailKey],
    );
  }

  private async release(ids: string[]): Promise<void> {
    await this.dataSource.query(`DELETE FROM guest_lookup_attempt WHERE id = ANY($1::bigint[])`, [
      ids,
    ]);
  }

  private key(scope: Scope, value: string): string {
    return createHmac('sha256', this.config.guestTokenSecret)
      .update(`guest-lookup:${scope}:${value}`)
      .digest('hex');
  }
}
