import { Test } from '@nestjs/testing';
import { CENTRE_KINDS, MESSAGE_KINDS, type MessageKind } from '../outbox';
import { MessageRenderer, type RenderedMessage } from './message-renderer';
import { MessageTemplatePreviews } from './message-template-previews';

/**
 * A stand-in for the template module (bound here only; the app binds the real one): each kind's
 * name in every part, so the test sees which kind each preview came from.
 */
class PlaceholderRenderer extends MessageRenderer {
  render(): Promise<RenderedMessage | null> {
    return Promise.resolve(null);
  }

  preview(kind: MessageKind): Promise<RenderedMessage> {
    const buttons = [{ name: '내 신청 보기', url: `https://example.com/myinfo/link/${kind}` }];
    return Promise.resolve({
      email: { subject: `[마음숲] ${kind}`, html: `<p>${kind}</p>`, text: kind },
      alimtalk: CENTRE_KINDS.includes(kind)
        ? undefined
        : {
            template: kind,
            variables: { '#{이름}': '김민지' },
            text: `알림톡 ${kind}`,
            buttons,
            smsText: `문자 ${kind}`,
            smsSubject: '마음숲',
          },
      buttons,
    });
  }
}

describe('MessageTemplatePreviews', () => {
  async function previewsWith(renderer: MessageRenderer) {
    const module = await Test.createTestingModule({
      providers: [MessageTemplatePreviews, { provide: MessageRenderer, useValue: renderer }],
    }).compile();
    return module.get(MessageTemplatePreviews);
  }

  it('previews every kind with its Korean label, audience and both channels', async () => {
    const previews = await (await previewsWith(new PlaceholderRenderer())).list();
    expect(previews.map((preview) => preview.kind)).toEqual([...MESSAGE_KINDS]);
    for (const preview of previews) {
      expect(preview.label).toMatch(/[가-힣]/);
      expect(preview.email).toEqual({
        subject: `[마음숲] ${preview.kind}`,
        html: `<p>${preview.kind}</p>`,
        text: preview.kind,
      });
      if (CENTRE_KINDS.includes(preview.kind)) {
        expect(preview.audience).toBe('CENTRE');
        expect(preview.alimtalk).toBeNull();
      } else {
        // A staff invitation goes to one of the centre's team (issue 36), by both channels.
        expect(preview.audience).toBe(preview.kind === 'staff-invitation' ? 'STAFF' : 'FAMILY');
        expect(preview.alimtalk).toEqual({
          text: `알림톡 ${preview.kind}`,
          buttons: [
            { name: '내 신청 보기', url: `https://example.com/myinfo/link/${preview.kind}` },
          ],
          sms_text: `문자 ${preview.kind}`,
        });
      }
    }
    expect(new Set(previews.map((preview) => preview.label)).size).toBe(MESSAGE_KINDS.length);
  });
});
