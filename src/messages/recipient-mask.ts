import type { MessageChannel } from './message.entity';

/**
 * A recipient as the back office shows it: enough to recognise, not enough to copy.
 * E-mail: the first two letters of the name and the whole domain (`pa****@example.com`; a name
 * of one or two letters keeps only its first). Phone: the first three and last four digits
 * (`010-****-5678`). A purged message has no recipient any more: ''.
 */
export function maskRecipient(channel: MessageChannel, recipient: string): string {
  if (!recipient) return '';
  return channel === 'EMAIL' ? maskEmail(recipient) : maskPhone(recipient);
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '****';
  const name = email.slice(0, at);
  const kept = name.length > 2 ? name.slice(0, 2) : name.slice(0, 1);
  return `${kept}****${email.slice(at)}`;
}

export function maskPhone(contact: string): string {
  const digits = contact.replace(/\D/g, '');
  if (digits.length >= 9) return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
  if (digits.length >= 5) return `****-${digits.slice(-2)}`;
  return '****';
}
