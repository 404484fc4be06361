import { Message } from '../../src/outbox/message.entity';
import { MessageWorker } from '../../src/notifications/message-worker';
import { RetentionJob } from '../../src/retention';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { adminToken, bearer } from '../support/admin-session';
import { YOUNG_CHILD_CONSENTS, apply, applicationBody, payInSandbox } from '../support/applying';
import { createLecture } from '../support/factories';
import { messagingConfig } from '../support/messages';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';
import { lookUpWithCode } from '../support/family-proof';
import { CapturedLog } from '../support/captured-log';

/** A family whose every detail is distinctive enough to be found in a log line. */
const FAMILY = {
  name: '탁서윤',
  email: 'seoyun.tak@example.org',
  contact: '010-7391-2846',
  birth: '1983-07-19',
  agree: true,
};
/** The child who attends a children's lecture, and the guardian who consented (issue 21). */
const CHILD = { name: '탁하람', schoolYear: 'E2' };
const GUARDIAN = { name: '탁지오', relation: 'FATHER' };
const CASH_RECEIPT_PHONE = '010-6628-1937';
const BUSINESS_NUMBER = '220-81-62517';

/**
 * Logs never carry a family's name, e-mail, phone or birth date (issue 21), through a whole
 * journey at log level `trace`: applying, paying, the messages sent, the guest's lookup and
 * cancel, the centre's refund, a payment at the desk and its 현금영수증, a provider that does not
 * answer, and the retention that removes it all. Each detail is looked for in every form it may
 * take (a phone with and without hyphens).
 */
describe('logs of a whole journey hold nothing personal', () => {
  let t: TestApp;
  const log = new CapturedLog();

  beforeAll(async () => {
    t = await startTestApp({
      seed: false,
      logLevel: 'trace',
      logDestination: log,
      configure: (config) => ({
        ...messagingConfig(config),
        payments: { ...config.payments, timeoutMs: 1_000 },
      }),
    });
  });
  afterAll(() => t.close());

  it('never writes the family’s name, e-mail, phone or birth date', async () => {
    const auth = bearer(await adminToken(t));
    const control = t.running.app.get(SandboxControl);
    const lecture = await createLecture(t.dataSource, {
      reg_period_start: '2026-11-20',
      reg_period_end: '2026-11-30',
      lec_period_start: '2026-12-10',
      lec_period_end: '2026-12-11',
    });

    // Applies twice (one paid by card, one at the desk) and once with a wrong detail.
    const card = await apply(t, lecture.id, { applicant: FAMILY });
    await payInSandbox(t, card.agent, card.applicationId);
    const other = await createLecture(t.dataSource, {
      reg_period_start: '2026-11-20',
      reg_period_end: '2026-11-30',
      lec_period_start: '2026-12-10',
      lec_period_end: '2026-12-11',
    });
    const desk = await apply(t, other.id, { applicant: FAMILY });
    // A children's lecture: the child and the guardian, once accepted and once refused.
    const children = await createLecture(t.dataSource, {
      participant: 'CHILD',
      reg_period_start: '2026-11-20',
      reg_period_end: '2026-11-30',
      lec_period_start: '2026-12-10',
      lec_period_end: '2026-12-11',
    });
    const young = await apply(t, children.id, {
      applicant: FAMILY,
      participant: CHILD,
      guardian: GUARDIAN,
      consents: YOUNG_CHILD_CONSENTS,
    });
    await payInSandbox(t, young.agent, young.applicationId);
    await t.http
      .post('/api/lecture/application/data')
      .send(
        await applicationBody(t, children.id, {
          applicant: { ...FAMILY, email: 'other.tak@example.org' },
          participant: CHILD,
          consents: YOUNG_CHILD_CONSENTS,
        }),
      )
      .expect(400);
    await t.http
      .get(`/api/admin/application/${young.applicationId}/consents`)
      .set('Authorization', auth)
      .expect(200);
    await t.http
      .get(`/api/admin/applicants.csv?lectureId=${children.id}`)
      .set('Authorization', auth)
      .expect(200);
    await t.http
      .post('/api/lecture/application/data')
      .send({ applicant: { ...FAMILY, contact: '02-7391-2846' }, lectureId: lecture.id })
      .expect(400);

    // The messages are delivered (the sandbox channels), each rendered with the family's data.
    const worker = t.running.app.get(MessageWorker);
    for (const message of await t.dataSource.getRepository(Message).findBy({})) {
      await worker.deliver(message.id);
    }

    // The family looks up, once wrongly, and cancels part of the card payment.
    const guest = t.agent();
    await guest
      .post('/api/guest/user-check')
      .send({ email: FAMILY.email, birth: '1983-07-18' })
      .expect(200);
    await lookUpWithCode(t, guest, { email: FAMILY.email, birth: FAMILY.birth });
    await guest.post('/api/guest/user-info').send({ email: FAMILY.email }).expect(200);

    // The centre refunds part by card, takes the other at the desk, issues its receipt (one
    // refused number, one provider that does not answer), and searches for the family.
    control.failNext('cancel', { delayMs: 1_500 });
    await t.http
      .post(`/api/admin/application/${card.applicationId}/refund`)
      .set('Authorization', auth)
      .send({ amount: 10000, reason: `${FAMILY.name}님 요청` })
      .expect(503);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await t.http
      .post(`/api/admin/application/${desk.applicationId}/payment`)
      .set('Authorization', auth)
      .send({ amount: 80000, paidOn: '2026-11-22', method: 'CASH' })
      .expect(200);
    await t.http
      .post(`/api/admin/application/${desk.applicationId}/cash-receipt`)
      .set('Authorization', auth)
      .send({ type: '지출증빙', identityNumber: '220-81-62518' })
      .expect(400);
    control.failNext('cashReceipt', { delayMs: 1_500 });
    await t.http
      .post(`/api/admin/application/${desk.applicationId}/cash-receipt`)
      .set('Authorization', auth)
      .send({ type: '소득공제', identityNumber: CASH_RECEIPT_PHONE })
      .expect(503);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await t.http
      .post(`/api/admin/application/${desk.applicationId}/cash-receipt`)
      .set('Authorization', auth)
      .send({ type: '소득공제', identityNumber: CASH_RECEIPT_PHONE })
      .expect(200);
    await t.http
      .get(`/api/admin/applications?q=${encodeURIComponent(FAMILY.name)}`)
      .set('Authorization', auth)
      .expect(200);
    await t.http
      .get(`/api/admin/applications?q=${FAMILY.contact.replace(/-/g, '').slice(3)}`)
      .set('Authorization', auth)
      .expect(200);
    await t.http.get('/api/admin/applicants.csv').set('Authorization', auth).expect(200);
    await t.http
      .post(`/api/admin/application/${desk.applicationId}/refund`)
      .set('Authorization', auth)
      .send({ amount: 80000, reason: '전액 환불' })
      .expect(200);

    // Long after: the retention removes it all.
    await t.running.app.get(RetentionJob).runOnce(new Date('2027-03-20T03:30:00+09:00'));
    t.clock.set(DEFAULT_NOW);

    const text = log.lines.join('\n');
    expect(log.lines.length).toBeGreaterThan(50);
    const phoneDigits = (phone: string) => phone.replace(/-/g, '');
    for (const secret of [
      FAMILY.name,
      FAMILY.email,
      FAMILY.email.split('@')[0],
      FAMILY.contact,
      phoneDigits(FAMILY.contact),
      FAMILY.birth,
      '1983-07-18',
      CASH_RECEIPT_PHONE,
      phoneDigits(CASH_RECEIPT_PHONE),
      phoneDigits('220-81-62518'),
      BUSINESS_NUMBER,
      CHILD.name,
      GUARDIAN.name,
    ]) {
      const line = log.lines.find((candidate) => candidate.includes(secret));
      expect({ secret, line }).toEqual({ secret, line: undefined });
    }
    // The retention counted, and said only how many.
    expect(text).toContain('retention removed personal data');
  });
});
