import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type TestAgent from 'supertest/lib/agent';
import { Application } from '../../src/applications/application.entity';
import { Payment } from '../../src/payments/payment.entity';
import { SANDBOX_CLIENT_KEY, SANDBOX_SECRET_KEY } from '../../src/config/payments.config';
import { PaymentsReconciler } from '../../src/payments/payments-reconciler';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { SandboxPayment } from '../../src/sandbox/sandbox-payment.entity';
import {
  APPLICANT,
  approveInCheckout,
  createOpenLecture,
  leaveCheckout,
  type ApprovedPayment,
  type InitAnswer,
} from '../support/applying';
import { applicationBody } from '../support/applying';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';
import { ledgerDisagreements } from '../support/ledger-check';

const INIT = '/api/payments';
const VERIFY = '/api/payments/verify';
const RETRY = '/api/payments/retry';
const WEBHOOK = '/api/payments/webhook';
const ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;
const SANDBOX_AUTH = `Basic ${Buffer.from(`${SANDBOX_SECRET_KEY}:`).toString('base64')}`;
/** The provider call timeout of this file: short, so a "no answer" test is quick. */
const TIMEOUT_MS = 1000;
const PROCESSING = {
  code: 'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING',
  message: '결제가 이미 처리 중입니다. 잠시 후 다시 시도해 주세요.',
};

type Method = '카드' | '가상계좌' | '계좌이체';

interface Guest {
  agent: TestAgent;
  applicationId: number;
  email: string;
}

/**
 * The payment server (src/payments) through its real HTTP adapter, against the sandbox provider
 * served by the same app. Outcomes are read from the database rows and from the provider's own
 * ledger and call counts, not only from status codes.
 */
describe('payments: init, verify, retry, webhooks and reconciliation', () => {
  let t: TestApp;
  let control: SandboxControl;
  let reconciler: PaymentsReconciler;
  let lectureId: number;
  let lecture: Awaited<ReturnType<typeof createOpenLecture>>;
  let total: number;
  let guests = 0;

  beforeAll(async () => {
    t = await startTestApp({
      seed: false,
      configure: (config) => ({
        ...config,
        payments: { ...config.payments, timeoutMs: TIMEOUT_MS },
      }),
    });
    control = t.running.app.get(SandboxControl);
    reconciler = t.running.app.get(PaymentsReconciler);
    lecture = await createOpenLecture(t.dataSource);
    lectureId = lecture.id;
    total = 80000;
    await installChangeLog(t);
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

  /** The courses an application chose, in the order applied. */
  async function coursesOf(applicationId: number): Promise<string[]> {
    const rows: { fee_type: string }[] = await t.dataSource.query(
      'SELECT fee_type FROM application_fee WHERE application_id = $1 ORDER BY id',
      [applicationId],
    );
    return rows.map((row) => row.fee_type);
  }

  /** The verify answer's `order`: what was bought, as the success page shows it. */
  async function expectedOrder(applicationId: number) {
    return {
      lectureTitle: lecture.title,
      courses: await coursesOf(applicationId),
      lecPeriodStart: lecture.lec_period_start,
      lecPeriodEnd: lecture.lec_period_end,
      place: lecture.venue ?? null,
    };
  }

  /** A new guest applies (its own browser, holding the proof cookie). */
  async function applyAs(payMethod: Method = '카드'): Promise<Guest> {
    guests += 1;
    const email = `guest${guests}@example.com`;
    const agent = t.agent();
    const res = await agent
      .post('/api/lecture/application/data')
      .send(await applicationBody(t, lectureId, { applicant: { ...APPLICANT, email }, payMethod }))
      .expect(200);
    expect(res.body.state).toBe(0);
    return { agent, applicationId: res.body.applicationId, email };
  }

  async function init(guest: Guest, extra: Record<string, unknown> = {}): Promise<InitAnswer> {
    const res = await guest.agent
      .post(INIT)
      .send({ applicationId: guest.applicationId, ...extra })
      .expect(200);
    return res.body;
  }

  function verify(guest: Guest, approved: ApprovedPayment, overrides: object = {}) {
    return t.http
      .post(VERIFY)
      .send({ ...approved, applicationId: guest.applicationId, ...overrides });
  }

  /** Apply, init, approve in the sandbox window: ready for verify. */
  async function approvedPayment(payMethod: Method = '카드') {
    const guest = await applyAs(payMethod);
    const started = await init(guest);
    const approved = await approveInCheckout(t, started);
    return { guest, started, approved };
  }

  function paymentRow(orderId: string): Promise<Payment> {
    return t.dataSource.getRepository(Payment).findOneByOrFail({ order_id: orderId });
  }

  function paymentsOf(applicationId: number): Promise<Payment[]> {
    return t.dataSource
      .getRepository(Payment)
      .find({ where: { application_id: applicationId }, order: { id: 'ASC' } });
  }

  async function applicationStatus(applicationId: number): Promise<string> {
    return (await t.dataSource.getRepository(Application).findOneByOrFail({ id: applicationId }))
      .payment_status;
  }

  function providerRow(orderId: string): Promise<SandboxPayment> {
    return t.dataSource.getRepository(SandboxPayment).findOneByOrFail({ order_id: orderId });
  }

  describe('POST /api/payments (init)', () => {
    it('refuses a browser without the application cookie, or with another application’s id, and stores nothing', async () => {
      const mine = await applyAs();
      const theirs = await applyAs();

      const anonymous = await t.http
        .post(INIT)
        .send({ applicationId: mine.applicationId })
        .expect(403);
      expect(anonymous.body.message).toMatch(/접근할 수 없습니다/);
      const foreign = await mine.agent
        .post(INIT)
        .send({ applicationId: theirs.applicationId })
        .expect(403);
      expect(foreign.body.message).toMatch(/접근할 수 없습니다/);
      await t.http.post(RETRY).send({ applicationId: mine.applicationId }).expect(403);

      expect(await paymentsOf(mine.applicationId)).toEqual([]);
      expect(await paymentsOf(theirs.applicationId)).toEqual([]);
    });

    it('answers the stored total, names and return URLs of this site whatever the request says, and stores the attempt first', async () => {
      const guest = await applyAs();
      const res = await guest.agent
        .post(INIT)
        .send({
          applicationId: guest.applicationId,
          amount: 100,
          orderName: '1원 특가',
          customerName: '다른 사람',
          customerEmail: 'other@example.com',
          successUrl: 'https://evil.example/success',
          failUrl: 'https://evil.example/fail',
        })
        .expect(200);
      const origin = new URL(res.request.url).origin;
      expect(res.body).toEqual({
        clientKey: SANDBOX_CLIENT_KEY,
        sdkSrc: '/sandbox/toss/v1.js',
        method: '카드',
        amount: total,
        orderId: expect.stringMatching(ORDER_ID),
        orderName: expect.stringMatching(/^테스트 강의/),
        customerName: APPLICANT.name,
        customerEmail: guest.email,
        successUrl: `${origin}/payments/success/${guest.applicationId}`,
        failUrl: `${origin}/payments/fail/${guest.applicationId}`,
      });
      // Stored before the answer left: the browser may never come back.
      expect(await paymentRow(res.body.orderId)).toMatchObject({
        application_id: guest.applicationId,
        amount: total,
        method: 'CARD',
        status: 'READY',
        payment_key: null,
      });
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(SANDBOX_SECRET_KEY);
      expect(text).not.toMatch(/_sk_/);
      expect(control.callCount('confirm')).toBe(0);
    });

    it('gives every attempt a fresh orderId and takes the method the guest chose', async () => {
      const guest = await applyAs('가상계좌');
      const first = await init(guest);
      const second = await init(guest, { method: '카드' });
      expect(first.orderId).not.toBe(second.orderId);
      for (const orderId of [first.orderId, second.orderId]) expect(orderId).toMatch(ORDER_ID);
      expect(first).toMatchObject({ method: '가상계좌', dueDate: '2026-11-25T12:00:00' });
      expect(second.method).toBe('카드');
      expect((await paymentsOf(guest.applicationId)).map((p) => [p.method, p.status])).toEqual([
        ['VIRTUAL_ACCOUNT', 'READY'],
        ['CARD', 'READY'],
      ]);
    });
  });

  describe('POST /api/payments/verify', () => {
    it('confirms a card once with the stored amount: DONE and Y; a reload answers the same without a second confirm', async () => {
      const { guest, started, approved } = await approvedPayment();
      expect(approved).toEqual({
        paymentKey: expect.any(String),
        orderId: started.orderId,
        amount: total,
      });

      const res = await verify(guest, approved).expect(200);
      expect(res.body).toEqual({
        message: '결제가 완료되었습니다.',
        customerEmail: guest.email,
        applicationId: guest.applicationId,
        paymentStatus: 'Y',
        method: '카드',
        amount: total,
        receiptUrl: expect.stringContaining(`/sandbox/toss/receipt/${approved.paymentKey}`),
        virtualAccount: null,
        // What was bought, for the success page.
        order: await expectedOrder(guest.applicationId),
      });
      expect(control.callCount('confirm')).toBe(1);
      expect(await paymentRow(started.orderId)).toMatchObject({
        status: 'DONE',
        payment_key: approved.paymentKey,
        balance_amount: total,
        approved_at: expect.any(Date),
      });
      expect(await applicationStatus(guest.applicationId)).toBe('Y');
      expect((await providerRow(started.orderId)).status).toBe('DONE');

      const reload = await verify(guest, approved).expect(200);
      expect(reload.body).toEqual(res.body);
      expect(control.callCount('confirm')).toBe(1);
      expect(await changesOf(t, 'application', guest.applicationId)).toEqual([['N', 'Y']]);
    });

    it('pays a bank transfer: DONE and Y', async () => {
      const { guest, started, approved } = await approvedPayment('계좌이체');
      expect(started.method).toBe('계좌이체');
      const res = await verify(guest, approved).expect(200);
      expect(res.body).toMatchObject({ paymentStatus: 'Y', method: '계좌이체' });
      expect((await paymentRow(started.orderId)).status).toBe('DONE');
      expect(await applicationStatus(guest.applicationId)).toBe('Y');
    });

    it('refuses a wrong amount without calling the provider, and the attempt can still be paid', async () => {
      const { guest, started, approved } = await approvedPayment();
      for (const amount of [total - 1000, total + 1, 100]) {
        const res = await verify(guest, approved, { amount }).expect(400);
        expect(res.body).toMatchObject({
          code: 'AMOUNT_MISMATCH',
          message: '결제 금액이 일치하지 않습니다.',
        });
      }
      expect(control.callCount('confirm')).toBe(0);
      expect((await providerRow(started.orderId)).status).toBe('IN_PROGRESS');
      expect((await paymentRow(started.orderId)).status).toBe('READY');
      expect(await applicationStatus(guest.applicationId)).toBe('N');

      await verify(guest, approved).expect(200);
      expect(control.callCount('confirm')).toBe(1);
    });

    it('never confirms a payment the browser opened for another sum, even when the return URL is edited', async () => {
      const guest = await applyAs();
      const started = await init(guest);
      // The page's script was tampered with: the provider's window took 100 won.
      const approved = await approveInCheckout(t, started, 100);
      expect(approved.amount).toBe(100);

      await verify(guest, approved).expect(400);
      expect(control.callCount('confirm')).toBe(0);

      // The success URL edited back to the real total: confirm goes out with the stored amount,
      // which the provider's record does not match.
      const edited = await verify(guest, approved, { amount: total }).expect(400);
      expect(edited.body.message).toMatch(/^결제에 실패했습니다/);
      expect(control.callCount('confirm')).toBe(1);
      expect((await providerRow(started.orderId)).status).toBe('IN_PROGRESS');
      expect((await paymentRow(started.orderId)).status).toBe('FAILED');
      expect(await applicationStatus(guest.applicationId)).toBe('N');
    });

    it('refuses an orderId of another application, and an unknown one, without calling the provider', async () => {
      const mine = await applyAs();
      const { approved: theirs, started } = await approvedPayment();

      const foreign = await verify(mine, theirs).expect(400);
      expect(foreign.body).toMatchObject({
        code: 'ORDER_MISMATCH',
        message: '결제 정보가 일치하지 않습니다.',
      });
      await verify(mine, { ...theirs, orderId: 'AP999-unknownorder' }).expect(400);
      expect(control.callCount('confirm')).toBe(0);
      expect((await paymentRow(started.orderId)).status).toBe('READY');
      expect(await applicationStatus(mine.applicationId)).toBe('N');
    });

    it('confirms exactly once when ten verifies arrive together, and all ten answer the same', async () => {
      const { guest, started, approved } = await approvedPayment();
      const answers = await Promise.all(Array.from({ length: 10 }, () => verify(guest, approved)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      for (const answer of answers) expect(answer.body).toEqual(answers[0].body);
      expect(answers[0].body.paymentStatus).toBe('Y');
      expect(control.callCount('confirm')).toBe(1);
      expect((await paymentRow(started.orderId)).status).toBe('DONE');
      expect(await changesOf(t, 'application', guest.applicationId)).toEqual([['N', 'Y']]);
    });

    it('looks up and reconciles when the provider answers ALREADY_PROCESSED_PAYMENT', async () => {
      const { guest, started, approved } = await approvedPayment();
      // An earlier confirm reached the provider but its answer never reached us.
      await t.http
        .post('/sandbox/toss/v1/payments/confirm')
        .set('Authorization', SANDBOX_AUTH)
        .send({ paymentKey: approved.paymentKey, orderId: approved.orderId, amount: total })
        .expect(200);
      control.resetCounts();

      const res = await verify(guest, approved).expect(200);
      expect(res.body.paymentStatus).toBe('Y');
      expect(control.callCount('confirm')).toBe(1);
      expect(control.callCount('lookup')).toBe(1);
      expect(await paymentRow(started.orderId)).toMatchObject({
        status: 'DONE',
        payment_key: approved.paymentKey,
      });
      expect(await applicationStatus(guest.applicationId)).toBe('Y');
    });
  });

  describe('virtual account and webhooks', () => {
    let listener: Server;
    let captured: object[];

    beforeAll(async () => {
      // Stands in for the shop's webhook URL when a test delivers the provider's events itself.
      listener = createServer((req, res) => {
        let data = '';
        req.on('data', (chunk) => (data += chunk));
        req.on('end', () => {
          captured.push(JSON.parse(data));
          res.end();
        });
      });
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));
    beforeEach(() => {
      captured = [];
    });

    function captureWebhooks(): void {
      control.redirectWebhooks(`http://127.0.0.1:${(listener.address() as AddressInfo).port}/`);
    }

    /** A virtual account issued and shown to the guest (W). */
    async function awaitingDeposit() {
      const { guest, started, approved } = await approvedPayment('가상계좌');
      const res = await verify(guest, approved).expect(200);
      return { guest, started, approved, answer: res.body };
    }

    /** The money arrives at the sandbox bank; its two events are captured, not delivered. */
    async function depositCaptured(paymentKey: string) {
      captureWebhooks();
      await t.http.post(`/sandbox/toss/payments/${paymentKey}/deposit`).expect(303);
      await control.webhooksSettled();
      control.redirectWebhooks(null);
      const [callback, statusChanged] = captured as [Record<string, unknown>, object];
      expect(callback).toMatchObject({ status: 'DONE', secret: expect.stringMatching(/^ps_/) });
      control.resetCounts();
      return { callback, statusChanged };
    }

    it('issues a virtual account: W with bank, number, holder and due date, stored and returned', async () => {
      const { guest, started, approved, answer } = await awaitingDeposit();
      expect(answer).toEqual({
        message: '가상계좌가 발급되었습니다. 안내된 계좌로 입금해 주세요.',
        customerEmail: guest.email,
        applicationId: guest.applicationId,
        paymentStatus: 'W',
        method: '가상계좌',
        amount: total,
        receiptUrl: expect.any(String),
        // What was bought, for the success page.
        order: await expectedOrder(guest.applicationId),
        virtualAccount: {
          bankCode: '20',
          bank: '우리은행',
          accountNumber: expect.stringMatching(/^[0-9]{14}$/),
          holder: APPLICANT.name,
          // validHours 72 from 2026-11-22 12:00 KST.
          dueDate: '2026-11-25T03:00:00.000Z',
        },
        sandboxDepositUrl: `/sandbox/toss/payments/${approved.paymentKey}`,
      });
      const row = await t.dataSource
        .getRepository(Payment)
        .createQueryBuilder('payment')
        .addSelect('payment.va_secret')
        .where('payment.order_id = :orderId', { orderId: started.orderId })
        .getOneOrFail();
      const provider = await providerRow(started.orderId);
      expect(row).toMatchObject({
        status: 'WAITING_FOR_DEPOSIT',
        va_bank_code: '20',
        va_account_number: answer.virtualAccount.accountNumber,
        va_holder: APPLICANT.name,
        va_due_date: new Date('2026-11-25T03:00:00.000Z'),
        va_secret: provider.secret,
        approved_at: null,
      });
      expect(JSON.stringify(answer)).not.toContain(provider.secret);
      expect(await applicationStatus(guest.applicationId)).toBe('W');
    });

    it('becomes Y when the sandbox bank’s deposit reaches the app’s webhook', async () => {
      const { guest, started, approved } = await awaitingDeposit();
      await t.http.post(`/sandbox/toss/payments/${approved.paymentKey}/deposit`).expect(303);
      await control.webhooksSettled();
      expect(control.deliveries().map((d) => [d.eventType, d.attempts])).toEqual([
        ['DEPOSIT_CALLBACK', [200]],
        ['PAYMENT_STATUS_CHANGED', [200]],
      ]);
      expect(await paymentRow(started.orderId)).toMatchObject({
        status: 'DONE',
        approved_at: expect.any(Date),
      });
      expect(await applicationStatus(guest.applicationId)).toBe('Y');
      // Two events for one deposit: one change.
      expect(await changesOf(t, 'application', guest.applicationId)).toEqual([
        ['N', 'W'],
        ['W', 'Y'],
      ]);
    });

    it('changes state once when the same DEPOSIT_CALLBACK arrives eight times, together and again', async () => {
      const { guest, started, approved } = await awaitingDeposit();
      const { callback } = await depositCaptured(approved.paymentKey);
      const paymentId = (await paymentRow(started.orderId)).id;
      const before = await changesOf(t, 'payment', paymentId);

      const together = await Promise.all(
        Array.from({ length: 8 }, () => t.http.post(WEBHOOK).send(callback)),
      );
      expect(together.map((r) => r.status)).toEqual(Array(8).fill(200));
      for (let i = 0; i < 8; i += 1) await t.http.post(WEBHOOK).send(callback).expect(200);

      expect(await applicationStatus(guest.applicationId)).toBe('Y');
      expect((await changesOf(t, 'payment', paymentId)).slice(before.length)).toEqual([
        ['WAITING_FOR_DEPOSIT', 'DONE'],
      ]);
      expect(await changesOf(t, 'application', guest.applicationId)).toEqual([
        ['N', 'W'],
        ['W', 'Y'],
      ]);
    });

    it('ignores a deposit callback with a spoofed secret, even for a payment the bank has received', async () => {
      const { guest, started, approved } = await awaitingDeposit();
      const { callback } = await depositCaptured(approved.paymentKey);
      const paymentId = (await paymentRow(started.orderId)).id;
      const before = await changesOf(t, 'payment', paymentId);

      for (const secret of ['ps_spoofed', '', String(callback.secret).slice(0, -1)]) {
        const res = await t.http
          .post(WEBHOOK)
          .send({ ...callback, secret })
          .expect(200);
        expect(res.body).toEqual({ result: 'ignored' });
      }
      expect(control.callCount('lookup')).toBe(0);
      expect(await changesOf(t, 'payment', paymentId)).toEqual(before);
      expect(await applicationStatus(guest.applicationId)).toBe('W');
    });

    it('verifies PAYMENT_STATUS_CHANGED by lookup: a forged DONE changes nothing, a real one pays', async () => {
      const { guest, started, approved } = await awaitingDeposit();
      const paymentId = (await paymentRow(started.orderId)).id;
      const before = await changesOf(t, 'payment', paymentId);
      const lookedUp = await t.http
        .get(`/sandbox/toss/v1/payments/${approved.paymentKey}`)
        .set('Authorization', SANDBOX_AUTH)
        .expect(200);
      control.resetCounts();

      const forged = {
        eventType: 'PAYMENT_STATUS_CHANGED',
        createdAt: '2026-11-22T12:05:00.000000',
        data: { ...lookedUp.body, status: 'DONE', approvedAt: '2026-11-22T12:05:00+09:00' },
      };
      await t.http.post(WEBHOOK).send(forged).expect(200);
      expect(control.callCount('lookup')).toBe(1);
      expect(await changesOf(t, 'payment', paymentId)).toEqual(before);
      expect(await applicationStatus(guest.applicationId)).toBe('W');

      const { statusChanged } = await depositCaptured(approved.paymentKey);
      await t.http.post(WEBHOOK).send(statusChanged).expect(200);
      expect(await applicationStatus(guest.applicationId)).toBe('Y');
      expect((await paymentRow(started.orderId)).status).toBe('DONE');
    });

    it('reads the other shapes seen in the wild: a wrapped deposit callback, a status change naming only the paymentKey', async () => {
      const wrapped = await awaitingDeposit();
      const { callback } = await depositCaptured(wrapped.approved.paymentKey);
      await t.http
        .post(WEBHOOK)
        .send({ eventType: 'DEPOSIT_CALLBACK', createdAt: callback.createdAt, data: callback })
        .expect(200);
      expect(await applicationStatus(wrapped.guest.applicationId)).toBe('Y');

      const keyOnly = await awaitingDeposit();
      await depositCaptured(keyOnly.approved.paymentKey);
      await t.http
        .post(WEBHOOK)
        .send({
          eventType: 'PAYMENT_STATUS_CHANGED',
          createdAt: '2026-11-22T12:10:00.000000',
          data: { paymentKey: keyOnly.approved.paymentKey, status: 'DONE' },
        })
        .expect(200);
      expect(control.callCount('lookup')).toBe(1);
      expect(await applicationStatus(keyOnly.guest.applicationId)).toBe('Y');
    });

    it('finds a deposit whose notice never arrived when the guest checks again (입금 확인하기)', async () => {
      const { guest, approved } = await awaitingDeposit();
      await depositCaptured(approved.paymentKey); // the bank has the money; the app heard nothing
      expect(await applicationStatus(guest.applicationId)).toBe('W');

      const res = await verify(guest, approved).expect(200);
      expect(res.body).toMatchObject({ paymentStatus: 'Y', method: '가상계좌' });
      expect(await applicationStatus(guest.applicationId)).toBe('Y');
      expect(control.callCount('confirm')).toBe(0);
    });

    it('answers a webhook it could not verify (provider down) with an error, so the provider sends it again', async () => {
      const { guest, approved } = await awaitingDeposit();
      const { callback } = await depositCaptured(approved.paymentKey);

      control.failNext('lookup', { status: 500 });
      const res = await t.http.post(WEBHOOK).send(callback);
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(await applicationStatus(guest.applicationId)).toBe('W');

      await t.http.post(WEBHOOK).send(callback).expect(200);
      expect(await applicationStatus(guest.applicationId)).toBe('Y');
    });

    it('frees an application whose virtual account expired unpaid, so the guest can pay again', async () => {
      // No callback comes when an account expires (toss-contract.md §5): the reconciler looks.
      const { guest, started, approved } = await awaitingDeposit();
      t.clock.set('2026-11-25T02:59:00Z');
      expect(await reconciler.runOnce()).toBe(0);
      expect(control.callCount('lookup')).toBe(0);

      t.clock.set('2026-11-25T03:00:01Z');
      // Earlier tests' accounts fall due at the same instant.
      expect(await reconciler.runOnce()).toBeGreaterThanOrEqual(1);
      expect(await paymentRow(started.orderId)).toMatchObject({ status: 'EXPIRED' });
      expect(await applicationStatus(guest.applicationId)).toBe('N');
      expect(await reconciler.runOnce()).toBe(0);
      const late = await verify(guest, approved).expect(400);
      expect(late.body.message).toMatch(/입금 기한/);

      const second = await init(guest, { method: '카드' });
      await verify(guest, await approveInCheckout(t, second)).expect(200);
      expect(await applicationStatus(guest.applicationId)).toBe('Y');
    });

    it('answers 200 and changes nothing for events it does not know', async () => {
      for (const body of [{}, { eventType: 'SELLER_CHANGED', data: {} }, { orderId: 'x' }]) {
        expect((await t.http.post(WEBHOOK).send(body).expect(200)).body).toEqual({
          result: 'ignored',
        });
      }
      expect(control.callCount('lookup')).toBe(0);
    });
  });

  describe('no answer from the provider', () => {
    it('leaves a confirm that timed out pending, says so in Korean, and the reconciler settles it to Y', async () => {
      const { guest, started, approved } = await approvedPayment();
      // The provider takes longer than our timeout, and approves in the end.
      control.failNext('confirm', { delayMs: TIMEOUT_MS + 500 });

      const res = await verify(guest, approved).expect(409);
      expect(res.body).toMatchObject(PROCESSING);
      expect((await paymentRow(started.orderId)).status).toBe('UNKNOWN');
      expect(await applicationStatus(guest.applicationId)).toBe('N');
      // Meanwhile the guest cannot open a second payment for it.
      const again = await guest.agent
        .post(INIT)
        .send({ applicationId: guest.applicationId })
        .expect(409);
      expect(again.body.message).toBe(PROCESSING.message);

      await waitFor(async () => (await providerRow(started.orderId)).status === 'DONE');
      expect(await reconciler.runOnce()).toBe(1);
      expect((await paymentRow(started.orderId)).status).toBe('DONE');
      expect(await applicationStatus(guest.applicationId)).toBe('Y');
      expect(control.callCount('confirm')).toBe(1);

      const reload = await verify(guest, approved).expect(200);
      expect(reload.body.paymentStatus).toBe('Y');
      expect(control.callCount('confirm')).toBe(1);
    });

    it('leaves a 5xx confirm pending (never failed); the reconciler confirms it once the provider is back', async () => {
      const { guest, started, approved } = await approvedPayment();
      control.failNext('confirm', { status: 500 });
      control.failNext('lookup', { code: 'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING' });

      await verify(guest, approved).expect(409);
      expect((await paymentRow(started.orderId)).status).toBe('UNKNOWN');
      // The provider is still down at the first reconciliation: nothing is decided.
      await reconciler.runOnce();
      expect((await paymentRow(started.orderId)).status).toBe('UNKNOWN');
      expect((await providerRow(started.orderId)).status).toBe('IN_PROGRESS');

      await reconciler.runOnce();
      expect((await paymentRow(started.orderId)).status).toBe('DONE');
      expect(await applicationStatus(guest.applicationId)).toBe('Y');
      expect(control.callCount('confirm')).toBe(2);
      expect(await reconciler.runOnce()).toBe(0);
    });

    it('confirms once when ten reloads arrive together for a confirm that got no answer', async () => {
      const { guest, started, approved } = await approvedPayment();
      control.failNext('confirm', { status: 502 });
      await verify(guest, approved).expect(409);
      expect((await paymentRow(started.orderId)).status).toBe('UNKNOWN');
      control.resetCounts();

      const answers = await Promise.all(Array.from({ length: 10 }, () => verify(guest, approved)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      for (const answer of answers) expect(answer.body).toEqual(answers[0].body);
      expect(control.callCount('confirm')).toBe(1);
      expect(await applicationStatus(guest.applicationId)).toBe('Y');
    });

    it('settles a 5xx that was applied at the provider when the guest reloads the success page', async () => {
      const { guest, started, approved } = await approvedPayment();
      control.failNext('confirm', { code: 'UNKNOWN_PAYMENT_ERROR', afterApplying: true });
      await verify(guest, approved).expect(409);
      expect((await paymentRow(started.orderId)).status).toBe('UNKNOWN');

      const reload = await verify(guest, approved).expect(200);
      expect(reload.body.paymentStatus).toBe('Y');
      expect(control.callCount('confirm')).toBe(1);
      expect(await applicationStatus(guest.applicationId)).toBe('Y');
    });

    it('looks up a confirm left CONFIRMING by a crash only once it is a minute old', async () => {
      const { guest, started, approved } = await approvedPayment();
      // A process claimed the attempt and died before calling the provider.
      await t.dataSource.getRepository(Payment).update(
        { order_id: started.orderId },
        {
          status: 'CONFIRMING',
          payment_key: approved.paymentKey,
          confirm_started_at: t.clock.now(),
        },
      );
      expect(await reconciler.runOnce()).toBe(0);
      expect(control.callCount('lookup')).toBe(0);

      t.clock.set(new Date(t.clock.now().getTime() + 2 * 60_000));
      expect(await reconciler.runOnce()).toBe(1);
      expect((await paymentRow(started.orderId)).status).toBe('DONE');
      expect(await applicationStatus(guest.applicationId)).toBe('Y');
      expect(control.callCount('confirm')).toBe(1);
    });
    it('settles at once when the guest reloads after a crash left the confirm a minute old', async () => {
      const { guest, started, approved } = await approvedPayment();
      await t.dataSource.getRepository(Payment).update(
        { order_id: started.orderId },
        {
          status: 'CONFIRMING',
          payment_key: approved.paymentKey,
          confirm_started_at: t.clock.now(),
        },
      );
      t.clock.set(new Date(t.clock.now().getTime() + 2 * 60_000));
      const began = Date.now();
      const reload = await verify(guest, approved).expect(200);
      expect(Date.now() - began).toBeLessThan(3000);
      expect(reload.body.paymentStatus).toBe('Y');
      expect(control.callCount('confirm')).toBe(1);
      expect(await applicationStatus(guest.applicationId)).toBe('Y');
    });
  });

  describe('rejection, retry and no second charge', () => {
    it('fails a declined card, lets the guest retry with a new orderId, pays it, and never charges again', async () => {
      const { guest, started, approved } = await approvedPayment();
      control.failNext('confirm', { code: 'REJECT_CARD_PAYMENT' });

      const declined = await verify(guest, approved).expect(400);
      expect(declined.body.code).toBe('REJECT_CARD_PAYMENT');
      expect(declined.body.message).toMatch(/^결제에 실패했습니다\. .*[가-힣]/);
      expect(await paymentRow(started.orderId)).toMatchObject({
        status: 'FAILED',
        failure_code: 'REJECT_CARD_PAYMENT',
      });
      expect(await applicationStatus(guest.applicationId)).toBe('N');
      // Verifying the failed attempt again does not call the provider again.
      await verify(guest, approved).expect(400);
      expect(control.callCount('confirm')).toBe(1);

      const retry = await guest.agent
        .post(RETRY)
        .send({ applicationId: guest.applicationId })
        .expect(200);
      expect(retry.body).toEqual({
        total,
        lectureTitle: expect.stringMatching(/^테스트 강의/),
        applicant: { name: APPLICANT.name, email: guest.email },
        applicationId: guest.applicationId,
        payMethod: '카드',
      });

      const second = await init(guest);
      expect(second.orderId).not.toBe(started.orderId);
      expect(second.amount).toBe(total);
      const paid = await approveInCheckout(t, second);
      expect((await verify(guest, paid).expect(200)).body.paymentStatus).toBe('Y');
      expect(await applicationStatus(guest.applicationId)).toBe('Y');

      for (const path of [INIT, RETRY]) {
        const refused = await guest.agent
          .post(path)
          .send({ applicationId: guest.applicationId })
          .expect(409);
        expect(refused.body).toMatchObject({
          code: 'ALREADY_PAID',
          message: '이미 결제가 완료된 신청입니다.',
        });
      }
      expect((await paymentsOf(guest.applicationId)).map((p) => p.status)).toEqual([
        'FAILED',
        'DONE',
      ]);
      expect(control.callCount('confirm')).toBe(2);
    });

    it('retries after the customer declines in the window, without a verify', async () => {
      const guest = await applyAs();
      const started = await init(guest);
      const fail = await leaveCheckout(t, started, 'decline');
      expect(`${fail.origin}${fail.pathname}`).toBe(started.failUrl);
      expect(fail.searchParams.get('code')).toBe('REJECT_CARD_COMPANY');
      expect(fail.searchParams.get('orderId')).toBe(started.orderId);

      const second = await init(guest);
      const paid = await approveInCheckout(t, second);
      await verify(guest, paid).expect(200);
      expect(await applicationStatus(guest.applicationId)).toBe('Y');
    });

    it('never confirms a second attempt of an application already paid', async () => {
      const guest = await applyAs();
      // Two tabs: both open the window and approve before either returns.
      const first = await init(guest);
      const second = await init(guest);
      const firstApproved = await approveInCheckout(t, first);
      const secondApproved = await approveInCheckout(t, second);

      await verify(guest, firstApproved).expect(200);
      const refused = await verify(guest, secondApproved).expect(409);
      expect(refused.body.message).toMatch(/[가-힣]/);
      expect((await providerRow(second.orderId)).status).toBe('IN_PROGRESS');
      expect(control.callCount('confirm')).toBe(1);
      expect(await applicationStatus(guest.applicationId)).toBe('Y');
    });

    it('refuses a new payment while a virtual account awaits its deposit', async () => {
      const { guest, approved } = await approvedPayment('가상계좌');
      await verify(guest, approved).expect(200);
      for (const path of [INIT, RETRY]) {
        const refused = await guest.agent
          .post(path)
          .send({ applicationId: guest.applicationId })
          .expect(409);
        expect(refused.body.message).toBe(
          '입금 대기 중인 신청입니다. 안내된 계좌로 입금해 주세요.',
        );
      }
    });
  });
});

/**
 * Records every UPDATE of a payment's status or an application's payment_status, so a test can
 * count changes rather than infer them from the final state.
 */
async function installChangeLog(t: TestApp): Promise<void> {
  await t.dataSource.query(`
    CREATE TABLE test_status_change (
      id serial PRIMARY KEY, table_name text NOT NULL, row_id integer NOT NULL,
      old_status text, new_status text)`);
  await t.dataSource.query(`
    CREATE FUNCTION test_log_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      column_name text := TG_ARGV[0];
      old_status text := to_jsonb(OLD) ->> column_name;
      new_status text := to_jsonb(NEW) ->> column_name;
    BEGIN
      IF old_status IS DISTINCT FROM new_status THEN
        INSERT INTO test_status_change (table_name, row_id, old_status, new_status)
        VALUES (TG_TABLE_NAME, NEW.id, old_status, new_status);
      END IF;
      RETURN NEW;
    END $$`);
  await t.dataSource.query(`
    CREATE TRIGGER test_payment_status AFTER UPDATE ON payment
    FOR EACH ROW EXECUTE FUNCTION test_log_status_change('status')`);
  await t.dataSource.query(`
    CREATE TRIGGER test_application_status AFTER UPDATE ON application
    FOR EACH ROW EXECUTE FUNCTION test_log_status_change('payment_status')`);
}

async function changesOf(t: TestApp, table: string, id: number): Promise<string[][]> {
  const rows: { old_status: string; new_status: string }[] = await t.dataSource.query(
    'SELECT old_status, new_status FROM test_status_change WHERE table_name = $1 AND row_id = $2 ORDER BY id',
    [table, id],
  );
  return rows.map((row) => [row.old_status, row.new_status]);
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
