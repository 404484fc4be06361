import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** One e-mail as the SMTP server received it, decoded enough for assertions. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  /** The Subject header, RFC 2047 words decoded. */
  subject: string;
  messageId: string;
  /** The text/plain and text/html parts, their transfer encoding undone. */
  text?: string;
  html?: string;
  /** Every leaf part (attachments included), with its headers, its transfer encoding undone. */
  parts: MailPart[];
}

export interface MailPart {
  /** The media type, lower case (`text/calendar`). */
  type: string;
  headers: Record<string, string>;
  content: string;
}

/**
 * What the server does with the next messages: accept them, refuse their recipient (550), or
 * take the DATA and never answer (a send in progress, for killing a worker in the middle).
 */
export type SinkMode = 'accept' | 'reject-recipient' | 'stall';

/**
 * A real SMTP server (the smtp-server package) on a loopback port, as a mail provider: the app's
 * nodemailer speaks real SMTP to it. `received` holds only what it accepted (answered 250).
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  mode: SinkMode = 'accept';
  /** How long the server takes to accept each message (a provider under load). */
  answerAfterMs = 0;
  /** Resolves when a stalled DATA has arrived (mode `stall`). */
  stalled: Promise<void>;
  private markStalled!: () => void;
  private readonly stalledSessions = new Set<() => void>();
  private server?: SMTPServer;

  constructor(readonly port: number) {
    this.stalled = this.nextStall();
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  static async start(port = 0): Promise<SmtpSink> {
    const sink = new SmtpSink(port);
    await sink.listen();
    return sink;
  }

  async listen(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.mode === 'reject-recipient') {
          const error = new Error(
            `5.1.1 <${address.address}>: Recipient address rejected: User unknown`,
          ) as Error & { responseCode: number };
          error.responseCode = 550;
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => this.onData(stream, session, callback),
    });
    server.on('error', () => undefined);
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
    (this as { port: number }).port = (server.server.address() as AddressInfo).port;
  }

  /** Stops listening (connections are refused) and drops every open conversation. */
  async close(): Promise<void> {
    for (const drop of this.stalledSessions) drop();
    this.stalledSessions.clear();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private nextStall(): Promise<void> {
    return new Promise((resolve) => {
      this.markStalled = resolve;
    });
  }

  private onData(
    stream: NodeJS.ReadableStream,
    session: SMTPServerSession,
    callback: (error?: Error | null) => void,
  ): void {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      if (this.mode === 'stall') {
        // Never answered: for the client, the message is still being sent.
        this.stalledSessions.add(() => callback(new Error('4.4.2 connection dropped')));
        this.markStalled();
        this.stalled = this.nextStall();
        return;
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      this.received.push({
        ...parseMail(raw),
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
      });
      if (this.answerAfterMs > 0) setTimeout(() => callback(), this.answerAfterMs);
      else callback();
    });
  }
}

function parseMail(raw: string): Omit<ReceivedMail, 'from' | 'to'> {
  const { headers, body } = splitMessage(raw);
  const parts: MailPart[] = [];
  collectParts(headers, body, parts);
  return {
    parts,
    raw,
    headers,
    subject: decodeWords(headers.subject ?? ''),
    messageId: headers['message-id'] ?? '',
    text: parts.find((part) => part.type === 'text/plain')?.content,
    html: parts.find((part) => part.type === 'text/html')?.content,
  };
}

function splitMessage(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end + 4);
  const headers: Record<string, string> = {};
  // Unfold continued lines, then one header per line.
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function collectParts(headers: Record<string, string>, body: string, parts: MailPart[]): void {
  const contentType = headers['content-type'] ?? 'text/plain';
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return;
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const part = splitMessage(section.replace(/^\r\n/, ''));
      collectParts(part.headers, part.body, parts);
    }
    return;
  }
  parts.push({ type, headers, content: decodeBody(body, headers['content-transfer-encoding']) });
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return quotedPrintable(body.replace(/=\r\n/g, ''));
    default:
      return body.replace(/\r\n$/, '');
  }
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n$/, '');
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), adjacent ones joined. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_match, _charset: string, kind: string, text: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : quotedPrintable(text.replace(/_/g, ' ')),
    );
}
