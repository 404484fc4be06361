import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Clock } from '../common/clock/clock';
import type { CookieToSet } from '../common/http/request-values';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { signingKey, verifyingKey } from '../common/crypto/signing-key';

export const GUEST_TOKEN_COOKIE = 'maeum_guest';
export const GUEST_TOKEN_MAX_AGE_SECONDS = 15 * 60;
/**
 * One cookie cannot name two paths, so the same token is set for each: my info reads it under
 * /api/guest, paying or retrying from my info (issue 4) under /api/payments, and applying
 * (/api/lecture/application/data) and joining the waiting list (/api/lecture/waitlist) read it to
 * know that the applicant proved the e-mail (issue 32: only then is a duplicate told as one, and
 * a proven family's application supersedes an unproven one). Nothing else receives it.
 */
export const GUEST_TOKEN_PATHS = [
  '/api/guest',
  '/api/payments',
  '/api/lecture/application',
  '/api/lecture/waitlist',
] as const;
const AUDIENCE = 'guest-lookup';

export const GUEST_PROOF_REQUIRED = '이메일 인증이 필요합니다. 수강 내역 조회를 다시 해 주세요.';

/**
 * What a guest token proves (issue 32): that its holder reads this e-mail or this phone number,
 * because a one-time code sent there was typed back (or a message's personal link sent there was
 * opened). Never a birth date: that is a fact a stranger can know.
 */
export interface GuestProof {
  /** Lower-case. */
  email?: string;
  /** Digits only (01012345678). */
  phone?: string;
  /**
   * When a code was last typed for this contact (a remembered browser keeps the time of the code
   * that remembered it; a link, the time it was opened). Refunds to a bank account ask that it be
   * recent.
   */
  provenAt: Date;
  /**
   * Opened from a message's personal link rather than by typing a code. A link can reach a
   * stranger (a forwarded message), so it may not name where money is refunded nor change the
   * contact.
   */
  viaLink: boolean;
}

interface GuestClaims {
  /** The proven e-mail (lower-case), if any. */
  em?: string;
  /** The proven phone number (digits), if any. */
  ph?: string;
  /** provenAt, seconds. */
  pa: number;
  iat: number;
  /** Set when a message's personal link opened it (GuestProof.viaLink). */
  lk?: 1;
}

/**
 * The family's proof: a signed, httpOnly, SameSite=Strict cookie valid for 15 minutes, bound to
 * the e-mail or phone number a code proved. Issue and expiry follow the injected clock.
 */
@Injectable()
export class GuestToken {
  constructor(
    private readonly jwt: JwtService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The proof's cookies, one per path that reads it; the controller sets them. */
  issue(proof: GuestProof): CookieToSet[] {
    const token = this.jwt.sign(
      {
        ...(proof.email !== undefined ? { em: proof.email } : {}),
        ...(proof.phone !== undefined ? { ph: proof.phone } : {}),
        pa: Math.floor(proof.provenAt.getTime() / 1000),
        iat: this.nowSeconds(),
        ...(proof.viaLink ? { lk: 1 as const } : {}),
      } satisfies GuestClaims,
      {
        privateKey: signingKey(this.config.guestTokenSecret),
        expiresIn: GUEST_TOKEN_MAX_AGE_SECONDS,
        audience: AUDIENCE,
      },
    );
    return GUEST_TOKEN_PATHS.map((path) => ({
      name: GUEST_TOKEN_COOKIE,
      value: token,
      options: {
        httpOnly: true,
        sameSite: 'strict',
        secure: this.config.env === 'production',
        path,
        maxAge: GUEST_TOKEN_MAX_AGE_SECONDS * 1000,
      },
    }));
  }

  /** Cookies that end the lookup (an empty, expired proof on each path). */
  revoke(): CookieToSet[] {
    return GUEST_TOKEN_PATHS.map((path) => ({
      name: GUEST_TOKEN_COOKIE,
      value: '',
      options: {
        httpOnly: true,
        sameSite: 'strict',
        secure: this.config.env === 'production',
        path,
        maxAge: 0,
      },
    }));
  }

  /**
   * The proof a GUEST_TOKEN_COOKIE value carries, or null when it is missing, forged, tampered
   * or expired.
   */
  read(token: unknown): GuestProof | null {
    if (typeof token !== 'string') return null;
    try {
      const claims = this.jwt.verify<GuestClaims>(token, {
        publicKey: verifyingKey(this.config.guestTokenSecret),
        audience: AUDIENCE,
        algorithms: ['HS256'],
        clockTimestamp: this.nowSeconds(),
      });
      const email = typeof claims.em === 'string' ? claims.em : undefined;
      const phone = typeof claims.ph === 'string' ? claims.ph : undefined;
      if ((email === undefined && phone === undefined) || typeof claims.pa !== 'number') {
        return null;
      }
      return {
        ...(email !== undefined ? { email } : {}),
        ...(phone !== undefined ? { phone } : {}),
        provenAt: new Date(claims.pa * 1000),
        viaLink: claims.lk === 1,
      };
    } catch {
      return null;
    }
  }

  /**
   * The proof, else 401 (no hint whether anything exists). With `email` (older clients send the
   * e-mail they looked up), the proof must be that e-mail's.
   */
  require(token: unknown, email?: string): GuestProof {
    const proof = this.read(token);
    if (!proof || (email !== undefined && proof.email !== email.trim().toLowerCase())) {
      throw new UnauthorizedException(GUEST_PROOF_REQUIRED);
    }
    return proof;
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }
}
