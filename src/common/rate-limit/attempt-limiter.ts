import { HttpException, HttpStatus } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import type { Clock } from '../clock/clock';
import type { AttemptStore } from './attempt-store';

/**
 * A growing spacing instead of a refusal: once a scope's key has `free` attempts in the window,
 * its further attempts are evaluated one at a time, each `firstMs` after the one before, doubling
 * with every attempt, at most `maxMs` (see AttemptLimiter.begin).
 */
export interface Slowdown {
  free: number;
  firstMs: number;
  maxMs: number;
}

/** How many counted attempts each scope allows within the window. */
export interface AttemptPolicy<Scope extends string> {
  /**
   * Which count this is: in PostgreSQL a table with columns id bigserial, scope,
   * key_hash char(64), attempted_at timestamptz; in Redis a key prefix.
   */
  namespace: string;
  /** Attempts allowed per key in the window; null: counted and never refused (see `slowdown`). */
  limits: Record<Scope, number | null>;
  /** Which scope's count slows every attempt down (the answer waits, right or wrong alike). */
  slowdown?: { scope: NoInfer<Scope> } & Slowdown;
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
  /** How long to wait for its turn before it is evaluated (the slowdown; 0 without one). */
  delayMs: number;
}

/** The spacing after `failures` attempts already in the window (see Slowdown). */
export function slowdownDelay(failures: number, slowdown: Slowdown): number {
  if (failures < slowdown.free) return 0;
  // 2 ** 30 is far past any cap; the exponent stays bounded for any count.
  const doublings = Math.min(failures - slowdown.free, 30);
  return Math.min(slowdown.maxMs, slowdown.firstMs * 2 ** doublings);
}

/** Waits `ms` milliseconds of real time (a slowdown is felt by the client, not by the clock). */
export function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/**
 * 429 with a Korean message naming when to retry; the exception filter also answers
 * `retryAfterSeconds` in the Retry-After header.
 */
export class TooManyAttemptsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    refusal: { action: string; code: string },
    /** 'queue': the key's turns are taken for the next seconds (a slowdown), not a limit. */
    reason: 'limit' | 'queue' = 'limit',
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      {
        message:
          reason === 'queue'
            ? `${refusal.action} 시도가 많아 잠시 기다려야 합니다. ${retryAfterSeconds}초 후에 다시 시도해 주세요.`
            : `${refusal.action} 시도가 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`,
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
 * it. A refused attempt records nothing (waiting out a block does not prolong it). A scope with
 * no limit is counted only, and its count may slow it down (never a lock-out): past `free`
 * failures, the key's attempts are evaluated one at a time, from every address and replica
 * together. Each takes the turn `max(now, next)` and moves `next` to that turn plus the delay
 * (AttemptStore.takeSlot), and waits for its turn before the secret is compared. Concurrent
 * guesses therefore queue instead of waiting in parallel: at most one is evaluated per delay (4 s
 * once the slowdown is full). A turn more than `maxMs` away is not queued: 429 with the seconds
 * until `next`, recording nothing, so a flood costs the rightful user a few seconds at most.
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
    const { slowdown } = this.policy;
    const spacing = slowdown
      ? slowdownDelay(reservation.counts[this.scopes.indexOf(slowdown.scope)], slowdown)
      : 0;
    if (!slowdown || spacing === 0) return { ids: reservation.ids, keys, delayMs: 0 };
    const slot = await this.store.takeSlot(
      this.policy.namespace,
      keys[slowdown.scope],
      now,
      spacing,
      slowdown.maxMs,
    );
    if ('retryAt' in slot) {
      await this.store.remove(this.policy.namespace, reservation.ids);
      const seconds = Math.max(1, Math.ceil((slot.retryAt - now) / 1000));
      throw new TooManyAttemptsException(seconds, this.policy.refusal, 'queue');
    }
    return { ids: reservation.ids, keys, delayMs: slot.slotAt - now };
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

  /** Forgets every attempt counted against this value in this scope (no attempt at hand). */
  async forget(scope: Scope, value: string): Promise<void> {
    await this.store.clear(this.policy.namespace, scope, this.key(scope, value));
  }

  private key(scope: Scope, value: string): string {
    return createHmac('sha256', this.secret)
      .update(`${this.policy.purpose}:${scope}:${value}`)
      .digest('hex');
  }
}
