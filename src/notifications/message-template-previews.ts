import { Injectable } from '@nestjs/common';
import type { MessageTemplatePreview } from './dto/message.response';
import { audienceOf, messageLabel } from './templates/templates';
import { MESSAGE_KINDS } from '../outbox';
import { MessageRenderer } from './message-renderer';

/**
 * The back office's 알림 템플릿: every kind rendered with example rows by the template module,
 * as the e-mail and the 알림톡 (with its SMS fallback) would read..
 */
@Injectable()
export class MessageTemplatePreviews {
  constructor(private readonly renderer: MessageRenderer) {}

  async list(): Promise<MessageTemplatePreview[]> {
    const renderer = this.renderer;
    const previews = await Promise.all(MESSAGE_KINDS.map((kind) => renderer.preview(kind)));
    return MESSAGE_KINDS.map((kind, i) => {
      const rendered = previews[i];
      const alimtalk = rendered.alimtalk;
      return {
        kind,
        label: messageLabel(kind),
        audience: audienceOf(kind),
        email: {
          subject: rendered.email.subject,
          html: rendered.email.html,
          text: rendered.email.text,
        },
        alimtalk: alimtalk
          ? {
              text: alimtalk.text,
              buttons: alimtalk.buttons.map(({ name, url }) => ({ name, url })),
              sms_text: alimtalk.smsText,
            }
          : null,
      };
    });
  }
}
