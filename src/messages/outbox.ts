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
    // One statement for the rows and one for their jobs: this runs inside the change's
    // transaction, often under the lecture's lock, so every round trip counts (the bench's rush).
    const allowed = await this.notFlooded(manager, event, recipients, now);
    if (allowed.length === 0) return [];
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO message
         (event_key, kind, channel, recipient, application_id, waitlist_entry_id, params, created_at)
       SELECT $1, $2, r.channel, r.recipient, r.application_id, r.waitlist_entry_id, $3, $4
         FROM jsonb_to_recordset($5::jsonb)
           AS r (channel varchar, recipient varchar, application_id int, waitlist_entry_id int)
       ON CONFLICT ON CONSTRAINT message_one_per_event_and_channel DO NOTHING
       RETURNING id`,
      [
        key,
        event.kind,
        params,
        now,
        JSON.stringify(
          allowed.map((to) => ({
            channel: to.channel,
            recipient: to.recipient,
            application_id: to.applicationId,
            waitlist_entry_id: to.waitlistEntryId,
          })),
        ),
      ],
    );
    const ids = rows.map(({ id }) => String(id));
    await this.jobs.sendMany(
      DELIVER_QUEUE,
      ids.map((id) => ({ data: { messageId: id }, singletonKey: id })),
      manager,
    );
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

  /**
   * The recipients that may still receive this event: all of them, but for the unpaid kinds,
   * those who have not had UNPAID_EVENTS_PER_RECIPIENT_PER_DAY of them in 24 hours.
   */
  private async notFlooded(
    manager: EntityManager,
    event: MessageEvent,
    recipients: Recipient[],
    now: Date,
  ): Promise<Recipient[]> {
    if (!(UNPAID_EVENT_KINDS as readonly string[]).includes(event.kind)) return recipients;
    if (recipients.length === 0) return recipients;
    const rows: { channel: string; recipient: string }[] = await manager.query(
      `SELECT channel, recipient FROM message
        WHERE (channel, recipient) IN (SELECT * FROM unnest($1::varchar[], $2::varchar[]))
          AND kind = ANY($3) AND created_at > $4::timestamptz - interval '24 hours'
        GROUP BY channel, recipient HAVING count(*) >= $5`,
      [
        recipients.map((to) => to.channel),
        recipients.map((to) => to.recipient),
        UNPAID_EVENT_KINDS,
        now,
        UNPAID_EVENTS_PER_RECIPIENT_PER_DAY,
      ],
    );
    const flooded = new Set(rows.map((row) => `${row.channel}:${row.recipient}`));
    for (const to of recipients.filter((r) => flooded.has(`${r.channel}:${r.recipient}`))) {
      this.logger.warn({
        msg: 'message not written: its recipient had too many this day',
        kind: event.kind,
        channel: to.channel,
        applicationId: to.applicationId,
      });
    }
    return recipients.filter((to) => !flooded.has(`${to.channel}:${to.recipient}`));
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
