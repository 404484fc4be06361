import type TestAgent from 'supertest/lib/agent';
import { Application } from '../../src/applications/application.entity';
import { Payment } from '../../src/payments/payment.entity';
import { LectureClosureWorker } from '../../src/refunds/lecture-closure.worker';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { SandboxPayment } from '../../src/sandbox/sandbox-payment.entity';
import { adminToken, bearer } from '../support/admin-session';
import {
  APPLICANT,
  approveInCheckout,
  apply,
  createOpenLecture,
  type ApprovedPayment,
  type InitAnswer,
} from '../support/applying';
import { createLecture } from '../support/factories';
import { ledgerDisagreements } from '../support/ledger-check';
import { DEFAULT_NOW, startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';

const INIT = '/api/payments';
const VERIFY = '/api/payments/verify';

/**
 * What the second attack review found in payments (issue 32 §3): a confirm after 폐강, a
 * borrowed paymentKey, a virtual account's due date taken from the browser, and what a family
 * is told when it comes back to a payment page after paying.
 */
describe('payments a family can trust (issue 32)', () => {
  let t: TestApp;
  let control: SandboxControl;
  let auth: string;
  let people = 0;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: withoutRequestLimits });
    control = t.running.app.get(SandboxControl);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(DEFAULT_NOW);
    control.reset();
    auth = bearer(await adminToken(t));
  });
  afterEach(async () => {
    expect(await ledgerDisagreements(t.dataSource)).toEqual([]);
  });

  async function family(lectureId: number, payMethod = '카드') {
    people += 1;
    const who = { ...APPLICANT, email: `trust${people}@example.com` };
    const { agent, applicationId } = await apply(t, lectureId, { applicant: who, payMethod });
    return { who, agent, applicationId };
  }

  async function start(agent: TestAgent, applicationId: number, method?: string) {
    return (
      await agent
        .post(INIT)
        .send({ applicationId, ...(method ? { method } : {}) })
        .expect(200)
    ).body as InitAnswer;
  }

  function verify(applicationId: number, approved: ApprovedPayment) {
    return t.http.post(VERIFY).send({ ...approved, applicationId });
  }

  const applicationRow = (id: number) =>
    t.dataSource.getRepository(Application).findOneByOrFail({ id });
  const attempt = (orderId: string) =>
    t.dataSource.getRepository(Payment).findOneByOrFail({ order_id: orderId });
  const provider = (orderId: string) =>
    t.dataSource.getRepository(SandboxPayment).findOneByOrFail({ order_id: orderId });

  describe('a confirm after 폐강', () => {
    it('is refused before the provider captures: nothing charged, the family told the lecture was cancelled', async () => {
      const { id: lectureId } = await createOpenLecture(t.dataSource);
      const { agent, applicationId } = await family(lectureId);
      const init = await start(agent, applicationId);
      // Approved in the window before the lecture is closed, verified after.
      const approved = await approveInCheckout(t, init);
      await t.http
        .post(`/api/admin/lecture/${lectureId}/close`)
        .set('Authorization', auth)
        .send({ reason: '강사 사정으로 폐강' })
        .expect(202);
      control.resetCounts();

      const refused = await verify(applicationId, approved).expect(409);
      expect(refused.body).toMatchObject({
        code: 'LECTURE_CANCELLED',
        message: '강의가 폐강되어 결제를 진행하지 않았습니다. 결제된 금액은 없습니다.',
      });
      expect(control.callCount('confirm')).toBe(0);
      expect((await provider(init.orderId)).status).toBe('IN_PROGRESS');
      expect(await attempt(init.orderId)).toMatchObject({
        status: 'FAILED',
        failure_code: 'LECTURE_CANCELLED',
        payment_key: null,
      });

      // The closure's job then withdraws the application; the page still says why.
      await t.running.app.get(LectureClosureWorker).drain();
      expect((await applicationRow(applicationId)).payment_status).toBe('C');
      const again = await verify(applicationId, approved).expect(409);
      expect(again.body.code).toBe('LECTURE_CANCELLED');
      expect(control.callCount('confirm')).toBe(0);
    });
  });

  describe('a borrowed paymentKey', () => {
    it('is not bound to the order it did not confirm: the rightful family still pays its own', async () => {
      const { id: lectureId } = await createOpenLecture(t.dataSource);
      const rightful = await family(lectureId);
      const borrower = await family(lectureId);
      const own = await approveInCheckout(t, await start(rightful.agent, rightful.applicationId));
      const theirs = await approveInCheckout(
        t,
        await start(borrower.agent, borrower.applicationId),
      );

      // The borrower verifies its own order with the rightful family's key (seen in a link).
      const refused = await verify(borrower.applicationId, {
        ...theirs,
        paymentKey: own.paymentKey,
      }).expect(400);
      expect(refused.body.message).toMatch(/^결제에 실패했습니다/);
      expect(await attempt(theirs.orderId)).toMatchObject({ status: 'FAILED', payment_key: null });

      const paid = await verify(rightful.applicationId, own).expect(200);
      expect(paid.body).toMatchObject({ paymentStatus: 'Y', message: '결제가 완료되었습니다.' });
      expect(await attempt(own.orderId)).toMatchObject({
        status: 'DONE',
        payment_key: own.paymentKey,
      });
      expect((await provider(own.orderId)).status).toBe('DONE');
    });
  });

  describe('a virtual account’s due date', () => {
    /** An open lecture of one course with `capacity` seats, starting on `starts`. */
    async function lectureOf(capacity: number, starts = '2026-12-10') {
      const lecture = await createLecture(
        t.dataSource,
        {
          reg_period_start: '2026-11-20',
          reg_period_end: '2026-11-30',
          lec_period_start: starts,
          lec_period_end: starts,
        },
        [{ fee_type: '1회차', amount: 30000 }],
      );
      await t.dataSource.query(`UPDATE lecture_fee SET capacity = $1 WHERE lecture_id = $2`, [
        capacity,
        lecture.id,
      ]);
      return lecture.id;
    }

    it('is the server’s: at most VIRTUAL_ACCOUNT_HOURS, never later than the lecture’s start less the margin', async () => {
      const far = await lectureOf(5);
      const { agent, applicationId } = await family(far, '가상계좌');
      const init = await start(agent, applicationId);
      // 72 hours from 2026-11-22 12:00 in Seoul; no validHours for the browser to change.
      expect(init).toMatchObject({ method: '가상계좌', dueDate: '2026-11-25T12:00:00' });
      expect(init).not.toHaveProperty('validHours');
      expect((await attempt(init.orderId)).va_due_limit).toEqual(new Date('2026-11-25T03:00:00Z'));

      // A lecture starting on 11-24: due 12 hours before its first day begins.
      const soon = await lectureOf(5, '2026-11-24');
      const near = await family(soon, '가상계좌');
      expect((await start(near.agent, near.applicationId)).dueDate).toBe('2026-11-23T12:00:00');
      // Less than an hour left to pay that way: not offered; a card still is.
      t.clock.set('2026-11-23T02:30:00Z');
      const late = await near.agent
        .post(INIT)
        .send({ applicationId: near.applicationId })
        .expect(400);
      expect(late.body).toMatchObject({ code: 'VIRTUAL_ACCOUNT_TOO_LATE' });
      expect(late.body.message).toContain('무통장입금');
      await near.agent
        .post(INIT)
        .send({ applicationId: near.applicationId, method: '카드' })
        .expect(200);
    });

    it('refuses an account issued later than asked (validHours=720): cancelled, no seat held past the server’s date', async () => {
      const lectureId = await lectureOf(3);
      const hoarders = [];
      for (let i = 0; i < 3; i += 1) {
        const { agent, applicationId } = await family(lectureId, '가상계좌');
        const init = await start(agent, applicationId);
        // The browser asks the window for 720 hours instead of the server's due date.
        const approved = await approveInCheckout(t, {
          ...init,
          dueDate: undefined,
          validHours: 720,
        });
        const refused = await verify(applicationId, approved).expect(400);
        expect(refused.body).toMatchObject({ code: 'VIRTUAL_ACCOUNT_DUE_REFUSED' });
        expect(refused.body.message).toContain('입금 기한');
        expect((await provider(init.orderId)).status).toBe('CANCELED');
        expect(await attempt(init.orderId)).toMatchObject({
          status: 'FAILED',
          failure_code: 'VIRTUAL_ACCOUNT_DUE_REFUSED',
        });
        const row = await applicationRow(applicationId);
        expect(row.payment_status).toBe('N');
        // Only the ordinary unpaid hold (SEAT_HOLD_MINUTES), not 30 days.
        expect(row.seat_held_until!.getTime()).toBeLessThanOrEqual(
          t.clock.now().getTime() + t.config.seats.holdMinutes * 60_000,
        );
        hoarders.push(applicationId);
      }
      // Once the unpaid holds lapse, the lecture's seats are free for families who pay.
      t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000));
      for (let i = 0; i < 3; i += 1) {
        const someone = await family(lectureId);
        expect((await applicationRow(someone.applicationId)).payment_status).toBe('N');
      }

      // An honest account is issued with the server's date and holds the seat until then.
      const honestLecture = await lectureOf(1);
      const honest = await family(honestLecture, '가상계좌');
      const init = await start(honest.agent, honest.applicationId);
      const approved = await approveInCheckout(t, init);
      const issued = await verify(honest.applicationId, approved).expect(200);
      expect(issued.body.paymentStatus).toBe('W');
      const held = await applicationRow(honest.applicationId);
      expect(held.seat_held_until).toEqual((await attempt(init.orderId)).va_due_limit);
    });
  });

  describe('what a page reached by back, reload or an old tab is told', () => {
    const state = (agent: TestAgent, applicationId: number) =>
      agent.post('/api/payments/state').send({ applicationId });

    it('answers paid, awaiting deposit (with the account) or not paid, with distinct codes for paying again', async () => {
      const { id: lectureId } = await createOpenLecture(t.dataSource);
      const card = await family(lectureId);
      expect((await state(card.agent, card.applicationId).expect(200)).body).toMatchObject({
        paymentStatus: 'N',
        method: '카드',
        virtualAccount: null,
      });
      const approved = await approveInCheckout(t, await start(card.agent, card.applicationId));
      await verify(card.applicationId, approved).expect(200);
      // Back to the payment page after paying: the truth, and no new attempt.
      expect((await state(card.agent, card.applicationId).expect(200)).body).toMatchObject({
        applicationId: card.applicationId,
        paymentStatus: 'Y',
        method: '카드',
        amount: 80000,
        receiptUrl: expect.any(String),
        virtualAccount: null,
      });
      const again = await card.agent
        .post(INIT)
        .send({ applicationId: card.applicationId })
        .expect(409);
      expect(again.body.code).toBe('ALREADY_PAID');

      const account = await family(lectureId, '가상계좌');
      const init = await start(account.agent, account.applicationId);
      await verify(account.applicationId, await approveInCheckout(t, init)).expect(200);
      const waiting = (await state(account.agent, account.applicationId).expect(200)).body;
      expect(waiting).toMatchObject({
        paymentStatus: 'W',
        method: '가상계좌',
        virtualAccount: {
          accountNumber: expect.stringMatching(/^[0-9]+$/),
          dueDate: '2026-11-25T03:00:00.000Z',
        },
      });
      const awaited = await account.agent
        .post(INIT)
        .send({ applicationId: account.applicationId })
        .expect(409);
      expect(awaited.body.code).toBe('AWAITING_DEPOSIT');

      // Only the browser that applied (or a guest who proved it) is told.
      await state(t.agent(), card.applicationId).expect(403);
      await state(card.agent, account.applicationId).expect(403);
    });
  });
});
