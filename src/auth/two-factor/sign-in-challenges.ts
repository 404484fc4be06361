import { Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { TeamPolicy } from '../team-policy.entity';
import { AdminSignInChallenge, AdminTwoFactor, type ChallengeKind } from './two-factor.entity';

/** Long enough to open the app and type a code; a stolen challenge is worth little for long. */
export const CODE_CHALLENGE_MINUTES = 5;
/** Setting up an authenticator (install an app, scan, confirm) takes longer. */
export const ENROL_CHALLENGE_MINUTES = 15;

/** The password was right; this is what the sign-in still needs (LoginResponse). */
export interface SecondFactorRequired {
  twoFactor: ChallengeKind;
  /** Sent back with the code; kept only as its SHA-256. */
  challenge: string;
  expiresAt: Date;
}

/**
 * The step between the right password and the second factor. After the password, an account
 * with an authenticator gets a CODE challenge; one without, while the owner requires two-factor
 * sign-in (team_policy.require_two_factor; no row: not required), an ENROL challenge that carries
 * it through setting one up. Either is bound to the account and the 자동 로그인 choice and works
 * once, before it expires.
 */
@Injectable()
export class SignInChallenges {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
  ) {}

  /** Undefined when the password is enough (no authenticator, nothing required). */
  async afterPassword(
    adminId: number,
    autoLogin: boolean,
  ): Promise<SecondFactorRequired | undefined> {
    const kind = await this.needed(adminId);
    if (!kind) return undefined;
    const now = this.clock.now();
    const minutes = kind === 'CODE' ? CODE_CHALLENGE_MINUTES : ENROL_CHALLENGE_MINUTES;
    const challenge = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + minutes * 60_000);
    // Past challenges are of no use once expired: they go as new ones come.
    await this.manager.query(`DELETE FROM admin_sign_in_challenge WHERE expires_at < $1`, [
      new Date(now.getTime() - 86_400_000),
    ]);
    await this.manager.getRepository(AdminSignInChallenge).insert({
      id: randomUUID(),
      token_hash: sha256(challenge),
      admin_id: adminId,
      kind,
      auto_login: autoLogin,
      expires_at: expiresAt,
      used_at: null,
      created_at: now,
    });
    return { twoFactor: kind, challenge, expiresAt };
  }

  /** Whether the owner requires two-factor sign-in of every account. */
  async required(manager: EntityManager = this.manager): Promise<boolean> {
    const policy = await manager.getRepository(TeamPolicy).findOneBy({ id: 1 });
    return policy?.require_two_factor ?? false;
  }

  /**
   * The challenge a token names, whether or not it is still usable (an expired or used one still
   * tells which account was guessing, for the rate limit); undefined for an unknown token.
   */
  async find(token: string): Promise<AdminSignInChallenge | undefined> {
    if (!token) return undefined;
    const row = await this.manager
      .getRepository(AdminSignInChallenge)
      .findOneBy({ token_hash: sha256(token) });
    return row ?? undefined;
  }

  /** Still open: neither used nor expired. */
  usable(challenge: AdminSignInChallenge): boolean {
    return !challenge.used_at && challenge.expires_at.getTime() > this.clock.now().getTime();
  }

  /**
   * Uses the challenge up, in the caller's transaction; false when it was used (or expired)
   * meanwhile: two tabs sending the same challenge sign in once.
   */
  async consume(manager: EntityManager, challenge: AdminSignInChallenge): Promise<boolean> {
    const now = this.clock.now();
    const rows: unknown[] = await manager.query(
      `UPDATE admin_sign_in_challenge SET used_at = $2
        WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id`,
      [challenge.id, now],
    );
    return rowCount(rows) === 1;
  }

  private async needed(adminId: number): Promise<ChallengeKind | undefined> {
    const twoFactor = await this.manager
      .getRepository(AdminTwoFactor)
      .findOneBy({ admin_id: adminId });
    if (twoFactor?.enabled_at) return 'CODE';
    return (await this.required()) ? 'ENROL' : undefined;
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** `manager.query` answers an UPDATE … RETURNING as [rows, count] on PostgreSQL. */
export function rowCount(result: unknown[]): number {
  if (result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[1];
  }
  return result.length;
}
