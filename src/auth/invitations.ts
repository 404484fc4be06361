import {
  BadRequestException,
  ConflictException,
  GoneException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditTrail } from '../audit';
import { Clock } from '../common/clock/clock';
import { messagesHoldingInvitationTokens, redactInvitationMessages } from '../outbox';
import { AdminInvitation } from './admin-invitation.entity';
import { AdminUser } from './admin-user.entity';
import type { InvitationAcceptedResponse, InvitationViewResponse } from './dto/staff.dto';
import { InvitationRateLimit } from './invitation-rate-limit';
import { hashPassword, passwordProblem } from './password';
import { invitationTokenHash, STAFF, usernameTaken } from './staff.service';

export const INVITATION_REFUSED = {
  unknown: '초대 링크가 올바르지 않습니다. 받은 링크 전체를 그대로 열어 주세요.',
  used: '이미 사용된 초대 링크입니다. 로그인 화면에서 로그인해 주세요.',
  revoked: '취소된 초대 링크입니다. 대표 관리자에게 새 링크를 요청해 주세요.',
  expired: '만료된 초대 링크입니다. 대표 관리자에게 새 링크를 요청해 주세요.',
} as const;

/**
 * The invited person's side of an invitation (issue 20): the link's token is looked up by its
 * hash, shown (who invited, for which id), and used once to create a STAFF account with the
 * password they choose. A refused link (tampered, used, revoked, expired) is counted per address
 * (InvitationRateLimit); one that works is not.
 */
@Injectable()
export class Invitations {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly rateLimit: InvitationRateLimit,
  ) {}

  async view(token: string, address: string): Promise<InvitationViewResponse> {
    const invitation = await this.checked(token, address, this.manager);
    const owner = await this.manager
      .getRepository(AdminUser)
      .findOneBy({ id: invitation.invited_by });
    return {
      username: invitation.username,
      displayName: invitation.display_name,
      // The display name only: a login id is half of what signs in.
      invitedBy: owner?.display_name || INVITER_WITHOUT_NAME,
      expiresAt: invitation.expires_at.toISOString(),
    };
  }

  /** Creates the STAFF account with the chosen password, and uses the link up. */
  async accept(
    token: string,
    password: string,
    address: string,
  ): Promise<InvitationAcceptedResponse> {
    // Checked before the password: a refused link says so whatever the password.
    const preview = await this.checked(token, address, this.manager);
    const problem = passwordProblem(password, preview.username);
    if (problem) throw new BadRequestException([problem]);
    const passwordHash = await hashPassword(password);
    return this.manager.transaction(async (manager) => {
      const invitation = await manager
        .getRepository(AdminInvitation)
        .createQueryBuilder('invitation')
        .setLock('pessimistic_write')
        .where('invitation.id = :id', { id: preview.id })
        .getOneOrFail();
      // Used meanwhile (two tabs): the second is refused as a used link is.
      this.refusal(invitation);
      if (await usernameTaken(manager, invitation.username)) {
        throw new ConflictException(STAFF.usernameTaken);
      }
      const account = await manager.getRepository(AdminUser).save({
        username: invitation.username,
        display_name: invitation.display_name,
        password_hash: passwordHash,
        role: 'STAFF',
        deactivated_at: null,
        last_signed_in_at: null,
      });
      const now = this.clock.now();
      await manager
        .getRepository(AdminInvitation)
        .update(invitation.id, { accepted_at: now, admin_id: account.id });
      // Its link is spent: the token leaves the messages that carried it.
      await redactSpentInvitationTokens(manager, now);
      await this.audit.record(
        { adminId: account.id, adminName: account.username, address },
        {
          kind: 'STAFF',
          action: 'staff.accept',
          target: `admin:${account.id}`,
          summary: `직원 초대 수락: ${account.username}`,
          after: { username: account.username, role: 'STAFF', invitation: invitation.id },
        },
        manager,
      );
      return { username: account.username };
    });
  }

  /** The pending invitation the token names, or a Korean refusal counted in the rate limit. */
  private async checked(
    token: string,
    address: string,
    manager: EntityManager,
  ): Promise<AdminInvitation> {
    const attempt = await this.rateLimit.begin(address);
    const invitation = await manager
      .getRepository(AdminInvitation)
      .findOneBy({ token_hash: invitationTokenHash(token) });
    if (!invitation) throw new NotFoundException(INVITATION_REFUSED.unknown);
    this.refusal(invitation);
    await this.rateLimit.succeeded(attempt);
    return invitation;
  }

  private refusal(invitation: AdminInvitation): void {
    if (invitation.accepted_at) throw new GoneException(INVITATION_REFUSED.used);
    if (invitation.revoked_at) throw new GoneException(INVITATION_REFUSED.revoked);
    if (invitation.expires_at.getTime() <= this.clock.now().getTime()) {
      throw new GoneException(INVITATION_REFUSED.expired);
    }
  }
}

/** What a staff invitation's message shows, while it can still be used (issue 36). */
export interface PendingInvitation {
  username: string;
  displayName: string | null;
  invitedBy: string;
  expiresAt: Date;
}

/** The inviter as the invitation names them: their display name, never their login id. */
export const INVITER_WITHOUT_NAME = '대표 관리자';

/**
 * The invitation a message was written for, if `token` is still its link's and it is pending at
 * `now` (not accepted, revoked or expired): the message is then sent, otherwise not.
 */
export async function pendingInvitation(
  manager: EntityManager,
  invitationId: number,
  token: string,
  now: Date,
): Promise<PendingInvitation | null> {
  if (!Number.isInteger(invitationId) || !token) return null;
  const rows: {
    username: string;
    display_name: string | null;
    invited_by: string | null;
    expires_at: Date;
  }[] = await manager.query(
    `SELECT invitation.username, invitation.display_name, invitation.expires_at,
            owner.display_name AS invited_by
       FROM admin_invitation invitation
       LEFT JOIN admin_user owner ON owner.id = invitation.invited_by
      WHERE invitation.id = $1 AND invitation.token_hash = $2
        AND invitation.accepted_at IS NULL AND invitation.revoked_at IS NULL
        AND invitation.expires_at > $3`,
    [invitationId, invitationTokenHash(token), now],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    username: row.username,
    displayName: row.display_name,
    invitedBy: row.invited_by || INVITER_WITHOUT_NAME,
    expiresAt: new Date(row.expires_at),
  };
}

/**
 * Takes the token out of every invitation message whose invitation can no longer be used
 * (accepted, revoked or expired at `now`), as family codes are: until then the sandbox's page
 * shows the link to a developer. Run when an invitation is accepted or revoked, and by the
 * messages' periodic job for those that expired. Answers how many messages it changed.
 */
export async function redactSpentInvitationTokens(
  manager: EntityManager,
  now: Date,
): Promise<number> {
  const holding = await messagesHoldingInvitationTokens(manager);
  if (holding.length === 0) return 0;
  const spent: { id: string }[] = await manager.query(
    `SELECT id FROM admin_invitation
      WHERE id = ANY($1::bigint[])
        AND (accepted_at IS NOT NULL OR revoked_at IS NOT NULL OR expires_at <= $2)`,
    [[...new Set(holding.map((message) => message.invitation_id))], now],
  );
  const spentIds = new Set(spent.map((invitation) => String(invitation.id)));
  return redactInvitationMessages(
    manager,
    holding
      .filter((message) => spentIds.has(String(message.invitation_id)))
      .map((message) => message.id),
  );
}
