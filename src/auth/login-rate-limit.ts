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
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';

/**
 * Failed sign-ins allowed per 15 minutes: per account name and client address together (`pair`)
 * and per address whatever the name. Per account across addresses nothing is refused (null):
 * its count slows every answer down instead (LOGIN_SLOWDOWN).
 */
export const LOGIN_LIMITS = { pair: 5, address: 20, account: null } as const;
/** After 5 failures of one account in the window: one attempt per 250 ms, doubling, up to 4 s. */
export const LOGIN_SLOWDOWN = { free: 5, firstMs: 250, maxMs: 4000 } as const;
export const LOGIN_WINDOW_MINUTES = 15;

type Scope = keyof typeof LOGIN_LIMITS;
/** Through the shared limits, or (a valid device cookie for the account) through its own count. */
export type LoginAttempt =
  (Attempt<Scope> & { trusted?: undefined }) | (DeviceAttempt & { account: string });

/** The admin sign-in's device cookie: sent only to the sign-in routes (/api/user/...), like the refresh cookie. */
export const ADMIN_DEVICE_COOKIE: DeviceCookiePolicy = {
  purpose: 'admin-login',
  cookieName: 'maeum_admin_device',
  cookiePath: '/api/user',
  refusal: { action: '로그인', code: 'TOO_MANY_LOGINS' },
};

/**
 * Slows password guessing without letting anyone lock the centre out of its back office:
 *
 * - 5 failures of one account from one address, and 20 from one address whatever the account,
 *   in any 15 minutes (sliding window): then 429 for that pair or address only. A school or an
 *   office behind one address shares the 20; another address is not affected.
 * - Failures of one account from every address together are never refused: past 5, the
 *   account's attempts are evaluated one at a time, 250 ms apart doubling up to 4 s, whatever
 *   the address or replica; each waits for its turn before the password is compared, right or
 *   wrong alike (the wait says nothing about the password). A turn more than 4 s away is not
 *   queued: 429 with the seconds to wait. So at most about 900 guesses an hour, and the
 *   administrator at a fresh address signs in during an attack within seconds.
 * - An IPv6 address counts as its /64 (clientAddressKey): one machine often holds a whole /64.
 *
 * - A browser that signed in to the account before presents its device cookie (DeviceCookies):
 *   its attempts skip all of the above and are counted on that cookie alone, so a flood of
 *   guesses against the account never keeps the administrator's own browser waiting.
 *
 * Counted in the AttemptStore (PostgreSQL, or Redis with REDIS_URL), so every replica shares
 * the counts. A success clears the pair's and the account's failures (the password proved them);
 * never the address's.
 */
@Injectable()
export class LoginRateLimit {
  private readonly limiter: AttemptLimiter<Scope>;
  readonly devices: DeviceCookies;

  constructor(store: AttemptStore, clock: Clock, @Inject(APP_CONFIG) config: AppConfig) {
    this.devices = new DeviceCookies(
      store,
      clock,
      config.auth.jwtSecret,
      config.limits.deviceCookies,
      ADMIN_DEVICE_COOKIE,
    );
    this.limiter = new AttemptLimiter(store, clock, config.auth.jwtSecret, {
      namespace: 'admin_login_attempt',
      limits: LOGIN_LIMITS,
      slowdown: { scope: 'account', ...LOGIN_SLOWDOWN },
      windowMs: LOGIN_WINDOW_MINUTES * 60 * 1000,
      purpose: 'admin-login',
      refusal: { action: '로그인', code: 'TOO_MANY_LOGINS' },
    });
  }

  /**
   * Reserves an attempt (a failure unless `succeeded` follows), or throws 429. `deviceCookie`:
   * the raw ADMIN_DEVICE_COOKIE value the browser sent, if any.
   */
  async begin(username: string, address: string, deviceCookie?: unknown): Promise<LoginAttempt> {
    const account = username.toLowerCase();
    const device = this.devices.trusted(deviceCookie, account);
    if (device) return { ...(await this.devices.begin(device)), account };
    const client = clientAddressKey(address);
    return this.limiter.begin({ pair: `${account}\n${client}`, address: client, account });
  }

  /** The device cookie to set once `username` has signed in (replacing the one presented). */
  issueDeviceCookie(username: string, presented: unknown): { value: string; expires: Date } {
    return this.devices.issue(presented, username.toLowerCase());
  }

  /** Waits for the attempt's turn before the check (a method of its own so tests can watch it). */
  wait(attempt: LoginAttempt): Promise<void> {
    return pause(attempt.delayMs);
  }

  /**
   * The password was right but a second factor is still to come: this attempt is no failure, yet
   * the failures before it stay (else knowing the password would reset the count of wrong codes).
   */
  forgive(attempt: LoginAttempt): Promise<void> {
    if (attempt.trusted) return this.devices.forgive(attempt);
    return this.limiter.forgive(attempt);
  }

  async succeeded(attempt: LoginAttempt): Promise<void> {
    if (attempt.trusted) {
      // Like any success: the account's shared failures are forgiven (the password proved it).
      await this.devices.succeeded(attempt);
      return this.limiter.clearValue('account', attempt.account);
    }
    await this.limiter.forgive(attempt);
    await this.limiter.clear(attempt, ['pair', 'account']);
  }
}
