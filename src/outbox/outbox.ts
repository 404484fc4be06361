import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { AfterCommit } from '../common/jobs/after-commit';
import { JobQueue, type JobQueueName } from '../common/jobs/job-queue';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { namesStatements, preparedQuery } from '../common/sql/prepared-statement';
import {
  APPOINTMENT_KINDS,
  CENTRE_KINDS,
  PACKAGE_KINDS,
  eventKey,
  eventParams,
  type MessageEvent,
} from './message-kinds';

export const DELIVER_QUEUE = 'message-deliver' satisfies JobQueueName;

/**
 * Messages anyone can cause without paying (applying, withdrawing an unpaid application): a
 * stranger could apply again and again with made-up e-mails and someone else's number, and make
 * the centre send (and pay for) a stream of 알림톡 or SMS. At most this many of them go to one
 * number or address in 24 hours; messages about money are never held back.
 */
export const UNPAID_EVENT_KINDS = ['application-received', 'application-cancelled'] as const;
export const UNPAID_EVENTS_PER_RECIPIENT_PER_DAY = 10;

/**
 * Whose messages an event causes: the centre's inbox, a family's application, a waiting list's
 * entry, an asker, a family's counselling appointment.
 */
type Audience = 'centre' | 'family' | 'waitlist' | 'inquiry' | 'appointment' | 'package';
/** The audiences whose recipients a module answers (registerRecipients). */
type OwnedAudience = Exclude<Audience, 'centre'>;

function audienceOf(event: MessageEvent): Audience {
  if (CENTRE_KINDS.includes(event.kind)) return 'centre';
  if (event.kind === 'inquiry-answered') return 'inquiry';
  if (APPOINTMENT_KINDS.includes(event.kind)) return 'appointment';
  if (PACKAGE_KINDS.includes(event.kind)) return 'package';
  return event.kind === 'waitlist-offer' ? 'waitlist' : 'family';
}

/** Whom a message goes to, as the owner of the contact answers it (registerRecipients). */
export interface MessageRecipient {
  /** The application's, waiting-list entry's, inquiry's, appointment's or 회기권's id. */
  of: number;
  channel: 'EMAIL' | 'ALIMTALK';
  /** An e-mail in lower case, or a phone number as the provider wants it (digits only). */
  recipient: string;
}

/** Answers the recipients of these applications' (or entries') messages, in `manager`. */
export type RecipientsOf = (manager: EntityManager, ids: number[]) => Promise<MessageRecipient[]>;

/**
 * The messages, in one statement. $1: one row per message (JSON), $2: now, $3:
 * UNPAID_EVENTS_PER_RECIPIENT_PER_DAY, $4: when they may first be sent (null: at once). The capped kinds are written out (constants), so that the
 * count uses the partial index made for it (message_unpaid_by_recipient). Answers a row per
 * message written (its id) and one per message held back by the daily cap (id null). Ids follow
 * the rows' order.
 */
const CAPPED_KINDS = UNPAID_EVENT_KINDS.map((kind) => `'${kind}'`).join(', ');
const ENQUEUE_SQL = `
  WITH recipient AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS r (
      event_key varchar, kind varchar, params jsonb, channel varchar, recipient varchar,
      application_id int, waitlist_entry_id int, position int)
  ),
  capped AS (
    SELECT recipient.*,
           recipient.kind IN (${CAPPED_KINDS}) AND (
             SELECT count(*) FROM message
              WHERE message.channel = recipient.channel AND message.recipient = recipient.recipient
                AND message.kind IN (${CAPPED_KINDS})
                AND message.created_at > $2::timestamptz - interval '24 hours') >= $3 AS held
      FROM recipient
  ),
  written AS (
    INSERT INTO message
      (event_key, kind, channel, recipient, application_id, waitlist_entry_id, params, created_at,
       next_attempt_at)
    SELECT event_key, kind, channel, recipient, application_id, waitlist_entry_id, params, $2, $4
      FROM capped WHERE NOT held
     ORDER BY position
    ON CONFLICT ON CONSTRAINT message_one_per_event_and_channel DO NOTHING
    RETURNING id
  )
  SELECT id, NULL AS kind, NULL AS channel, NULL AS application_id FROM written
  UNION ALL
  SELECT NULL, kind, channel, application_id FROM capped WHERE held`;

const CHANNEL_ORDER = { EMAIL: 0, ALIMTALK: 1 } as const;

/**
 * The transactional outbox. `enqueue` is called with the transaction of the change that caused
 * the event (an application saved, a payment settled, ...): the message rows commit or roll back
 * with it, so a message exists exactly when its change committed. Their delivery jobs are sent
 * right after the commit, on the same connection (outside the locks the change held); a message
 * whose job was lost in between is swept up later. One row per event and channel: a replayed
 * event inserts nothing and sends no job. Nothing here talks to a provider; a slow or dead
 * provider never slows the change.
 */
@Injectable()
export class Outbox {
  private readonly logger = new Logger('Outbox');

  constructor(
    private readonly jobs: JobQueue,
    private readonly afterCommit: AfterCommit,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private readonly recipientsOf = new Map<OwnedAudience, RecipientsOf>();

  /**
   * The owner of a family's contact (applications), a waiting list's (waitlist), an asker's
   * (inquiries) or a family's appointment (appointments, issue 37) says, once at start, how to find an event's recipients: the outbox, the lowest
   * layer, reads no other module's table and imports none of them.
   */
  registerRecipients(audience: OwnedAudience, of: RecipientsOf): void {
    this.recipientsOf.set(audience, of);
  }

  /**
   * Writes the events' messages in `manager`'s transaction, in one statement; answers the new
   * message ids. Their delivery jobs follow the commit (AfterCommit), on the same connection.
   */
  enqueue(manager: EntityManager, ...events: MessageEvent[]): Promise<string[]> {
    return this.write(manager, events, null);
  }

  /**
   * As enqueue, but the messages are not sent before `notBefore` (their row waits as PENDING
   * and their job starts then). At send time the renderer may find a message no longer needed
   * (MessageRenderer.superseded): a 신청 접수 whose application was paid meanwhile is not sent.
   */
  enqueueLater(
    manager: EntityManager,
    notBefore: Date,
    ...events: MessageEvent[]
  ): Promise<string[]> {
    return this.write(manager, events, notBefore);
  }

  private async write(
    manager: EntityManager,
    events: MessageEvent[],
    notBefore: Date | null,
  ): Promise<string[]> {
    if (!this.config.messages.enabled || events.length === 0) return [];
    // This runs inside the change's transaction, often under the lecture's row lock: applicants
    // queued behind that lock wait for every round trip made here (the bench's rush). So the
    // recipients are one read per audience, the daily cap and the rows one statement, and the
    // jobs wait for the commit.
    const messages = await this.messagesOf(manager, events);
    if (messages.length === 0) return [];
    const params = [
      JSON.stringify(messages),
      this.clock.now(),
      UNPAID_EVENTS_PER_RECIPIENT_PER_DAY,
      notBefore,
    ];
    // Prepared by name on a server: written in every family's apply and payment, it was parsed
    // and planned again each time (preparedQuery).
    type Written = { id: string | null; kind: string; channel: string; application_id: number };
    const rows: Written[] = manager.queryRunner
      ? await preparedQuery<Written>(
          manager.queryRunner,
          ENQUEUE_SQL,
          params,
          namesStatements(this.config.database),
        )
      : await manager.query(ENQUEUE_SQL, params);
    for (const held of rows.filter((row) => row.id === null)) {
      this.logger.warn({
        msg: 'message not written: its recipient had too many this day',
        kind: held.kind,
        channel: held.channel,
        applicationId: held.application_id,
      });
    }
    const ids = rows.flatMap((row) => (row.id === null ? [] : [String(row.id)]));
    // Committed without its job (the process ended in between), a message is found by the
    // sweeper (MessageWorker.sweep) within twenty minutes.
    if (ids.length) {
      await this.afterCommit.run(manager, 'the delivery jobs of new messages', (committed) =>
        this.jobs.sendMany(
          DELIVER_QUEUE,
          ids.map((id) => ({
            data: { messageId: id },
            singletonKey: id,
            // pg-boss counts in real time; the delay is the clock's (a test moves it).
            ...(notBefore
              ? {
                  startAfter: new Date(
                    Date.now() + notBefore.getTime() - this.clock.now().getTime(),
                  ),
                }
              : {}),
          })),
          committed,
        ),
      );
    }
    return ids;
  }

  /**
   * One row per message the events cause, in the events' order, e-mail before 알림톡: the
   * centre's inbox (CENTRE_NOTIFY_EMAIL; none without it), a family on the channels they chose on
   * the form, a waiting-list entry on both, an asker on what they gave (a mobile number, an
   * e-mail, or both). An event whose application, entry or inquiry is gone causes none.
   */
  private async messagesOf(manager: EntityManager, events: MessageEvent[]) {
    const idOf = (event: MessageEvent, audience: OwnedAudience) => {
      if (audience === 'waitlist') return 'waitlistEntryId' in event ? event.waitlistEntryId : null;
      if (audience === 'inquiry') return 'inquiryId' in event ? event.inquiryId : null;
      if (audience === 'appointment') {
        return 'appointmentId' in event ? event.appointmentId : null;
      }
      if (audience === 'package') return 'packageId' in event ? event.packageId : null;
      return 'applicationId' in event ? event.applicationId : null;
    };
    const lookUp = async (audience: OwnedAudience) => {
      const found = new Map<number, MessageRecipient[]>();
      const ids = events.flatMap((event) => {
        const id = audienceOf(event) === audience ? idOf(event, audience) : null;
        return id === null ? [] : [id];
      });
      if (ids.length === 0) return found;
      const of = this.recipientsOf.get(audience);
      if (!of) throw new Error(`no module answers the recipients of ${audience} messages`);
      for (const recipient of await of(manager, [...new Set(ids)]))
        found.set(recipient.of, [...(found.get(recipient.of) ?? []), recipient]);
      return found;
    };
    const found = {
      family: await lookUp('family'),
      waitlist: await lookUp('waitlist'),
      inquiry: await lookUp('inquiry'),
      appointment: await lookUp('appointment'),
      package: await lookUp('package'),
    };
    const centre = this.config.messages.centreEmail;
    const recipientsOf = (event: MessageEvent): Omit<MessageRecipient, 'of'>[] => {
      const audience = audienceOf(event);
      if (audience === 'centre') return centre ? [{ channel: 'EMAIL', recipient: centre }] : [];
      const id = idOf(event, audience);
      return id === null ? [] : (found[audience].get(id) ?? []);
    };
    return events
      .flatMap((event) =>
        [...recipientsOf(event)]
          .sort((a, b) => CHANNEL_ORDER[a.channel] - CHANNEL_ORDER[b.channel])
          .map(({ channel, recipient }) => ({
            event_key: eventKey(event),
            kind: event.kind,
            params: eventParams(event),
            channel,
            recipient,
            application_id: 'applicationId' in event ? event.applicationId : null,
            waitlist_entry_id: 'waitlistEntryId' in event ? event.waitlistEntryId : null,
          })),
      )
      .map((message, position) => ({ ...message, position }));
  }

  /**
   * A one-time code's message (issue 32), written in `manager`'s transaction with the code's row:
   * to an e-mail by e-mail, to a phone by 알림톡 (SMS when 알림톡 cannot be delivered). Its params
   * hold the code only until it is used, replaced or expired (redactFamilyCodes); nothing logs it.
   * Sent even with MESSAGES_ENABLED=false: without it no family could get in.
   */
  async enqueueCode(
    manager: EntityManager,
    to: { channel: 'EMAIL' | 'ALIMTALK'; recipient: string },
    codeId: string,
    code: string,
  ): Promise<string> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO message (event_key, kind, channel, recipient, params, created_at)
       VALUES ($1, 'family-code', $2, $3, $4::jsonb, $5) RETURNING id`,
      [
        `family-code:${codeId}`,
        to.channel,
        to.recipient,
        JSON.stringify({ codeId, code }),
        this.clock.now(),
      ],
    );
    const id = String(rows[0].id);
    await this.afterCommit.run(manager, 'the delivery job of a code', (committed) =>
      this.jobs.sendMany(DELIVER_QUEUE, [{ data: { messageId: id }, singletonKey: id }], committed),
    );
    return id;
  }

  /**
   * A director's message to a lecture's families (issue 36), written in `manager`'s transaction
   * with the broadcast's row: one message per family, to the address given (the caller chose the
   * channel and one application per family). The event key names the broadcast and the family's
   * application, never the address, so a replay writes nothing. Answers the new message ids.
   */
  async enqueueBroadcast(
    manager: EntityManager,
    broadcastId: number,
    messages: { applicationId: number; channel: 'EMAIL' | 'ALIMTALK'; recipient: string }[],
  ): Promise<string[]> {
    if (messages.length === 0) return [];
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO message (event_key, kind, channel, recipient, application_id, params, created_at)
       SELECT 'lecture-broadcast:' || $1::text || ':' || r.application_id, 'lecture-broadcast',
              r.channel, r.recipient, r.application_id,
              jsonb_build_object('broadcastId', $1::int, 'applicationId', r.application_id), $3
         FROM jsonb_to_recordset($2::jsonb) AS r (application_id int, channel varchar, recipient varchar)
       ON CONFLICT ON CONSTRAINT message_one_per_event_and_channel DO NOTHING
       RETURNING id`,
      [
        broadcastId,
        JSON.stringify(
          messages.map((message) => ({
            application_id: message.applicationId,
            channel: message.channel,
            recipient: message.recipient,
          })),
        ),
        this.clock.now(),
      ],
    );
    const ids = rows.map((row) => String(row.id));
    if (ids.length) {
      await this.afterCommit.run(manager, 'the delivery jobs of a broadcast', (committed) =>
        this.jobs.sendMany(
          DELIVER_QUEUE,
          ids.map((id) => ({ data: { messageId: id }, singletonKey: id })),
          committed,
        ),
      );
    }
    return ids;
  }

  /**
   * A message to a recipient the caller was given (not an application's, an entry's or an
   * asker's): the owner's staff invitation sent to the address or number typed in 직원 관리.
   * Written in `manager`'s transaction; `eventKey` makes it one per send. Its params are read by
   * the kind's template at send time; nothing here logs them or the recipient. Sent even with
   * MESSAGES_ENABLED=false, as codes are: someone asked for it now.
   */
  async enqueueTo(
    manager: EntityManager,
    kind: 'staff-invitation',
    to: { channel: 'EMAIL' | 'ALIMTALK'; recipient: string },
    eventKey: string,
    params: Record<string, string | number>,
  ): Promise<string> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO message (event_key, kind, channel, recipient, params, created_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING id`,
      [eventKey, kind, to.channel, to.recipient, JSON.stringify(params), this.clock.now()],
    );
    const id = String(rows[0].id);
    await this.afterCommit.run(manager, `the delivery job of a ${kind} message`, (committed) =>
      this.jobs.sendMany(DELIVER_QUEUE, [{ data: { messageId: id }, singletonKey: id }], committed),
    );
    return id;
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
}
