import { maskEmail, maskPhone } from '../common/privacy/mask';
import type { MessageChannel } from '../outbox/message.entity';

export { maskEmail, maskPhone };

/**
 * A recipient as the back office shows it, with the app's one masker (src/common/privacy/mask.ts):
 * `pa****@example.com`, `010-****-5678`. A purged message has no recipient any more: ''.
 */
export function maskRecipient(channel: MessageChannel, recipient: string): string {
  if (!recipient) return '';
  return channel === 'EMAIL' ? maskEmail(recipient) : maskPhone(recipient);
}
