import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import type { CookieToSet } from '../common/http/request-values';
import { signingKey, verifyingKey } from '../common/crypto/signing-key';

export const APPLICATION_ACCESS_COOKIE = 'maeum_applications';
const MAX_AGE_SECONDS = 6 * 60 * 60;
const MAX_APPLICATIONS = 10;

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
   * APPLICATION_ACCESS_COOKIE value) proves, newest first.
   */
  grant(token: unknown, applicationId: number): CookieToSet {
    const aids = [applicationId, ...this.ids(token).filter((id) => id !== applicationId)].slice(
      0,
      MAX_APPLICATIONS,
    );
    const signed = this.jwt.sign({ aids } satisfies AccessClaims, {
      privateKey: signingKey(this.config.guestTokenSecret),
      expiresIn: MAX_AGE_SECONDS,
      audience: 'application-access',
    });
    return {
      name: APPLICATION_ACCESS_COOKIE,
      value: signed,
      options: {
        httpOnly: true,
        sameSite: 'strict',
        secure: this.config.env === 'production',
        path: '/api/payments',
        maxAge: MAX_AGE_SECONDS * 1000,
      },
    };
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
