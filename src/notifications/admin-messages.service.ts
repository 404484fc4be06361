import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager, type FindOptionsSelect } from 'typeorm';
import { applicationExists } from '../applications';
import { AuditTrail, type AuditActor } from '../audit';
import type { AdminMessageInfo, MessageResent } from './dto/message.response';
import { STATUS_LABELS } from './message-labels';
import { messageLabel } from './templates/templates';
import type { Message } from '../outbox/message.entity';
import type { MessageAttempt } from '../outbox/message-attempt.entity';
import {
  attemptsOf,
  lockMessage,
  messagesOfApplication,
  Outbox,
  type MessageKind,
} from '../outbox';
import { maskRecipient } from './recipient-mask';

export const APPLICATION_NOT_FOUND = '신청 내역을 찾을 수 없습니다.';
export const MESSAGE_NOT_FOUND = '발송 내역을 찾을 수 없습니다.';
export const MESSAGE_PURGED = '보관 기간이 지나 다시 보낼 수 없습니다.';
/** A staff invitation goes again from 직원 관리 (the owner's, counted there), not from here. */
export const INVITATION_NOT_RESENT =
  '직원 초대 링크는 다시 보낼 수 없습니다. 대표 관리자가 직원 관리에서 보내 주세요.';

/** The columns the list reads: never the rendered subject or bodies. */
const LISTED: FindOptionsSelect<Message> = {
  id: true,
  kind: true,
  channel: true,
  delivered_via: true,
  recipient: true,
  status: true,
  attempts: true,
  last_error: true,
  next_attempt_at: true,
  created_at: true,
  sent_at: true,
  failed_at: true,
  purged_at: true,
};

/**
 * The back office's 발송 내역 of an application and its 다시 보내기. Recipients are masked and
 * bodies never leave the server here: the centre sees that a message went, not what it said.
 */
@Injectable()
export class AdminMessagesService {
  constructor(
    private readonly manager: EntityManager,
    private readonly outbox: Outbox,
    private readonly audit: AuditTrail,
  ) {}

  /** Every message of the application, newest first, each with its attempts in order. */
  async ofApplication(applicationId: number): Promise<AdminMessageInfo[]> {
    if (!(await applicationExists(this.manager, applicationId))) {
      throw new NotFoundException(APPLICATION_NOT_FOUND);
    }
    const messages = await messagesOfApplication(this.manager, applicationId, LISTED);
    const attempts = await attemptsOf(
      this.manager,
      messages.map((message) => message.id),
    );
    const history = new Map<string, MessageAttempt[]>();
    for (const attempt of attempts) {
      const id = String(attempt.message_id);
      history.set(id, [...(history.get(id) ?? []), attempt]);
    }
    return messages.map((message) => ({
      id: String(message.id),
      kind: message.kind,
      kind_label: messageLabel(message.kind),
      channel: message.channel,
      delivered_via: message.delivered_via,
      recipient_masked: message.purged_at ? '' : maskRecipient(message.channel, message.recipient),
      status: message.status,
      status_label: STATUS_LABELS[message.status] ?? message.status,
      attempts: message.attempts,
      last_error: message.last_error,
      next_attempt_at: message.next_attempt_at,
      created_at: message.created_at,
      sent_at: message.sent_at,
      failed_at: message.failed_at,
      purged: message.purged_at !== null,
      history: (history.get(String(message.id)) ?? []).map((attempt) => ({
        started_at: attempt.started_at,
        finished_at: attempt.finished_at,
        outcome: attempt.outcome,
        via: attempt.via,
        provider_code: attempt.provider_code,
        provider_answer: attempt.provider_answer,
      })),
    }));
  }

  /**
   * A new message like this one (same kind, channel and recipient), rendered afresh from the rows
   * when it is sent. The original is locked meanwhile, so two clicks at once make two resends in
   * turn rather than one failing on the event key. 404 unknown; 409 once its recipient was purged.
   */
  async resend(actor: AuditActor, messageId: number): Promise<MessageResent> {
    return this.manager.transaction(async (manager) => {
      const original = await lockMessage(manager, messageId);
      if (!original) throw new NotFoundException(MESSAGE_NOT_FOUND);
      if (original.purged) throw new ConflictException(MESSAGE_PURGED);
      if (original.kind === 'staff-invitation') throw new ConflictException(INVITATION_NOT_RESENT);
      const id = await this.outbox.resend(manager, String(messageId));
      if (!id) throw new ConflictException(MESSAGE_PURGED);
      await this.audit.record(
        actor,
        {
          kind: 'MESSAGE',
          action: 'message.resend',
          target: `message:${messageId}`,
          summary: `${messageLabel(original.kind as MessageKind)} 다시 보내기${
            original.application_id ? ` (신청 #${original.application_id})` : ''
          }`,
          after: { message_kind: original.kind, resent_as: id },
        },
        manager,
      );
      return { id, status: 'PENDING' };
    });
  }
}
