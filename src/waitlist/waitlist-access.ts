import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { MadeHereCookie } from '../common/crypto/made-here-cookie';
import type { CookieToSet } from '../common/http/request-values';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';

export const WAITLIST_ACCESS_COOKIE = 'maeum_waitlist';
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const MAX_ENTRIES = 20;

/**
 * The waiting-list entries this browser made (MadeHereCookie). Joining again from the same
 * browser answers -1 (이미 대기 신청), as applying twice does; another browser's join with the
 * same e-mail is stored beside it, unless it proves the e-mail (issue 32).
 */
@Injectable()
export class WaitlistAccess {
  private readonly cookie: MadeHereCookie;

  constructor(jwt: JwtService, @Inject(APP_CONFIG) config: AppConfig) {
    this.cookie = new MadeHereCookie(jwt, config.guestTokenSecret, config.env === 'production', {
      cookie: WAITLIST_ACCESS_COOKIE,
      paths: ['/api/lecture/waitlist'],
      audience: 'waitlist-access',
      claim: 'ids',
      maxAgeSeconds: MAX_AGE_SECONDS,
      maxIds: MAX_ENTRIES,
    });
  }

  grant(token: unknown, entryIds: readonly number[]): CookieToSet[] {
    return this.cookie.grant(token, entryIds);
  }

  ids(token: unknown): number[] {
    return this.cookie.ids(token);
  }
}
