import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { RequestLoad } from '../common/http/request-load';
import { JOB_QUEUES, JobQueue } from '../common/jobs/job-queue';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import {
  ALIMTALK_CHANNEL,
  EMAIL_CHANNEL,
  type AlimtalkChannel,
  type DeliveryOutcome,
  type EmailChannel,
  type OutgoingAlimtalk,
} from './channels/channel';
import { providerAnswer } from './channels/provider-answer';
import { nextAttemptAt } from './delivery-backoff';
import type { DeliveredVia, Message, MessageButton } from '../outbox/message.entity';
import { MessageRenderer, type RenderedMessage } from './message-renderer';
import {
  claimMessage,
  skipMessage,
  DELIVER_QUEUE,
  finishAttempt,
  messageState,
  overdueMessages,
  recordMessageOutcome,
  startAttempt,
  type StoredContent,
} from '../outbox';

/** What one call of `deliver` did. */
export type DeliveryResult = 'sent' | 'retry' | 'failed' | 'skipped' | 'not-due';

/** What was sent (or tried), kept on the message row until the retention period ends. */
interface SentContent {
  subject: string | null;
  bodyText: string | null;
  bodyHtml: string | null;
  buttons: MessageButton[] | null;
}

/** A sweep leaves alone what became due less than this long ago (its job is on its way). */
const SWEEP_GRACE_MS = 10 * 60 * 1000;
const SWEEP_BATCH = 500;

/**
 * Delivers the outbox's messages, one pg-boss job per message (queue `message-deliver`).
 *
 * A delivery first claims the message row in one statement (PENDING or RETRYING and due, or
 * SENDING whose lease ran out because its worker died mid-send): the row goes to SENDING with a
 * lease (`next_attempt_at` while SENDING) and one more attempt. Two workers never both win, so
 * one message is never sent twice by two replicas, and a job handed out again finds nothing to
 * do. The attempt row is written before the provider is called, so a worker killed mid-send
 * leaves an attempt without an outcome. The message is rendered from the server's rows at send
 * time; the provider's answer decides: sent, retry later (backoff over 24 hours, see
 * delivery-backoff.ts, as a new job), or failed for good with the provider's reason.
 */
/**
 * Each replica claims up to this many messages at a time and sends this many of them at once (over
 * pooled SMTP connections; 알림톡 calls in parallel): a queue of hundreds drains in seconds. Each
 * delivery first waits while the app is answering a rush of families (RequestLoad). A batch ends
 * within the queue's expiry (JOB_QUEUES) even when each of its five rounds waits the longest and
 * every call takes the whole send timeout.
 */
const DELIVERY_BATCH = 20;
const DELIVERY_CONCURRENCY = 4;

@Injectable()
export class MessageWorker implements OnApplicationBootstrap {
  private readonly logger = new Logger('MessageWorker');

  constructor(
    private readonly manager: EntityManager,
    private readonly jobs: JobQueue,
    private readonly load: RequestLoad,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly renderer: MessageRenderer,
    @Inject(EMAIL_CHANNEL) private readonly email: EmailChannel,
    @Inject(ALIMTALK_CHANNEL) private readonly alimtalk: AlimtalkChannel,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Only when this process runs workers (JOB_WORKERS); tests deliver by hand (drain).
    await this.jobs.work<{ messageId: string }>(
      DELIVER_QUEUE,
      async (job) => {
        await this.load.quiet();
        await this.deliver(job.data.messageId);
      },
      {
        pollingIntervalSeconds: this.config.jobs.pollIntervalSeconds,
        batchSize: DELIVERY_BATCH,
        concurrency: DELIVERY_CONCURRENCY,
      },
    );
  }

  /**
   * How long a claimed message belongs to its worker: past it, the worker is taken for dead
   * and another may send. Longer than pg-boss's expiry of the job and than one provider call.
   */
  get leaseMs(): number {
    return Math.max(
      JOB_QUEUES['message-deliver'].expireInSeconds * 1000,
      this.config.messages.sendTimeoutMs + 60_000,
    );
  }

  /** Delivers one message if it is this worker's to send now. */
  async deliver(messageId: string): Promise<DeliveryResult> {
    const now = this.clock.now();
    const message = await this.claim(messageId, now);
    if (!message) return this.notClaimed(messageId, now);
    const supersededBy = await this.renderer.superseded(message, now);
    if (supersededBy) {
      await skipMessage(this.manager, message, supersededBy);
      this.logger.log({
        msg: 'message not needed any more',
        messageId: message.id,
        kind: message.kind,
      });
      return 'skipped';
    }
    const attemptId = await startAttempt(this.manager, message.id, now);

    let rendered: RenderedMessage | null;
    try {
      rendered = await this.renderer.render(message, now);
    } catch (error) {
      this.logger.error(
        `message ${message.id}: rendering failed: ${(error as Error).stack ?? String(error)}`,
      );
      return this.finish(message, attemptId, null, noContent(), {
        kind: 'retry',
        code: 'RENDER_ERROR',
        reason: '메시지를 만들지 못했습니다.',
      });
    }
    const alimtalk = rendered?.alimtalk;
    if (!rendered || (message.channel === 'ALIMTALK' && !alimtalk)) {
      return this.finish(message, attemptId, null, noContent(), {
        kind: 'failed',
        code: 'NOTHING_TO_SEND',
        reason: '보낼 내용이 없습니다 (신청 정보가 없습니다).',
      });
    }

    const idempotencyKey = `message-${message.id}`;
    let content: SentContent;
    let sending: Promise<DeliveryOutcome>;
    if (message.channel === 'EMAIL') {
      content = {
        subject: rendered.email.subject,
        bodyText: rendered.email.text,
        bodyHtml: rendered.email.html,
        buttons: rendered.buttons,
      };
      sending = this.email.send(
        {
          ...rendered.email,
          to: message.recipient,
          messageIdHeader: this.messageIdHeader(message),
        },
        idempotencyKey,
      );
    } else {
      content = {
        subject: alimtalk!.smsSubject,
        bodyText: alimtalk!.text,
        bodyHtml: null,
        buttons: alimtalk!.buttons,
      };
      sending = this.alimtalkOnce(message, { ...alimtalk!, to: message.recipient }, idempotencyKey);
    }
    let outcome: DeliveryOutcome;
    try {
      outcome = await sending;
    } catch (error) {
      // A channel answers its provider's errors; anything else is retried like an outage.
      outcome = {
        kind: 'retry',
        code: 'CHANNEL_ERROR',
        reason: providerAnswer((error as Error).message) || '발송 중 오류',
      };
    }
    return this.finish(
      message,
      attemptId,
      message.channel === 'EMAIL' ? 'EMAIL' : null,
      content,
      outcome,
    );
  }

  /**
   * An 알림톡, unless an earlier attempt of this message already reached the provider (its
   * answer lost to a timeout or a crash): asked before every retry where the channel can tell.
   */
  private async alimtalkOnce(
    message: Message,
    alimtalk: OutgoingAlimtalk,
    idempotencyKey: string,
  ): Promise<DeliveryOutcome> {
    if (message.attempts > 1 && this.alimtalk.alreadySent) {
      const earlier = await this.alimtalk.alreadySent(
        alimtalk.to,
        idempotencyKey,
        message.created_at,
      );
      if (earlier) return earlier;
    }
    return this.alimtalk.send(alimtalk, idempotencyKey);
  }

  /**
   * Delivers every due job of the queue and completes it, until none is left (tests, and
   * draining by hand). Answers how many jobs it ran.
   */
  async drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const jobs = await this.jobs.fetch<{ messageId: string }>(DELIVER_QUEUE, 50);
      if (jobs.length === 0) return ran;
      for (const job of jobs) {
        await this.deliver(job.data.messageId);
        await this.jobs.complete(DELIVER_QUEUE, job.id);
        ran += 1;
      }
    }
  }

  /**
   * Gives a job again to messages that should have been tried long ago and have none waiting
   * (a database restored from a backup, a job lost with a failed worker past pg-boss's limits),
   * and to messages whose worker died mid-send (lease over). Answers the ids it queued.
   */
  async sweep(now: Date = this.clock.now()): Promise<string[]> {
    const rows = await overdueMessages(this.manager, now, SWEEP_GRACE_MS, SWEEP_BATCH);
    const ids = rows.map((row) => String(row.id));
    const waiting = await this.jobs.waiting(DELIVER_QUEUE, 'messageId', ids);
    const queued: string[] = [];
    for (const row of rows) {
      const id = String(row.id);
      if (waiting.has(id)) continue;
      await this.jobs.send(
        DELIVER_QUEUE,
        { messageId: id },
        { singletonKey: `${id}:${row.attempts}` },
      );
      queued.push(id);
    }
    if (queued.length) this.logger.log(`swept ${queued.length} messages without a job`);
    return queued;
  }

  /** The row, claimed for this attempt, or null when it is not this worker's to send now. */
  private claim(messageId: string, now: Date): Promise<Message | null> {
    return claimMessage(this.manager, messageId, now, new Date(now.getTime() + this.leaseMs));
  }

  /**
   * Not claimed: sent, failed, being sent elsewhere, gone, or early (a job that ran before the
   * message's next try; it gets a job at that time, so no try is lost).
   */
  private async notClaimed(messageId: string, now: Date): Promise<DeliveryResult> {
    const row = await messageState(this.manager, messageId);
    if (row && (row.status === 'PENDING' || row.status === 'RETRYING') && row.next_attempt_at) {
      await this.jobs.send(
        DELIVER_QUEUE,
        { messageId },
        {
          startAfter: secondsUntil(row.next_attempt_at, now),
          singletonKey: `${messageId}:${row.attempts}`,
        },
      );
      return 'not-due';
    }
    return 'skipped';
  }

  /** Records the attempt's outcome and the message's new state in one transaction. */
  private async finish(
    message: Message,
    attemptId: string,
    defaultVia: DeliveredVia | null,
    content: SentContent,
    outcome: DeliveryOutcome,
  ): Promise<DeliveryResult> {
    const now = this.clock.now();
    const next =
      outcome.kind === 'retry' ? nextAttemptAt(message.attempts, message.created_at, now) : null;
    const result: DeliveryResult =
      outcome.kind === 'sent' ? 'sent' : outcome.kind === 'retry' && next ? 'retry' : 'failed';
    const via = outcome.kind === 'sent' ? outcome.via : defaultVia;
    const code = outcome.kind === 'sent' ? 'OK' : outcome.code;
    const answer =
      outcome.kind === 'sent'
        ? providerAnswer(outcome.answer) || null
        : providerAnswer(outcome.reason);
    await this.manager.transaction(async (manager) => {
      await finishAttempt(manager, attemptId, {
        finishedAt: now,
        // The last try of a retried message is its failure.
        outcome: result === 'sent' ? 'SENT' : result === 'retry' ? 'RETRY' : 'FAILED',
        via,
        code: code.slice(0, 64),
        answer,
      });
      const stored = json(content);
      if (outcome.kind === 'sent') {
        await recordMessageOutcome(
          manager,
          message,
          {
            status: 'SENT',
            at: now,
            via: outcome.via,
            providerMessageId: outcome.providerMessageId ?? null,
          },
          stored,
        );
      } else if (result === 'retry') {
        await recordMessageOutcome(
          manager,
          message,
          { status: 'RETRYING', nextAttemptAt: next!, error: answer },
          stored,
        );
        await this.sendRetry(manager, message, next!, now);
      } else {
        await recordMessageOutcome(
          manager,
          message,
          { status: 'FAILED', at: now, error: answer },
          stored,
        );
      }
    });
    // Ids and codes only: never the recipient or the body.
    this.logger.log(
      `message ${message.id} (${message.kind}, ${message.channel}) attempt ${message.attempts}: ${result} ${code}`,
    );
    return result;
  }

  /** The next try is a new job that starts at its time (its key: the message and the try). */
  private async sendRetry(manager: EntityManager, message: Message, at: Date, now: Date) {
    await this.jobs.send(
      DELIVER_QUEUE,
      { messageId: message.id },
      {
        manager,
        startAfter: secondsUntil(at, now),
        singletonKey: `${message.id}:${message.attempts}`,
      },
    );
  }

  /** `<message-41@example.kr>`: the same for every attempt of one message. */
  private messageIdHeader(message: Message): string {
    const from = this.config.messages.email.from;
    const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
    const domain = address.split('@')[1]?.trim() || 'localhost';
    return `<message-${message.id}@${domain}>`;
  }
}

function noContent(): SentContent {
  return { subject: null, bodyText: null, bodyHtml: null, buttons: null };
}

/** The stored content's parameters, the buttons as JSON for the jsonb column. */
function json(content: SentContent): StoredContent {
  const { subject, bodyText, bodyHtml, buttons } = content;
  return [
    subject?.slice(0, 200) ?? null,
    bodyText,
    bodyHtml,
    buttons ? JSON.stringify(buttons) : null,
  ];
}

/**
 * Seconds from `now` (the app's clock) until `at`, as pg-boss's start delay: pg-boss measures it
 * with the database's clock, which the app's clock follows outside tests.
 */
function secondsUntil(at: Date, now: Date): number {
  return Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));
}
