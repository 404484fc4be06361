import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { AttemptStore } from '../common/rate-limit/attempt-store';
import { AttemptLimiter, pause, type Attempt } from '../common/rate-limit/attempt-limiter';
import { clientAddressKey } from '../common/rate-limit/client-address';
import {
  DeviceCookies,
  type DeviceAttempt,
  type DeviceCookiePolicy,
} from '../common/rate-limit/device-cookie';
import type { CookieToSet } from '../common/http/request-values';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';

/**
 * Failed lookups allowed per window before the lookup answers 429: per e-mail and client address
 * together (`pair`) and per address whatever the e-mail. Per e-mail across addresses nothing is
 * refused (null): its count slows every answer down instead (LOOKUP_SLOWDOWN).
 */
export const LOOKUP_LIMITS = { pair: 5, address: 20, email: null } as const;
/** After 5 failures of one e-mail in the window: one lookup per 250 ms, doubling, up to 4 s. */
export const LOOKUP_SLOWDOWN = { free: 5, firstMs: 250, maxMs: 4000 } as const;
export const LOOKUP_WINDOW_MINUTES = 15;

type Scope = keyof typeof LOOKUP_LIMITS;

/**
 * The attempt rows one lookup holds while its birth date is being compared: through the shared
 * limits, or (a valid device cookie for the e-mail) through the cookie's own count.
 */
export type LookupAttempt =
  (Attempt<Scope> & { trusted?: undefined }) | (DeviceAttempt & { email: string });

/**
 * The family's device cookie: set after a successful lookup, sent to the family's routes under
 * /api/guest only. Bound to the e-mail (lower-cased) it proved.
 */
export const GUEST_DEVICE_COOKIE: DeviceCookiePolicy = {
  purpose: 'guest-lookup',
  cookieName: 'maeum_guest_device',
  cookiePath: '/api/guest',
  refusal: { action: '조회', code: 'TOO_MANY_LOOKUPS' },
};

/**
 * Slows the guessing of birth dates (about 36,500 possible) without letting anyone lock a family
 * out of its own applications: at most 5 failed lookups per e-mail from one client address and
 * 20 per address whatever the e-mails in any 15 minutes (a sliding window, shared by every
 * replica; see AttemptLimiter); beyond that 429 for that pair or address, even with the right
 * birth date. Failures of one e-mail from every address together are never refused: past 5,
 * the e-mail's lookups are evaluated one at a time, 250 ms apart doubling up to 4 s, from every
 * address and replica together; each waits for its turn before the birth date is compared, right
 * or wrong alike, and a turn more than 4 s away answers 429 with the seconds to wait. So about
 * 900 guesses an hour at most: the ~36,500 birth dates take well over a day.
 *
 * A success removes its own rows and the failures of its pair and its e-mail: the owner has
 * proved the pair, and a guesser who already knows it gains nothing. It never removes the
 * address's failures: a guesser holding one valid pair of their own cannot use it to reset
 * their address's count.
 *
 * A browser that proved the e-mail before presents its device cookie (GUEST_DEVICE_COOKIE,
 * DeviceCookies): its lookups skip all of the above and are counted on that cookie alone, so a
 * flood of guesses against the e-mail never keeps the family's own browser waiting.
 *
 * The address is Express's req.ip (behind a proxy, `trust proxy` must name it; see app.factory),
 * an IPv6 address counted as its /64 (clientAddressKey).
 */
@Injectable()
export class LookupRateLimit {
  private readonly limiter: AttemptLimiter<Scope>;
  /** The family's device cookies; the code step (one-time codes) may use them directly. */
  readonly devices: DeviceCookies;
  private readonly secureCookies: boolean;

  constructor(store: AttemptStore, clock: Clock, @Inject(APP_CONFIG) config: AppConfig) {
    this.secureCookies = config.auth.secureCookies;
    this.devices = new DeviceCookies(
      store,
      clock,
      config.guestTokenSecret,
      config.limits.deviceCookies,
      GUEST_DEVICE_COOKIE,
    );
    this.limiter = new AttemptLimiter(store, clock, config.guestTokenSecret, {
      namespace: 'guest_lookup_attempt',
      limits: LOOKUP_LIMITS,
      slowdown: { scope: 'email', ...LOOKUP_SLOWDOWN },
      windowMs: LOOKUP_WINDOW_MINUTES * 60 * 1000,
      purpose: 'guest-lookup',
      refusal: { action: '조회', code: 'TOO_MANY_LOOKUPS' },
    });
  }

  /**
   * Reserves an attempt for this e-mail and address, or throws 429. A reserved attempt counts as
   * a failure (no history or a wrong birth date) unless `succeeded` is called. `deviceCookie`:
   * the raw GUEST_DEVICE_COOKIE value the browser sent, if any; `email` lower-cased.
   */
  async begin(email: string, address: string, deviceCookie?: unknown): Promise<LookupAttempt> {
    const device = this.devices.trusted(deviceCookie, email);
    if (device) return { ...(await this.devices.begin(device)), email };
    const client = clientAddressKey(address);
    return this.limiter.begin({ pair: `${email}\n${client}`, address: client, email });
  }

  /** The device cookie to set once `email` (lower-cased) is proven, replacing the one presented. */
  deviceCookie(email: string, presented: unknown): CookieToSet {
    return this.devices.cookieToSet(presented, email, this.secureCookies);
  }

  /** Waits for the lookup's turn before the check (a method of its own so tests can watch it). */
  wait(attempt: LookupAttempt): Promise<void> {
    return pause(attempt.delayMs);
  }

  /** The lookup matched: it does not count, and the pair's and e-mail's failures are forgiven. */
  async succeeded(attempt: LookupAttempt): Promise<void> {
    if (attempt.trusted) {
      // Like any success: the e-mail's shared failures are forgiven (the family proved it).
      await this.devices.succeeded(attempt);
      return this.limiter.clearValue('email', attempt.email);
    }
    await this.limiter.forgive(attempt);
    await this.limiter.clear(attempt, ['pair', 'email']);
  }
}
