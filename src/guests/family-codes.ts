import { BadRequestException, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { contactKey, type FamilyContact } from '../auth';
import { Clock } from '../common/clock/clock';
import type { CookieToSet } from '../common/http/request-values';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { Outbox } from '../outbox';
import { FamilyCodeRepository } from './family-code.repository';
import { FamilyCodeRateLimit } from './family-code-rate-limit';

/**
 * The cookie that binds a code to the browser that asked for it: a random token, read only by
 * /api/guest, living as long as a code.
 */
export const FAMILY_CODE_COOKIE = 'maeum_family_code';
const COOKIE_PATH = '/api/guest';

/** A second code for one contact to one browser no sooner than this after the first. */
export const CODE_RESEND_SECONDS = 60;
/** Wrong codes typed before a code is dead. */
export const CODE_MAX_WRONG_TRIES = 5;

export const CODE_WRONG = '인증번호가 맞지 않아요. 다시 확인해 주세요.';
export const CODE_EXPIRED = '인증번호의 유효 시간이 지났어요. 다시 받아 주세요.';
export const CODE_USED = '이미 사용한 인증번호예요. 인증번호를 다시 받아 주세요.';
export const CODE_LOCKED = '인증번호를 5번 틀렸어요. 인증번호를 다시 받아 주세요.';
export const CODE_NOT_ASKED_HERE =
  '이 기기에서 받은 인증번호가 없어요. 인증번호를 다시 받아 주세요.';

export interface CodeSent {
  expiresInSeconds: number;
  resendInSeconds: number;
}

/**
 * One-time codes (issue 32): what proves that a family reads an e-mail or a phone. Six digits
 * (crypto.randomInt), valid FAMILY_CODE_MINUTES, used once, dead after 5 wrong tries. Each code
 * belongs to the browser that asked for it (the FAMILY_CODE_COOKIE token): only that browser
 * can type it, a newer code replaces only the older codes of the same browser, and the minute
 * between two codes is per contact and browser. So a stranger who asks codes for a family's
 * contact, or types wrong ones, never touches the code the family is about to type. Stored as
 * HMACs only (GUEST_TOKEN_SECRET): of the normalised contact, of the code and of the browser's
 * token, so the database alone gives none of them. The code leaves in its message (the
 * outbox, same transaction), which keeps it only while it can be used (redactFamilyCodes). A
 * code is sent whether or not anything was ever made with the contact: the answer tells nobody
 * whether a family exists. Codes and contacts are never logged.
 */
@Injectable()
export class FamilyCodes {
  constructor(
    private readonly codes: FamilyCodeRepository,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly rateLimit: FamilyCodeRateLimit,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The keyed digest a contact is stored under (codes, remembered browsers). */
  digest(contact: FamilyContact): string {
    return this.mac(`family-contact:${contactKey(contact)}`);
  }

  /**
   * Sends a new code to the contact, bound to this browser (`browserCookie`, the
   * FAMILY_CODE_COOKIE it holds, reused when valid, else a new one): answers the cookie to set.
   * 429 when too soon after this browser's last code for the contact, or too many. With
   * `keepRecent` (the lookup), a code sent to this browser less than a minute ago stands instead:
   * the answer gives its remaining times and nothing is sent.
   */
  async send(
    contact: FamilyContact,
    address: string,
    browserCookie: unknown,
    options: { keepRecent?: boolean } = {},
  ): Promise<{ sent: CodeSent; cookie: CookieToSet }> {
    const digest = this.digest(contact);
    const now = this.clock.now();
    const minutes = this.config.family.codeMinutes;
    const token = validToken(browserCookie) ?? randomBytes(32).toString('base64url');
    const browser = this.browserHash(token);
    const cookie = this.cookie(token, minutes * 60);
    if (options.keepRecent) {
      const recent = await this.codes.recentUsable(digest, browser, now, {
        seconds: CODE_RESEND_SECONDS,
        maxWrongTries: CODE_MAX_WRONG_TRIES,
      });
      if (recent) {
        const at = (date: Date) => Math.ceil((new Date(date).getTime() - now.getTime()) / 1000);
        return {
          sent: {
            expiresInSeconds: at(recent.expires_at),
            resendInSeconds: Math.max(1, at(recent.created_at) + CODE_RESEND_SECONDS),
          },
          cookie,
        };
      }
    }
    // Asked before counting (a refused resend costs nothing), and again under the lock.
    await this.spacing(digest, browser, now);
    await this.rateLimit.hit(contactKey(contact), address);
    await this.codes.transaction(async (manager) => {
      // One sender per contact at a time: the spacing cannot be raced.
      await this.codes.lockContact(manager, digest);
      await this.spacing(digest, browser, now, manager);
      // A newer code replaces the older ones of this browser only: another browser's code (the
      // family's, when a stranger asks) stands.
      await this.codes.endUsable(manager, digest, browser, now);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const id = await this.codes.insert(manager, {
        contactDigest: digest,
        browserHash: browser,
        codeHash: this.codeHash(digest, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + minutes * 60_000),
      });
      await this.outbox.enqueueCode(
        manager,
        contact.email !== undefined
          ? { channel: 'EMAIL', recipient: contact.email }
          : { channel: 'ALIMTALK', recipient: contact.phone },
        id,
        code,
      );
      await this.codes.redactDead(manager, now);
    });
    return {
      sent: { expiresInSeconds: minutes * 60, resendInSeconds: CODE_RESEND_SECONDS },
      cookie,
    };
  }

  /**
   * Uses the newest code this browser (`browserCookie`) asked for the contact if `code` is it:
   * answers when (provenAt). Else 400 with what went wrong (CODE_WRONG counting the try,
   * CODE_LOCKED after 5, CODE_EXPIRED; CODE_EXPIRED with CODE_NOT_ASKED_HERE when this browser
   * asked no code for the contact, which counts no try against anyone's code). `address`: whose
   * sending count a right code forgives.
   */
  async verify(
    contact: FamilyContact,
    code: string,
    browserCookie: unknown,
    address: string,
  ): Promise<Date> {
    const digest = this.digest(contact);
    const now = this.clock.now();
    const token = validToken(browserCookie);
    if (!token) {
      throw new BadRequestException({ message: CODE_NOT_ASKED_HERE, code: 'CODE_EXPIRED' });
    }
    const browser = this.browserHash(token);
    const outcome = await this.codes.transaction(async (manager) => {
      const row = await this.codes.newestForUpdate(manager, digest, browser);
      if (!row) return { kind: 'elsewhere' as const };
      if (row.used_at) return { kind: 'used' as const };
      if (new Date(row.expires_at).getTime() <= now.getTime()) return { kind: 'expired' as const };
      if (row.wrong_tries >= CODE_MAX_WRONG_TRIES) return { kind: 'locked' as const };
      const expected = Buffer.from(row.code_hash);
      const given = Buffer.from(this.codeHash(digest, code));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        await this.codes.countWrongTry(manager, row.id);
        const left = CODE_MAX_WRONG_TRIES - row.wrong_tries - 1;
        if (left === 0) await this.codes.redactDead(manager, now);
        return left === 0 ? { kind: 'locked' as const } : { kind: 'wrong' as const, left };
      }
      await this.codes.markUsed(manager, row.id, now);
      await this.codes.redactDead(manager, now);
      return { kind: 'ok' as const };
    });
    switch (outcome.kind) {
      case 'ok':
        await this.rateLimit.proven(contactKey(contact), address);
        return now;
      case 'wrong':
        throw new BadRequestException({
          message: `${CODE_WRONG} (남은 횟수 ${outcome.left}번)`,
          code: 'CODE_WRONG',
        });
      case 'locked':
        throw new BadRequestException({ message: CODE_LOCKED, code: 'CODE_LOCKED' });
      case 'expired':
        throw new BadRequestException({ message: CODE_EXPIRED, code: 'CODE_EXPIRED' });
      case 'used':
        throw new BadRequestException({ message: CODE_USED, code: 'CODE_EXPIRED' });
      case 'elsewhere':
        throw new BadRequestException({ message: CODE_NOT_ASKED_HERE, code: 'CODE_EXPIRED' });
    }
  }

  /**
   * 429 while this browser's last code for the contact, still unused, is younger than
   * CODE_RESEND_SECONDS. A code typed right ends the wait: the family is there. Another
   * browser's codes never make this one wait.
   */
  private async spacing(
    digest: string,
    browser: string,
    now: Date,
    manager?: EntityManager,
  ): Promise<void> {
    const last = await this.codes.newestUnused(digest, browser, manager);
    const since = last ? now.getTime() - new Date(last.created_at).getTime() : Infinity;
    if (last && since < CODE_RESEND_SECONDS * 1000) {
      throw resendTooSoon(
        Math.ceil((CODE_RESEND_SECONDS * 1000 - since) / 1000),
        Math.max(0, Math.floor((new Date(last.expires_at).getTime() - now.getTime()) / 1000)),
      );
    }
  }

  private browserHash(token: string): string {
    return this.mac(`family-code-browser:${token}`);
  }

  private cookie(token: string, maxAgeSeconds: number): CookieToSet {
    return {
      name: FAMILY_CODE_COOKIE,
      value: token,
      options: {
        httpOnly: true,
        sameSite: 'strict',
        secure: this.config.env === 'production',
        path: COOKIE_PATH,
        maxAge: maxAgeSeconds * 1000,
      },
    };
  }

  private codeHash(digest: string, code: string): string {
    return this.mac(`family-code:${digest}:${code}`);
  }

  private mac(value: string): string {
    return createHmac('sha256', this.config.guestTokenSecret).update(value).digest('hex');
  }
}

/** The cookie's token when it has the shape we set (32 random bytes, base64url), else null. */
function validToken(cookie: unknown): string | null {
  return typeof cookie === 'string' && /^[A-Za-z0-9_-]{43}$/.test(cookie) ? cookie : null;
}

/**
 * The code this browser was sent a moment ago still works: the answer says how long, so a page
 * reloaded on its way to the code (a phone that left for the mail app) asks for that code.
 */
function resendTooSoon(seconds: number, codeExpiresInSeconds: number): HttpException {
  return new HttpException(
    {
      message: `인증번호는 ${seconds}초 후에 다시 받을 수 있어요.`,
      code: 'CODE_RESEND_TOO_SOON',
      retryAfterSeconds: seconds,
      codeExpiresInSeconds,
    },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
