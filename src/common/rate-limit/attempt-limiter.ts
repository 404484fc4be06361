import { HttpException, HttpStatus } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import type { Clock } from '../clock/clock';
import type { AttemptStore } from './attempt-store';

/** How many counted attempts each scope allows within the window. */
export interface AttemptPolicy<Scope extends string> {
  /**
   * Which count this is: in PostgreSQL a table with columns id bigserial, scope,
   * key_hash char(64), attempted_at timestamptz; in Redis a key prefix.
   */
  namespace: string;
  limits: Record<Scope, number>;
  windowMs: number;
  /** Keys are HMAC-SHA256(secret, `${purpose}:${scope}:${value}`): stores hold no raw value. */
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
 * A sliding-window limit of failed attempts, kept where every replica shares one count
 * (AttemptStore: PostgreSQL, or Redis when REDIS_URL is set): the guest lookup, admin sign-in.
 *
 * The attempt is recorded before the decision and counts as a failure unless the caller forgives
 * it. A refused attempt records nothing (waiting out a block does not prolong it).
 */
export class AttemptLimiter<Scope extends string> {
  private readonly scopes: Scope[];

  constructor(
    private readonly store: AttemptStore,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly policy: AttemptPolicy<Scope>,
  ) {
    this.scopes = Object.keys(policy.limits) as Scope[];
  }

  /** Reserves an attempt for these values (one per scope), or throws TooManyAttemptsException. */
  async begin(values: Record<Scope, string>): Promise<Attempt<Scope>> {
    const now = this.clock.now().getTime();
    const keys = Object.fromEntries(
      this.scopes.map((scope) => [scope, this.key(scope, values[scope])]),
    ) as Record<Scope, string>;
    const reservation = await this.store.reserve(
      this.policy.namespace,
      this.scopes.map((scope) => ({ scope, key: keys[scope], limit: this.policy.limits[scope] })),
      now,
      this.policy.windowMs,
    );
    if ('retryAt' in reservation) {
      const seconds = Math.ceil((reservation.retryAt - now) / 1000);
      throw new TooManyAttemptsException(seconds, this.policy.refusal);
    }
    return { ids: reservation.ids, keys };
  }

  /** The attempt succeeded: it does not count. */
  async forgive(attempt: Attempt<Scope>): Promise<void> {
    await this.store.remove(this.policy.namespace, attempt.ids);
  }

  /** Forgets every failure counted against the attempt's key in these scopes. */
  async clear(attempt: Attempt<Scope>, scopes: Scope[]): Promise<void> {
    for (const scope of scopes) {
      await this.store.clear(this.policy.namespace, scope, attempt.keys[scope]);
    }
  }

  private key(scope: Scope, value: string): string {
    return createHmac('sha256', this.secret)
      .update(`${this.policy.purpose}:${scope}:${value}`)
      .digest('hex');
  }
}
