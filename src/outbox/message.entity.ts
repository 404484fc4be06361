import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { MessageKind } from './message-kinds';

export type MessageChannel = 'EMAIL' | 'ALIMTALK';
/** ALIMTALK messages fall back to SMS at the provider when 알림톡 cannot be delivered. */
export type DeliveredVia = 'EMAIL' | 'ALIMTALK' | 'SMS';
/** SKIPPED: no longer needed when its time came (a 신청 접수 whose application was paid since). */
export type MessageStatus = 'PENDING' | 'SENDING' | 'SENT' | 'RETRYING' | 'FAILED' | 'SKIPPED';

/** A button of an 알림톡 (a link), also shown under the e-mail and as a link in the SMS. */
export interface MessageButton {
  name: string;
  url: string;
}

/**
 * One message on one channel, written by Outbox.enqueue in the transaction of the change that
 * caused it (the transactional outbox). Until sent it holds ids only (`params`); the worker
 * renders it from the server's rows at send time and keeps what was sent until the retention
 * period ends. Personal data: `recipient` and the rendered fields; never logged.
 */
@Entity('message')
export class Message {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** The event it belongs to, e.g. `payment-completed:42`; unique with the channel. */
  @Column({ type: 'varchar', length: 120 })
  event_key: string;

  @Column({ type: 'varchar', length: 40 })
  kind: MessageKind;

  @Column({ type: 'varchar', length: 10 })
  channel: MessageChannel;

  /** Lower-case e-mail, or a mobile number as digits only (01012345678). */
  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'integer', nullable: true })
  application_id: number | null;

  @Column({ type: 'integer', nullable: true })
  waitlist_entry_id: number | null;

  /** Ids and dates the template reads its rows by (never amounts or names). */
  @Column({ type: 'jsonb', default: {} })
  params: Record<string, string | number>;

  @Column({ type: 'varchar', length: 10, default: 'PENDING' })
  status: MessageStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  next_attempt_at: Date | null;

  /** The provider's reason of the last failed attempt (shown to the centre). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  last_error: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  provider_message_id: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  delivered_via: DeliveredVia | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  subject: string | null;

  @Column({ type: 'text', nullable: true })
  body_text: string | null;

  @Column({ type: 'text', nullable: true })
  body_html: string | null;

  @Column({ type: 'jsonb', nullable: true })
  buttons: MessageButton[] | null;

  /** The personal my-info link in this message was used (links are single-use). */
  @Column({ type: 'timestamptz', nullable: true })
  link_used_at: Date | null;

  @Column({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sent_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  failed_at: Date | null;

  /** The rendered content and recipient were cleared at the end of the retention period. */
  @Column({ type: 'timestamptz', nullable: true })
  purged_at: Date | null;
}
