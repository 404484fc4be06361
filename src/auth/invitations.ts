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
      invitedBy: owner?.display_name ?? owner?.username ?? '',
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
      await manager
        .getRepository(AdminInvitation)
        .update(invitation.id, { accepted_at: this.clock.now(), admin_id: account.id });
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
