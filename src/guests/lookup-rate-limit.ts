import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { AttemptStore } from '../common/rate-limit/attempt-store';
import { AttemptLimiter, type Attempt } from '../common/rate-limit/attempt-limiter';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';

/** Failed lookups allowed per window before the lookup answers 429. */
export const LOOKUP_LIMITS = { email: 5, address: 20 } as const;
export const LOOKUP_WINDOW_MINUTES = 15;

type Scope = keyof typeof LOOKUP_LIMITS;

/** The attempt rows one lookup holds while its birth date is being compared. */
export type LookupAttempt = Attempt<Scope>;

/**
 * Slows the guessing of birth dates (about 36,500 possible): at most 5 failed lookups per e-mail
 * and 20 per client address in any 15 minutes (a sliding window, shared by every replica through
 * PostgreSQL; see AttemptLimiter); beyond that 429, even with the right birth date.
 *
 * A success removes its own rows and every failure counted against that e-mail: the owner has
 * proved the pair, and a guesser who already knows it gains nothing. It never removes the
 * address's failures: a guesser holding one valid pair of their own cannot use it to reset
 * their address's count.
 *
 * The address is Express's req.ip: behind a proxy, `trust proxy` must name it (see app.factory).
 */
@Injectable()
export class LookupRateLimit {
  private readonly limiter: AttemptLimiter<Scope>;

  constructor(store: AttemptStore, clock: Clock, @Inject(APP_CONFIG) config: AppConfig) {
    this.limiter = new AttemptLimiter(store, clock, config.guestTokenSecret, {
      namespace: 'guest_lookup_attempt',
      limits: LOOKUP_LIMITS,
      windowMs: LOOKUP_WINDOW_MINUTES * 60 * 1000,
      purpose: 'guest-lookup',
      refusal: { action: '조회', code: 'TOO_MANY_LOOKUPS' },
    });
  }

  /**
   * Reserves an attempt for this e-mail and address, or throws 429. A reserved attempt counts as
   * a failure (no history or a wrong birth date) unless `succeeded` is called.
   */
  begin(email: string, address: string): Promise<LookupAttempt> {
    return this.limiter.begin({ email, address });
  }

  /** The lookup matched: it does not count, and the e-mail's earlier failures are forgiven. */
  async succeeded(attempt: LookupAttempt): Promise<void> {
    await this.limiter.forgive(attempt);
    await this.limiter.clear(attempt, ['email']);
  }
}
