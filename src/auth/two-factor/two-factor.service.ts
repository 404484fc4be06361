import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { AuditTrail, type AuditActor } from '../../audit';
import { Clock } from '../../common/clock/clock';
import { SecretBox } from '../../common/crypto/secret-box';
import type { AppConfig } from '../../config/app.config';
import { APP_CONFIG } from '../../config/config.tokens';
import { AdminUser } from '../admin-user.entity';
import { LoginRateLimit, type LoginAttempt } from '../login-rate-limit';
import { verifyPassword } from '../password';
import type { TwoFactorSetupResponse, TwoFactorStatusResponse } from './dto/two-factor.response';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { SignInChallenges, rowCount } from './sign-in-challenges';
import { TWO_FACTOR_MESSAGES as M } from './two-factor-messages';
import { AdminRecoveryCode, AdminTwoFactor } from './two-factor.entity';
import { TOTP_CODE, newTotpSecret, totpQrCode, totpUri, verifyTotp } from './totp';

/** How long an unconfirmed authenticator key is shown again instead of a new one. */
export const SETUP_REUSE_MINUTES = 10;

/**
 * An account's own two-factor sign-in (TOTP, issue 20): set up an authenticator (a new secret as
 * a QR code and as text), confirm it with a code (only then is it on, and ten recovery codes are
 * shown once), turn it off or get new recovery codes with a code; and the owner's reset of
 * another account's (a lost phone). The secret is sealed with a key derived from JWT_SECRET;
 * recovery codes are kept as SHA-256. Every change writes one SECURITY audit row in its
 * transaction, never the secret or a code.
 */
@Injectable()
export class TwoFactorService {
  private readonly logger = new Logger('TwoFactor');
  private readonly box: SecretBox;

  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly rateLimit: LoginRateLimit,
    private readonly challenges: SignInChallenges,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.box = new SecretBox(config.auth.jwtSecret, 'admin-totp-secret');
  }

  async status(adminId: number): Promise<TwoFactorStatusResponse> {
    const row = await this.manager.getRepository(AdminTwoFactor).findOneBy({ admin_id: adminId });
    const enabled = Boolean(row?.enabled_at);
    const left = enabled
      ? await this.manager
          .getRepository(AdminRecoveryCode)
          .createQueryBuilder('code')
          .where('code.admin_id = :adminId AND code.used_at IS NULL', { adminId })
          .getCount()
      : 0;
    return {
      enabled,
      enabledAt: row?.enabled_at?.toISOString() ?? null,
      recoveryCodesLeft: left,
      required: await this.challenges.required(),
    };
  }

  /**
   * `setup` for the signed-in account, after its password (asked in the same request: a stolen
   * access token cannot start binding an app); a wrong password counts as a failed sign-in.
   */
  async setupWithPassword(
    actor: AuditActor & { adminId: number },
    password: string,
  ): Promise<TwoFactorSetupResponse> {
    const attempt = await this.passwordChecked(actor, password);
    await this.rateLimit.forgive(attempt);
    return this.setup(actor.adminId, actor.adminName);
  }

  /**
   * Reserves a sign-in attempt (LoginRateLimit), waits its turn and checks the account's
   * password: 400 when it is wrong (the attempt stays counted as a failure).
   */
  private async passwordChecked(
    actor: AuditActor & { adminId: number },
    password: string,
  ): Promise<LoginAttempt> {
    const attempt = await this.rateLimit.begin(actor.adminName, actor.address);
    await this.rateLimit.wait(attempt);
    const admin = await this.manager.getRepository(AdminUser).findOneBy({ id: actor.adminId });
    if (!admin || !(await verifyPassword(admin.password_hash, password))) {
      throw new BadRequestException(M.wrongPassword);
    }
    return attempt;
  }

  /**
   * A secret not yet in force (sign-in does not ask for it until `confirm`). An unconfirmed one
   * made in the last SETUP_REUSE_MINUTES is given again, so a reload or a second click while the
   * QR code is being scanned shows the same key the app already holds; an older one is replaced.
   * An account whose authenticator is on must turn it off first.
   */
  async setup(adminId: number, username: string): Promise<TwoFactorSetupResponse> {
    const now = this.clock.now();
    const fresh = newTotpSecret();
    const secret = await this.manager.transaction(async (manager) => {
      // The upsert locks the row: of two set-ups at once, the second sees the first's secret.
      // An authenticator confirmed meanwhile (another tab) is never replaced.
      const written: unknown[] = await manager.query(
        `INSERT INTO admin_two_factor (admin_id, secret_sealed, enabled_at, last_time_step, created_at)
         VALUES ($1, $2, NULL, NULL, $3)
         ON CONFLICT (admin_id) DO UPDATE
           SET secret_sealed = EXCLUDED.secret_sealed, last_time_step = NULL, created_at = EXCLUDED.created_at
           WHERE admin_two_factor.enabled_at IS NULL AND admin_two_factor.created_at <= $4
         RETURNING admin_id`,
        [
          adminId,
          this.box.seal(fresh, context(adminId)),
          now,
          new Date(now.getTime() - SETUP_REUSE_MINUTES * 60_000),
        ],
      );
      if (rowCount(written) === 1) return fresh;
      const row = await this.lockedRow(manager, adminId);
      if (!row || row.enabled_at) throw new ConflictException(M.alreadyEnabled);
      const pending = this.box.open(row.secret_sealed, context(adminId));
      if (pending) return pending;
      // Sealed under another JWT_SECRET (changed since): unreadable, so a new one after all.
      await manager.getRepository(AdminTwoFactor).update(adminId, {
        secret_sealed: this.box.seal(fresh, context(adminId)),
        last_time_step: null,
        created_at: now,
      });
      return fresh;
    });
    const otpauthUri = totpUri(secret, this.config.auth.twoFactorIssuer, username);
    return { secret, otpauthUri, qrCode: await totpQrCode(otpauthUri) };
  }

  /**
   * The password and the first right code turn it on; the answer holds the ten recovery codes,
   * shown once. A wrong code is not counted (it is checked against a secret the server just
   * showed this account); a wrong password is.
   */
  async confirm(
    actor: AuditActor & { adminId: number },
    password: string,
    code: string,
  ): Promise<string[]> {
    const attempt = await this.passwordChecked(actor, password);
    await this.rateLimit.forgive(attempt);
    return this.manager.transaction((manager) => this.enable(manager, actor, code));
  }

  /**
   * In the caller's transaction (the forced set-up at sign-in uses its challenge up in the same
   * one): checks the code against the unconfirmed secret, turns it on, replaces the recovery codes.
   */
  async enable(
    manager: EntityManager,
    actor: AuditActor & { adminId: number },
    code: string,
  ): Promise<string[]> {
    const row = await this.lockedRow(manager, actor.adminId);
    if (row?.enabled_at) throw new ConflictException(M.alreadyEnabled);
    if (!row) throw new ConflictException(M.noSetup);
    const secret = this.box.open(row.secret_sealed, context(actor.adminId));
    const step = secret ? await verifyTotp(secret, code.trim(), this.clock.now(), null) : undefined;
    if (step === undefined) throw new BadRequestException(M.wrongSetupCode);
    const now = this.clock.now();
    await manager
      .getRepository(AdminTwoFactor)
      .update(actor.adminId, { enabled_at: now, last_time_step: String(step) });
    const codes = await this.replaceRecoveryCodes(manager, actor.adminId, now);
    await this.audit.record(
      actor,
      {
        kind: 'SECURITY',
        action: 'two_factor.enable',
        target: `admin:${actor.adminId}`,
        summary: '2단계 인증 사용 시작',
        before: { twoFactor: false },
        after: { twoFactor: true },
      },
      manager,
    );
    return codes;
  }

  /**
   * Off, with the password and a code from the app or a recovery code; refused while the owner
   * requires it.
   */
  async disable(
    actor: AuditActor & { adminId: number },
    password: string,
    code: string,
  ): Promise<void> {
    if (await this.challenges.required()) throw new ConflictException(M.requiredByOwner);
    await this.withCode(actor, code, password, async (manager) => {
      await this.remove(manager, actor.adminId);
      await this.audit.record(
        actor,
        {
          kind: 'SECURITY',
          action: 'two_factor.disable',
          target: `admin:${actor.adminId}`,
          summary: '2단계 인증 해제',
          before: { twoFactor: true },
          after: { twoFactor: false },
        },
        manager,
      );
    });
  }

  /** Ten new recovery codes (the old ones stop working), with a code. */
  async regenerate(actor: AuditActor & { adminId: number }, code: string): Promise<string[]> {
    return this.withCode(actor, code, undefined, async (manager) => {
      const codes = await this.replaceRecoveryCodes(manager, actor.adminId, this.clock.now());
      await this.audit.record(
        actor,
        {
          kind: 'SECURITY',
          action: 'two_factor.recovery_codes',
          target: `admin:${actor.adminId}`,
          summary: '복구 코드 새로 발급',
        },
        manager,
      );
      return codes;
    });
  }

  /**
   * The owner turns off another account's two-factor sign-in (a lost phone): it signs in with its
   * password next time and, when two-factor is required, sets up a new authenticator then.
   */
  async reset(actor: AuditActor & { adminId: number }, targetId: number): Promise<void> {
    await this.manager.transaction(async (manager) => {
      const users = manager.getRepository(AdminUser);
      const acting = await users.findOneBy({ id: actor.adminId });
      if (acting?.role !== 'OWNER') throw new ForbiddenException(M.ownerOnly);
      if (targetId === actor.adminId) throw new BadRequestException(M.notForSelf);
      const target = await users.findOneBy({ id: targetId });
      if (!target) throw new NotFoundException(M.accountNotFound);
      const row = await this.lockedRow(manager, targetId);
      if (!row?.enabled_at) throw new ConflictException(M.notEnabled);
      await this.remove(manager, targetId);
      await this.audit.record(
        actor,
        {
          kind: 'SECURITY',
          action: 'two_factor.reset',
          target: `admin:${targetId}`,
          summary: `${target.username}의 2단계 인증 초기화`,
          before: { twoFactor: true },
          after: { twoFactor: false },
        },
        manager,
      );
    });
  }

  /**
   * The recovery path of the owner who lost their phone and their recovery codes (npm run
   * two-factor:reset -- <id>, on the server): whoever can run commands there holds JWT_SECRET and
   * the database anyway. 'none' when the account has no two-factor sign-in.
   */
  async resetByOperator(username: string): Promise<'reset' | 'none' | 'unknown'> {
    return this.manager.transaction(async (manager) => {
      const target = await manager
        .getRepository(AdminUser)
        .createQueryBuilder('admin')
        .where('lower(admin.username) = lower(:username)', { username })
        .getOne();
      if (!target) return 'unknown';
      const row = await this.lockedRow(manager, target.id);
      if (!row) return 'none';
      await this.remove(manager, target.id);
      await this.audit.record(
        { adminId: null, adminName: 'SYSTEM', address: 'command line' },
        {
          kind: 'SECURITY',
          action: 'two_factor.reset',
          target: `admin:${target.id}`,
          summary: `${target.username}의 2단계 인증 초기화 (서버 명령)`,
          before: { twoFactor: Boolean(row.enabled_at) },
          after: { twoFactor: false },
        },
        manager,
      );
      return 'reset';
    });
  }

  /**
   * The second factor, in the caller's transaction: a 6-digit code from the app (a later time
   * step than the last one accepted, which it then becomes) or an unused recovery code (used up).
   * False for anything else, including a secret that no longer opens (JWT_SECRET changed).
   */
  async check(manager: EntityManager, adminId: number, input: string): Promise<boolean> {
    const row = await this.lockedRow(manager, adminId);
    if (!row?.enabled_at) return false;
    const code = input.trim();
    if (TOTP_CODE.test(code)) {
      const secret = this.box.open(row.secret_sealed, context(adminId));
      if (!secret) {
        this.logger.warn(
          `The authenticator secret of account ${adminId} does not open (was JWT_SECRET changed?); a recovery code still works.`,
        );
        return false;
      }
      const last = row.last_time_step === null ? null : Number(row.last_time_step);
      const step = await verifyTotp(secret, code, this.clock.now(), last);
      if (step === undefined) return false;
      await manager.getRepository(AdminTwoFactor).update(adminId, { last_time_step: String(step) });
      return true;
    }
    if (!looksLikeRecoveryCode(code)) return false;
    const used: unknown[] = await manager.query(
      `UPDATE admin_recovery_code SET used_at = $3
        WHERE admin_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
      [adminId, hashRecoveryCode(code), this.clock.now()],
    );
    return rowCount(used) === 1;
  }

  /**
   * Runs `change` when the code is right, in one transaction with the check. A wrong code counts
   * toward the sign-in rate limit (LoginRateLimit: a stolen access token cannot guess codes to
   * turn the second factor off), and answers 400, not 401 (the page would take that for an
   * expired session).
   */
  private async withCode<T>(
    actor: AuditActor & { adminId: number },
    code: string,
    password: string | undefined,
    change: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    const attempt =
      password === undefined
        ? await this.rateLimit.begin(actor.adminName, actor.address)
        : await this.passwordChecked(actor, password);
    if (password === undefined) await this.rateLimit.wait(attempt);
    const outcome = await this.manager.transaction(async (manager) => {
      const row = await this.lockedRow(manager, actor.adminId);
      if (!row?.enabled_at) throw new ConflictException(M.notEnabled);
      if (!(await this.check(manager, actor.adminId, code))) return { ok: false as const };
      return { ok: true as const, value: await change(manager) };
    });
    if (!outcome.ok) throw new BadRequestException(M.wrongCode);
    await this.rateLimit.succeeded(attempt);
    return outcome.value;
  }

  private async lockedRow(
    manager: EntityManager,
    adminId: number,
  ): Promise<AdminTwoFactor | undefined> {
    const row = await manager
      .getRepository(AdminTwoFactor)
      .createQueryBuilder('tf')
      .setLock('pessimistic_write')
      .where('tf.admin_id = :adminId', { adminId })
      .getOne();
    return row ?? undefined;
  }

  private async remove(manager: EntityManager, adminId: number): Promise<void> {
    await manager.delete(AdminRecoveryCode, { admin_id: adminId });
    await manager.delete(AdminTwoFactor, { admin_id: adminId });
  }

  private async replaceRecoveryCodes(
    manager: EntityManager,
    adminId: number,
    now: Date,
  ): Promise<string[]> {
    const codes = newRecoveryCodes();
    await manager.delete(AdminRecoveryCode, { admin_id: adminId });
    await manager.getRepository(AdminRecoveryCode).insert(
      codes.map((code) => ({
        id: randomUUID(),
        admin_id: adminId,
        code_hash: hashRecoveryCode(code),
        used_at: null,
        created_at: now,
      })),
    );
    return codes;
  }
}

/** What a sealed secret is bound to: it opens for its own account only. */
function context(adminId: number): string {
  return `admin:${adminId}`;
}
