import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { AuditTrail, type AuditActor } from '../audit';
import { Clock } from '../common/clock/clock';
import { AdminInvitation } from './admin-invitation.entity';
import { AdminSessions } from './admin-sessions';
import { redactSpentInvitationTokens } from './invitations';
import { AdminUser } from './admin-user.entity';
import type {
  CurrentAdminResponse,
  InviteStaffDto,
  StaffAccountResponse,
  StaffInvitedResponse,
  StaffListResponse,
} from './dto/staff.dto';

/** How long an invitation link works. */
export const INVITATION_TTL_HOURS = 72;
/** Where the invited person opens the link; the token follows in the fragment (#), never sent. */
export const INVITATION_PATH = '/admin/invite';

export const STAFF = {
  notFound: '계정을 찾을 수 없습니다.',
  invitationNotFound: '대기 중인 초대를 찾을 수 없습니다.',
  usernameTaken: '이미 사용 중인 아이디입니다.',
  invitationPending: '이 아이디로 보낸 초대가 아직 유효합니다. 취소한 뒤 다시 초대해 주세요.',
  notSelf: '자기 계정은 비활성화할 수 없습니다.',
  lastOwner: '마지막 대표 관리자는 비활성화할 수 없습니다.',
} as const;

export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The invitation, locked for the rest of `manager`'s transaction, while it can still be used (not
 * accepted, revoked or expired at `now`); otherwise 404 with 직원 관리's message.
 */
export async function lockPendingInvitation(
  manager: EntityManager,
  invitationId: number,
  now: Date,
): Promise<AdminInvitation> {
  const invitation = await manager
    .getRepository(AdminInvitation)
    .createQueryBuilder('invitation')
    .setLock('pessimistic_write')
    .where('invitation.id = :id', { id: invitationId })
    .getOne();
  if (
    !invitation ||
    invitation.accepted_at ||
    invitation.revoked_at ||
    invitation.expires_at.getTime() <= now.getTime()
  ) {
    throw new NotFoundException(STAFF.invitationNotFound);
  }
  return invitation;
}

/**
 * 직원 관리 (issue 20), the owner's side: the accounts, invitations (a one-time link, valid 72
 * hours, kept as a hash), their revocation, and deactivating an account, which ends its sessions
 * and refresh tokens at once. Every change records one audit row in its own transaction.
 */
@Injectable()
export class StaffService {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly sessions: AdminSessions,
  ) {}

  async me(adminId: number): Promise<CurrentAdminResponse> {
    const admin = await this.manager.getRepository(AdminUser).findOneBy({ id: adminId });
    if (!admin) throw new NotFoundException(STAFF.notFound);
    return {
      id: admin.id,
      username: admin.username,
      displayName: admin.display_name,
      role: admin.role,
    };
  }

  async list(): Promise<StaffListResponse> {
    const accounts = await this.manager
      .getRepository(AdminUser)
      .createQueryBuilder('admin')
      .orderBy(`CASE admin.role WHEN 'OWNER' THEN 0 ELSE 1 END`)
      .addOrderBy('admin.id')
      .getMany();
    const enrolled = await twoFactorOn(this.manager);
    const invitations: {
      id: number;
      username: string;
      display_name: string | null;
      invited_by: string;
      expires_at: Date;
    }[] = await this.manager.query(
      `SELECT invitation.id, invitation.username, invitation.display_name, invitation.expires_at,
              coalesce(owner.display_name, owner.username) AS invited_by
         FROM admin_invitation invitation
         JOIN admin_user owner ON owner.id = invitation.invited_by
        WHERE invitation.accepted_at IS NULL AND invitation.revoked_at IS NULL
          AND invitation.expires_at > $1
        ORDER BY invitation.id`,
      [this.clock.now()],
    );
    return {
      accounts: accounts.map((admin) => toAccount(admin, enrolled.has(admin.id))),
      invitations: invitations.map((row) => ({
        id: row.id,
        username: row.username,
        displayName: row.display_name,
        invitedBy: row.invited_by,
        expiresAt: new Date(row.expires_at).toISOString(),
      })),
    };
  }

  /** A new invitation and its link, shown once: only the token's hash is kept. */
  async invite(dto: InviteStaffDto, actor: AuditActor): Promise<StaffInvitedResponse> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_HOURS * 3_600_000);
    const username = dto.username;
    const displayName = dto.displayName || null;
    const invitation = await this.manager.transaction(async (manager) => {
      // Two invitations of one name at once: the second sees the first.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
        `admin-invitation:${username.toLowerCase()}`,
      ]);
      if (await usernameTaken(manager, username)) {
        throw new ConflictException(STAFF.usernameTaken);
      }
      const pending: unknown[] = await manager.query(
        `SELECT 1 FROM admin_invitation
          WHERE lower(username) = lower($1) AND accepted_at IS NULL AND revoked_at IS NULL
            AND expires_at > $2`,
        [username, now],
      );
      if (pending.length > 0) throw new ConflictException(STAFF.invitationPending);
      const inserted = await manager.getRepository(AdminInvitation).save({
        username,
        display_name: displayName,
        token_hash: invitationTokenHash(token),
        invited_by: actor.adminId ?? 0,
        created_at: now,
        expires_at: expiresAt,
        accepted_at: null,
        revoked_at: null,
        admin_id: null,
      });
      await this.audit.record(
        actor,
        {
          kind: 'STAFF',
          action: 'staff.invite',
          target: `invitation:${inserted.id}`,
          summary: `직원 초대: ${username}`,
          after: { username, displayName, expiresAt: expiresAt.toISOString() },
        },
        manager,
      );
      return inserted;
    });
    return {
      id: invitation.id,
      username,
      displayName,
      invitedBy: actor.adminName,
      expiresAt: expiresAt.toISOString(),
      link: `${INVITATION_PATH}#${token}`,
    };
  }

  /** Revokes a pending invitation: its link is refused from now on. */
  async revoke(invitationId: number, actor: AuditActor): Promise<void> {
    const now = this.clock.now();
    await this.manager.transaction(async (manager) => {
      const invitation = await lockPendingInvitation(manager, invitationId, now);
      await manager.getRepository(AdminInvitation).update(invitation.id, { revoked_at: now });
      await redactSpentInvitationTokens(manager, now);
      await this.audit.record(
        actor,
        {
          kind: 'STAFF',
          action: 'staff.revoke',
          target: `invitation:${invitation.id}`,
          summary: `직원 초대 취소: ${invitation.username}`,
          before: { status: 'PENDING' },
          after: { status: 'REVOKED' },
        },
        manager,
      );
    });
  }

  /**
   * Deactivates an account: it cannot sign in, and every session it has (its access tokens and
   * refresh tokens) ends at once. Not one's own account, never the last active owner.
   */
  async deactivate(adminId: number, actor: AuditActor): Promise<StaffAccountResponse> {
    const now = this.clock.now();
    const outcome = await this.manager.transaction(async (manager) => {
      // Owners locked first, always in one order: two owners deactivating each other at once
      // are decided one after the other, and the second finds the other the last owner.
      await manager.query(`SELECT id FROM admin_user WHERE role = 'OWNER' ORDER BY id FOR UPDATE`);
      const admin = await lockAccount(manager, adminId);
      if (admin.id === actor.adminId) throw new ConflictException(STAFF.notSelf);
      if (admin.deactivated_at) return { admin, ended: [] as string[] };
      if (admin.role === 'OWNER') {
        const [{ count }]: { count: number }[] = await manager.query(
          `SELECT count(*)::int AS count FROM admin_user
            WHERE role = 'OWNER' AND deactivated_at IS NULL AND id <> $1`,
          [admin.id],
        );
        if (count === 0) throw new ConflictException(STAFF.lastOwner);
      }
      await manager.getRepository(AdminUser).update(admin.id, { deactivated_at: now });
      const sessions: { id: string }[] = await manager.query(
        `SELECT id FROM admin_session WHERE admin_id = $1 AND ended_at IS NULL`,
        [admin.id],
      );
      const ended = sessions.map((session) => session.id);
      await manager.query(
        `UPDATE admin_session SET ended_at = $2 WHERE id = ANY($1::uuid[]) AND ended_at IS NULL`,
        [ended, now],
      );
      await this.audit.record(
        actor,
        {
          kind: 'STAFF',
          action: 'staff.deactivate',
          target: `admin:${admin.id}`,
          summary: `계정 비활성화: ${admin.username}`,
          before: { active: true },
          after: { active: false, sessionsEnded: ended.length },
        },
        manager,
      );
      return { admin: { ...admin, deactivated_at: now }, ended };
    });
    // Known on this replica at once (after the commit); others read it within seconds.
    this.sessions.ended(outcome.ended);
    const enrolled = await twoFactorOn(this.manager);
    return toAccount(outcome.admin, enrolled.has(outcome.admin.id));
  }

  /** Lets a deactivated account sign in again (its old sessions stay ended). */
  async reactivate(adminId: number, actor: AuditActor): Promise<StaffAccountResponse> {
    return this.manager.transaction(async (manager) => {
      const admin = await lockAccount(manager, adminId);
      const enrolled = await twoFactorOn(manager);
      if (!admin.deactivated_at) return toAccount(admin, enrolled.has(admin.id));
      await manager.getRepository(AdminUser).update(admin.id, { deactivated_at: null });
      await this.audit.record(
        actor,
        {
          kind: 'STAFF',
          action: 'staff.reactivate',
          target: `admin:${admin.id}`,
          summary: `계정 다시 활성화: ${admin.username}`,
          before: { active: false },
          after: { active: true },
        },
        manager,
      );
      return toAccount({ ...admin, deactivated_at: null }, enrolled.has(admin.id));
    });
  }
}

async function lockAccount(manager: EntityManager, adminId: number): Promise<AdminUser> {
  const admin = await manager
    .getRepository(AdminUser)
    .createQueryBuilder('admin')
    .setLock('pessimistic_write')
    .where('admin.id = :id', { id: adminId })
    .getOne();
  if (!admin) throw new NotFoundException(STAFF.notFound);
  return admin;
}

export async function usernameTaken(manager: EntityManager, username: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM admin_user WHERE lower(username) = lower($1)`,
    [username],
  );
  return rows.length > 0;
}

/** The accounts whose two-factor sign-in is on (a confirmed authenticator). */
async function twoFactorOn(manager: EntityManager): Promise<Set<number>> {
  const rows: { admin_id: number }[] = await manager.query(
    `SELECT admin_id FROM admin_two_factor WHERE enabled_at IS NOT NULL`,
  );
  return new Set(rows.map((row) => row.admin_id));
}

function toAccount(admin: AdminUser, twoFactor: boolean): StaffAccountResponse {
  return {
    id: admin.id,
    username: admin.username,
    displayName: admin.display_name,
    role: admin.role,
    active: !admin.deactivated_at,
    lastSignedInAt: admin.last_signed_in_at?.toISOString() ?? null,
    createdAt: admin.created_at.toISOString(),
    twoFactor,
  };
}
