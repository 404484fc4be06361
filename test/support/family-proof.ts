import type TestAgent from 'supertest/lib/agent';
import { Message } from '../../src/outbox/message.entity';
import type { TestApp } from './test-app';

/**
 * How a family gets in since issue 32: a one-time code sent to its e-mail or phone. The code is
 * read as the family would read it: from the newest code message the outbox holds for the
 * recipient (the sandbox page shows the same, /sandbox/messages).
 */

/** The code of the newest code message to this e-mail (lower-case) or phone (digits). */
export async function codeSentTo(t: TestApp, recipient: string): Promise<string> {
  const message = await t.dataSource.getRepository(Message).findOne({
    where: { kind: 'family-code', recipient },
    order: { id: 'DESC' },
  });
  const code = message?.params?.code;
  if (typeof code !== 'string') throw new Error(`no readable code was sent to ${recipient}`);
  return code;
}

/**
 * The spec's lookup (e-mail and birth date), then the code sent to the e-mail: the agent holds
 * the proof cookie afterwards. `headers` go with each request (e.g. X-Forwarded-For).
 */
export async function lookUpWithCode(
  t: TestApp,
  agent: TestAgent,
  who: { email: string; birth: string },
  headers: Record<string, string> = {},
): Promise<void> {
  const check = await agent
    .post('/api/guest/user-check')
    .set(headers)
    .send({ email: who.email, birth: who.birth });
  if (check.status !== 200 || check.body.state !== 1) {
    throw new Error(`lookup answered ${check.status} ${JSON.stringify(check.body)}`);
  }
  if (check.body.proven === true) return;
  const email = who.email.trim().toLowerCase();
  await agent
    .post('/api/guest/code/verify')
    .set(headers)
    .send({ email, code: await codeSentTo(t, email) })
    .expect(200);
}

/** /login: a code to the contact, typed back; the agent is proven for it. */
export async function proveContact(
  t: TestApp,
  agent: TestAgent,
  contact: { email: string } | { phone: string },
  options: { remember?: boolean; headers?: Record<string, string> } = {},
): Promise<void> {
  const headers = options.headers ?? {};
  const sent = await agent.post('/api/guest/code').set(headers).send(contact).expect(200);
  if (sent.body.proven === true) return;
  const recipient =
    'email' in contact ? contact.email.trim().toLowerCase() : contact.phone.replace(/\D/g, '');
  await agent
    .post('/api/guest/code/verify')
    .set(headers)
    .send({ ...contact, code: await codeSentTo(t, recipient), remember: options.remember })
    .expect(200);
}
