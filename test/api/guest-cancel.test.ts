import type TestAgent from 'supertest/lib/agent';
import { Application } from '../../src/applications/application.entity';
import { Message } from '../../src/outbox/message.entity';
import { Payment } from '../../src/payments/payment.entity';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { SandboxPayment } from '../../src/sandbox/sandbox-payment.entity';
import { APPLICANT, approveInCheckout, apply, type InitAnswer } from '../support/applying';
import { createLecture } from '../support/factories';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';
import { ledgerDisagreements } from '../support/ledger-check';
import { guestProofCookie } from '../support/guest-proof';
import { adminToken, bearer } from '../support/admin-session';
import { codeSentTo, lookUpWithCode, proveContact } from '../support/family-proof';

const CANCEL = '/api/guest/cancel';
const INFO = '/api/guest/user-info';
const TIMEOUT_MS = 1500;
const ACCOUNT = { bankCode: '88', accountNumber: '110123456789', holderName: '김민지' };

/** Seoul noon of a day, as the test clock's instant. */
function seoulNoon(date: string): string {
  return `${date}T03:00:00Z`;
}

/**
 * Cancelling from my info (issue 4): the refund policy of spec §9 recomputed by the server, the
 * provider's cancel with cancelAmount, refund accounts for deposited virtual accounts, and one
 * refund however many clicks.
 */
describe('guest cancel: POST /api/guest/cancel', () => {
  let t: TestApp;
  let control: SandboxControl;
  let people = 0;

  beforeAll(async () => {
    t = await startTestApp({
      seed: false,
      configure: (config) => ({
        ...config,
        payments: { ...config.payments, timeoutMs: TIMEOUT_MS },
      }),
    });
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

  /** A new person applies for a lecture running 2026-12-10..11 (fees 50,000 + 33,333 won). */
  async function applied(payMethod = '카드') {
    people += 1;
    const who = { ...APPLICANT, email: `cancel${people}@example.com` };
    const lecture = await createLecture(
      t.dataSource,
      {
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
    const { agent, applicationId } = await apply(t, lecture.id, { applicant: who, payMethod });
    return { who, agent, applicationId, total: 83333 };
  }

  /** Pays (card) or gets a virtual account (W) in the sandbox; answers the paymentKey. */
  async function pay(agent: TestAgent, applicationId: number): Promise<string> {
    const init = (await agent.post('/api/payments').send({ applicationId }).expect(200))
      .body as InitAnswer;
    const approved = await approveInCheckout(t, init);
    await t.http
      .post('/api/payments/verify')
      .send({ ...approved, applicationId })
      .expect(200);
    return approved.paymentKey;
  }

  async function deposit(paymentKey: string) {
    await t.http.post(`/sandbox/toss/payments/${paymentKey}/deposit`).expect(303);
    await control.webhooksSettled();
  }

  let addresses = 0;
  /** A browser holding a fresh guest token for this person (at the clock's current time). */
  async function lookedUp(who: { email: string; birth: string }): Promise<TestAgent> {
    addresses += 1;
    const agent = t.agent();
    await lookUpWithCode(t, agent, who, { 'X-Forwarded-For': `198.51.100.${addresses}` });
    return agent;
  }

  async function rows(applicationId: number) {
    const application = await t.dataSource
      .getRepository(Application)
      .findOneByOrFail({ id: applicationId });
    const payments = await t.dataSource
      .getRepository(Payment)
      .find({ where: { application_id: applicationId }, order: { id: 'DESC' } });
    return { application, payment: payments[0] };
  }

  async function providerRow(paymentKey: string) {
    return t.dataSource.getRepository(SandboxPayment).findOneByOrFail({ payment_key: paymentKey });
  }

  async function cancellationShown(agent: TestAgent, email: string, applicationId: number) {
    const info = await agent.post(INFO).send({ email }).expect(200);
    return info.body.lectureInfos.find(
      (entry: { applicationId: number }) => entry.applicationId === applicationId,
    );
  }

  // Each second either side of the policy's Seoul days (D-5, D-4, D-1, D-0), the refusals and
  // refunding once are src/refunds/guest-cancel.service.spec.ts's; here the provider's full and
  // partial cancel, my info's preview and the rows.
  describe('the refund policy on the day boundaries, with a moved clock', () => {
    it.each([
      ['D-5', '2026-12-05', 100, 83333, 'C'],
      ['D-4', '2026-12-06', 50, 41666, 'P'],
    ])('%s (%s) refunds %i %%', async (_label, day, rate, amount, status) => {
      const { who, agent, applicationId, total } = await applied();
      const paymentKey = await pay(agent, applicationId);
      t.clock.set(seoulNoon(day));
      const guest = await lookedUp(who);
      const shown = await cancellationShown(guest, who.email, applicationId);
      expect(shown.phase).toBe('UPCOMING');
      expect(shown.cancellation).toEqual({
        allowed: true,
        kind: 'REFUND',
        refundRate: rate,
        refundAmount: amount,
        needsRefundAccount: false,
        reason: null,
      });

      const res = await guest.post(CANCEL).send({ applicationId }).expect(200);
      expect(res.body).toEqual({ paymentStatus: status, refundedAmount: amount });
      expect(control.callCount('cancel')).toBe(1);

      const provider = await providerRow(paymentKey);
      expect(provider.balance_amount).toBe(total - amount);
      expect(provider.status).toBe(rate === 100 ? 'CANCELED' : 'PARTIAL_CANCELED');
      const { application, payment } = await rows(applicationId);
      expect(application.payment_status).toBe(status);
      expect(application.refunded_amount).toBe(amount);
      expect(payment.status).toBe(rate === 100 ? 'CANCELED' : 'PARTIAL_CANCELED');
      expect(payment.balance_amount).toBe(total - amount);

      // Shown in my info; a second cancel is refused and refunds nothing more.
      const after = await cancellationShown(guest, who.email, applicationId);
      expect(after).toMatchObject({ paymentStatus: status, refundedAmount: amount });
      expect(after.cancellation.allowed).toBe(false);
      const again = await guest.post(CANCEL).send({ applicationId }).expect(409);
      expect(again.body.message).toMatch(/이미 (취소|환불)된 신청입니다/);
      expect(control.callCount('cancel')).toBe(1);
    });

    it('D-0 (the first lecture day, from Seoul midnight) refuses with the Korean reason and calls nothing', async () => {
      const { who, agent, applicationId } = await applied();
      await pay(agent, applicationId);
      // 2026-12-09 15:00 UTC is 2026-12-10 00:00 in Seoul.
      t.clock.set('2026-12-09T15:00:00Z');
      const guest = await lookedUp(who);
      const shown = await cancellationShown(guest, who.email, applicationId);
      expect(shown.phase).toBe('ONGOING');
      expect(shown.cancellation).toMatchObject({ allowed: false, kind: null, refundAmount: 0 });
      const res = await guest.post(CANCEL).send({ applicationId }).expect(409);
      expect(res.body.message).toBe('강의 시작일부터는 취소 및 환불이 불가합니다.');
      expect(control.callCount('cancel')).toBe(0);
      expect((await rows(applicationId)).application.payment_status).toBe('Y');
    });
  });

  describe('who may cancel', () => {
    it('answers 401 without a token, with a forged one and with an expired one', async () => {
      const { who, agent, applicationId } = await applied();
      await pay(agent, applicationId);
      await t.http.post(CANCEL).send({ applicationId }).expect(401);
      await t.http
        .post(CANCEL)
        .set('Cookie', 'maeum_guest=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged')
        .send({ applicationId })
        .expect(401);
      const guest = await lookedUp(who);
      t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 16 * 60 * 1000));
      const expired = await guest.post(CANCEL).send({ applicationId }).expect(401);
      expect(expired.body.message).toMatch(/이메일 인증이 필요합니다/);
      expect(control.callCount('cancel')).toBe(0);
      expect((await rows(applicationId)).application.payment_status).toBe('Y');
    });

    // Another family's application (404, telling nothing): guest-cancel.service.spec.ts.
    // The body's shape (ids, bank codes, account digits, holder) is refused before the service:
    // src/refunds/guest-cancel.controller.spec.ts.
  });

  describe('virtual accounts', () => {
    it('asks a deposited account for a refund account (400), then refunds to it', async () => {
      const { who, agent, applicationId, total } = await applied('가상계좌');
      const paymentKey = await pay(agent, applicationId);
      await deposit(paymentKey);
      expect((await rows(applicationId)).application.payment_status).toBe('Y');
      t.clock.set(seoulNoon('2026-12-07'));
      const guest = await lookedUp(who);
      const shown = await cancellationShown(guest, who.email, applicationId);
      expect(shown.cancellation).toMatchObject({ refundRate: 50, needsRefundAccount: true });

      const missing = await guest.post(CANCEL).send({ applicationId }).expect(400);
      expect(missing.body.message).toBe('환불받을 계좌를 입력해 주세요.');
      expect(control.callCount('cancel')).toBe(0);

      // Naming the account takes a code typed moments ago (issue 32).
      const res = await t.http
        .post(CANCEL)
        .set('Cookie', guestProofCookie(t, who))
        .send({ applicationId, refundAccount: ACCOUNT })
        .expect(200);
      expect(res.body).toEqual({ paymentStatus: 'P', refundedAmount: 41666 });
      expect((await providerRow(paymentKey)).balance_amount).toBe(total - 41666);
    });

    it('refunds a deposited account in full at D-5 → C', async () => {
      const { who, agent, applicationId } = await applied('가상계좌');
      const paymentKey = await pay(agent, applicationId);
      await deposit(paymentKey);
      t.clock.set(seoulNoon('2026-12-05'));
      const res = await t.http
        .post(CANCEL)
        .set('Cookie', guestProofCookie(t, who))
        .send({ applicationId, refundAccount: ACCOUNT })
        .expect(200);
      expect(res.body).toEqual({ paymentStatus: 'C', refundedAmount: 83333 });
      expect((await providerRow(paymentKey)).status).toBe('CANCELED');
    });
  });

  // Issue 32: a refund to a bank account goes only where someone who proved the family's contact
  // moments ago says, in the applicant's or the guardian's name; otherwise it waits for the centre.
  describe('who may name the refund account', () => {
    async function deposited() {
      const app = await applied('가상계좌');
      const paymentKey = await pay(app.agent, app.applicationId);
      await deposit(paymentKey);
      t.clock.set(seoulNoon('2026-12-05'));
      return { ...app, paymentKey };
    }
    const cancelWith = (cookie: string, applicationId: number, account = ACCOUNT) =>
      t.http.post(CANCEL).set('Cookie', cookie).send({ applicationId, refundAccount: account });

    it('asks for a fresh code when the code was typed more than 10 minutes ago', async () => {
      const { who, applicationId } = await deposited();
      const typedAt = t.clock.now();
      t.clock.set(new Date(typedAt.getTime() + 10 * 60_000 + 1_000));
      const stale = await cancelWith(guestProofCookie(t, who, typedAt), applicationId).expect(403);
      expect(stale.body.code).toBe('FRESH_PROOF_REQUIRED');
      expect(control.callCount('cancel')).toBe(0);
      expect((await rows(applicationId)).application.payment_status).toBe('Y');
      // Within the minutes, with spaces in the holder's name: refunded, the destination kept.
      t.clock.set(seoulNoon('2026-12-05'));
      await cancelWith(guestProofCookie(t, who, typedAt), applicationId, {
        ...ACCOUNT,
        holderName: ' 김 민지 ',
      }).expect(200);
      const [refund] = await t.dataSource.query(
        `SELECT actor_kind, refund_bank, refund_account, refund_holder FROM ledger_entry
          WHERE application_id = $1 AND kind = 'PROVIDER_REFUND'`,
        [applicationId],
      );
      expect(refund).toEqual({
        actor_kind: 'FAMILY',
        refund_bank: '88',
        refund_account: '***-6789',
        refund_holder: '김 민지',
      });
    });

    it('sends a fresh code to a remembered browser that asks one (purpose refresh), which renews the proof', async () => {
      const { who, applicationId } = await deposited();
      const agent = t.agent();
      const headers = { 'X-Forwarded-For': '198.51.100.201' };
      await proveContact(t, agent, { email: who.email }, { remember: true, headers });
      // Eleven minutes on, the remembered browser is proven at once, but with the old provenAt.
      t.clock.set(new Date(t.clock.now().getTime() + 11 * 60_000));
      const recalled = await agent
        .post('/api/guest/code')
        .set(headers)
        .send({ email: who.email })
        .expect(200);
      expect(recalled.body).toEqual({ proven: true });
      const stale = await agent
        .post(CANCEL)
        .set(headers)
        .send({ applicationId, refundAccount: ACCOUNT })
        .expect(403);
      expect(stale.body.code).toBe('FRESH_PROOF_REQUIRED');
      const codesSent = () =>
        t.dataSource.getRepository(Message).countBy({ kind: 'family-code', recipient: who.email });
      const before = await codesSent();
      // The fresh code: sent although this browser is remembered.
      const asked = await agent
        .post('/api/guest/code')
        .set(headers)
        .send({ email: who.email, purpose: 'refresh' })
        .expect(200);
      expect(asked.body).toMatchObject({ proven: false, expiresInSeconds: expect.any(Number) });
      expect(await codesSent()).toBe(before + 1);
      const code = await codeSentTo(t, who.email);
      await agent
        .post('/api/guest/code/verify')
        .set(headers)
        .send({ email: who.email, code })
        .expect(200);
      await agent
        .post(CANCEL)
        .set(headers)
        .send({ applicationId, refundAccount: ACCOUNT })
        .expect(200);
      expect(control.callCount('cancel')).toBe(1);
      // The browser is still remembered: a plain ask proves it at once.
      const again = await agent
        .post('/api/guest/code')
        .set(headers)
        .send({ email: who.email })
        .expect(200);
      expect(again.body).toEqual({ proven: true });
    });

    it('keeps a refund to another holder for the centre, which approves it in the back office', async () => {
      const { who, applicationId, paymentKey } = await deposited();
      const stranger = { ...ACCOUNT, accountNumber: '3333012345678', holderName: '박타인' };
      const asked = await cancelWith(guestProofCookie(t, who), applicationId, stranger).expect(200);
      expect(asked.body).toEqual({
        paymentStatus: 'Y',
        refundedAmount: 0,
        awaitingApproval: true,
        message:
          '취소 요청을 받았어요. 환불 계좌의 예금주가 신청자나 보호자 이름과 달라서, 센터에서 확인한 뒤 환불해 드려요.',
      });
      // Asked again while it waits: the same answer, one request.
      await cancelWith(guestProofCookie(t, who), applicationId, stranger).expect(200);
      expect(control.callCount('cancel')).toBe(0);

      const owner = bearer(await adminToken(t));
      const list = await t.http
        .get('/api/admin/refund-requests')
        .set('Authorization', owner)
        .expect(200);
      const mine = list.body.items.filter(
        (item: { applicationId: number }) => item.applicationId === applicationId,
      );
      expect(mine).toEqual([
        expect.objectContaining({
          amount: 83333,
          requestedBy: 'FAMILY',
          cause: 'HOLDER_MISMATCH',
          status: 'PENDING',
          destination: {
            bank: '88',
            bankName: expect.any(String),
            account: '***-5678',
            holder: '박타인',
          },
        }),
      ]);
      // The full number is kept sealed, never in plain text.
      const [sealed] = await t.dataSource.query(
        `SELECT refund_account_sealed FROM refund_request WHERE id = $1`,
        [mine[0].id],
      );
      expect(sealed.refund_account_sealed).not.toContain('3333012345678');

      await t.http
        .post(`/api/admin/refund-requests/${mine[0].id}/approve`)
        .set('Authorization', owner)
        .expect(200);
      expect((await providerRow(paymentKey)).status).toBe('CANCELED');
      expect((await rows(applicationId)).application.payment_status).toBe('C');
      const audit = await t.dataSource.query(
        `SELECT after FROM audit_event WHERE action = 'refund-request.approve' AND target = $1`,
        [`application:${applicationId}`],
      );
      expect(audit[0].after.refund_to).toEqual({
        bank: '88',
        account: '***-5678',
        holder: '박타인',
      });
      expect(JSON.stringify(audit)).not.toContain('3333012345678');
    });
  });

  describe('withdrawing before paying', () => {
    it('withdraws an unpaid application (N) without calling the provider', async () => {
      const { who, applicationId } = await applied();
      const guest = await lookedUp(who);
      const res = await guest.post(CANCEL).send({ applicationId }).expect(200);
      expect(res.body).toEqual({ paymentStatus: 'C', refundedAmount: 0 });
      expect(control.callCount('cancel')).toBe(0);
      expect((await rows(applicationId)).application).toMatchObject({
        payment_status: 'C',
        refunded_amount: 0,
      });
    });

    it('ends a payment window left open: its confirm after the withdrawal calls nobody', async () => {
      const { who, agent, applicationId } = await applied();
      const init = (await agent.post('/api/payments').send({ applicationId }).expect(200))
        .body as InitAnswer;
      const approved = await approveInCheckout(t, init);
      const guest = await lookedUp(who);
      await guest.post(CANCEL).send({ applicationId }).expect(200);
      const late = await t.http
        .post('/api/payments/verify')
        .send({ ...approved, applicationId })
        .expect(400);
      expect(late.body.message).toMatch(/신청이 취소되었습니다/);
      expect(control.callCount('confirm')).toBe(0);
      expect((await rows(applicationId)).application.payment_status).toBe('C');
    });

    it('withdraws an awaiting virtual account (W) and cancels it at the sandbox', async () => {
      const { who, agent, applicationId } = await applied('가상계좌');
      const paymentKey = await pay(agent, applicationId);
      expect((await rows(applicationId)).application.payment_status).toBe('W');
      const guest = await lookedUp(who);
      const res = await guest.post(CANCEL).send({ applicationId }).expect(200);
      expect(res.body).toEqual({ paymentStatus: 'C', refundedAmount: 0 });
      expect(control.callCount('cancel')).toBe(1);
      expect((await providerRow(paymentKey)).status).toBe('CANCELED');
      await control.webhooksSettled();
      const { application, payment } = await rows(applicationId);
      expect(application).toMatchObject({ payment_status: 'C', refunded_amount: 0 });
      expect(payment.status).toBe('CANCELED');
    });
  });

  describe('refunding once', () => {
    it('two concurrent cancels make one provider cancel and answer the same', async () => {
      const { who, agent, applicationId } = await applied();
      const paymentKey = await pay(agent, applicationId);
      t.clock.set(seoulNoon('2026-12-08'));
      const guest = await lookedUp(who);
      const [a, b] = await Promise.all([
        guest.post(CANCEL).send({ applicationId }),
        guest.post(CANCEL).send({ applicationId }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body).toEqual({ paymentStatus: 'P', refundedAmount: 41666 });
      expect(b.body).toEqual(a.body);
      expect(control.callCount('cancel')).toBe(1);
      expect((await providerRow(paymentKey)).cancels).toHaveLength(1);
    });

    it('waits (409) while another replica is cancelling the same application, then proceeds once it is stale', async () => {
      const { who, agent, applicationId } = await applied();
      const paymentKey = await pay(agent, applicationId);
      t.clock.set(seoulNoon('2026-12-08'));
      const guest = await lookedUp(who);
      // Another replica holds the application's cancel claim (it is talking to the provider).
      await t.dataSource.query(`UPDATE application SET cancel_claimed_at = $2 WHERE id = $1`, [
        applicationId,
        t.clock.now(),
      ]);
      const busy = await guest.post(CANCEL).send({ applicationId }).expect(409);
      expect(busy.body).toMatchObject({
        message: '결제가 처리 중입니다. 잠시 후 다시 시도해 주세요.',
        code: 'CANCEL_IN_FLIGHT',
      });
      expect(control.callCount('cancel')).toBe(0);
      // That replica died mid-call: after two minutes its claim no longer counts.
      t.clock.set(new Date(t.clock.now().getTime() + 2 * 60_000 + 1000));
      const done = await (await lookedUp(who)).post(CANCEL).send({ applicationId }).expect(200);
      expect(done.body).toEqual({ paymentStatus: 'P', refundedAmount: 41666 });
      expect((await providerRow(paymentKey)).cancels).toHaveLength(1);
      // The claim is released when the cancel ends.
      const [{ claimed }] = await t.dataSource.query(
        `SELECT cancel_claimed_at AS claimed FROM application WHERE id = $1`,
        [applicationId],
      );
      expect(claimed).toBeNull();
    });

    it('a provider timeout records nothing; the retry (same Idempotency-Key) refunds once', async () => {
      const { who, agent, applicationId } = await applied();
      const paymentKey = await pay(agent, applicationId);
      t.clock.set(seoulNoon('2026-12-08'));
      const guest = await lookedUp(who);
      control.failNext('cancel', { delayMs: TIMEOUT_MS + 500 });
      const lost = await guest.post(CANCEL).send({ applicationId }).expect(503);
      expect(lost.body.message).toMatch(/잠시 후 다시 시도해 주세요/);
      expect((await rows(applicationId)).application.payment_status).toBe('Y');
      // Let the slow call finish at the provider.
      await new Promise((resolve) => setTimeout(resolve, 800));

      const retried = await guest.post(CANCEL).send({ applicationId }).expect(200);
      expect(retried.body).toEqual({ paymentStatus: 'P', refundedAmount: 41666 });
      expect((await providerRow(paymentKey)).cancels).toHaveLength(1);
      expect((await rows(applicationId)).application.refunded_amount).toBe(41666);
    });

    it('records a refund whose answer was lost even when the retry comes after the policy closed', async () => {
      const { who, agent, applicationId } = await applied();
      const paymentKey = await pay(agent, applicationId);
      t.clock.set(seoulNoon('2026-12-09'));
      const guest = await lookedUp(who);
      control.failNext('cancel', { status: 500, afterApplying: true });
      await guest.post(CANCEL).send({ applicationId }).expect(503);
      expect((await rows(applicationId)).application.payment_status).toBe('Y');
      expect((await providerRow(paymentKey)).status).toBe('PARTIAL_CANCELED');

      t.clock.set(seoulNoon('2026-12-10'));
      const later = await lookedUp(who);
      const res = await later.post(CANCEL).send({ applicationId }).expect(200);
      expect(res.body).toEqual({ paymentStatus: 'P', refundedAmount: 41666 });
      expect(control.callCount('cancel')).toBe(1);
    });
  });
});
