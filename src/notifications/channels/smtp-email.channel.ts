import type { OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { DeliveryOutcome, EmailChannel, OutgoingEmail } from './channel';
import { providerAnswer, withinTimeout } from './provider-answer';

/** What nodemailer's errors carry about the SMTP conversation. */
interface SmtpError extends Error {
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
}

/**
 * E-mail over SMTP (SMTP_URL, MAIL_FROM) with nodemailer: HTML and plain text, UTF-8 (Korean
 * subjects are encoded by nodemailer), attachments when the template has them (an appointment's
 * .ics), and the same Message-ID header on every attempt of one message. A permanent refusal of the recipient (a 5xx answer to RCPT TO, or to the message) is a
 * failure with the server's answer; everything else (no connection, a timeout, 4xx "try later",
 * a refused login or sender) is retried.
 */
export class SmtpEmailChannel implements EmailChannel, OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly timeoutMs: number,
  ) {
    this.transport = createTransport({
      url: smtpUrl,
      // A few kept connections for a worker that sends several at once.
      pool: true,
      maxConnections: 4,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    } as Parameters<typeof createTransport>[0]);
  }

  async send(mail: OutgoingEmail, _idempotencyKey: string): Promise<DeliveryOutcome> {
    const sending = this.transport
      .sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: file.content,
              })),
            }
          : {}),
        messageId: mail.messageIdHeader,
        headers: { 'Auto-Submitted': 'auto-generated' },
      })
      .then(
        (info: { messageId?: string; response?: string }): DeliveryOutcome => ({
          kind: 'sent',
          via: 'EMAIL',
          providerMessageId: info.messageId?.slice(0, 100),
          answer: providerAnswer(info.response),
        }),
        (error: SmtpError) => classify(error),
      );
    // nodemailer's own timeouts end the connection; this bounds the whole conversation too.
    return withinTimeout(sending, this.timeoutMs + 1_000, () => ({
      kind: 'retry',
      code: 'TIMEOUT',
      reason: `SMTP 서버가 ${Math.round(this.timeoutMs / 1000)}초 안에 답하지 않았습니다.`,
    }));
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}

function classify(error: SmtpError): DeliveryOutcome {
  const code = error.responseCode ? String(error.responseCode) : (error.code ?? 'SMTP_ERROR');
  const reason = providerAnswer(error.response ?? error.message) || 'SMTP 오류';
  // The recipient refused (RCPT TO), or the message itself (DATA): it will never be accepted.
  // A 5xx to our login or sender is the site's settings, which the centre can fix: retried.
  const permanent =
    error.responseCode !== undefined &&
    error.responseCode >= 500 &&
    (/^(RCPT|DATA)/i.test(error.command ?? '') || error.code === 'EMESSAGE');
  return permanent ? { kind: 'failed', code, reason } : { kind: 'retry', code, reason };
}
