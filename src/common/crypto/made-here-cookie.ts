import type { JwtService } from '@nestjs/jwt';
import type { CookieToSet } from '../http/request-values';
import { signingKey, verifyingKey } from './signing-key';

/** What one "this browser made it" cookie is: its name, the paths that read it, its life. */
export interface MadeHereSpec {
  cookie: string;
  /**
   * One cookie cannot name two paths, so the same token is set once for each path that reads
   * it.
   */
  paths: readonly string[];
  /** The JWT audience: a token of one kind is never taken for another. */
  audience: string;
  /** The claim holding the ids (applications' cookies have said `aids` since they were first set). */
  claim: string;
  maxAgeSeconds: number;
  /** Newest ids kept; older ones fall off. */
  maxIds: number;
}

/**
 * Proof that this browser made some rows (applications, waiting-list entries): a signed,
 * httpOnly, SameSite=Strict cookie listing their ids, signed with GUEST_TOKEN_SECRET. An id alone
 * unlocks nothing; the cookie shows the browser made it (issue 32: only that browser, or a proof
 * of the e-mail, is told that an e-mail already applied).
 */
export class MadeHereCookie {
  constructor(
    private readonly jwt: JwtService,
    private readonly secret: string,
    private readonly secure: boolean,
    readonly spec: MadeHereSpec,
  ) {}

  /** The cookies (one per path) that add `newIds` to those `token` proves, newest first. */
  grant(token: unknown, newIds: readonly number[]): CookieToSet[] {
    const ids = [...newIds, ...this.ids(token).filter((id) => !newIds.includes(id))].slice(
      0,
      this.spec.maxIds,
    );
    const signed = this.jwt.sign(
      { [this.spec.claim]: ids },
      {
        privateKey: signingKey(this.secret),
        expiresIn: this.spec.maxAgeSeconds,
        audience: this.spec.audience,
      },
    );
    return this.spec.paths.map((path) => ({
      name: this.spec.cookie,
      value: signed,
      options: {
        httpOnly: true,
        sameSite: 'strict' as const,
        secure: this.secure,
        path,
        maxAge: this.spec.maxAgeSeconds * 1000,
      },
    }));
  }

  /** The ids a cookie value proves this browser made; none when it is not valid. */
  ids(token: unknown): number[] {
    if (typeof token !== 'string') return [];
    try {
      const claims = this.jwt.verify<Record<string, unknown>>(token, {
        publicKey: verifyingKey(this.secret),
        audience: this.spec.audience,
      });
      const ids = claims[this.spec.claim];
      return Array.isArray(ids) ? ids.filter(Number.isInteger) : [];
    } catch {
      return [];
    }
  }
}
