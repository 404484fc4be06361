import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import type { Row } from '../support/report';
import { percentile } from '../support/stats';
import { AppProcess } from '../support/app-process';
import {
  completedPerSecond,
  registrationRush,
  WARM_UP,
  type RushProvider,
  type RushResult,
} from './registration-rush';

const STEP = '2 Registration rush';
/** With messaging on, the rush keeps at least this share of its rate without (issue 18). */
const KEEPS_AT_LEAST = 0.9;
const DELIVERY_TIMEOUT_MS = 180_000;

/**
 * A real SMTP server in the bench process that accepts every e-mail the app sends and counts
 * them by Message-ID (the app's is `<message-{id}@…>`, the same on every attempt of a message).
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const byMessageId = new Map<string, number>();
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 16_384) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        received += 1;
        const id = /^Message-ID:\s*<message-(\d+)@/im.exec(head)?.[1];
        if (id) byMessageId.set(id, (byMessageId.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    timesReceived: (messageId) => byMessageId.get(messageId) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface SmtpSink {
  url: string;
  /** E-mails accepted so far, of any kind (the centre's digest too). */
  received: () => number;
  /** How many times the e-mail of this message (its id) arrived. */
  timesReceived: (messageId: string) => number;
  close: () => Promise<void>;
}

/** One message as the back office lists it (GET /api/admin/application/{id}/messages). */
interface ListedMessage {
  id: string;
  channel: string;
  status: string;
  created_at: string;
  sent_at: string | null;
  next_attempt_at: string | null;
}

export interface DeliveryResult {
  messages: number;
  sent: number;
  /** The ids of the sent e-mails (each must have reached the SMTP server exactly once). */
  emailsSent: string[];
  failed: number;
  /**
   * Not yet due when the wait ended: a 신청 접수 waits five minutes and is not sent when its
   * application was paid by then (issue 35: one 알림톡 for a card payment).
   */
  scheduled: number;
  undelivered: number;
  /** sent_at − created_at of each sent message, milliseconds. */
  lags: number[];
  /** From the rush's end until the last message was sent. */
  drainSeconds: number;
}

/**
 * Waits until every message of the rush's applications is sent (or failed), reading them as the
 * back office does, then answers each one's delivery lag: from the commit that wrote it to the
 * provider's acceptance.
 */
export async function deliveryOf(
  origin: string,
  adminToken: string,
  rush: RushResult,
): Promise<DeliveryResult> {
  const ids = rush.guests.flatMap((guest) => (guest.applicationId ? [guest.applicationId] : []));
  const started = Date.now();
  for (;;) {
    const lists = await Promise.all(ids.map((id) => messagesOf(origin, adminToken, id)));
    const all = lists.flat();
    const now = Date.now();
    const scheduled = all.filter(
      (message) =>
        message.status === 'PENDING' &&
        message.next_attempt_at !== null &&
        Date.parse(message.next_attempt_at) > now,
    );
    const open = all.filter(
      (message) =>
        !['SENT', 'FAILED', 'SKIPPED'].includes(message.status) && !scheduled.includes(message),
    );
    if (open.length === 0 || Date.now() - started > DELIVERY_TIMEOUT_MS) {
      const sent = all.filter((message) => message.status === 'SENT' && message.sent_at);
      return {
        messages: all.length,
        sent: sent.length,
        emailsSent: sent
          .filter((message) => message.channel === 'EMAIL')
          .map((message) => message.id),
        failed: all.filter((message) => message.status === 'FAILED').length,
        scheduled: scheduled.length,
        undelivered: open.length,
        lags: sent.map((message) => Date.parse(message.sent_at!) - Date.parse(message.created_at)),
        drainSeconds: (Date.now() - started) / 1000,
      };
    }
    // Not every second: 200 reads of the back office a second would slow the deliveries down.
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}

async function messagesOf(origin: string, token: string, id: number): Promise<ListedMessage[]> {
  const res = await fetch(`${origin}/api/admin/application/${id}/messages`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`the messages of application ${id} answered ${res.status}`);
  return (await res.json()) as ListedMessage[];
}

/** Rushes with messaging and without, alternating: the share is the ratio of their medians. */
export const MESSAGING_RUNS = 3;

export interface MessagingComparison {
  withMessages: RushResult[];
  without: RushResult[];
  deliveries: DeliveryResult[];
}

/**
 * The rate messaging keeps, measured as rushes of 200 guests alternate between the app with
 * messaging (`app`, its first rush already run: `first`) and a process of the same build started
 * with MESSAGES_ENABLED=false, MESSAGING_RUNS of each, every process warmed up first. A rush with
 * messaging starts once the previous one's messages are all out. One rush on a shared two-core
 * machine varies by a tenth from run to run; the medians of alternating runs do not drift with it.
 * Each rush comes from its own network (request limits: 300 applications per address).
 */
export async function compareMessaging(
  app: AppProcess,
  env: Record<string, string>,
  first: RushResult,
  adminToken: (origin: string) => Promise<string>,
  provider: RushProvider,
): Promise<MessagingComparison> {
  const result: MessagingComparison = { withMessages: [first], without: [], deliveries: [] };
  result.deliveries.push(await deliveryOf(app.url, await adminToken(app.url), first));
  const network = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${100 + n}` });
  for (let run = 0; run < MESSAGING_RUNS; run += 1) {
    if (run > 0) {
      const token = await adminToken(app.url);
      const warm = await rush(
        app,
        provider,
        WARM_UP.guests,
        WARM_UP.inFlight,
        network(10 * run),
        'warm',
      );
      await deliveryOf(app.url, token, warm);
      const again = await rush(app, provider, 200, 50, network(10 * run + 1), 'again');
      result.withMessages.push(again);
      result.deliveries.push(await deliveryOf(app.url, token, again));
    }
    await app.stop();
    const quiet = new AppProcess(app.port, { ...env, MESSAGES_ENABLED: 'false' }, app.logFile);
    try {
      await quiet.start();
      await rush(quiet, provider, WARM_UP.guests, WARM_UP.inFlight, network(10 * run + 2), 'warm');
      result.without.push(await rush(quiet, provider, 200, 50, network(10 * run + 3), 'quiet'));
    } finally {
      await quiet.stop();
      await app.start();
    }
  }
  return result;
}

function rush(
  app: AppProcess,
  provider: RushProvider,
  total: number,
  inFlight: number,
  network: Record<string, string>,
  prefix: string,
): Promise<RushResult> {
  return registrationRush(app.url, app.pid!, provider, total, inFlight, undefined, network, prefix);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The rate with messaging beside the rate without, and how fast the rushes' messages went out. */
export function messagingRows(comparison: MessagingComparison, sink: SmtpSink): Row[] {
  const withRate = median(comparison.withMessages.map(completedPerSecond));
  const withoutRate = median(comparison.without.map(completedPerSecond));
  const share = withRate / withoutRate;
  const rates = (rushes: RushResult[]) =>
    rushes.map((r) => completedPerSecond(r).toFixed(1)).join(', ');
  // CPU per completed guest varies less than the rate: what messaging costs each process.
  const cpu = (rushes: RushResult[]) =>
    `app ${median(rushes.map((r) => r.cpu.app)).toFixed(1)} ms, ` +
    `PostgreSQL ${median(rushes.map((r) => r.cpu.postgres)).toFixed(1)} ms`;
  const deliveries = comparison.deliveries;
  const total = (pick: (delivery: DeliveryResult) => number) =>
    deliveries.reduce((sum, delivery) => sum + pick(delivery), 0);
  const lags = deliveries.flatMap((delivery) => delivery.lags);
  const emails = deliveries.flatMap((delivery) => delivery.emailsSent);
  const notOnce = emails.filter((id) => sink.timesReceived(id) !== 1);
  const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
  return [
    {
      step: STEP,
      measure:
        `Rate with messaging (outbox + worker + SMTP) / without (MESSAGES_ENABLED=false), ` +
        `medians of ${MESSAGING_RUNS} alternating rushes each`,
      result:
        `**${Math.round(share * 100)} %** (${withRate.toFixed(1)}/s with: ` +
        `${rates(comparison.withMessages)}; ${withoutRate.toFixed(1)}/s without: ` +
        `${rates(comparison.without)}); CPU per guest with: ${cpu(comparison.withMessages)}, ` +
        `without: ${cpu(comparison.without)}`,
      budget: `≥ ${KEEPS_AT_LEAST * 100} %`,
      ok: share >= KEEPS_AT_LEAST,
    },
    {
      step: STEP,
      measure: "Delivery of the rushes' messages (commit → provider accepted)",
      result:
        `${total((d) => d.sent)} sent · ${total((d) => d.failed)} failed · ` +
        `${total((d) => d.scheduled)} 신청 접수 not yet due (5 min; not sent once paid) · ` +
        `${total((d) => d.undelivered)} undelivered of ${total((d) => d.messages)} · ` +
        `p50 ${seconds(percentile(lags, 50))} · p95 ${seconds(percentile(lags, 95))} · ` +
        `all out ${deliveries.map((d) => d.drainSeconds.toFixed(0)).join(', ')} s after each ` +
        `rush (read every 3 s) · ${emails.length - notOnce.length} of ${emails.length} e-mails ` +
        `received exactly once`,
      budget: 'every message due sent, each e-mail received once',
      ok:
        total((d) => d.messages) > 0 &&
        total((d) => d.undelivered) === 0 &&
        total((d) => d.failed) === 0 &&
        notOnce.length === 0,
    },
  ];
}
