import { Injectable } from '@nestjs/common';
import type {
  AlimtalkChannel,
  DeliveryOutcome,
  EmailChannel,
  OutgoingAlimtalk,
  OutgoingEmail,
} from './channel';

/**
 * The message sandbox (no SMTP_URL, no SOLAPI_ settings): nothing leaves the machine. Each
 * message is "sent" at once; the worker keeps what was sent on the message row, and
 * /sandbox/messages shows it as the family would read it.
 */

/** A number the sandbox refuses, so that a newcomer can see what a failure looks like. */
export const SANDBOX_INVALID_NUMBER = '01000000000';
export const SANDBOX_INVALID_REASON = '수신번호가 올바르지 않습니다';

@Injectable()
export class SandboxEmailChannel implements EmailChannel {
  send(mail: OutgoingEmail, idempotencyKey: string): Promise<DeliveryOutcome> {
    return Promise.resolve({
      kind: 'sent',
      via: 'EMAIL',
      providerMessageId: `sandbox-${idempotencyKey}`,
      answer: '250 테스트 발송 (메시지 샌드박스)',
    });
  }
}

@Injectable()
export class SandboxAlimtalkChannel implements AlimtalkChannel {
  send(message: OutgoingAlimtalk, idempotencyKey: string): Promise<DeliveryOutcome> {
    if (message.to === SANDBOX_INVALID_NUMBER) {
      return Promise.resolve({
        kind: 'failed',
        code: 'InvalidPhoneNumber',
        reason: SANDBOX_INVALID_REASON,
      });
    }
    return Promise.resolve({
      kind: 'sent',
      via: 'ALIMTALK',
      providerMessageId: `sandbox-${idempotencyKey}`,
      answer: '알림톡 테스트 발송 (메시지 샌드박스)',
    });
  }
}
