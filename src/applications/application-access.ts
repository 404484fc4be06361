import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import type { CookieToSet } from '../common/http/request-values';
import { MadeHereCookie } from '../common/crypto/made-here-cookie';

export const APPLICATION_ACCESS_COOKIE = 'maeum_applications';
const MAX_AGE_SECONDS = 6 * 60 * 60;
const MAX_APPLICATIONS = 10;
/**
 * One cookie cannot name two paths, so the same token is set for each: paying reads it under
 * /api/payments, and applying reads it to know which of an e-mail's applications this browser
 * made itself (issue 32: only those, or a proof of the e-mail, make a second one answer -1).
 */
export const APPLICATION_ACCESS_PATHS = ['/api/payments', '/api/lecture/application'] as const;

/**
 * Proof that this browser made an application (MadeHereCookie). Starting or retrying a payment
 * shows the applicant's name and e-mail, so it needs this proof (or the family's); an
 * application id alone unlocks nothing.
 */
@Injectable()
export class ApplicationAccess {
  private readonly cookie: MadeHereCookie;

  constructor(jwt: JwtService, @Inject(APP_CONFIG) config: AppConfig) {
    this.cookie = new MadeHereCookie(jwt, config.guestTokenSecret, config.env === 'production', {
      cookie: APPLICATION_ACCESS_COOKIE,
      paths: APPLICATION_ACCESS_PATHS,
      audience: 'application-access',
      claim: 'aids',
      maxAgeSeconds: MAX_AGE_SECONDS,
      maxIds: MAX_APPLICATIONS,
    });
  }

  /**
   * The cookie that adds `applicationId` to those the current cookie (`token`, the
   * APPLICATION_ACCESS_COOKIE value) proves, newest first: one per path that reads it.
   */
  grant(token: unknown, applicationId: number): CookieToSet[] {
    return this.cookie.grant(token, [applicationId]);
  }

  /** The application ids a cookie value proves this browser made; none when it is not valid. */
  ids(token: unknown): number[] {
    return this.cookie.ids(token);
  }
}
