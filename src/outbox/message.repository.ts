import { In, type EntityManager, type FindOptionsSelect } from 'typeorm';
import { MessageAttempt } from './message-attempt.entity';
import { Message, type DeliveredVia } from './message.entity';
import { APPOINTMENT_KINDS } from './message-kinds';

// Reads and writes of messages that other modules ask for (the worker, the back office, the
// sandbox's box, my info, the retention), each in the caller's manager.

type Row = Record<string, unknown>;

// ── Delivery (notifications' worker) ────────────────────────────────────────────────────────

/**
 * Claims a message for one attempt: it goes to SENDING with a lease until `leaseUntil` and one
 * more attempt. Null when it is not this worker's to send at `now`.
 */
export async function claimMessage(
  manager: EntityManager,
  messageId: string,
  now: Date,
  leaseUntil: Date,
): Promise<Message | null> {
  // A CTE, so that the UPDATE's rows come back as a plain result. The conditions are on the
  // row itself: a second worker blocked on the row lock re-checks them against the new row.
  const rows: Message[] = await manager.query(
    `WITH claimed AS (
       UPDATE message
          SET status = 'SENDING', attempts = attempts + 1, next_attempt_at = $3
        WHERE id = $1
          AND (   (status IN ('PENDING', 'RETRYING') AND (next_attempt_at IS NULL OR next_attempt_at <= $2))
               OR (status = 'SENDING' AND next_attempt_at <= $2))
        RETURNING *)
     SELECT * FROM claimed`,
    [messageId, now, leaseUntil],
  );
  if (!rows[0]) return null;
  return { ...rows[0], id: String(rows[0].id) };
}

/** Where a message not claimed stands (gone: null). */
export async function messageState(
  manager: EntityManager,
  messageId: string,
): Promise<Pick<Message, 'status' | 'next_attempt_at' | 'attempts'> | null> {
  const rows: Pick<Message, 'status' | 'next_attempt_at' | 'attempts'>[] = await manager.query(
    `SELECT status, next_attempt_at, attempts FROM message WHERE id = $1`,
    [messageId],
  );
  return rows[0] ?? null;
}

/** An attempt's row, written before the provider is called; answers its id. */
export async function startAttempt(
  manager: EntityManager,
  messageId: string,
  now: Date,
): Promise<string> {
  const rows: { id: string }[] = await manager.query(
    `INSERT INTO message_attempt (message_id, started_at) VALUES ($1, $2) RETURNING id`,
    [messageId, now],
  );
  return String(rows[0].id);
}

/** What one attempt ended with, for its row. */
export interface AttemptOutcome {
  finishedAt: Date;
  outcome: 'SENT' | 'RETRY' | 'FAILED';
  via: DeliveredVia | null;
  code: string;
  answer: string | null;
}

export async function finishAttempt(
  manager: EntityManager,
  attemptId: string,
  attempt: AttemptOutcome,
): Promise<void> {
  await manager.query(
    `UPDATE message_attempt
        SET finished_at = $2, outcome = $3, via = $4, provider_code = $5, provider_answer = $6
      WHERE id = $1`,
    [attemptId, attempt.finishedAt, attempt.outcome, attempt.via, attempt.code, attempt.answer],
  );
}

/** What was sent (or tried), kept on the message row until the retention period ends. */
export type StoredContent = [
  subject: string | null,
  bodyText: string | null,
  bodyHtml: string | null,
  buttons: string | null,
];

/** The message's new state after an attempt; only while that attempt still holds it. */
export type MessageOutcome =
  | { status: 'SENT'; at: Date; via: DeliveredVia; providerMessageId: string | null }
  | { status: 'RETRYING'; nextAttemptAt: Date; error: string | null }
  | { status: 'FAILED'; at: Date; error: string | null };

export async function recordMessageOutcome(
  manager: EntityManager,
  message: Pick<Message, 'id' | 'attempts'>,
  outcome: MessageOutcome,
  stored: StoredContent,
): Promise<void> {
  // Only while this attempt still holds the message (a lease taken over is the other's).
  const hold = `WHERE id = $1 AND status = 'SENDING' AND attempts = $2`;
  if (outcome.status === 'SENT') {
    await manager.query(
      `UPDATE message
          SET status = 'SENT', sent_at = $3, delivered_via = $4, provider_message_id = $5,
              next_attempt_at = NULL, last_error = NULL,
              subject = $6, body_text = $7, body_html = $8, buttons = $9
        ${hold}`,
      [message.id, message.attempts, outcome.at, outcome.via, outcome.providerMessageId, ...stored],
    );
  } else if (outcome.status === 'RETRYING') {
    await manager.query(
      `UPDATE message
          SET status = 'RETRYING', next_attempt_at = $3, last_error = $4,
              subject = $5, body_text = $6, body_html = $7, buttons = $8
        ${hold}`,
      [message.id, message.attempts, outcome.nextAttemptAt, outcome.error, ...stored],
    );
  } else {
    await manager.query(
      `UPDATE message
          SET status = 'FAILED', failed_at = $3, next_attempt_at = NULL, last_error = $4,
              subject = $5, body_text = $6, body_html = $7, buttons = $8
        ${hold}`,
      [message.id, message.attempts, outcome.at, outcome.error, ...stored],
    );
  }
}

/**
 * Up to `limit` messages that should have been tried more than `graceMs` before `now`, or
 * whose worker's lease ran out, in id order.
 */
export function overdueMessages(
  manager: EntityManager,
  now: Date,
  graceMs: number,
  limit: number,
): Promise<{ id: string; attempts: number }[]> {
  return manager.query(
    `SELECT id, attempts FROM message
      WHERE (status IN ('PENDING', 'RETRYING')
             AND COALESCE(next_attempt_at, created_at) < $1::timestamptz - make_interval(secs => $2::float8 / 1000))
         OR (status = 'SENDING' AND next_attempt_at < $1)
      ORDER BY id
      LIMIT ${Number(limit)}`,
    [now, graceMs],
  );
}

/** The code messages that still hold their code: their ids and their codes' ids. */
export function messagesHoldingCodes(
  manager: EntityManager,
): Promise<{ id: string; code_id: string }[]> {
  return manager.query(
    `SELECT id, params->>'codeId' AS code_id FROM message
      WHERE kind = 'family-code' AND params ? 'code'`,
  );
}

/**
 * Takes the code out of these code messages: from their params and from what was sent (the
 * body keeps ●●●●●● in its place). Answers how many messages it changed.
 */
export async function redactCodeMessages(manager: EntityManager, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [, changed]: [unknown, number] = await manager.query(
    `UPDATE message
        SET params = params - 'code',
            body_text = replace(body_text, params->>'code', '●●●●●●'),
            body_html = replace(body_html, params->>'code', '●●●●●●')
      WHERE id = ANY($1) AND kind = 'family-code' AND params ? 'code'`,
    [ids],
  );
  return changed;
}

/** The staff-invitation messages that still hold their invitation's token, with its id. */
export async function messagesHoldingInvitationTokens(
  manager: EntityManager,
): Promise<{ id: string; invitation_id: string }[]> {
  return manager.query(
    `SELECT id, params->>'invitationId' AS invitation_id FROM message
      WHERE kind = 'staff-invitation' AND params ? 'token'`,
  );
}

/**
 * Takes the token out of these invitation messages: from their params and from what was sent
 * (body and button keep ●●●●●● in its place). Answers how many messages it changed.
 */
export async function redactInvitationMessages(
  manager: EntityManager,
  ids: string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const [, changed]: [unknown, number] = await manager.query(
    `UPDATE message
        SET params = params - 'token',
            body_text = replace(body_text, params->>'token', '●●●●●●'),
            body_html = replace(body_html, params->>'token', '●●●●●●'),
            buttons = replace(buttons::text, params->>'token', '●●●●●●')::jsonb
      WHERE id = ANY($1) AND kind = 'staff-invitation' AND params ? 'token'`,
    [ids],
  );
  return changed;
}

/** Which of these event keys already have a message. */
export async function knownEventKeys(manager: EntityManager, keys: string[]): Promise<Set<string>> {
  const rows: { event_key: string }[] = await manager.query(
    `SELECT DISTINCT event_key FROM message WHERE event_key = ANY($1)`,
    [keys],
  );
  return new Set(rows.map((row) => row.event_key));
}

// ── What templates read ─────────────────────────────────────────────────────────────────────

/**
 * The balance an application's payment had before it went down to `balance`: the smallest
 * balance above it that an earlier refund message of the payment recorded (null: none).
 */
export async function balanceBeforeRefund(
  manager: EntityManager,
  applicationId: number,
  paymentId: number,
  balance: number,
): Promise<number | null> {
  const rows: { previous: number | null }[] = await manager.query(
    `SELECT min((params->>'balanceAmount')::int) AS previous FROM message
      WHERE application_id = $1
        AND kind = 'refund-completed'
        AND (params->>'paymentId')::int = $2
        AND (params->>'balanceAmount')::int > $3`,
    [applicationId, paymentId, balance],
  );
  return rows[0]?.previous ?? null;
}

// ── The back office, the sandbox's box, my info's link ──────────────────────────────────────

/** An application's messages, newest first, with the columns `select` names. */
export function messagesOfApplication(
  manager: EntityManager,
  applicationId: number,
  select: FindOptionsSelect<Message>,
): Promise<Message[]> {
  return manager.getRepository(Message).find({
    select,
    where: { application_id: applicationId },
    order: { id: 'DESC' },
  });
}

/** The attempts of these messages, in order. */
export function attemptsOf(
  manager: EntityManager,
  messageIds: string[],
): Promise<MessageAttempt[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return manager.getRepository(MessageAttempt).find({
    where: { message_id: In(messageIds) },
    order: { id: 'ASC' },
  });
}

/** Locks a message (FOR UPDATE) and answers what a resend needs of it; null when unknown. */
export async function lockMessage(
  manager: EntityManager,
  messageId: number,
): Promise<{ purged: boolean; kind: string; application_id: number | null } | null> {
  const rows: { purged: boolean; kind: string; application_id: number | null }[] =
    await manager.query(
      `SELECT purged_at IS NOT NULL AS purged, kind, application_id
         FROM message WHERE id = $1 FOR UPDATE`,
      [messageId],
    );
  return rows[0] ?? null;
}

/** A message as the sandbox's box shows it. */
export type SandboxMessageRow = Pick<
  Message,
  | 'id'
  | 'kind'
  | 'channel'
  | 'status'
  | 'recipient'
  | 'subject'
  | 'body_text'
  | 'body_html'
  | 'buttons'
  | 'delivered_via'
  | 'last_error'
  | 'next_attempt_at'
  | 'created_at'
  | 'sent_at'
  | 'failed_at'
>;

/** The newest `limit` messages on these channels, newest first. */
export async function newestMessages(
  manager: EntityManager,
  channels: string[],
  limit: number,
): Promise<SandboxMessageRow[]> {
  const rows: SandboxMessageRow[] = await manager.query(
    `SELECT id, kind, channel, status, recipient, subject, body_text, body_html, buttons,
            delivered_via, last_error, next_attempt_at, created_at, sent_at, failed_at
       FROM message WHERE channel = ANY($2) ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit, channels],
  );
  return rows.map((row) => ({ ...row, id: String(row.id) }));
}

/**
 * Uses up a family message's my-info link (set once, atomically): answers the channel and
 * recipient it was delivered to, or 'used' / 'invalid' when it cannot open.
 */
export async function useMessageLink(
  manager: EntityManager,
  messageId: string,
  now: Date,
): Promise<{ channel: string; recipient: string } | 'used' | 'invalid'> {
  // TypeORM answers an UPDATE as [rows, affected].
  const [used]: [{ channel: string; recipient: string }[], number] = await manager.query(
    `UPDATE message SET link_used_at = $2
        WHERE id = $1 AND link_used_at IS NULL AND purged_at IS NULL
          AND (application_id IS NOT NULL OR waitlist_entry_id IS NOT NULL
               OR kind = ANY($3::varchar[]))
          AND kind NOT IN ('centre-application-paid', 'centre-application-cancelled',
                           'centre-daily-digest', 'family-code')
      RETURNING channel, recipient`,
    // An appointment's messages (issue 37) go to the contact the family proved when it booked.
    [messageId, now, APPOINTMENT_KINDS],
  );
  if (used.length) return used[0];
  const exists: unknown[] = await manager.query(
    `SELECT 1 FROM message WHERE id = $1 AND link_used_at IS NOT NULL`,
    [messageId],
  );
  return exists.length ? 'used' : 'invalid';
}

// ── Retention and my data ───────────────────────────────────────────────────────────────────

/**
 * The recipient masked in SQL, as maskRecipient does: the first two characters of an e-mail's
 * local part and its domain; a mobile number's first three and last four digits.
 */
const MASKED_RECIPIENT_SQL = `CASE WHEN position('@' in recipient) > 0
  THEN left(split_part(recipient, '@', 1), 2) || '****@' || split_part(recipient, '@', 2)
  ELSE left(recipient, 3) || '-****-' || right(recipient, 4) END`;

/**
 * Takes what they said out of SENT and FAILED messages older than `days` at `now` (subject,
 * bodies, buttons), masks their recipient and records `purged_at`; answers how many.
 */
export async function purgeMessagesOlderThan(
  manager: EntityManager,
  now: Date,
  days: number,
): Promise<number> {
  const rows: { id: string }[] = await manager.query(
    `WITH purged AS (
       UPDATE message
          SET subject = NULL, body_text = NULL, body_html = NULL, buttons = NULL,
              recipient = ${MASKED_RECIPIENT_SQL},
              purged_at = $1
        WHERE purged_at IS NULL
          AND status IN ('SENT', 'FAILED', 'SKIPPED')
          AND created_at < $1::timestamptz - make_interval(days => $2::int)
        RETURNING id)
     SELECT id FROM purged`,
    [now, days],
  );
  return rows.length;
}

/**
 * An anonymised application's messages that are done (sent, failed or not needed) lose what they
 * said and their recipient.
 */
export async function eraseMessagesOfApplication(
  manager: EntityManager,
  applicationId: number,
  now: Date,
): Promise<void> {
  await manager.query(
    `UPDATE message
        SET subject = NULL, body_text = NULL, body_html = NULL, buttons = NULL,
            recipient = '(삭제됨)', purged_at = coalesce(purged_at, $2)
      WHERE application_id = $1 AND status IN ('SENT', 'FAILED', 'SKIPPED')`,
    [applicationId, now],
  );
}

/** Deletes an application's messages (with their attempts), at the end of its retention. */
export async function deleteMessagesOfApplication(
  manager: EntityManager,
  applicationId: number,
): Promise<void> {
  await manager.query(`DELETE FROM message WHERE application_id = $1`, [applicationId]);
}

/** Deletes the messages about these counselling appointments (issue 37: they go with them). */
export async function deleteMessagesOfAppointments(
  manager: EntityManager,
  appointmentIds: number[],
): Promise<void> {
  if (appointmentIds.length === 0) return;
  await manager.query(
    `DELETE FROM message WHERE kind LIKE 'appointment-%'
        AND (params->>'appointmentId')::integer = ANY($1)`,
    [appointmentIds],
  );
}

/** The messages about these counselling appointments, as stored (my data). */
export function appointmentMessageRowsOf(
  manager: EntityManager,
  appointmentIds: number[],
): Promise<Row[]> {
  return manager.query(
    `SELECT * FROM message WHERE kind LIKE 'appointment-%'
        AND (params->>'appointmentId')::integer = ANY($1) ORDER BY created_at`,
    [appointmentIds],
  );
}

/**
 * Deletes the messages about these 회기권 (issue 37: a payment link names the child): a deletion
 * of the family's data, or the package's end of retention.
 */
export async function deleteMessagesOfPackages(
  manager: EntityManager,
  packageIds: number[],
): Promise<void> {
  if (packageIds.length === 0) return;
  await manager.query(
    `DELETE FROM message WHERE kind LIKE 'package-%'
        AND (params->>'packageId')::integer = ANY($1)`,
    [packageIds],
  );
}

/** The messages about these 회기권, as stored (my data). */
export function packageMessageRowsOf(manager: EntityManager, packageIds: number[]): Promise<Row[]> {
  return manager.query(
    `SELECT * FROM message WHERE kind LIKE 'package-%'
        AND (params->>'packageId')::integer = ANY($1) ORDER BY created_at`,
    [packageIds],
  );
}

/** The messages of these applications and waiting-list entries, as stored (my data). */
export function messageRowsOf(
  manager: EntityManager,
  applicationIds: number[],
  waitlistEntryIds: number[],
): Promise<Row[]> {
  return manager.query(
    `SELECT * FROM message
      WHERE application_id = ANY($1) OR waitlist_entry_id = ANY($2) ORDER BY created_at`,
    [applicationIds, waitlistEntryIds],
  );
}

/**
 * A claimed message that is no longer needed (MessageRenderer.superseded): SKIPPED with the
 * reason the centre reads, without an attempt (no provider was asked).
 */
export async function skipMessage(
  manager: EntityManager,
  message: Pick<Message, 'id' | 'attempts'>,
  reason: string,
): Promise<void> {
  await manager.query(
    `UPDATE message SET status = 'SKIPPED', next_attempt_at = NULL, last_error = $3
      WHERE id = $1 AND status = 'SENDING' AND attempts = $2`,
    [message.id, message.attempts, reason.slice(0, 500)],
  );
}

/**
 * Messages that failed for good since `since` (every attempt used, or refused for good): how
 * many, and the newest `limit` (kind, channel, recipient, application), for the dashboard.
 */
export async function failedMessagesSince(
  manager: EntityManager,
  since: Date,
  limit: number,
): Promise<{
  count: number;
  newest: Pick<Message, 'kind' | 'channel' | 'recipient' | 'application_id' | 'failed_at'>[];
}> {
  const [[total], newest] = await Promise.all([
    manager.query(
      `SELECT count(*)::int AS count FROM message WHERE status = 'FAILED' AND failed_at >= $1`,
      [since],
    ) as Promise<{ count: number }[]>,
    manager.query(
      `SELECT kind, channel, recipient, application_id, failed_at FROM message
        WHERE status = 'FAILED' AND failed_at >= $1
        ORDER BY failed_at DESC, id DESC LIMIT $2`,
      [since, limit],
    ) as Promise<
      Pick<Message, 'kind' | 'channel' | 'recipient' | 'application_id' | 'failed_at'>[]
    >,
  ]);
  return { count: total.count, newest };
}
