import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import type { CookieToSet } from '../common/http/request-values';
import { signingKey, verifyingKey } from '../common/crypto/signing-key';

export const APPLICATION_ACCESS_COOKIE = 'maeum_applications';
const MAX_AGE_SECONDS = 6 * 60 * 60;
const MAX_APPLICATIONS = 10;
/**
 * One cookie cannot name two paths, so the same token is set for each: paying reads it under
 * /api/payments, and applying reads it to know which of an e-mail's applications this browser
 * made itself (issue 32: only those, or a proof of the e-mail, make a second one answer -1).
 */
export const APPLICATION_ACCESS_PATHS = ['/api/payments', '/api/lecture/application'] as const;

interface AccessClaims {
  /** Application ids this browser created. */
  aids: number[];
}

/**
 * Proof that this browser made an application: a signed, httpOnly, SameSite=Strict cookie.
 * Starting or retrying a payment shows the applicant's name and e-mail, so it needs this proof
 * (or, later, the guest lookup's); an application id alone unlocks nothing.
 */
@Injectable()
export class ApplicationAccess {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The cookie that adds `applicationId` to those the current cookie (`token`, the
   * APPLICATION_ACCESS_COOKIE value) proves, newest first: one per path that reads it.
   */
  grant(token: unknown, applicationId: number): CookieToSet[] {
    const aids = [applicationId, ...this.ids(token).filter((id) => id !== applicationId)].slice(
      0,
      MAX_APPLICATIONS,
    );
    const signed = this.jwt.sign({ aids } satisfies AccessClaims, {
      privateKey: signingKey(this.config.guestTokenSecret),
      expiresIn: MAX_AGE_SECONDS,
      audience: 'application-access',
    });
    return APPLICATION_ACCESS_PATHS.map((path) => ({
      name: APPLICATION_ACCESS_COOKIE,
      value: signed,
      options: {
        httpOnly: true,
        sameSite: 'strict' as const,
        secure: this.config.env === 'production',
        path,
        maxAge: MAX_AGE_SECONDS * 1000,
      },
    }));
  }

  /** The application ids a cookie value proves this browser made; none when it is not valid. */
  ids(token: unknown): number[] {
    if (typeof token !== 'string') return [];
    try {
      const claims = this.jwt.verify<AccessClaims>(token, {
        publicKey: verifyingKey(this.config.guestTokenSecret),
        audience: 'application-access',
      });
      return Array.isArray(claims.aids) ? claims.aids.filter(Number.isInteger) : [];
    } catch {
      return [];
    }
  }
}
