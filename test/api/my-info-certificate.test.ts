import type TestAgent from 'supertest/lib/agent';
import { DEFAULT_SITE_CONFIG } from '../../src/config/site.config';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { adminToken, bearer } from '../support/admin-session';
import { APPLICANT, approveInCheckout, apply, type InitAnswer } from '../support/applying';
import { createLecture } from '../support/factories';
import { DEFAULT_NOW, startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';
import type { Schema } from '../../shared/contract/schema';
import { lookUpWithCode } from '../support/family-proof';

const CERTIFICATE = '/api/guest/certificate';
const NOT_FOUND = '수강 확인서를 발급할 수 있는 신청 내역이 없습니다.';
/** Seoul noon of 2026-12-07, three days before the lectures start. */
const DEC_7 = '2026-12-07T03:00:00Z';

/**
 * 수강 확인서 (issue 19): a paid application's certificate for the guest who proves it, with the
 * amount left paid after refunds (the ledger's), and nothing for an unpaid, a cancelled or
 * someone else's application made with the same e-mail, nor without the proof.
 */
describe('my info: 수강 확인서', () => {
  let t: TestApp;
  let control: SandboxControl;
  let people = 0;
  let addresses = 0;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: withoutRequestLimits });
    control = t.running.app.get(SandboxControl);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set(DEFAULT_NOW);
    control.reset();
  });

  function family(birth = APPLICANT.birth) {
    people += 1;
    return { ...APPLICANT, email: `certificate${people}@example.com`, birth };
  }

  async function applied(who: typeof APPLICANT, payMethod = '카드') {
    const lecture = await createLecture(
      t.dataSource,
      {
        title: '초등 저학년 부모 교육',
        instructor_name: '이서연',
        reg_period_start: '2026-11-20',
        reg_period_end: '2026-11-30',
        lec_period_start: '2026-12-10',
        lec_period_end: '2026-12-11',
      },
      [
        { fee_type: '1회차', amount: 50000 },
        { fee_type: '2회차', amount: 33333 },
      ],
    );
    return apply(t, lecture.id, { applicant: who, payMethod });
  }

  async function paid(who: typeof APPLICANT, payMethod = '카드') {
    const app = await applied(who, payMethod);
    const init = (
      await app.agent.post('/api/payments').send({ applicationId: app.applicationId }).expect(200)
    ).body as InitAnswer;
    const approved = await approveInCheckout(t, init);
    await t.http
      .post('/api/payments/verify')
      .send({ ...approved, applicationId: app.applicationId })
      .expect(200);
    return app;
  }

  async function lookedUp(who: { email: string; birth: string }): Promise<TestAgent> {
    addresses += 1;
    const agent = t.agent();
    await lookUpWithCode(t, agent, who, { 'X-Forwarded-For': `198.18.9.${addresses}` });
    return agent;
  }

  const certificateOf = (agent: TestAgent, email: string, applicationId: number) =>
    agent.post(CERTIFICATE).send({ email, applicationId });

  it('issues the certificate of a paid application with the amount left after a partial refund', async () => {
    const who = family();
    const { applicationId } = await paid(who);
    t.clock.set(DEC_7);
    await t.http
      .post(`/api/admin/application/${applicationId}/refund`)
      .set('Authorization', bearer(await adminToken(t)))
      .send({ amount: 40000, reason: '보호자 요청' })
      .expect(200);

    const agent = await lookedUp(who);
    const res = await certificateOf(agent, who.email, applicationId).expect(200);
    const body = res.body as Schema<'CertificateResponse'>;
    expect(body).toEqual({
      certificateNumber: `MS-2026-${String(applicationId).padStart(6, '0')}`,
      issuedOn: '2026-12-07',
      applicantName: who.name,
      lectureTitle: '초등 저학년 부모 교육',
      instructor: '이서연',
      lecturePeriodStart: '2026-12-10',
      lecturePeriodEnd: '2026-12-11',
      fees: [
        { type: '1회차', amount: 50000 },
        { type: '2회차', amount: 33333 },
      ],
      amountPaid: 43333,
      method: '카드',
      paidOn: '2026-11-22',
      centre: {
        name: DEFAULT_SITE_CONFIG.name,
        representative: DEFAULT_SITE_CONFIG.representative,
        businessNumber: DEFAULT_SITE_CONFIG.businessNumber,
        address: DEFAULT_SITE_CONFIG.address,
        phone: DEFAULT_SITE_CONFIG.phone,
      },
    });
  });

  it('names the method the money came by (a bank transfer)', async () => {
    const who = family();
    const { applicationId } = await paid(who, '계좌이체');
    const agent = await lookedUp(who);
    const res = await certificateOf(agent, who.email, applicationId).expect(200);
    expect(res.body).toMatchObject({ amountPaid: 83333, method: '계좌이체' });
  });

  it('a payment recorded at the desk: the desk’s method and the day it gave', async () => {
    const who = family();
    const { applicationId } = await applied(who);
    t.clock.set(DEC_7);
    await t.http
      .post(`/api/admin/application/${applicationId}/payment`)
      .set('Authorization', bearer(await adminToken(t)))
      .send({ amount: 83333, paidOn: '2026-11-25', method: 'CASH' })
      .expect(200);
    const agent = await lookedUp(who);
    const res = await certificateOf(agent, who.email, applicationId).expect(200);
    expect(res.body).toMatchObject({
      amountPaid: 83333,
      method: '현금',
      paidOn: '2026-11-25',
      issuedOn: '2026-12-07',
    });
  });

  it('answers 404 while a virtual account awaits its deposit', async () => {
    const who = family();
    const app = await applied(who, '가상계좌');
    const init = (
      await app.agent.post('/api/payments').send({ applicationId: app.applicationId }).expect(200)
    ).body as InitAnswer;
    const approved = await approveInCheckout(t, init);
    await t.http
      .post('/api/payments/verify')
      .send({ ...approved, applicationId: app.applicationId })
      .expect(200);
    const agent = await lookedUp(who);
    const res = await certificateOf(agent, who.email, app.applicationId).expect(404);
    expect(res.body.message).toBe(NOT_FOUND);
  });

  it('answers 404 and no data for an unpaid, a cancelled, and another e-mail’s application', async () => {
    const who = family();
    const unpaid = await applied(who);
    const cancelled = await paid(who);
    const guest = await lookedUp(who);
    await guest
      .post('/api/guest/cancel')
      .send({ applicationId: cancelled.applicationId })
      .expect(200);
    const withdrawn = await applied(who);
    await guest
      .post('/api/guest/cancel')
      .send({ applicationId: withdrawn.applicationId })
      .expect(200);
    // Another family, paid, with its own e-mail.
    const stranger = { ...family(), name: '타인' };
    const theirs = await paid(stranger);

    const agent = await lookedUp(who);
    for (const applicationId of [
      unpaid.applicationId,
      cancelled.applicationId,
      withdrawn.applicationId,
      theirs.applicationId,
      999999,
    ]) {
      const res = await certificateOf(agent, who.email, applicationId).expect(404);
      expect(res.body.message).toBe(NOT_FOUND);
      expect(JSON.stringify(res.body)).not.toContain('타인');
      expect(JSON.stringify(res.body)).not.toContain('강의');
    }
    // The other family's own proof reaches their own, and not this family's.
    const strangerAgent = await lookedUp(stranger);
    await certificateOf(strangerAgent, stranger.email, theirs.applicationId).expect(200);
    await certificateOf(strangerAgent, stranger.email, cancelled.applicationId).expect(404);
  });

  it('answers 401 without the proof, or with a proof of another e-mail', async () => {
    const who = family();
    const { applicationId } = await paid(who);
    const res = await certificateOf(t.agent(), who.email, applicationId).expect(401);
    expect(res.body.message).toBe('이메일 인증이 필요합니다. 수강 내역 조회를 다시 해 주세요.');
    expect(JSON.stringify(res.body)).not.toContain(who.name);

    const other = family();
    await paid(other);
    const otherAgent = await lookedUp(other);
    await certificateOf(otherAgent, who.email, applicationId).expect(401);
    await certificateOf(otherAgent, other.email, applicationId).expect(404);
  });

  it('refuses a malformed request with 400', async () => {
    const who = family();
    await paid(who);
    const agent = await lookedUp(who);
    await agent.post(CERTIFICATE).send({ email: who.email, applicationId: 'x' }).expect(400);
    await agent.post(CERTIFICATE).send({ email: 'not-an-email', applicationId: 1 }).expect(400);
  });
});
