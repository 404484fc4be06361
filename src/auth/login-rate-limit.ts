import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { AttemptStore } from '../common/rate-limit/attempt-store';
import { AttemptLimiter, pause, type Attempt } from '../common/rate-limit/attempt-limiter';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';

/**
 * Failed sign-ins allowed per 15 minutes: per account name and client address together (`pair`)
 * and per address whatever the name. Per account across addresses nothing is refused (null):
 * its count slows every answer down instead (LOGIN_SLOWDOWN).
 */
export const LOGIN_LIMITS = { pair: 5, address: 20, account: null } as const;
/** After 5 failures of one account in the window: 250 ms, doubling, at most 4 s per attempt. */
export const LOGIN_SLOWDOWN = { free: 5, firstMs: 250, maxMs: 4000 } as const;
export const LOGIN_WINDOW_MINUTES = 15;

type Scope = keyof typeof LOGIN_LIMITS;
export type LoginAttempt = Attempt<Scope>;

/**
 * Slows password guessing without letting anyone lock the centre out of its back office:
 *
 * - 5 failures of one account from one address, and 20 from one address whatever the account,
 *   in any 15 minutes (sliding window): then 429 for that pair or address only. A school or an
 *   office behind one address shares the 20; another address is not affected.
 * - Failures of one account from every address together are never refused: once there are more
 *   than 5, each attempt waits before its answer, 250 ms doubling up to 4 s, right password or
 *   wrong alike (the wait says nothing about the password). The administrator at a fresh
 *   address signs in during an attack after at most 4 s.
 *
 * Counted in the AttemptStore (PostgreSQL, or Redis with REDIS_URL), so every replica shares
 * the counts. A success clears the pair's and the account's failures (the password proved them);
 * never the address's.
 */
@Injectable()
export class LoginRateLimit {
  private readonly limiter: AttemptLimiter<Scope>;

  constructor(store: AttemptStore, clock: Clock, @Inject(APP_CONFIG) config: AppConfig) {
    this.limiter = new AttemptLimiter(store, clock, config.auth.jwtSecret, {
      namespace: 'admin_login_attempt',
      limits: LOGIN_LIMITS,
      slowdown: { scope: 'account', ...LOGIN_SLOWDOWN },
      windowMs: LOGIN_WINDOW_MINUTES * 60 * 1000,
      purpose: 'admin-login',
      refusal: { action: '로그인', code: 'TOO_MANY_LOGINS' },
    });
  }

  /** Reserves an attempt (a failure unless `succeeded` follows), or throws 429. */
  begin(username: string, address: string): Promise<LoginAttempt> {
    const account = username.toLowerCase();
    return this.limiter.begin({ pair: `${account}\n${address}`, address, account });
  }

  /** Waits the attempt's slowdown before the answer (a method of its own so tests can watch it). */
  wait(attempt: LoginAttempt): Promise<void> {
    return pause(attempt.delayMs);
  }

  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.limiter.forgive(attempt);
    await this.limiter.clear(attempt, ['pair', 'account']);
  }
}
