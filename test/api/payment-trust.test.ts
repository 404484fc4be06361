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
});
