import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { JobQueue, type JobQueueName } from '../common/jobs/job-queue';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { CENTRE_KINDS, eventKey, eventParams, type MessageEvent } from './message-kinds';
import type { MessageChannel } from './message.entity';

export const DELIVER_QUEUE = 'message-deliver' satisfies JobQueueName;

/**
 * Messages anyone can cause without paying (applying, withdrawing an unpaid application): a
 * stranger could apply again and again with made-up e-mails and someone else's number, and make
 * the centre send (and pay for) a stream of 알림톡 or SMS. At most this many of them go to one
 * number or address in 24 hours; messages about money are never held back.
 */
export const UNPAID_EVENT_KINDS = ['application-received', 'application-cancelled'] as const;
export const UNPAID_EVENTS_PER_RECIPIENT_PER_DAY = 10;

/** Who receives one event's messages, on which channel. */
interface Recipient {
  channel: MessageChannel;
  recipient: string;
  applicationId: number | null;
  waitlistEntryId: number | null;
}

/**
 * The transactional outbox. `enqueue` is called with the transaction of the change that caused
 * the event (an application saved, a payment settled, ...): the message rows and their delivery
 * jobs commit or roll back with it, so a message exists exactly when its change committed. One
 * row per event and channel: a replayed event inserts nothing and sends no job. Nothing here
 * talks to a provider; a slow or dead provider never slows the change.
 */
@Injectable()
export class Outbox {
  private readonly logger = new Logger('Outbox');

  constructor(
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Writes the event's messages in `manager`'s transaction; answers the new message ids. */
  async enqueue(manager: EntityManager, event: MessageEvent): Promise<string[]> {
    if (!this.config.messages.enabled) return [];
    const recipients = await this.recipientsOf(manager, event);
    const key = eventKey(event);
    const params = eventParams(event);
    const now = this.clock.now();
    const ids: string[] = [];
    for (const to of recipients) {
      if (await this.floodedWith(manager, event, to, now)) {
        this.logger.warn({
          msg: 'message not written: its recipient had too many this day',
          kind: event.kind,
          channel: to.channel,
          applicationId: to.applicationId,
        });
        continue;
      }
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO message
           (event_key, kind, channel, recipient, application_id, waitlist_entry_id, params, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT ON CONSTRAINT message_one_per_event_and_channel DO NOTHING
         RETURNING id`,
        [
          key,
          event.kind,
          to.channel,
          to.recipient,
          to.applicationId,
          to.waitlistEntryId,
          params,
          now,
        ],
      );
      for (const { id } of rows) {
        await this.jobs.send(
          DELIVER_QUEUE,
          { messageId: String(id) },
          { manager, singletonKey: String(id) },
        );
        ids.push(String(id));
      }
    }
    return ids;
  }

  /**
   * The centre's resend of a message (from the back office): a new message of the same kind,
   * channel and recipient, rendered afresh from the rows at send time. Answers its id, or null
   * when the original's recipient is gone (purged at the end of the retention period).
   */
  async resend(manager: EntityManager, messageId: string): Promise<string | null> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO message
         (event_key, kind, channel, recipient, application_id, waitlist_entry_id, params, created_at)
       SELECT left(original.event_key, 80) || ':resend:' || (
                SELECT count(*) + 1 FROM message other
                 WHERE other.event_key LIKE left(original.event_key, 80) || ':resend:%'
                   AND other.channel = original.channel),
              original.kind, original.channel, original.recipient, original.application_id,
              original.waitlist_entry_id, original.params, $2
         FROM message original
        WHERE original.id = $1 AND original.purged_at IS NULL
       RETURNING id`,
      [messageId, this.clock.now()],
    );
    const id = rows[0] ? String(rows[0].id) : null;
    if (id) await this.jobs.send(DELIVER_QUEUE, { messageId: id }, { manager, singletonKey: id });
    return id;
  }

  private async floodedWith(
    manager: EntityManager,
    event: MessageEvent,
    to: Recipient,
    now: Date,
  ): Promise<boolean> {
    if (!(UNPAID_EVENT_KINDS as readonly string[]).includes(event.kind)) return false;
    const rows: { sent: number }[] = await manager.query(
      `SELECT count(*)::int AS sent FROM message
        WHERE recipient = $1 AND channel = $2 AND kind = ANY($3)
          AND created_at > $4::timestamptz - interval '24 hours'`,
      [to.recipient, to.channel, UNPAID_EVENT_KINDS, now],
    );
    return rows[0].sent >= UNPAID_EVENTS_PER_RECIPIENT_PER_DAY;
  }

  private async recipientsOf(manager: EntityManager, event: MessageEvent): Promise<Recipient[]> {
    if (event.kind === 'centre-daily-digest' || CENTRE_KINDS.includes(event.kind)) {
      const inbox = this.config.messages.centreEmail;
      const applicationId = 'applicationId' in event ? event.applicationId : null;
      return inbox
        ? [{ channel: 'EMAIL', recipient: inbox, applicationId, waitlistEntryId: null }]
        : [];
    }
    if (event.kind === 'waitlist-offer') {
      const rows: { applicant_email: string; applicant_contact: string }[] = await manager.query(
        `SELECT applicant_email, applicant_contact FROM waitlist_entry WHERE id = $1`,
        [event.waitlistEntryId],
      );
      if (!rows[0]) return [];
      const entry = { applicationId: null, waitlistEntryId: event.waitlistEntryId };
      return [
        { channel: 'EMAIL', recipient: rows[0].applicant_email.toLowerCase(), ...entry },
        { channel: 'ALIMTALK', recipient: phoneDigits(rows[0].applicant_contact), ...entry },
      ];
    }
    const rows: {
      applicant_email: string;
      applicant_contact: string;
      notify_email: boolean;
      notify_alimtalk: boolean;
    }[] = await manager.query(
      `SELECT applicant_email, applicant_contact, notify_email, notify_alimtalk
         FROM application WHERE id = $1`,
      [event.applicationId],
    );
    const application = rows[0];
    if (!application) return [];
    const ids = { applicationId: event.applicationId, waitlistEntryId: null };
    const recipients: Recipient[] = [];
    if (application.notify_email) {
      recipients.push({
        channel: 'EMAIL',
        recipient: application.applicant_email.toLowerCase(),
        ...ids,
      });
    }
    if (application.notify_alimtalk) {
      recipients.push({
        channel: 'ALIMTALK',
        recipient: phoneDigits(application.applicant_contact),
        ...ids,
      });
    }
    return recipients;
  }
}

/** 010-1234-5678 → 01012345678, as the provider wants it. */
export function phoneDigits(contact: string): string {
  return contact.replace(/\D/g, '');
}
