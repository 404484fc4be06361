import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { AttemptStore } from '../common/rate-limit/attempt-store';
import { AttemptLimiter, type Attempt } from '../common/rate-limit/attempt-limiter';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';

/** Failed sign-ins allowed per 15 minutes, per account name and per client address. */
export const LOGIN_LIMITS = { account: 5, address: 5 } as const;
export const LOGIN_WINDOW_MINUTES = 15;

type Scope = keyof typeof LOGIN_LIMITS;
export type LoginAttempt = Attempt<Scope>;

/**
 * Slows password guessing: 5 failures per account name and 5 per client address in any
 * 15 minutes, counted in PostgreSQL so every replica shares them (AttemptLimiter). A success
 * clears both counts.
 */
@Injectable()
export class LoginRateLimit {
  private readonly limiter: AttemptLimiter<Scope>;

  constructor(store: AttemptStore, clock: Clock, @Inject(APP_CONFIG) config: AppConfig) {
    this.limiter = new AttemptLimiter(store, clock, config.auth.jwtSecret, {
      namespace: 'admin_login_attempt',
      limits: LOGIN_LIMITS,
      windowMs: LOGIN_WINDOW_MINUTES * 60 * 1000,
      purpose: 'admin-login',
      refusal: { action: '로그인', code: 'TOO_MANY_LOGINS' },
    });
  }

  /** Reserves an attempt (a failure unless `succeeded` follows), or throws 429. */
  begin(username: string, address: string): Promise<LoginAttempt> {
    return this.limiter.begin({ account: username.toLowerCase(), address });
  }

  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.limiter.forgive(attempt);
    await this.limiter.clear(attempt, ['account', 'address']);
  }
}
