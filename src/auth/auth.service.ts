import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { AuditTrail } from '../audit';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { signingKey, verifyingKey } from '../common/crypto/signing-key';
import { AdminRefreshToken } from './admin-refresh-token.entity';
import { AdminSession } from './admin-session.entity';
import { AdminSessions } from './admin-sessions';
import { AdminUser } from './admin-user.entity';
import { ACCESS_TOKEN_TYPE, type AccessClaims } from './admin-jwt.strategy';
import { LoginRateLimit } from './login-rate-limit';
import { UNKNOWN_ACCOUNT_HASH, hashPassword, needsRehash, verifyPassword } from './password';
import { SignInChallenges, type SecondFactorRequired } from './two-factor/sign-in-challenges';

/**
 * One answer for an unknown id and a wrong password (401): two would tell a guesser which ids
 * exist (the spec's 401/402 pair did, for the administrator's own id).
 */
export const INVALID_CREDENTIALS = '아이디 또는 비밀번호가 일치하지 않습니다.';
export const SESSION_ENDED = '로그인이 만료되었습니다. 다시 로그인해 주세요.';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

export interface SignedIn {
  accessToken: string;
  /** Absent when the administrator did not ask for auto-login. */
  refresh?: IssuedRefreshToken;
  /** The device cookie (ADMIN_DEVICE_COOKIE) this browser gets for signing in. */
  device: { value: string; expires: Date };
}

/** How a sign-in was proven, for its session and the audit trail. */
export interface SignInProof {
  /** The client address, as the audit trail records it. */
  address: string;
  /** Whether a second factor (app code, recovery code, or a new authenticator) was passed. */
  secondFactor: boolean;
  /** The device cookie the browser presented (its other entries are kept). */
  deviceCookie?: unknown;
}

/**
 * Administrator sessions. Every sign-in opens a session (a row): a 15-minute access token (JWT)
 * naming it and, with auto-login, a refresh token that works once. Refreshing rotates it within
 * the session; a token that comes back after use means someone copied it, so the session ends.
 * An ended session's access tokens are refused too (AdminSessions, checked by the guard).
 */
@Injectable()
export class AuthService {
  constructor(
    private readonly manager: EntityManager,
    private readonly jwt: JwtService,
    private readonly clock: Clock,
    private readonly rateLimit: LoginRateLimit,
    private readonly sessions: AdminSessions,
    private readonly challenges: SignInChallenges,
    private readonly audit: AuditTrail,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * `deviceCookie`: the raw device cookie the browser sent (LoginRateLimit: a browser that signed
   * in to this account before is counted on its own and not slowed by others' failures).
   */
  async login(
    username: string,
    password: string,
    address: string,
    autoLogin: boolean,
    deviceCookie?: unknown,
  ): Promise<SignedIn | SecondFactorRequired> {
    const attempt = await this.rateLimit.begin(username, address, deviceCookie);
    // Before the password is checked: the wait is the same whether it is right or wrong.
    await this.rateLimit.wait(attempt);
    const admin = await this.manager
      .getRepository(AdminUser)
      .createQueryBuilder('admin')
      .where('lower(admin.username) = lower(:username)', { username })
      .getOne();
    // An unknown id costs the same argon2 verification as a wrong password, and answers the same;
    // so does a deactivated account, whatever the password (issue 20).
    const matches = await verifyPassword(admin?.password_hash ?? UNKNOWN_ACCOUNT_HASH, password);
    if (!admin || !matches || admin.deactivated_at) {
      // Only failures against a real account are recorded, naming the account, never what was
      // typed: an unknown id may be a mistyped password or someone's e-mail (docs/security.md).
      if (admin) await this.recordFailure(admin, address, '비밀번호 불일치');
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    // With two-factor sign-in the password alone signs in nobody: this attempt is not a failure,
    // but earlier failures stay counted until the second factor is right too (TwoFactorSignIn).
    const secondFactor = await this.challenges.afterPassword(admin.id, autoLogin);
    if (secondFactor) await this.rateLimit.forgive(attempt);
    else await this.rateLimit.succeeded(attempt);
    if (needsRehash(admin.password_hash)) {
      await this.manager
        .getRepository(AdminUser)
        .update(admin.id, { password_hash: await hashPassword(password) });
    }
    return (
      secondFactor ??
      this.openSession(admin, autoLogin, { address, secondFactor: false, deviceCookie })
    );
  }

  /** A failed sign-in step against an existing account (a SECURITY audit row, nothing typed). */
  async recordFailure(admin: AdminUser, address: string, reason: string): Promise<void> {
    await this.audit.record(
      { adminId: admin.id, adminName: admin.username, address },
      {
        kind: 'SECURITY',
        action: 'auth.sign_in_failed',
        target: `admin:${admin.id}`,
        summary: `로그인 실패 (${reason})`,
      },
    );
  }

  /**
   * Opens a session for an account whose sign-in is proven (password, and second factor if any),
   * records the sign-in in the audit trail, and issues the browser's device cookie.
   */
  async openSession(admin: AdminUser, autoLogin: boolean, proof: SignInProof): Promise<SignedIn> {
    await this.deleteExpiredSessions();
    const now = this.clock.now();
    const sessionId = randomUUID();
    const refresh = await this.manager.transaction(async (manager) => {
      const lifetimeMs = autoLogin
        ? this.config.auth.refreshTokenTtlDays * 86_400_000
        : this.config.auth.accessTokenTtlSeconds * 1000;
      await manager.getRepository(AdminSession).insert({
        id: sessionId,
        admin_id: admin.id,
        created_at: now,
        expires_at: new Date(now.getTime() + lifetimeMs),
        ended_at: null,
        second_factor: proof.secondFactor,
      });
      await manager.getRepository(AdminUser).update(admin.id, { last_signed_in_at: now });
      await this.audit.record(
        { adminId: admin.id, adminName: admin.username, address: proof.address },
        {
          kind: 'SECURITY',
          action: 'auth.sign_in',
          target: `admin:${admin.id}`,
          summary: proof.secondFactor ? '로그인 (2단계 인증 통과)' : '로그인',
          after: { autoLogin, secondFactor: proof.secondFactor },
        },
        manager,
      );
      return autoLogin ? this.insertRefreshToken(manager, admin.id, sessionId) : undefined;
    });
    return {
      accessToken: this.accessToken(admin, sessionId),
      refresh,
      device: this.rateLimit.issueDeviceCookie(admin.username, proof.deviceCookie),
    };
  }

  /** Trades a refresh token for a new access token and a new refresh token (once). */
  async refresh(
    token: string | undefined,
  ): Promise<{ accessToken: string; refresh: IssuedRefreshToken }> {
    if (!token) throw new UnauthorizedException(SESSION_ENDED);
    const now = this.clock.now();
    const outcome = await this.manager.transaction(async (manager) => {
      const row = await manager
        .getRepository(AdminRefreshToken)
        .createQueryBuilder('token')
        .setLock('pessimistic_write')
        .where('token.token_hash = :hash', { hash: sha256(token) })
        .getOne();
      if (!row) return { ok: false as const };
      const session = await manager.getRepository(AdminSession).findOneBy({ id: row.session_id });
      if (!session || session.ended_at) return { ok: false as const };
      if (row.used_at) {
        // Reuse: the token was copied (or replayed). End that sign-in everywhere.
        await this.endSessions(manager, [session.id], now);
        return { ok: false as const, ended: session.id };
      }
      if (row.expires_at.getTime() <= now.getTime()) return { ok: false as const };
      await manager.getRepository(AdminRefreshToken).update(row.id, { used_at: now });
      const admin = await manager.getRepository(AdminUser).findOneBy({ id: row.admin_id });
      if (!admin || admin.deactivated_at) {
        // Deactivation ends the sessions itself; this closes any it raced with (issue 20).
        await this.endSessions(manager, [session.id], now);
        return { ok: false as const, ended: session.id };
      }
      // Requiring a second factor ends the sessions that passed none (TeamPolicies); this closes
      // any that raced with that change, auto-login included.
      if (!session.second_factor && (await this.challenges.required(manager))) {
        await this.endSessions(manager, [session.id], now);
        return { ok: false as const, ended: session.id };
      }
      const refresh = await this.insertRefreshToken(manager, admin.id, session.id);
      await manager
        .getRepository(AdminSession)
        .update(session.id, { expires_at: refresh.expiresAt });
      return { ok: true as const, admin, refresh, sessionId: session.id };
    });
    if (!outcome.ok) {
      // Known on this replica at once (after the commit); others read it within seconds.
      if (outcome.ended) this.sessions.ended([outcome.ended]);
      throw new UnauthorizedException(SESSION_ENDED);
    }
    return {
      accessToken: this.accessToken(outcome.admin, outcome.sessionId),
      refresh: outcome.refresh,
    };
  }

  /**
   * Ends the sign-in that the refresh token and/or the access token belong to (a sign-in without
   * auto-login has only the access token). Unknown or forged tokens end nothing.
   */
  async logout(
    refreshToken: string | undefined,
    accessToken: string | undefined,
    address: string,
  ): Promise<void> {
    const ids = new Set<string>();
    if (refreshToken) {
      const row = await this.manager
        .getRepository(AdminRefreshToken)
        .findOneBy({ token_hash: sha256(refreshToken) });
      if (row) ids.add(row.session_id);
    }
    const sid = accessToken ? this.sessionOf(accessToken) : undefined;
    if (sid) ids.add(sid);
    if (ids.size === 0) return;
    const now = this.clock.now();
    await this.manager.transaction(async (manager) => {
      const ended: unknown[] = await manager.query(
        `UPDATE admin_session session SET ended_at = $2 FROM admin_user account
          WHERE session.id = ANY($1::uuid[]) AND session.ended_at IS NULL
            AND account.id = session.admin_id
          RETURNING session.admin_id, account.username`,
        [[...ids], now],
      );
      for (const row of rowsOf<{ admin_id: number; username: string }>(ended)) {
        await this.audit.record(
          { adminId: row.admin_id, adminName: row.username, address },
          {
            kind: 'SECURITY',
            action: 'auth.sign_out',
            target: `admin:${row.admin_id}`,
            summary: '로그아웃',
          },
          manager,
        );
      }
    });
    this.sessions.ended([...ids]);
  }

  /** The session a genuine access token names (expired or not), else undefined. */
  private sessionOf(accessToken: string): string | undefined {
    try {
      const claims = this.jwt.verify<Partial<AccessClaims>>(accessToken, {
        publicKey: verifyingKey(this.config.auth.jwtSecret),
        algorithms: ['HS256'],
        ignoreExpiration: true,
      });
      if (claims.typ !== ACCESS_TOKEN_TYPE || typeof claims.sid !== 'string') return undefined;
      return /^[0-9a-f-]{36}$/.test(claims.sid) ? claims.sid : undefined;
    } catch {
      return undefined;
    }
  }

  private accessToken(admin: AdminUser, sessionId: string): string {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const claims: AccessClaims = {
      sub: String(admin.id),
      name: admin.username,
      sid: sessionId,
      typ: ACCESS_TOKEN_TYPE,
      iat,
      exp: iat + this.config.auth.accessTokenTtlSeconds,
    };
    return this.jwt.sign(claims, {
      privateKey: signingKey(this.config.auth.jwtSecret),
      algorithm: 'HS256',
    });
  }

  private async insertRefreshToken(
    manager: EntityManager,
    adminId: number,
    sessionId: string,
  ): Promise<IssuedRefreshToken> {
    const now = this.clock.now();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.config.auth.refreshTokenTtlDays * 86_400_000);
    await manager.getRepository(AdminRefreshToken).insert({
      id: randomUUID(),
      session_id: sessionId,
      admin_id: adminId,
      token_hash: sha256(token),
      expires_at: expiresAt,
      created_at: now,
      used_at: null,
    });
    return { token, expiresAt };
  }

  private async endSessions(manager: EntityManager, ids: string[], now: Date): Promise<void> {
    await manager.query(
      `UPDATE admin_session SET ended_at = $2 WHERE id = ANY($1::uuid[]) AND ended_at IS NULL`,
      [ids, now],
    );
  }

  /**
   * A session outlives none of its tokens (its expiry follows the newest), so past its expiry it
   * can go, its refresh tokens with it; ended ones are kept until then (reuse detection).
   */
  private async deleteExpiredSessions(): Promise<void> {
    await this.manager.query(`DELETE FROM admin_session WHERE expires_at < $1`, [this.clock.now()]);
  }
}

/** An UPDATE ... RETURNING answers [rows, count] through TypeORM's query(); a SELECT the rows. */
function rowsOf<T>(result: unknown[]): T[] {
  return (Array.isArray(result[0]) ? result[0] : result) as T[];
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
