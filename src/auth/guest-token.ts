import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Clock } from '../common/clock/clock';
import type { CookieToSet } from '../common/http/request-values';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { signingKey, verifyingKey } from '../common/crypto/signing-key';

export const GUEST_TOKEN_COOKIE = 'maeum_guest';
export const GUEST_TOKEN_MAX_AGE_SECONDS = 15 * 60;
/**
 * One cookie cannot name two paths, so the same token is set for each: my info reads it under
 * /api/guest, and paying or retrying from my info (issue 4) under /api/payments. Nothing else
 * receives it.
 */
export const GUEST_TOKEN_PATHS = ['/api/guest', '/api/payments'] as const;
const AUDIENCE = 'guest-lookup';

export const GUEST_PROOF_REQUIRED = '이메일 인증이 필요합니다. 수강 내역 조회를 다시 해 주세요.';

/** What a successful lookup matched: this e-mail together with this birth date. */
export interface GuestLookup {
  /** Lower-case. */
  email: string;
  birth: string;
}

/** What a guest token proves: the e-mail, and a keyed digest of the birth date that matched. */
export interface GuestProof {
  /** Lower-case. */
  email: string;
  birthDigest: string;
  /**
   * Opened from a message's personal link rather than by typing the birth date. A link can reach
   * a stranger (a mistyped number or address), so it may not name where money is refunded.
   */
  viaLink: boolean;
  /**
   * When the family last typed a one-time code sent to its contact (the `pa` claim, seconds);
   * absent when the proof never took one. A refund to a bank account needs it recent (issue 32).
   */
  provenAt?: Date;
}

interface GuestClaims {
  sub: string;
  /** HMAC of e-mail and birth date: the cookie never carries the birth date itself. */
  bd: string;
  iat: number;
  /** Set when a message's personal link opened it (GuestProof.viaLink). */
  lk?: 1;
  /** GuestProof.provenAt, in seconds. */
  pa?: number;
}

/**
 * The guest lookup's proof: a signed, httpOnly, SameSite=Strict cookie valid for 15 minutes,
 * bound to the e-mail and birth date that matched. Issue and expiry follow the injected clock.
 */
@Injectable()
export class GuestToken {
  constructor(
    private readonly jwt: JwtService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The proof's cookies, one per path that reads it; the controller sets them. */
  issue(lookup: GuestLookup, via: 'lookup' | 'link' = 'lookup'): CookieToSet[] {
    const token = this.jwt.sign(
      {
        sub: lookup.email,
        bd: this.birthDigest(lookup.email, lookup.birth),
        iat: this.nowSeconds(),
        ...(via === 'link' ? { lk: 1 as const } : {}),
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
      if (typeof claims.sub !== 'string' || typeof claims.bd !== 'string') return null;
      return {
        email: claims.sub,
        birthDigest: claims.bd,
        viaLink: claims.lk === 1,
        ...(typeof claims.pa === 'number' ? { provenAt: new Date(claims.pa * 1000) } : {}),
      };
    } catch {
      return null;
    }
  }

  /** The proof for exactly this e-mail, else 401 (no hint whether the e-mail exists). */
  require(token: unknown, email: string): GuestProof {
    const proof = this.read(token);
    if (!proof || proof.email !== email.trim().toLowerCase()) {
      throw new UnauthorizedException(GUEST_PROOF_REQUIRED);
    }
    return proof;
  }

  /** Whether the proof's lookup matched this birth date. */
  provesBirth(proof: GuestProof, birth: string): boolean {
    const expected = Buffer.from(this.birthDigest(proof.email, birth));
    const given = Buffer.from(proof.birthDigest);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private birthDigest(email: string, birth: string): string {
    return createHmac('sha256', this.config.guestTokenSecret)
      .update(`guest-birth:${email}:${birth}`)
      .digest('base64url');
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }
}
