import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditTrail, type AuditActor } from '../audit';
import { Clock } from '../common/clock/clock';
import { Outbox } from '../outbox';
import { AdminInvitation } from './admin-invitation.entity';
import type { InvitationSentResponse, SendInvitationDto } from './dto/staff.dto';
import { isMobileNumber, normaliseEmail, normalisePhone } from './family-contact';
import { invitationTokenHash, lockPendingInvitation } from './staff.service';

/** Times one invitation's link may be sent (a typo corrected, a second channel, one spare). */
export const INVITATION_SENDS_MAX = 3;

export const INVITATION_SEND_REFUSED = {
  email: '이메일 주소의 형식이 올바르지 않습니다. 예: teacher@example.com',
  phone: '휴대폰 번호의 형식이 올바르지 않습니다. 예: 010-1234-5678',
  token: '이 초대의 링크가 아닙니다. 초대 링크를 새로 만들어 보내 주세요.',
  tooMany: `초대 링크는 한 초대에 ${INVITATION_SENDS_MAX}번까지 보낼 수 있습니다. 링크를 복사해 전달하거나, 초대를 취소한 뒤 다시 초대해 주세요.`,
} as const;

const CHANNEL_WORDS = { EMAIL: '이메일', ALIMTALK: '알림톡' } as const;

/** A plain e-mail address: one @, a dot in the domain, no spaces (at most 254 characters). */
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The owner sends an invitation's link from 직원 관리 (issue 36) by e-mail or 알림톡 (SMS when
 * 알림톡 cannot be delivered) to the address or number typed there. The server keeps only the
 * token's hash, so the owner's page sends back the token it was shown: it must be this
 * invitation's. The message is written through the outbox with the invitation's row locked, at
 * most INVITATION_SENDS_MAX times, and goes only while the invitation is pending (the template
 * checks again at send time). The audit trail notes the channel, never the address or the token.
 */
@Injectable()
export class InvitationSends {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly outbox: Outbox,
  ) {}

  async send(
    invitationId: number,
    dto: SendInvitationDto,
    actor: AuditActor,
  ): Promise<InvitationSentResponse> {
    const recipient = recipientOf(dto);
    const now = this.clock.now();
    return this.manager.transaction(async (manager) => {
      const invitation = await lockPendingInvitation(manager, invitationId, now);
      if (invitation.token_hash !== invitationTokenHash(dto.token)) {
        throw new BadRequestException(INVITATION_SEND_REFUSED.token);
      }
      if (invitation.sent_count >= INVITATION_SENDS_MAX) {
        // Not a wait (429): no time makes a fourth send right; the link can still be copied.
        throw new ConflictException(INVITATION_SEND_REFUSED.tooMany);
      }
      const sent = invitation.sent_count + 1;
      await manager.getRepository(AdminInvitation).update(invitation.id, { sent_count: sent });
      await this.outbox.enqueueTo(
        manager,
        'staff-invitation',
        { channel: dto.channel, recipient },
        `staff-invitation:${invitation.id}:${sent}`,
        { invitationId: invitation.id, token: dto.token },
      );
      await this.audit.record(
        actor,
        {
          kind: 'STAFF',
          action: 'staff.invite.send',
          target: `invitation:${invitation.id}`,
          summary: `직원 초대 링크 발송(${CHANNEL_WORDS[dto.channel]}): ${invitation.username}`,
          after: { sentBy: dto.channel },
        },
        manager,
      );
      return { channel: dto.channel, sendsLeft: INVITATION_SENDS_MAX - sent };
    });
  }
}

/** The address as the outbox keeps it: an e-mail in lower case, a mobile number's digits. */
function recipientOf(dto: SendInvitationDto): string {
  if (dto.channel === 'EMAIL') {
    const email = normaliseEmail(dto.to);
    if (email.length > 254 || !EMAIL.test(email)) {
      throw new BadRequestException([INVITATION_SEND_REFUSED.email]);
    }
    return email;
  }
  const phone = normalisePhone(dto.to);
  if (!isMobileNumber(phone) || /[^0-9\s-]/.test(dto.to.trim())) {
    throw new BadRequestException([INVITATION_SEND_REFUSED.phone]);
  }
  return phone;
}
