import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Response } from 'express';
import type { Clock } from '../clock/clock';
import type { CookieToSet } from '../http/request-values';
import { AttemptLimiter, type Attempt } from './attempt-limiter';
import type { AttemptStore } from './attempt-store';

/** DEVICE_COOKIE_* settings (src/config/limits.config.ts). */
export interface DeviceCookieSettings {
  /** How long a device cookie stays valid after the success that issued it. */
  lifetimeDays: number;
  /** Failed attempts one device cookie may make in `lockoutMinutes` before it is locked out. */
  failureLimit: number;
  lockoutMinutes: number;
}

/** What one use of device cookies is: its cookie, and what its keys and refusals are named. */
export interface DeviceCookiePolicy {
  /** Bound into every signature: a cookie of one purpose never counts for another. */
  purpose: string;
  cookieName: string;
  /** Where the browser sends it: only the routes that check it (see cookieOptions). */
  cookiePath: string;
  /** What the 429 of a locked-out device cookie names (조회, 로그인) and its code. */
  refusal: { action: string; code: string };
}

/** An attempt checked against its device cookie's own count instead of the shared limits. */
export type DeviceAttempt = Attempt<'device'> & { trusted: true };

/** Device cookies one browser keeps per purpose (a shared family tablet, several e-mails). */
const MAX_ENTRIES = 5;
const ENTRY = /^([A-Za-z0-9_-]{22})~(\d{10})~([A-Za-z0-9_-]{43})$/;
const MAX_COOKIE_LENGTH = MAX_ENTRIES * 80;

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): after a
 * successful authentication the browser gets a cookie `nonce~expires~HMAC(login, nonce,
 * expires)`, bound to that login (the login itself is not in it). An attempt that presents a
 * valid one for the login it names is counted against that cookie alone (`failureLimit` failures
 * per `lockoutMinutes`, then 429 for that cookie only), so a flood of guesses from elsewhere,
 * which slows or refuses every unknown browser, never reaches the rightful user's browser.
 * An attempt without one (or with one for another login, expired, or forged) goes through the
 * caller's ordinary limits.
 *
 * One cookie holds up to five entries (the newest), one per login it proved. Failures are
 * counted in the AttemptStore (PostgreSQL table `device_cookie_attempt`, or Redis), keyed by an
 * HMAC of the nonce, so every replica shares them and nothing readable is stored.
 *
 * Use (see LoginRateLimit, LookupRateLimit):
 *   const nonce = devices.trusted(cookieValue, login);
 *   const attempt = nonce ? await devices.begin(nonce) : await sharedLimiter.begin(...);
 *   ... compare the secret ...
 *   on success: devices.succeeded(attempt) (if trusted), then
 *               setDeviceCookie(res, devices.policy, devices.issue(cookieValue, login), secure)
 *   on failure: nothing (the reserved attempt stays counted).
 */
export class DeviceCookies {
  private readonly limiter: AttemptLimiter<'device'>;

  constructor(
    store: AttemptStore,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly settings: DeviceCookieSettings,
    readonly policy: DeviceCookiePolicy,
  ) {
    this.limiter = new AttemptLimiter(store, clock, secret, {
      namespace: 'device_cookie_attempt',
      limits: { device: settings.failureLimit },
      windowMs: settings.lockoutMinutes * 60_000,
      purpose: `device-cookie:${policy.purpose}`,
      refusal: policy.refusal,
    });
  }

  /**
   * The nonce of an entry of `presented` (the raw cookie value) that is valid for `login` now,
   * else undefined. Anything malformed is simply not trusted.
   */
  trusted(presented: unknown, login: string): string | undefined {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    for (const entry of entries(presented)) {
      const [, nonce, expires, signature] = entry;
      if (Number(expires) <= now) continue;
      const expected = Buffer.from(this.sign(login, nonce, expires));
      const given = Buffer.from(signature);
      if (expected.length === given.length && timingSafeEqual(expected, given)) return nonce;
    }
    return undefined;
  }

  /** Reserves a failure for this device cookie, or 429 when it is locked out. */
  async begin(nonce: string): Promise<DeviceAttempt> {
    return { ...(await this.limiter.begin({ device: nonce })), trusted: true };
  }

  /** The attempt succeeded: its own failures and the cookie's earlier ones are forgotten. */
  async succeeded(attempt: DeviceAttempt): Promise<void> {
    await this.limiter.forgive(attempt);
    await this.limiter.clear(attempt, ['device']);
  }

  /** Forgives this attempt only (a password right, the second factor still to come). */
  forgive(attempt: DeviceAttempt): Promise<void> {
    return this.limiter.forgive(attempt);
  }

  /**
   * The cookie value to set after `login` succeeded: a fresh entry for it (a new nonce and
   * lifetime) before the other unexpired entries the browser presented, at most five.
   */
  issue(presented: unknown, login: string): { value: string; expires: Date } {
    const nowMs = this.clock.now().getTime();
    const expiresAt = new Date(nowMs + this.settings.lifetimeDays * 86_400_000);
    const expires = String(Math.floor(expiresAt.getTime() / 1000));
    const nonce = randomBytes(16).toString('base64url');
    const own = this.trusted(presented, login);
    const kept = entries(presented)
      .filter(
        ([, entryNonce, entryExpires]) => entryNonce !== own && Number(entryExpires) > nowMs / 1000,
      )
      .map(([whole]) => whole);
    const fresh = `${nonce}~${expires}~${this.sign(login, nonce, expires)}`;
    return { value: [fresh, ...kept].slice(0, MAX_ENTRIES).join('.'), expires: expiresAt };
  }

  /** `issue` as a cookie for a service to hand its controller (setCookies). */
  cookieToSet(presented: unknown, login: string, secure: boolean): CookieToSet {
    const { value } = this.issue(presented, login);
    return {
      name: this.policy.cookieName,
      value,
      options: {
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path: this.policy.cookiePath,
        maxAge: this.settings.lifetimeDays * 86_400_000,
      },
    };
  }

  private sign(login: string, nonce: string, expires: string): string {
    return createHmac('sha256', this.secret)
      .update(`device-cookie:${this.policy.purpose}\n${login}\n${nonce}\n${expires}`)
      .digest('base64url');
  }
}

/** httpOnly, SameSite=Strict, Secure when cookies are (production), only on the policy's path. */
export function deviceCookieOptions(policy: DeviceCookiePolicy, secure: boolean): CookieOptions {
  return { httpOnly: true, secure, sameSite: 'strict', path: policy.cookiePath };
}

export function setDeviceCookie(
  res: Response,
  policy: DeviceCookiePolicy,
  issued: { value: string; expires: Date },
  secure: boolean,
): void {
  res.cookie(policy.cookieName, issued.value, {
    ...deviceCookieOptions(policy, secure),
    expires: issued.expires,
  });
}

function entries(presented: unknown): RegExpExecArray[] {
  if (typeof presented !== 'string' || presented.length > MAX_COOKIE_LENGTH) return [];
  return presented
    .split('.')
    .slice(0, MAX_ENTRIES)
    .map((entry) => ENTRY.exec(entry))
    .filter((match): match is RegExpExecArray => match !== null);
}
