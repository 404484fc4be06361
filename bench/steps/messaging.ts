import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import type { Row } from '../support/report';
import { percentile } from '../support/stats';
import type { RushResult } from './registration-rush';

const STEP = '2 Registration rush';
/** With messaging on, the rush keeps at least this share of its rate without (issue 18). */
const KEEPS_AT_LEAST = 0.9;
const DELIVERY_TIMEOUT_MS = 180_000;

/** A real SMTP server in the bench process that accepts (and counts) every e-mail the app sends. */
export async function startSmtpSink(): Promise<{
  url: string;
  received: () => number;
  close: () => Promise<void>;
}> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One message as the back office lists it (GET /api/admin/application/{id}/messages). */
interface ListedMessage {
  channel: string;
  status: string;
  created_at: string;
  sent_at: string | null;
}

export interface DeliveryResult {
  messages: number;
  sent: number;
  /** Sent e-mails (each must have reached the SMTP server exactly once). */
  emailsSent: number;
  failed: number;
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
    const open = all.filter((message) => !['SENT', 'FAILED'].includes(message.status));
    if (open.length === 0 || Date.now() - started > DELIVERY_TIMEOUT_MS) {
      const sent = all.filter((message) => message.status === 'SENT' && message.sent_at);
      return {
        messages: all.length,
        sent: sent.length,
        emailsSent: sent.filter((message) => message.channel === 'EMAIL').length,
        failed: all.filter((message) => message.status === 'FAILED').length,
        undelivered: open.length,
        lags: sent.map((message) => Date.parse(message.sent_at!) - Date.parse(message.created_at)),
        drainSeconds: (Date.now() - started) / 1000,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function messagesOf(origin: string, token: string, id: number): Promise<ListedMessage[]> {
  const res = await fetch(`${origin}/api/admin/application/${id}/messages`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`the messages of application ${id} answered ${res.status}`);
  return (await res.json()) as ListedMessage[];
}

/** The rush with messaging beside the rush without, and how fast its messages went out. */
export function messagingRows(
  withMessages: RushResult,
  without: RushResult,
  delivery: DeliveryResult,
  /** E-mails the SMTP server received during the rush and its delivery. */
  smtpReceived: number,
): Row[] {
  const rate = (rush: RushResult) =>
    rush.guests.filter((guest) => guest.timing).length / rush.seconds;
  const share = rate(withMessages) / rate(without);
  const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
  return [
    {
      step: STEP,
      measure: 'Rate with messaging (outbox + worker + SMTP) / without (MESSAGES_ENABLED=false)',
      result:
        `**${Math.round(share * 100)} %** (${rate(withMessages).toFixed(1)}/s with, ` +
        `${rate(without).toFixed(1)}/s without)`,
      budget: `≥ ${KEEPS_AT_LEAST * 100} %`,
      ok: share >= KEEPS_AT_LEAST,
    },
    {
      step: STEP,
      measure: "Delivery of the rush's messages (commit → provider accepted)",
      result:
        `${delivery.sent} sent · ${delivery.failed} failed · ${delivery.undelivered} undelivered of ` +
        `${delivery.messages} · p50 ${seconds(percentile(delivery.lags, 50))} · ` +
        `p95 ${seconds(percentile(delivery.lags, 95))} · all out ${delivery.drainSeconds.toFixed(1)} s ` +
        `after the rush · SMTP server received ${smtpReceived} e-mails`,
      budget: 'every message sent, each e-mail received once',
      ok:
        delivery.messages > 0 &&
        delivery.undelivered === 0 &&
        delivery.failed === 0 &&
        smtpReceived === delivery.emailsSent,
    },
  ];
}
