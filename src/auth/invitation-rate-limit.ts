import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { AttemptStore } from '../common/rate-limit/attempt-store';
import { AttemptLimiter, type Attempt } from '../common/rate-limit/attempt-limiter';
import { clientAddressKey } from '../common/rate-limit/client-address';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';

/** Refused invitation links allowed per client address in 15 minutes. */
export const INVITATION_LIMITS = { address: 10 } as const;
export const INVITATION_WINDOW_MINUTES = 15;

type Scope = keyof typeof INVITATION_LIMITS;

/**
 * Counts invitation links refused (tampered, used, revoked, expired) per client address: past 10
 * in 15 minutes that address gets 429 until the oldest leaves the window. A link's token is 256
 * random bits, so this only slows a guesser down; the invited person at any other address, or
 * with a valid link after the window, is never locked out. A link that works is not counted.
 */
@Injectable()
export class InvitationRateLimit {
  private readonly limiter: AttemptLimiter<Scope>;

  constructor(store: AttemptStore, clock: Clock, @Inject(APP_CONFIG) config: AppConfig) {
    this.limiter = new AttemptLimiter(store, clock, config.auth.jwtSecret, {
      namespace: 'admin_invitation_attempt',
      limits: INVITATION_LIMITS,
      windowMs: INVITATION_WINDOW_MINUTES * 60 * 1000,
      purpose: 'admin-invitation',
      refusal: { action: '초대 링크 확인', code: 'TOO_MANY_INVITATION_ATTEMPTS' },
    });
  }

  /** Reserves an attempt (a refusal unless `succeeded` follows), or throws 429. */
  begin(address: string): Promise<Attempt<Scope>> {
    return this.limiter.begin({ address: clientAddressKey(address) });
  }

  succeeded(attempt: Attempt<Scope>): Promise<void> {
    return this.limiter.forgive(attempt);
  }
}
