import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Clock } from '../common/clock/clock';
import { verifyingKey } from '../common/crypto/signing-key';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import type { AdminRole } from './admin-user.entity';

export const ADMIN_JWT = 'admin-jwt';
export const ACCESS_TOKEN_TYPE = 'admin-access';

/** What an access token says. */
export interface AccessClaims {
  sub: string;
  name: string;
  /** The session (admin_session.id) the token belongs to. */
  sid: string;
  typ: typeof ACCESS_TOKEN_TYPE;
  iat: number;
  exp: number;
}

/** The administrator a valid access token names; set as `req.user` on admin routes. */
export interface AdminPrincipal {
  id: number;
  username: string;
  sessionId: string;
  /**
   * The account's role as the database has it now: AdminAuthGuard sets it from the session's
   * account on every request (the token does not carry it; until then, the least: STAFF).
   */
  role: AdminRole;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Bearer access tokens: HS256 with JWT_SECRET. Expiry is checked against the injected clock
 * (not jsonwebtoken's own Date.now), so tests move time instead of waiting. A token must name
 * its session (one issued before sessions is refused); AdminAuthGuard checks that it is open.
 */
@Injectable()
export class AdminJwtStrategy extends PassportStrategy(Strategy, ADMIN_JWT) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, built once: given the string, jsonwebtoken parses it as a PEM key first on
      // every request (signing-key.ts).
      secretOrKey: verifyingKey(config.auth.jwtSecret),
      algorithms: ['HS256'],
      ignoreExpiration: true,
    });
  }

  validate(claims: Partial<AccessClaims>): AdminPrincipal | false {
    if (claims.typ !== ACCESS_TOKEN_TYPE || typeof claims.exp !== 'number') return false;
    // spec §5: the expiry claim times 1000 must not be before now.
    if (claims.exp * 1000 < this.clock.now().getTime()) return false;
    const id = Number(claims.sub);
    if (!Number.isInteger(id) || typeof claims.name !== 'string') return false;
    if (typeof claims.sid !== 'string' || !UUID.test(claims.sid)) return false;
    return { id, username: claims.name, sessionId: claims.sid, role: 'STAFF' };
  }
}
