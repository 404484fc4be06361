import { CashReceipt } from '../../src/cash-receipts/cash-receipt.entity';
import { CASH_RECEIPT } from '../../src/cash-receipts';
import { IDENTITY_REFUSED } from '../../src/cash-receipts/identity-number';
import type { LectureInfo } from '../../src/guests/dto/user-info.response';
import { LedgerEntry } from '../../src/ledger';
import { Payment } from '../../src/payments/payment.entity';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { adminToken, bearer } from '../support/admin-session';
import {
  appliedForMoney,
  approveInCheckout,
  MONEY_LECTURE_TOTAL,
  type InitAnswer,
} from '../support/applying';
import { ledgerDisagreements } from '../support/ledger-check';
import { DEFAULT_NOW, startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';
import { lookUpWithCode } from '../support/family-proof';

const TOTAL = MONEY_LECTURE_TOTAL;
const PHONE = '010-2345-6789';
const BUSINESS = '124-81-00998';

/**
 * 현금영수증 (issue 19): the back office issues one for money taken at the desk in cash or by a
 * transfer to the centre's account, once, through the provider's cash-receipt API; a refund by
 * hand cancels it first; the payment window issues one for a transfer or a virtual account; my
 * info links either. Against the built-in sandbox, on a real PostgreSQL.
 */
describe('cash receipts', () => {
  let t: TestApp;
  let auth: string;
  let control: SandboxControl;
  let addresses = 0;

  beforeAll(async () => {
    t = await startTestApp({
      seed: false,
      configure: (config) => ({
        ...withoutRequestLimits(config),
        payments: { ...config.payments, timeoutMs: 1_500 },
      }),
    });
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

  const applied = (payMethod = '카드') => appliedForMoney(t, payMethod);

  /** An application paid at the desk with `method` (CASH, DIRECT_TRANSFER, DESK_CARD, OTHER). */
  async function paidAtDesk(method = 'CASH') {
    const app = await applied();
    await t.http
      .post(`/api/admin/application/${app.applicationId}/payment`)
      .set('Authorization', auth)
      .send({ amount: TOTAL, paidOn: '2026-11-22', method })
      .expect(200);
    return app;
  }

  const issue = (applicationId: number, body: object) =>
    t.http
      .post(`/api/admin/application/${applicationId}/cash-receipt`)
      .set('Authorization', auth)
      .send(body);
  const refund = (applicationId: number, body: object) =>
    t.http
      .post(`/api/admin/application/${applicationId}/refund`)
      .set('Authorization', auth)
      .send(body);
  const money = async (applicationId: number) =>
    (
      await t.http
        .get(`/api/admin/application/${applicationId}/money`)
        .set('Authorization', auth)
        .expect(200)
    ).body;
  const receipts = (applicationId: number) =>
    t.dataSource
      .getRepository(CashReceipt)
      .createQueryBuilder('receipt')
      .addSelect('receipt.identity_number')
      .where('receipt.application_id = :applicationId', { applicationId })
      .orderBy('receipt.id')
      .getMany();
  const ledgerOf = (applicationId: number) =>
    t.dataSource.getRepository(LedgerEntry).findBy({ application_id: applicationId });

  async function myInfo(who: { email: string; birth: string }, applicationId: number) {
    addresses += 1;
    const agent = t.agent();
    await lookUpWithCode(
      t,
      agent,
      { email: who.email, birth: who.birth },
      { 'X-Forwarded-For': `198.18.9.${addresses}` },
    );
    const res = await agent.post('/api/guest/user-info').send({ email: who.email }).expect(200);
    return (res.body.lectureInfos as LectureInfo[]).find(
      (info) => info.applicationId === applicationId,
    )!;
  }

  describe('issued from the back office for a desk payment', () => {
    it('issues a 소득공제 receipt for cash: masked, numbered, linked in my info', async () => {
      const { who, applicationId } = await paidAtDesk('CASH');
      expect((await money(applicationId)).canIssueCashReceipt).toBe(true);

      const res = await issue(applicationId, { type: '소득공제', identityNumber: PHONE }).expect(
        200,
      );
      expect(res.body.cashReceipt).toEqual({
        source: 'DESK',
        type: '소득공제',
        state: 'ISSUED',
        issueNumber: expect.stringMatching(/^[0-9]{8,9}$/),
        receiptUrl: expect.stringContaining('/sandbox/toss/cash-receipt/'),
        amount: TOTAL,
        identityNumber: '010-****-6789',
        issuedAt: new Date(DEFAULT_NOW).toISOString(),
      });
      expect(res.body.message).toContain(res.body.cashReceipt.issueNumber);
      // The full number is gone once answered; it was never in an answer.
      expect(JSON.stringify(res.body)).not.toContain('23456789');
      const [row] = await receipts(applicationId);
      expect(row).toMatchObject({ state: 'ISSUED', identity_number: null, amount: TOTAL });
      expect(control.callCount('cashReceipt')).toBe(1);

      const view = await money(applicationId);
      expect(view.cashReceipt).toEqual(res.body.cashReceipt);
      expect(view.canIssueCashReceipt).toBe(false);
      // The provider's page opens, and my info links it beside the receipt.
      const page = await t.http.get(new URL(res.body.cashReceipt.receiptUrl, 'http://x').pathname);
      expect(page.status).toBe(200);
      expect(page.text).toContain('현금영수증');
      expect((await myInfo(who, applicationId)).payments.cash_receipt_url).toBe(
        res.body.cashReceipt.receiptUrl,
      );

      await issue(applicationId, { type: '소득공제', identityNumber: PHONE }).expect(409, {
        statusCode: 409,
        message: CASH_RECEIPT.issued,
        error: 'Conflict',
        code: 'ALREADY_ISSUED',
      });
      expect(control.callCount('cashReceipt')).toBe(1);
    });

    it('issues a 지출증빙 receipt with a business number for a direct transfer', async () => {
      const { applicationId } = await paidAtDesk('DIRECT_TRANSFER');
      const res = await issue(applicationId, { type: '지출증빙', identityNumber: BUSINESS }).expect(
        200,
      );
      expect(res.body.cashReceipt).toMatchObject({
        type: '지출증빙',
        identityNumber: '124-81-*****',
      });
    });

    it('refuses bad numbers and other payments in Korean, and asks the provider nothing', async () => {
      const { applicationId } = await paidAtDesk('CASH');
      const refusals: Array<[object, number, string | string[]]> = [
        [{ type: '소득공제', identityNumber: '02-123-4567' }, 400, IDENTITY_REFUSED.소득공제],
        [{ type: '소득공제', identityNumber: '010 1234 abcd' }, 400, IDENTITY_REFUSED.소득공제],
        [{ type: '지출증빙', identityNumber: '124-81-00997' }, 400, IDENTITY_REFUSED.지출증빙],
        [{ type: '지출증빙', identityNumber: PHONE }, 400, IDENTITY_REFUSED.지출증빙],
        [
          { type: '미발행', identityNumber: PHONE },
          400,
          ['현금영수증 종류(소득공제 또는 지출증빙)를 선택해 주세요.'],
        ],
        [{ type: '소득공제' }, 400, ['휴대폰 번호 또는 사업자등록번호를 입력해 주세요.']],
        [
          { type: '소득공제', identityNumber: '   ' },
          400,
          ['휴대폰 번호 또는 사업자등록번호를 입력해 주세요.'],
        ],
      ];
      for (const [body, status, message] of refusals) {
        const res = await issue(applicationId, body);
        expect({ body, status: res.status, message: res.body.message }).toEqual({
          body,
          status,
          message,
        });
      }
      await issue(999999, { type: '소득공제', identityNumber: PHONE }).expect(404);

      // A card paid through the provider, a card at the desk, an unpaid application: 409.
      const card = await paidAtDesk('DESK_CARD');
      const unpaid = await applied('계좌이체');
      for (const id of [card.applicationId, unpaid.applicationId]) {
        const res = await issue(id, { type: '소득공제', identityNumber: PHONE }).expect(409);
        expect(res.body).toMatchObject({ message: CASH_RECEIPT.notDesk, code: 'NOT_DESK_PAYMENT' });
      }
      for (const id of [applicationId, card.applicationId, unpaid.applicationId]) {
        expect(await receipts(id)).toEqual([]);
      }
      expect(control.callCount('cashReceipt')).toBe(0);
    });

    it('refuses without an administrator', async () => {
      const { applicationId } = await paidAtDesk('CASH');
      await t.http
        .post(`/api/admin/application/${applicationId}/cash-receipt`)
        .send({ type: '소득공제', identityNumber: PHONE })
        .expect(401);
    });

    it('issues once under ten simultaneous clicks', async () => {
      const { applicationId } = await paidAtDesk('CASH');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          issue(applicationId, { type: '소득공제', identityNumber: PHONE }),
        ),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status !== 200).every((s) => s === 409)).toBe(true);
      expect(control.callCount('cashReceipt')).toBe(1);
      expect((await receipts(applicationId)).map((row) => row.state)).toEqual(['ISSUED']);
    });

    it('answers 503 when the answer is lost, and the retry issues the same receipt', async () => {
      const { applicationId } = await paidAtDesk('CASH');
      // The provider issues it, but its answer comes after the app stopped waiting.
      control.failNext('cashReceipt', { delayMs: 2_500 });
      const lost = await issue(applicationId, { type: '소득공제', identityNumber: PHONE });
      expect(lost.status).toBe(503);
      expect(lost.body.message).toBe(CASH_RECEIPT.unavailable);
      const [pending] = await receipts(applicationId);
      expect(pending).toMatchObject({ state: 'PENDING', claimed_at: null });
      expect((await money(applicationId)).cashReceipt).toMatchObject({ state: 'PENDING' });

      // The admin presses again, even with another number: the request first sent is finished.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const retried = await issue(applicationId, {
        type: '지출증빙',
        identityNumber: BUSINESS,
      }).expect(200);
      expect(retried.body.cashReceipt).toMatchObject({
        state: 'ISSUED',
        type: '소득공제',
        identityNumber: '010-****-6789',
      });
      const rows = await receipts(applicationId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ order_id: pending.order_id, identity_number: null });
      expect(control.callCount('cashReceipt')).toBe(2);
    });

    it('keeps nothing when the provider refuses, and may be asked again', async () => {
      const { applicationId } = await paidAtDesk('CASH');
      control.failNext('cashReceipt', {
        status: 400,
        code: 'INVALID_REQUEST',
        message: '잘못된 요청입니다.',
      });
      const refused = await issue(applicationId, { type: '소득공제', identityNumber: PHONE });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(CASH_RECEIPT.refused('잘못된 요청입니다.'));
      expect(await receipts(applicationId)).toEqual([]);
      await issue(applicationId, { type: '소득공제', identityNumber: PHONE }).expect(200);
    });
  });

  describe('a refund by hand cancels the desk receipt first', () => {
    it('cancels it on a partial refund; the rest may be issued again', async () => {
      const { who, applicationId } = await paidAtDesk('CASH');
      const first = (await issue(applicationId, { type: '소득공제', identityNumber: PHONE })).body
        .cashReceipt;
      const res = await refund(applicationId, { amount: 30000, reason: '1회차 불참' }).expect(200);
      expect(res.body.message).toContain(`현금영수증(승인번호 ${first.issueNumber})은 취소`);
      expect(res.body.message).toContain('다시 발급');
      const view = await money(applicationId);
      expect(view.cashReceipt).toMatchObject({ state: 'CANCELED' });
      expect(view.canIssueCashReceipt).toBe(true);
      expect((await myInfo(who, applicationId)).payments.cash_receipt_url).toBeNull();

      const again = await issue(applicationId, { type: '소득공제', identityNumber: PHONE }).expect(
        200,
      );
      expect(again.body.cashReceipt).toMatchObject({ amount: TOTAL - 30000, state: 'ISSUED' });
      expect((await receipts(applicationId)).map((row) => row.state)).toEqual([
        'CANCELED',
        'ISSUED',
      ]);
    });

    it('cancels it when the centre cancels the whole application', async () => {
      const { applicationId } = await paidAtDesk('CASH');
      await issue(applicationId, { type: '소득공제', identityNumber: PHONE }).expect(200);
      const cancelled = await t.http
        .post(`/api/admin/application/${applicationId}/cancel`)
        .set('Authorization', auth)
        .send({ reason: '강사 사정' })
        .expect(200);
      // Cash taken at the desk goes back by hand: the answer tells the staff member to do it.
      expect(cancelled.body.message).toBe(
        `신청이 취소되었습니다. 현장에서 받은 ${TOTAL.toLocaleString('ko-KR')}원은 센터에서 가족에게 직접 돌려주세요. 장부에는 직접 반환으로 기록했습니다. 현금을 돌려준 뒤 결제·환불에서 ‘현금 반환 완료’를 눌러 주세요.`,
      );
      expect((await receipts(applicationId)).map((row) => row.state)).toEqual(['CANCELED']);
      const view = await money(applicationId);
      expect(view).toMatchObject({ refundable: 0, canIssueCashReceipt: false });
    });

    it('records no refund when the receipt cannot be cancelled, and finishes on retry', async () => {
      const { applicationId } = await paidAtDesk('CASH');
      await issue(applicationId, { type: '소득공제', identityNumber: PHONE }).expect(200);
      const before = await ledgerOf(applicationId);

      control.failNext('cashReceipt', { delayMs: 2_500 });
      const lost = await refund(applicationId, { amount: 10000, reason: '일부 환불' });
      expect(lost.status).toBe(503);
      expect(lost.body.message).toBe(CASH_RECEIPT.cancelUnavailable);
      expect(await ledgerOf(applicationId)).toEqual(before);
      expect((await receipts(applicationId))[0].state).toBe('ISSUED');

      await new Promise((resolve) => setTimeout(resolve, 1_200));
      await refund(applicationId, { amount: 10000, reason: '일부 환불' }).expect(200);
      expect((await receipts(applicationId))[0].state).toBe('CANCELED');
      expect(await ledgerOf(applicationId)).toHaveLength(before.length + 1);

      // A refund larger than what is left is refused before the receipt is touched.
      const again = await issue(applicationId, { type: '소득공제', identityNumber: PHONE });
      expect(again.status).toBe(200);
      await refund(applicationId, { amount: TOTAL, reason: '전액' }).expect(400);
      expect((await receipts(applicationId)).map((row) => row.state)).toEqual([
        'CANCELED',
        'ISSUED',
      ]);
    });

    it('refuses a refund while an issue awaits its answer', async () => {
      const { applicationId } = await paidAtDesk('CASH');
      control.failNext('cashReceipt', { delayMs: 2_500 });
      await issue(applicationId, { type: '소득공제', identityNumber: PHONE }).expect(503);
      const res = await refund(applicationId, { amount: 10000, reason: '일부 환불' }).expect(409);
      expect(res.body.message).toBe(CASH_RECEIPT.pendingBeforeRefund);
      expect(await ledgerOf(applicationId)).toHaveLength(1);
      // The provider's late answer arrives before the app closes.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
    });
  });

  describe('issued by the payment window', () => {
    /** Pays by transfer (or a virtual account, deposited) choosing a receipt in the window. */
    async function paidInWindow(payMethod: '계좌이체' | '가상계좌', choice: object) {
      const app = await applied(payMethod);
      const init = (
        await app.agent.post('/api/payments').send({ applicationId: app.applicationId })
      ).body as InitAnswer;
      expect(init.cashReceipt).toEqual({ type: '소득공제' });
      const approved = await approveInCheckout(t, { ...init, ...choice });
      await t.http
        .post('/api/payments/verify')
        .send({ ...approved, applicationId: app.applicationId })
        .expect(200);
      if (payMethod === '가상계좌') {
        await t.http.post(`/sandbox/toss/payments/${approved.paymentKey}/deposit`).expect(303);
        await control.webhooksSettled();
      }
      return { ...app, paymentKey: approved.paymentKey };
    }

    it('keeps the window’s receipt for a transfer and links it in my info', async () => {
      const { who, applicationId } = await paidInWindow('계좌이체', {
        cashReceiptType: '소득공제',
        cashReceiptNumber: PHONE,
      });
      const [payment] = await t.dataSource
        .getRepository(Payment)
        .findBy({ application_id: applicationId });
      expect(payment).toMatchObject({
        cash_receipt_type: '소득공제',
        cash_receipt_url: expect.stringContaining('/sandbox/toss/cash-receipt/'),
      });
      expect((await money(applicationId)).cashReceipt).toMatchObject({
        source: 'WINDOW',
        type: '소득공제',
        state: 'ISSUED',
        receiptUrl: payment.cash_receipt_url,
      });
      // Issued by the window: the back office does not issue another.
      expect((await money(applicationId)).canIssueCashReceipt).toBe(false);
      expect((await myInfo(who, applicationId)).payments.cash_receipt_url).toBe(
        payment.cash_receipt_url,
      );
    });

    it('keeps a virtual account’s receipt once the deposit arrives; 미발행 keeps none', async () => {
      const deposited = await paidInWindow('가상계좌', {
        cashReceiptType: '지출증빙',
        cashReceiptNumber: BUSINESS,
      });
      expect((await money(deposited.applicationId)).cashReceipt).toMatchObject({
        source: 'WINDOW',
        type: '지출증빙',
      });
      const none = await paidInWindow('계좌이체', { cashReceiptType: '미발행' });
      expect((await money(none.applicationId)).cashReceipt).toBeNull();
      expect((await myInfo(none.who, none.applicationId)).payments.cash_receipt_url).toBeNull();
    });

    it('offers no receipt in a card’s window', async () => {
      const { agent, applicationId } = await applied('카드');
      const init = (await agent.post('/api/payments').send({ applicationId }).expect(200))
        .body as InitAnswer;
      expect(init.cashReceipt).toBeUndefined();
    });
  });
});
