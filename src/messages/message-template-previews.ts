import { Inject, Injectable, Optional, ServiceUnavailableException } from '@nestjs/common';
import type { MessageTemplatePreview } from './dto/message.response';
import { KIND_LABELS } from './message-labels';
import { CENTRE_KINDS, MESSAGE_KINDS } from './message-kinds';
import { MessageRenderer } from './message-renderer';

export const PREVIEWS_UNAVAILABLE = '알림 템플릿을 불러올 수 없습니다. 잠시 후 다시 시도해 주세요.';

/**
 * The back office's 알림 템플릿: every kind rendered with example rows by the template module,
 * as the e-mail and the 알림톡 (with its SMS fallback) would read. The renderer is optional only
 * so that the app starts where no template module is bound; then this answers 503.
 */
@Injectable()
export class MessageTemplatePreviews {
  constructor(
    @Optional() @Inject(MessageRenderer) private readonly renderer: MessageRenderer | null,
  ) {}

  list(): MessageTemplatePreview[] {
    const renderer = this.renderer;
    if (!renderer) throw new ServiceUnavailableException(PREVIEWS_UNAVAILABLE);
    return MESSAGE_KINDS.map((kind) => {
      const rendered = renderer.preview(kind);
      const alimtalk = rendered.alimtalk;
      return {
        kind,
        label: KIND_LABELS[kind],
        audience: CENTRE_KINDS.includes(kind) ? 'CENTRE' : 'FAMILY',
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
