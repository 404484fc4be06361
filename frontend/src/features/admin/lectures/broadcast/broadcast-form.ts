import {
  BROADCAST_LIMITS,
  broadcastBodyLimit,
  type BroadcastAudience,
  type BroadcastChannel,
} from '@shared/lecture-broadcast';
import { koAdminBroadcast } from '@/copy/ko-admin-broadcast';
import type { FieldErrors } from '@/forms/use-form';

export interface BroadcastFormState {
  audience: BroadcastAudience | '';
  channel: BroadcastChannel | '';
  title: string;
  body: string;
}

export type BroadcastField = keyof BroadcastFormState;
export const BROADCAST_ORDER: readonly BroadcastField[] = ['audience', 'channel', 'title', 'body'];
export const BROADCAST_FIELD_IDS: Record<BroadcastField, string> = {
  audience: 'broadcast-audience',
  channel: 'broadcast-channel',
  title: 'broadcast-title',
  body: 'broadcast-body',
};

export const EMPTY_BROADCAST: BroadcastFormState = {
  audience: 'ALL',
  channel: 'ALIMTALK',
  title: '',
  body: '',
};

const e = koAdminBroadcast.errors;

/** The limit of the body on the chosen channel (the e-mail's while none is chosen). */
export function bodyLimitOf(channel: BroadcastFormState['channel']): number {
  return broadcastBodyLimit(channel === 'ALIMTALK' ? 'ALIMTALK' : 'EMAIL');
}

/** The server's checks (src/notifications/dto/lecture-broadcast.dto.ts), in its words. */
export function checkBroadcast(values: BroadcastFormState): FieldErrors<BroadcastField> {
  const errors: FieldErrors<BroadcastField> = {};
  if (!values.audience) errors.audience = e.audience;
  if (!values.channel) errors.channel = e.channel;
  const title = values.title.trim();
  if (!title) errors.title = e.title;
  else if (title.length > BROADCAST_LIMITS.title) errors.title = e.titleTooLong;
  else if (/\n/.test(title)) errors.title = e.titleOneLine;
  const body = values.body.replace(/\r\n?/g, '\n').trim();
  const limit = bodyLimitOf(values.channel);
  if (!body) errors.body = e.body;
  else if (body.length > limit) {
    errors.body = e.bodyTooLong(values.channel === 'ALIMTALK' ? 'ALIMTALK' : 'EMAIL', limit);
  }
  return errors;
}

/** Which field a server message is about: each starts with the field's words. */
export function broadcastFieldOf(message: string): BroadcastField | undefined {
  if (message.startsWith('받는 사람')) return 'audience';
  if (message.startsWith('보낼 방법')) return 'channel';
  if (message.startsWith('제목')) return 'title';
  if (/^(알림톡 |이메일 )?내용/.test(message)) return 'body';
  return undefined;
}

/** What the server receives: trimmed, with one kind of line break. */
export function draftOf(values: BroadcastFormState) {
  return {
    audience: values.audience as BroadcastAudience,
    channel: values.channel as BroadcastChannel,
    title: values.title.trim(),
    body: values.body.replace(/\r\n?/g, '\n').trim(),
  };
}
