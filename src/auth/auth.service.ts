import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { signingKey } from '../common/crypto/signing-key';
import { AdminRefreshToken } from './admin-refresh-token.entity';
import { AdminUser } from './admin-user.entity';
import { ACCESS_TOKEN_TYPE, type AccessClaims } from './admin-jwt.strategy';
import { LoginRateLimit } from './login-rate-limit';
import { hashPassword, needsRehash, verifyPassword } from './password';

/** spec §8: the sign-in page tells these two apart (401 and 402). */
export const UNKNOWN_ACCOUNT = '존재하지 않는 계정입니다.';
export const WRONG_PASSWORD = '비밀번호가 일치하지 않습니다.';
export const SESSION_ENDED = '로그인이 만료되었습니다. 다시 로그인해 주세요.';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

export interface SignedIn {
  accessToken: string;
  /** Absent when the administrator did not ask for auto-login. */
  refresh?: IssuedRefreshToken;
}

/**
 * Administrator sessions: a 15-minute access token (JWT) and, with auto-login, a refresh token
 * that works once. Refreshing rotates it within its family; a token that comes back after use
 * means someone copied it, so the whole family is revoked.
 */
@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jwt: JwtService,
    private readonly clock: Clock,
    private readonly rateLimit: LoginRateLimit,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async login(
    username: string,
    password: string,
    address: string,
    autoLogin: boolean,
  ): Promise<SignedIn> {
    const attempt = await this.rateLimit.begin(username, address);
    const admin = await this.dataSource
      .getRepository(AdminUser)
      .createQueryBuilder('admin')
      .where('lower(admin.username) = lower(:username)', { username })
      .getOne();
    if (!admin) throw new UnauthorizedException(UNKNOWN_ACCOUNT);
    if (!(await verifyPassword(admin.password_hash, password))) {
      throw new HttpException(WRONG_PASSWORD, HttpStatus.PAYMENT_REQUIRED);
    }
    await this.rateLimit.succeeded(attempt);
    if (needsRehash(admin.password_hash)) {
      await this.dataSource
        .getRepository(AdminUser)
        .update(admin.id, { password_hash: await hashPassword(password) });
    }
    await this.deleteExpiredTokens();
    const refresh = autoLogin
      ? await this.dataSource.transaction((manager) =>
          this.insertRefreshToken(manager, admin.id, randomUUID()),
        )
      : undefined;
    return { accessToken: this.accessToken(admin), refresh };
  }

  /** Trades a refresh token for a new access token and a new refresh token (once). */
  async refresh(token: string | undefined): Promise<Required<SignedIn>> {
    if (!token) throw new UnauthorizedException(SESSION_ENDED);
    const now = this.clock.now();
    const outcome = await this.dataSource.transaction(async (manager) => {
      const row = await manager
        .getRepository(AdminRefreshToken)
        .createQueryBuilder('token')
        .setLock('pessimistic_write')
        .where('token.token_hash = :hash', { hash: sha256(token) })
        .getOne();
      if (!row || row.revoked_at) return { ok: false as const };
      if (row.used_at) {
        // Reuse: the token was copied (or replayed). End that sign-in everywhere.
        await this.revokeFamily(manager, row.family_id, now);
        return { ok: false as const };
      }
      if (row.expires_at.getTime() <= now.getTime()) return { ok: false as const };
      await manager.getRepository(AdminRefreshToken).update(row.id, { used_at: now });
      const admin = await manager.getRepository(AdminUser).findOneBy({ id: row.admin_id });
      if (!admin) return { ok: false as const };
      const refresh = await this.insertRefreshToken(manager, admin.id, row.family_id);
      return { ok: true as const, admin, refresh };
    });
    if (!outcome.ok) throw new UnauthorizedException(SESSION_ENDED);
    return { accessToken: this.accessToken(outcome.admin), refresh: outcome.refresh };
  }

  /** Ends the sign-in the refresh token belongs to (every token of its family). */
  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.dataSource.transaction(async (manager) => {
      const row = await manager
        .getRepository(AdminRefreshToken)
        .findOneBy({ token_hash: sha256(token) });
      if (row) await this.revokeFamily(manager, row.family_id, this.clock.now());
    });
  }

  private accessToken(admin: AdminUser): string {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const claims: AccessClaims = {
      sub: String(admin.id),
      name: admin.username,
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
    familyId: string,
  ): Promise<IssuedRefreshToken> {
    const now = this.clock.now();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.config.auth.refreshTokenTtlDays * 86_400_000);
    await manager.getRepository(AdminRefreshToken).insert({
      id: randomUUID(),
      family_id: familyId,
      admin_id: adminId,
      token_hash: sha256(token),
      expires_at: expiresAt,
      created_at: now,
      used_at: null,
      revoked_at: null,
    });
    return { token, expiresAt };
  }

  private async revokeFamily(manager: EntityManager, familyId: string, now: Date): Promise<void> {
    await manager.query(
      `UPDATE admin_refresh_token SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL`,
      [familyId, now],
    );
  }

  /** Expired tokens can never be used again; revoked ones are kept until then (reuse detection). */
  private async deleteExpiredTokens(): Promise<void> {
    await this.dataSource.query(`DELETE FROM admin_refresh_token WHERE expires_at < $1`, [
      this.clock.now(),
    ]);
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
