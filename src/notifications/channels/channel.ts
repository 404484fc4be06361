import type { DeliveredVia, MessageButton } from '../../outbox/message.entity';

/** A file sent with an e-mail (an appointment's .ics). */
export interface EmailAttachment {
  filename: string;
  /** With its parameters, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  content: string;
}

/** An e-mail as the template rendered it, ready for SMTP. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Files sent with it; rendered afresh on each attempt, never stored with the message. */
  attachments?: EmailAttachment[];
  /**
   * The same for every attempt of one message (`<message-ID@host>`), so a resend after a crash
   * is recognisably the same message to the receiving server.
   */
  messageIdHeader: string;
}

/** An 알림톡 as its registered template requires: fixed text with variables filled, link buttons. */
export interface OutgoingAlimtalk {
  /** Digits only, as the provider wants them: 01012345678. */
  to: string;
  /** Which registered template (the provider's template id comes from the configuration). */
  template: string;
  /** The template's variables, `#{변수}` → value, as the provider fills them. */
  variables: Record<string, string>;
  /** The whole text as the family reads it (the template with its variables filled). */
  text: string;
  buttons: MessageButton[];
  /** Sent instead when 알림톡 cannot be delivered (no KakaoTalk, blocked channel, ...). */
  smsText: string;
  smsSubject: string;
}

/**
 * What a channel answers. `retry`: the provider was down, slow or said "try later"; `failed`:
 * it will never work (an invalid address or number), with the provider's reason for the centre.
 */
export type DeliveryOutcome =
  | { kind: 'sent'; via: DeliveredVia; providerMessageId?: string; answer?: string }
  | { kind: 'retry'; code: string; reason: string }
  | { kind: 'failed'; code: string; reason: string };

/**
 * Each channel behind one interface. `idempotencyKey` is the same for every attempt of one
 * message; a provider that supports one gets it, so a resend after a crash is not a second
 * message.
 */
export interface EmailChannel {
  send(mail: OutgoingEmail, idempotencyKey: string): Promise<DeliveryOutcome>;
}

export interface AlimtalkChannel {
  send(message: OutgoingAlimtalk, idempotencyKey: string): Promise<DeliveryOutcome>;
  /**
   * For a provider without idempotency keys that keeps them with the message (Solapi's custom
   * fields): whether it already registered this message (`to`, since `since`) on an earlier
   * attempt whose answer was lost (a timeout, a crash). Asked before every retry: a `sent`
   * outcome when it did, null when not, `retry` when the provider could not say.
   */
  alreadySent?(to: string, idempotencyKey: string, since: Date): Promise<DeliveryOutcome | null>;
}

export const EMAIL_CHANNEL = Symbol('EMAIL_CHANNEL');
export const ALIMTALK_CHANNEL = Symbol('ALIMTALK_CHANNEL');
