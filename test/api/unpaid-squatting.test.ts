import type TestAgent from 'supertest/lib/agent';
import { Application } from '../../src/applications/application.entity';
import { Payment } from '../../src/payments/payment.entity';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { SandboxPayment } from '../../src/sandbox/sandbox-payment.entity';
import {
  APPLICANT,
  applicationBody,
  approveInCheckout,
  apply,
  createOpenLecture,
  type InitAnswer,
} from '../support/applying';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';
import { ledgerDisagreements } from '../support/ledger-check';
import { lookUpWithCode, proveContact } from '../support/family-proof';

const APPLY = '/api/lecture/application/data';
const MINUTE = 60_000;

/**
 * Nobody holds a family's place by applying with its e-mail first (issues 15 and 32): a
 * stranger's application never blocks a family who has not proven the e-mail (theirs is stored
 * beside it), the family who proves it replaces a stranger's unpaid one at once, a browser's own
 * unpaid application left 15 minutes without a payment attempt gives way to its next one, and the
 * e-mail's owner can withdraw an unpaid application made with it at any time.
 */
describe('an unpaid application does not block its e-mail', () => {
  let t: TestApp;
  let control: SandboxControl;
  let people = 0;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    control = t.running.app.get(SandboxControl);
  });
  afterAll(() => t.close());
  // Whatever path the money took, the ledger and the applications' states agree (issue 19).
  afterEach(async () => {
    expect(await ledgerDisagreements(t.dataSource)).toEqual([]);
  });
  beforeEach(() => {
    t.clock.set(DEFAULT_NOW);
    control.reset();
  });

  const family = { ...APPLICANT, birth: '1985-03-03', name: '가족' };
  const stranger = { ...APPLICANT, birth: '1970-07-07', name: '타인' };

  /** A fresh lecture and e-mail; the stranger applies first with the family's e-mail. */
  async function squatted() {
    people += 1;
    const email = `family${people}@example.com`;
    const lectureId = (await createOpenLecture(t.dataSource)).id;
    const squat = await apply(t, lectureId, { applicant: { ...stranger, email } });
    return { email, lectureId, squat };
  }

  /** The family applied to another lecture an hour ago; now the stranger squats with its e-mail. */
  async function squattedAfterFamily() {
    people += 1;
    const email = `family${people}@example.com`;
    t.clock.set(new Date(Date.parse(DEFAULT_NOW) - 60 * MINUTE));
    const own = await apply(t, (await createOpenLecture(t.dataSource)).id, {
      applicant: { ...family, email },
    });
    t.clock.set(DEFAULT_NOW);
    const lectureId = (await createOpenLecture(t.dataSource)).id;
    const squat = await apply(t, lectureId, { applicant: { ...stranger, email } });
    return { email, lectureId, squat, own };
  }

  /** The family applies from `from` (by default a browser that has proven nothing). */
  async function familyApplies(lectureId: number, email: string, from: TestAgent = t.agent()) {
    return from
      .post(APPLY)
      .send(await applicationBody(t, lectureId, { applicant: { ...family, email } }))
      .expect(200);
  }

  /** A browser that proved the e-mail with a code (/login). */
  async function provenFamily(email: string): Promise<TestAgent> {
    const agent = t.agent();
    await proveContact(
      t,
      agent,
      { email },
      { headers: { 'X-Forwarded-For': `198.51.100.${people}` } },
    );
    return agent;
  }

  async function liveCount(lectureId: number, email: string): Promise<number> {
    const rows = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM application
        WHERE lecture_id = $1 AND applicant_email = $2 AND payment_status <> 'C'`,
      [lectureId, email],
    );
    return rows[0].n;
  }

  function later(minutes: number) {
    t.clock.set(new Date(Date.parse(DEFAULT_NOW) + minutes * MINUTE));
  }

  async function applicationRow(id: number) {
    return t.dataSource.getRepository(Application).findOneByOrFail({ id });
  }

  async function lookedUp(email: string): Promise<TestAgent> {
    const agent = t.agent();
    await lookUpWithCode(
      t,
      agent,
      { email, birth: family.birth },
      { 'X-Forwarded-For': `192.0.2.${people}` },
    );
    return agent;
  }

  it('takes the family’s application at once beside a stranger’s with its e-mail, telling nothing', async () => {
    const { email, lectureId, squat } = await squatted();
    const res = await familyApplies(lectureId, email);
    expect(res.body).toEqual({ state: 0, applicationId: expect.any(Number) });
    expect((await applicationRow(squat.applicationId)).payment_status).toBe('N');
    expect(await liveCount(lectureId, email)).toBe(2);
  });

  it('replaces a stranger’s unpaid application at once for the family who proved the e-mail', async () => {
    const { email, lectureId, squat } = await squatted();
    const res = await familyApplies(lectureId, email, await provenFamily(email));
    expect(res.body).toEqual({ state: 0, applicationId: expect.any(Number) });
    expect(await applicationRow(squat.applicationId)).toMatchObject({
      payment_status: 'C',
      refunded_amount: 0,
      withdrawn_reason: 'SUPERSEDED',
    });
    expect(await liveCount(lectureId, email)).toBe(1);
  });

  it('withdraws a browser’s own unpaid application left 15 minutes without a payment attempt when it applies again', async () => {
    const { email, lectureId, squat } = await squatted();
    expect((await familyApplies(lectureId, email, squat.agent)).body).toEqual({ state: -1 });

    later(15);
    const res = await familyApplies(lectureId, email, squat.agent);
    expect(res.body).toEqual({ state: 0, applicationId: expect.any(Number) });
    expect(await applicationRow(squat.applicationId)).toMatchObject({
      payment_status: 'C',
      refunded_amount: 0,
      withdrawn_reason: 'SUPERSEDED',
      withdrawn_at: new Date(Date.parse(DEFAULT_NOW) + 15 * MINUTE),
    });
    expect(await applicationRow(res.body.applicationId)).toMatchObject({
      payment_status: 'N',
      applicant_name: '가족',
    });
  });

  async function start(agent: TestAgent, applicationId: number) {
    return (await agent.post('/api/payments').send({ applicationId }).expect(200))
      .body as InitAnswer;
  }

  it('counts the 15 minutes from the latest attempt that reached the confirm, and ends open windows when it withdraws', async () => {
    const { email, lectureId, squat } = await squatted();
    later(10);
    // A card approved in the window and declined at the confirm: a real attempt to pay.
    const declined = await start(squat.agent, squat.applicationId);
    control.failNext('confirm', { code: 'REJECT_CARD_PAYMENT' });
    await t.http
      .post('/api/payments/verify')
      .send({ ...(await approveInCheckout(t, declined)), applicationId: squat.applicationId })
      .expect(400);
    later(12);
    const open = await start(squat.agent, squat.applicationId);

    later(20);
    expect((await familyApplies(lectureId, email, squat.agent)).body).toEqual({ state: -1 });
    later(25);
    expect((await familyApplies(lectureId, email, squat.agent)).body.state).toBe(0);

    const attempt = await t.dataSource
      .getRepository(Payment)
      .findOneByOrFail({ order_id: open.orderId });
    expect(attempt).toMatchObject({ status: 'FAILED', failure_code: 'APPLICATION_WITHDRAWN' });
    // Its payment window cannot be confirmed any more.
    const approved = await approveInCheckout(t, open);
    control.resetCounts();
    await t.http
      .post('/api/payments/verify')
      .send({ ...approved, applicationId: squat.applicationId })
      .expect(400);
    expect(control.callCount('confirm')).toBe(0);
  });

  it('does not let an application keep its e-mail by opening a payment window every few minutes', async () => {
    const { email, lectureId, squat } = await squatted();
    for (const minute of [5, 10, 14]) {
      later(minute);
      await start(squat.agent, squat.applicationId);
    }
    later(15);
    expect((await familyApplies(lectureId, email, squat.agent)).body.state).toBe(0);
    expect((await applicationRow(squat.applicationId)).withdrawn_reason).toBe('SUPERSEDED');
  });

  it('keeps an application whose payment is under way, and one that is paid', async () => {
    const { email, lectureId, squat } = await squatted();
    const init = (
      await squat.agent
        .post('/api/payments')
        .send({ applicationId: squat.applicationId })
        .expect(200)
    ).body as InitAnswer;
    const approved = await approveInCheckout(t, init);
    control.failNext('confirm', { status: 500 });
    await t.http
      .post('/api/payments/verify')
      .send({ ...approved, applicationId: squat.applicationId })
      .expect(409);
    later(60);
    // Even for the proven family: money may be on its way.
    expect((await familyApplies(lectureId, email, await provenFamily(email))).body).toEqual({
      state: -1,
    });
    expect((await applicationRow(squat.applicationId)).payment_status).toBe('N');
  });

  it('lets the e-mail’s owner withdraw an unpaid application made with another birth date, then apply', async () => {
    // The family once applied to another lecture with its own birth date, so its lookup works.
    const { email, lectureId, squat, own } = await squattedAfterFamily();
    const agent = await lookedUp(email);
    const info = await agent.post('/api/guest/user-info').send({ email }).expect(200);
    // Whoever proves the e-mail owns what was made with it (issue 32).
    expect(
      info.body.lectureInfos.map((entry: { applicationId: number }) => entry.applicationId),
    ).toEqual([squat.applicationId, own.applicationId]);

    await agent
      .post('/api/guest/cancel')
      .send({ applicationId: squat.applicationId })
      .expect(200, { paymentStatus: 'C', refundedAmount: 0 });
    expect((await applicationRow(squat.applicationId)).withdrawn_reason).toBe('GUEST');
    expect((await familyApplies(lectureId, email)).body.state).toBe(0);
  });

  it('lets the owner cancel a virtual account a stranger opened with the e-mail, at the provider', async () => {
    const { email, squat } = await squattedAfterFamily();
    const init = (
      await squat.agent
        .post('/api/payments')
        .send({ applicationId: squat.applicationId, method: '가상계좌' })
        .expect(200)
    ).body as InitAnswer;
    const approved = await approveInCheckout(t, init);
    await t.http
      .post('/api/payments/verify')
      .send({ ...approved, applicationId: squat.applicationId })
      .expect(200);

    const agent = await lookedUp(email);
    const info = await agent.post('/api/guest/user-info').send({ email }).expect(200);
    const theirs = info.body.lectureInfos.find(
      (entry: { applicationId: number }) => entry.applicationId === squat.applicationId,
    );
    expect(theirs).toMatchObject({ paymentStatus: 'W' });

    await agent
      .post('/api/guest/cancel')
      .send({ applicationId: squat.applicationId })
      .expect(200, { paymentStatus: 'C', refundedAmount: 0 });
    const provider = await t.dataSource
      .getRepository(SandboxPayment)
      .findOneByOrFail({ order_id: init.orderId });
    expect(provider.status).toBe('CANCELED');
  });

  it('never lets someone who applied with a family’s e-mail later see or withdraw the family’s applications', async () => {
    // The family applied first (an hour ago); the attacker applies with its e-mail and a birth
    // date of their own, so the attacker knows a matching pair: it only sends the family a code.
    const { email, own } = await squattedAfterFamily();
    const agent = t.agent();
    const check = await agent
      .post('/api/guest/user-check')
      .set('X-Forwarded-For', `192.0.2.${people}`)
      .send({ email, birth: stranger.birth })
      .expect(200);
    expect(check.body).toMatchObject({ state: 1, proven: false });
    await agent.post('/api/guest/user-info').send({ email }).expect(401);
    await agent.post('/api/guest/cancel').send({ applicationId: own.applicationId }).expect(401);
    expect((await applicationRow(own.applicationId)).payment_status).toBe('N');
  });

  it('shows the family its own details in my info, not those of a stranger who applied later with its e-mail', async () => {
    people += 1;
    const email = `family${people}@example.com`;
    const proven = await provenFamily(email);
    await familyApplies((await createOpenLecture(t.dataSource)).id, email, proven);
    later(5);
    await apply(t, (await createOpenLecture(t.dataSource)).id, {
      applicant: { ...stranger, email, contact: '010-1111-2222' },
    });
    const info = await proven.post('/api/guest/user-info').send({ email }).expect(200);
    expect(info.body.userInfo).toMatchObject({ name: '가족', birth: family.birth });
    // Both are listed (the family withdraws the stranger's), each with who applied and when.
    expect(
      info.body.lectureInfos.map((row: { applicantName: string; appliedAt: string }) => [
        row.applicantName,
        row.appliedAt,
      ]),
    ).toEqual([
      ['타인', new Date(Date.parse(DEFAULT_NOW) + 5 * MINUTE).toISOString()],
      ['가족', new Date(DEFAULT_NOW).toISOString()],
    ]);
  });

  it('answers -1 to all but one of many applications of the proven family arriving at once', async () => {
    const { email, lectureId, squat } = await squatted();
    const proven = await provenFamily(email);
    const body = await applicationBody(t, lectureId, { applicant: { ...family, email } });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => proven.post(APPLY).send(body).expect(200)),
    );
    expect(answers.filter((res) => res.body.state === 0)).toHaveLength(1);
    expect(answers.filter((res) => res.body.state === -1)).toHaveLength(7);
    const live = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM application
        WHERE lecture_id = $1 AND applicant_email = $2 AND payment_status <> 'C'`,
      [lectureId, email],
    );
    expect(live[0].n).toBe(1);
    expect((await applicationRow(squat.applicationId)).withdrawn_reason).toBe('SUPERSEDED');
  });

  it('takes the release time from UNPAID_APPLICATION_RELEASE_MINUTES', async () => {
    const other = await startTestApp({
      seed: false,
      configure: (config) => ({
        ...config,
        limits: { ...config.limits, unpaidReleaseMinutes: 60 },
      }),
    });
    try {
      const lectureId = (await createOpenLecture(other.dataSource)).id;
      const email = 'setting@example.com';
      const { agent } = await apply(other, lectureId, { applicant: { ...stranger, email } });
      const body = await applicationBody(other, lectureId, { applicant: { ...family, email } });
      other.clock.set(new Date(Date.parse(DEFAULT_NOW) + 30 * MINUTE));
      expect((await agent.post(APPLY).send(body).expect(200)).body.state).toBe(-1);
      other.clock.set(new Date(Date.parse(DEFAULT_NOW) + 60 * MINUTE));
      expect((await agent.post(APPLY).send(body).expect(200)).body.state).toBe(0);
    } finally {
      await other.close();
    }
  });
});
