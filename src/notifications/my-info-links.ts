import {
  BadRequestException,
  GoneException,
  Inject,
  Injectable,
  type HttpException,
} from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { siteOrigin, type AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import type { GuestProof } from '../auth';
import { useMessageLink } from '../outbox';

/** How long a message's personal link opens my info, from when the message was rendered. */
export const MY_INFO_LINK_HOURS = 24;
const HOUR = 60 * 60 * 1000;
const PURPOSE = 'my-info-link';

export const LINK_INVALID = '링크가 올바르지 않습니다.';
export const LINK_EXPIRED =
  '링크의 유효 기간(24시간)이 지났습니다. 수강 내역 조회로 확인해 주세요.';
export const LINK_USED = '이미 사용된 링크입니다. 수강 내역 조회로 확인해 주세요.';

/**
 * The personal link to my info in every family message: `{origin}/myinfo/link#{token}`, the
 * token in the fragment so that it never reaches a server's access log. The token is
 * `base64url("{messageId}.{expiry seconds}").base64url(HMAC-SHA256(GUEST_TOKEN_SECRET,
 * "my-info-link:" + payload))`: nothing is stored but the message's `link_used_at`, which makes
 * it single-use (set once, atomically). Opening it proves the contact the message was delivered
 * to (issue 32): its e-mail for an e-mail, its phone number for an 알림톡 or SMS, since whoever
 * opens it read that inbox. The proof is marked `viaLink` (a forwarded message reaches someone
 * else), so it cannot name a refund account, change the contact or delete; those ask for a code.
 * Its answer names only that contact, never a birth date.
 */
@Injectable()
export class MyInfoLinks {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The site's public origin (PUBLIC_URL), else this process on localhost. */
  origin(): string {
    return siteOrigin(this.config);
  }

  /** The link of message `messageId`, valid for 24 hours from `now` (its render). */
  url(messageId: string, now: Date): string {
    const expiresAt = new Date(now.getTime() + MY_INFO_LINK_HOURS * HOUR);
    return `${this.origin()}/myinfo/link#${this.sign(messageId, expiresAt)}`;
  }

  sign(messageId: string, expiresAt: Date): string {
    const payload = Buffer.from(`${messageId}.${Math.floor(expiresAt.getTime() / 1000)}`).toString(
      'base64url',
    );
    return `${payload}.${this.mac(payload)}`;
  }

  /**
   * Checks a token and uses it up: 400 when forged or malformed (or its message is gone), 410
   * when expired or already used. Answers the lookup the guest proof is issued for.
   */
  async open(token: string): Promise<GuestProof> {
    const { messageId, expiresAt } = this.verify(token);
    const now = this.clock.now();
    if (now.getTime() >= expiresAt.getTime()) throw gone(LINK_EXPIRED);
    return this.manager.transaction(async (manager) => {
      const used = await useMessageLink(manager, messageId, now);
      if (used === 'used') throw gone(LINK_USED);
      if (used === 'invalid') throw new BadRequestException(LINK_INVALID);
      const { channel, recipient } = used;
      const contact =
        channel === 'EMAIL'
          ? { email: recipient.trim().toLowerCase() }
          : { phone: recipient.replace(/\D/g, '') };
      return { ...contact, provenAt: now, viaLink: true };
    });
  }

  private verify(token: string): { messageId: string; expiresAt: Date } {
    const match = /^([A-Za-z0-9_-]{4,60})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
    if (!match) throw new BadRequestException(LINK_INVALID);
    const [, payload, mac] = match;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new BadRequestException(LINK_INVALID);
    }
    const parts = /^([1-9][0-9]{0,18})\.([0-9]{1,12})$/.exec(
      Buffer.from(payload, 'base64url').toString('utf8'),
    );
    if (!parts) throw new BadRequestException(LINK_INVALID);
    return { messageId: parts[1], expiresAt: new Date(Number(parts[2]) * 1000) };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.config.guestTokenSecret)
      .update(`${PURPOSE}:${payload}`)
      .digest('base64url');
  }
}

function gone(message: string): HttpException {
  return new GoneException(message);
}
