import type TestAgent from 'supertest/lib/agent';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { adminToken, bearer } from '../support/admin-session';
import { APPLICANT, approveInCheckout, apply, type InitAnswer } from '../support/applying';
import { createLecture } from '../support/factories';
import { ledgerDisagreements } from '../support/ledger-check';
import { DEFAULT_NOW, startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';
import type { Schema } from '../../shared/contract/schema';
import { lookUpWithCode } from '../support/family-proof';

type LectureInfo = Schema<'LectureInfo'>;

const INFO = '/api/guest/user-info';
const TOTAL = 83333;
const ACCOUNT = { bankCode: '88', accountNumber: '110123456789', holderName: '김민지' };
/** Seoul noon of 2026-12-07, three days before the lectures start (the policy's 50 %). */
const DEC_7 = '2026-12-07T03:00:00Z';
const DEC_8 = '2026-12-08T03:00:00Z';
const DESK_REASON = '센터에서 결제한 신청의 취소와 환불은 센터로 문의해 주세요.';

/**
 * The family's side of the money (issue 19): 내 정보 names each application's payment state in
 * words (결제 완료 · 카드, 입금 대기 · 가상계좌, 부분 환불, 환불 완료, …) and lists every refund out of
 * the ledger with its instant and amount, whoever made it: the provider on the family's cancel or
 * the back office's refund, or the desk by hand. Only the guest's own; in a fixed number of
 * queries however many applications.
 */
describe('my info: payment states in words and refunds from the ledger', () => {
  let t: TestApp;
  let control: SandboxControl;
  let auth: string;
  let people = 0;
  let addresses = 0;

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

  function family(birth = APPLICANT.birth) {
    people += 1;
    return { ...APPLICANT, email: `myinfo-money${people}@example.com`, birth };
  }

  /** `who` applies for a new lecture running 2026-12-10..11 (fees 50,000 + 33,333 won). */
  async function applied(who: typeof APPLICANT, payMethod = '카드') {
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
    return apply(t, lecture.id, { applicant: who, payMethod });
  }

  /** Pays in the sandbox (a virtual account: issued, and deposited when `deposit`). */
  async function pay(agent: TestAgent, applicationId: number, deposit = true) {
    const init = (await agent.post('/api/payments').send({ applicationId }).expect(200))
      .body as InitAnswer;
    const approved = await approveInCheckout(t, init);
    await t.http
      .post('/api/payments/verify')
      .send({ ...approved, applicationId })
      .expect(200);
    if (deposit && init.method === '가상계좌') {
      await t.http.post(`/sandbox/toss/payments/${approved.paymentKey}/deposit`).expect(303);
      await control.webhooksSettled();
    }
  }

  async function paid(who: typeof APPLICANT, payMethod = '카드') {
    const app = await applied(who, payMethod);
    await pay(app.agent, app.applicationId);
    return app;
  }

  /** The owner's refund; to an account typed in the back office, confirmed in a second step. */
  const refund = async (applicationId: number, body: object) => {
    const answer = await t.http
      .post(`/api/admin/application/${applicationId}/refund`)
      .set('Authorization', auth)
      .send(body);
    if (answer.status !== 202) return expect(answer.status).toBe(200);
    await t.http
      .post(`/api/admin/refund-requests/${answer.body.request.id}/approve`)
      .set('Authorization', auth)
      .expect(200);
  };

  const deskPay = (applicationId: number, method: string) =>
    t.http
      .post(`/api/admin/application/${applicationId}/payment`)
      .set('Authorization', auth)
      .send({ amount: TOTAL, paidOn: '2026-11-22', method })
      .expect(200);

  /** A browser with a fresh guest token for `who`, at the clock's current time. */
  async function lookedUp(who: { email: string; birth: string }): Promise<TestAgent> {
    addresses += 1;
    const agent = t.agent();
    await lookUpWithCode(t, agent, who, { 'X-Forwarded-For': `198.18.7.${addresses}` });
    return agent;
  }

  /** 내 정보 of `who` (looked up now), by application id. */
  async function myInfo(who: { email: string; birth: string }) {
    const agent = await lookedUp(who);
    const res = await agent.post(INFO).send({ email: who.email }).expect(200);
    const infos = res.body.lectureInfos as LectureInfo[];
    return {
      agent,
      body: res.body as Schema<'UserInfoResponse'>,
      of: (applicationId: number) => infos.find((info) => info.applicationId === applicationId)!,
    };
  }

  it('a card payment refunded half by the back office, then the rest: 부분 환불, then 환불 완료, each refund dated', async () => {
    const who = family();
    const { applicationId } = await paid(who);
    expect((await myInfo(who)).of(applicationId)).toMatchObject({
      paymentStatus: 'Y',
      stateLabel: '결제 완료 · 카드',
      refunds: [],
    });

    t.clock.set(DEC_7);
    auth = bearer(await adminToken(t));
    await refund(applicationId, { amount: 40000, reason: '보호자 요청' });
    expect((await myInfo(who)).of(applicationId)).toMatchObject({
      paymentStatus: 'P',
      refundedAmount: 40000,
      stateLabel: '부분 환불 (환불 금액 40,000원 · 남은 결제 금액 43,333원)',
      refunds: [{ amount: 40000, at: '2026-12-07T03:00:00.000Z' }],
      // The family cannot cancel what is left themselves: the reason says so.
      cancellation: { allowed: false, reason: '이미 환불된 신청입니다.' },
    });

    t.clock.set(DEC_8);
    auth = bearer(await adminToken(t));
    await refund(applicationId, { amount: TOTAL - 40000, reason: '추가 환불' });
    const info = (await myInfo(who)).of(applicationId);
    expect(info).toMatchObject({
      paymentStatus: 'C',
      stateLabel: '환불 완료 (환불 금액 83,333원)',
    });
    // Oldest first, each with its own instant and amount.
    expect(info.refunds).toEqual([
      { amount: 40000, at: '2026-12-07T03:00:00.000Z' },
      { amount: 43333, at: '2026-12-08T03:00:00.000Z' },
    ]);
  });

  it('names every state in words: unpaid, awaiting, paid by each method, the family’s own half refund, withdrawn', async () => {
    const who = family();
    const unpaid = await applied(who);
    const awaiting = await applied(who, '가상계좌');
    await pay(awaiting.agent, awaiting.applicationId, false);
    const deposited = await paid(who, '가상계좌');
    const transfer = await paid(who, '계좌이체');
    const card = await paid(who, '카드');
    const withdrawn = await applied(who);
    const guest = await lookedUp(who);
    await guest
      .post('/api/guest/cancel')
      .send({ applicationId: withdrawn.applicationId })
      .expect(200);

    // The family cancels the card payment themselves 3 days before the start: 50 % back.
    t.clock.set(DEC_7);
    const family50 = await lookedUp(who);
    await family50
      .post('/api/guest/cancel')
      .send({ applicationId: card.applicationId })
      .expect(200, { paymentStatus: 'P', refundedAmount: 41666 });

    const { of } = await myInfo(who);
    const state = (app: { applicationId: number }) => of(app.applicationId).stateLabel;
    expect(state(unpaid)).toBe('결제 미완료');
    expect(state(awaiting)).toBe('입금 대기 · 가상계좌');
    expect(state(deposited)).toBe('결제 완료 · 가상계좌');
    expect(state(transfer)).toBe('결제 완료 · 계좌이체');
    expect(state(card)).toBe('부분 환불 (환불 금액 41,666원 · 남은 결제 금액 41,667원)');
    expect(of(card.applicationId).refunds).toEqual([
      { amount: 41666, at: '2026-12-07T03:00:00.000Z' },
    ]);
    expect(state(withdrawn)).toBe('취소됨');
    for (const app of [unpaid, awaiting, deposited, transfer, withdrawn]) {
      expect(of(app.applicationId).refunds).toEqual([]);
    }
  });

  it('a desk payment: its method in words, no cancel for the family (the desk’s reason), refunds recorded by hand listed', async () => {
    const who = family();
    const { agent, applicationId } = await applied(who);
    // A payment window opened before paying at the desk does not name the method.
    await agent.post('/api/payments').send({ applicationId }).expect(200);
    await deskPay(applicationId, 'CASH');

    const before = await myInfo(who);
    expect(before.of(applicationId)).toMatchObject({
      paymentStatus: 'Y',
      stateLabel: '결제 완료 · 현금',
      payments: { method: '현금', receipt_url: null },
      cancellation: { allowed: false, kind: null, reason: DESK_REASON },
      refunds: [],
    });
    const refused = await before.agent
      .post('/api/guest/cancel')
      .send({ applicationId })
      .expect(409);
    expect(refused.body.message).toBe(DESK_REASON);

    // Paid at the desk by card: named as such, not as the provider's 카드.
    const desk = await applied(who);
    await deskPay(desk.applicationId, 'DESK_CARD');
    expect((await myInfo(who)).of(desk.applicationId)).toMatchObject({
      stateLabel: '결제 완료 · 현장 카드 결제',
      payments: { method: '현장 카드 결제' },
    });

    t.clock.set(DEC_7);
    auth = bearer(await adminToken(t));
    await refund(applicationId, { amount: 3333, reason: '일부 환불' });
    expect((await myInfo(who)).of(applicationId)).toMatchObject({
      paymentStatus: 'P',
      stateLabel: '부분 환불 (환불 금액 3,333원 · 남은 결제 금액 80,000원)',
      refunds: [{ amount: 3333, at: '2026-12-07T03:00:00.000Z' }],
    });
  });

  it('shows a guest only their own refunds: another family’s never appear', async () => {
    const who = family();
    const mine = await paid(who);
    // Another family, refunded (what was made with this e-mail is this family's: issue 32).
    const other = family();
    const theirs = await paid(other);
    t.clock.set(DEC_7);
    auth = bearer(await adminToken(t));
    await refund(theirs.applicationId, { amount: 12345, reason: '다른 가족' });
    t.clock.set(DEC_8);
    auth = bearer(await adminToken(t));
    await refund(mine.applicationId, { amount: 10000, reason: '본인' });

    const { body } = await myInfo(who);
    expect(body.lectureInfos.map((info) => info.applicationId)).toEqual([mine.applicationId]);
    expect(body.lectureInfos[0].refunds).toEqual([
      { amount: 10000, at: '2026-12-08T03:00:00.000Z' },
    ]);
    const text = JSON.stringify(body);
    expect(text).not.toContain('12345');
    expect(text).not.toContain('12,345');

    const theirInfo = (await myInfo(other)).of(theirs.applicationId);
    expect(theirInfo.refunds).toEqual([{ amount: 12345, at: '2026-12-07T03:00:00.000Z' }]);
  });

  it('answers in the same number of queries however many applications and refunds (no query per application)', async () => {
    const who = family();
    const first = await paid(who);
    await refund(first.applicationId, { amount: 1000, reason: '환불' });
    const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
    async function queriesOfMyInfo(): Promise<number> {
      const agent = await lookedUp(who);
      spy.mockClear();
      await agent.post(INFO).send({ email: who.email }).expect(200);
      return spy.mock.calls.length;
    }
    try {
      const one = await queriesOfMyInfo();
      for (let i = 0; i < 3; i += 1) {
        const more = await paid(who, i === 0 ? '가상계좌' : '카드');
        await refund(more.applicationId, {
          amount: 1000,
          reason: '환불',
          ...(i === 0 ? { refundAccount: ACCOUNT } : {}),
        });
        await refund(more.applicationId, {
          amount: 2000,
          reason: '또 환불',
          ...(i === 0 ? { refundAccount: ACCOUNT } : {}),
        });
      }
      await applied(who);
      const many = await queriesOfMyInfo();
      const { body } = await myInfo(who);
      expect(body.lectureInfos).toHaveLength(5);
      expect(body.lectureInfos.flatMap((info) => info.refunds)).toHaveLength(7);
      expect(many).toBe(one);
    } finally {
      spy.mockRestore();
    }
  });
});
