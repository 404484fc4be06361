import type TestAgent from 'supertest/lib/agent';
import { Message } from '../../src/outbox/message.entity';
import type { MessageKind } from '../../src/outbox/message-kinds';
import { MessageRenderer, type RenderedMessage } from '../../src/notifications/message-renderer';
import type { AppConfig } from '../../src/config/app.config';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { approveInCheckout, type InitAnswer } from './applying';
import { withoutRequestLimits, type TestApp } from './test-app';

export const CENTRE_INBOX = 'centre@example.com';

/** The centre's inbox set, no request limits (links point at http://localhost:{port}). */
export function messagingConfig(config: AppConfig): AppConfig {
  return {
    ...withoutRequestLimits(config),
    messages: { ...config.messages, centreEmail: CENTRE_INBOX },
  };
}

/** The outbox rows of an application (or of a kind), oldest first. */
export function messagesOf(
  t: TestApp,
  where: {
    application_id?: number;
    kind?: MessageKind;
    waitlist_entry_id?: number;
    recipient?: string;
  },
): Promise<Message[]> {
  return t.dataSource.getRepository(Message).find({ where, order: { id: 'ASC' } });
}

/** [kind, channel, recipient] of each row: what a test compares. */
export function summary(messages: Message[]): [string, string, string][] {
  return messages.map((message) => [message.kind, message.channel, message.recipient]);
}

/** The message as the worker renders it now, from the rows (the template renderer). */
export async function render(t: TestApp, message: Message): Promise<RenderedMessage> {
  const rendered = await t.running.app.get(MessageRenderer).render(message, t.clock.now());
  if (!rendered) throw new Error(`message ${message.id} rendered nothing`);
  return rendered;
}

/** Pays by the application's method in the sandbox (a card: Y; a virtual account: W). */
export async function pay(
  t: TestApp,
  agent: TestAgent,
  applicationId: number,
): Promise<{ paymentKey: string; verify: () => Promise<unknown> }> {
  const init = (await agent.post('/api/payments').send({ applicationId }).expect(200))
    .body as InitAnswer;
  const approved = await approveInCheckout(t, init);
  const verify = () =>
    t.http
      .post('/api/payments/verify')
      .send({ ...approved, applicationId })
      .expect(200);
  await verify();
  return { paymentKey: approved.paymentKey, verify };
}

/** The sandbox bank receives the deposit and tells the app (its webhooks). */
export async function deposit(t: TestApp, paymentKey: string): Promise<void> {
  await t.http.post(`/sandbox/toss/payments/${paymentKey}/deposit`).expect(303);
  await t.running.app.get(SandboxControl).webhooksSettled();
}
