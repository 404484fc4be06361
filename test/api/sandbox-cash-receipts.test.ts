import { SANDBOX_CLIENT_KEY, SANDBOX_SECRET_KEY } from '../../src/config/payments.config';
import type { TossCashReceipt, TossPayment } from '../../src/payments/toss/toss-types';
import { SandboxCashReceipt } from '../../src/sandbox/sandbox-cash-receipt.entity';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { SandboxIdempotency } from '../../src/sandbox/sandbox-idempotency.entity';
import { SandboxPayment } from '../../src/sandbox/sandbox-payment.entity';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';

/**
 * 현금영수증 in the payment sandbox (src/sandbox): the window's option for transfers and virtual
 * accounts, Payment.cashReceipt, the cash-receipt API and the receipt page.
 */
const BASE = '/sandbox/toss';
const AUTH = `Basic ${Buffer.from(`${SANDBOX_SECRET_KEY}:`).toString('base64')}`;

const PHONE = '01012345678';
const PHONE_MASKED = '010****5678';
/** A valid 사업자등록번호 (its check digit holds). */
const BUSINESS = '2208162517';
const BUSINESS_MASKED = '220-81-*****';

const RECEIPT_FIELDS = [
  'amount',
  'businessNumber',
  'customerIdentityNumber',
  'failure',
  'issueNumber',
  'issueStatus',
  'orderId',
  'orderName',
  'receiptKey',
  'receiptUrl',
  'requestedAt',
  'taxFreeAmount',
  'transactionType',
  'type',
].sort();

let orderCounter = 0;
function newOrderId(): string {
  orderCounter += 1;
  return `cash_${Date.now().toString(36)}_${orderCounter}`;
}

type Form = Record<string, string>;

function checkout(overrides: Form = {}): Form {
  return {
    clientKey: SANDBOX_CLIENT_KEY,
    method: '계좌이체',
    amount: '120000',
    orderId: newOrderId(),
    orderName: '부모 감정코칭 특강',
    customerName: '김민지',
    successUrl: '/payments/success/7',
    failUrl: '/payments/fail/7',
    ...overrides,
  };
}

describe('payment sandbox: 현금영수증', () => {
  let t: TestApp;
  let control: SandboxControl;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    control = t.running.app.get(SandboxControl);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set(DEFAULT_NOW);
    control.reset();
  });
  afterEach(() => control.webhooksSettled());

  function post(form: Form) {
    return t.http
      .post(`${BASE}/checkout`)
      .type('form')
      .send({ ...form, action: 'approve' });
  }

  /** Approves the window and confirms: answers the Payment object. */
  async function paid(overrides: Form = {}): Promise<TossPayment> {
    const form = checkout(overrides);
    const res = await post(form).expect(302);
    const paymentKey = new URL(res.headers.location, 'http://x').searchParams.get('paymentKey');
    const confirmed = await t.http
      .post(`${BASE}/v1/payments/confirm`)
      .set('Authorization', AUTH)
      .send({ paymentKey, orderId: form.orderId, amount: Number(form.amount) })
      .expect(200);
    return confirmed.body;
  }

  function lookup(paymentKey: string) {
    return t.http.get(`${BASE}/v1/payments/${paymentKey}`).set('Authorization', AUTH).expect(200);
  }

  function issue(body: object, headers: Record<string, string> = {}) {
    return t.http
      .post(`${BASE}/v1/cash-receipts`)
      .set({ Authorization: AUTH, ...headers })
      .send(body);
  }

  function cancelReceipt(receiptKey: string, body: object, headers: Record<string, string> = {}) {
    return t.http
      .post(`${BASE}/v1/cash-receipts/${receiptKey}/cancel`)
      .set({ Authorization: AUTH, ...headers })
      .send(body);
  }

  function issueRequest(overrides: object = {}) {
    return {
      amount: 50000,
      orderId: newOrderId(),
      orderName: '상담 회기 현장 결제',
      customerIdentityNumber: PHONE,
      type: '소득공제',
      ...overrides,
    };
  }

  /** Every stored row the sandbox keeps about receipts, payments and answers, as one text. */
  async function everythingStored(): Promise<string> {
    const rows = await Promise.all([
      t.dataSource.getRepository(SandboxCashReceipt).find(),
      t.dataSource.getRepository(SandboxPayment).find(),
      t.dataSource.getRepository(SandboxIdempotency).find(),
    ]);
    return JSON.stringify(rows);
  }

  describe('the checkout window', () => {
    it('asks a transfer for the receipt: fieldset, legend, three radios, a labelled number', async () => {
      const page = await t.http
        .get(`${BASE}/checkout`)
        .query(checkout({ cashReceiptType: '지출증빙' }))
        .expect(200);
      const html = page.text;
      expect(html).toContain('<fieldset>\n<legend>현금영수증</legend>');
      expect(html).toContain('<input type="radio" name="cashReceiptType" value="소득공제">');
      expect(html).toContain(
        '<input type="radio" name="cashReceiptType" value="지출증빙" checked>',
      );
      expect(html).toContain('<input type="radio" name="cashReceiptType" value="미발행">');
      expect(html).toContain('<label for="cash-receipt-number">');
      expect(html).toMatch(/<input type="text" id="cash-receipt-number" name="cashReceiptNumber"/);
      expect(html).toContain('aria-describedby="cash-receipt-hint"');
      expect(html).toContain('소득공제는 휴대폰 번호, 지출증빙은 사업자등록번호를 입력해 주세요.');
      // The CSP allows no inline script: only the sandbox's own file.
      expect(html.replace('<script src="/sandbox/toss/v1.js" defer></script>', '')).not.toMatch(
        /<script/,
      );
      // The type travels in the radios, not twice as a hidden field.
      expect(html).not.toContain('type="hidden" name="cashReceiptType"');
    });

    it('pre-checks 소득공제 for a virtual account that asked nothing, and shows cards no section', async () => {
      const account = await t.http
        .get(`${BASE}/checkout`)
        .query(checkout({ method: 'VIRTUAL_ACCOUNT' }))
        .expect(200);
      expect(account.text).toContain('value="소득공제" checked');
      const card = await t.http
        .get(`${BASE}/checkout`)
        .query(checkout({ method: '카드', cashReceiptType: '지출증빙' }))
        .expect(200);
      expect(card.text).not.toContain('<fieldset>');
      expect(card.text).not.toContain('cashReceiptNumber');
    });

    it('refuses an unknown type with a Korean 400 page', async () => {
      const page = await t.http
        .get(`${BASE}/checkout`)
        .query(checkout({ cashReceiptType: '현금' }))
        .expect(400);
      expect(page.text).toContain(
        '현금영수증 종류는 소득공제, 지출증빙, 미발행 중 하나여야 합니다.',
      );
      await post(checkout({ cashReceiptType: '현금', cashReceiptNumber: PHONE })).expect(400);
    });

    it('refuses a bad phone or business number with the window again (400), keeping the choice', async () => {
      const cases: Array<[string, string, string]> = [
        ['소득공제', '02-123-4567', '소득공제용 휴대폰 번호가 올바르지 않습니다.'],
        ['소득공제', '010-1234-56', '소득공제용 휴대폰 번호가 올바르지 않습니다.'],
        ['소득공제', '010-abcd-5678', '소득공제용 휴대폰 번호가 올바르지 않습니다.'],
        ['지출증빙', '220-81-62518', '지출증빙용 사업자등록번호가 올바르지 않습니다.'],
        ['지출증빙', PHONE, '지출증빙용 사업자등록번호가 올바르지 않습니다.'],
      ];
      for (const [type, number, message] of cases) {
        const form = checkout({ cashReceiptType: type, cashReceiptNumber: number });
        const page = await post(form).expect(400);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.text).toContain(`<p class="error" role="alert">${message}`);
        expect(page.text).toContain(`value="${type}" checked`);
        expect(page.text).toContain(`name="cashReceiptNumber" value="${number}"`);
        expect(page.text).toContain('name="action" value="approve"');
        expect(
          await t.dataSource.getRepository(SandboxPayment).countBy({ order_id: form.orderId }),
        ).toBe(0);

        // The page's script asks for JSON and shows the message in its box.
        const json = await post(form).set('Accept', 'application/json').expect(400);
        expect(json.body).toEqual({ statusCode: 400, message: expect.stringContaining(message) });
      }
    });
  });

  describe('Payment.cashReceipt', () => {
    it('issues a transfer’s 소득공제 receipt at confirm: masked, with a page of its own', async () => {
      t.clock.set('2026-11-22T03:05:00Z');
      const payment = await paid({
        cashReceiptType: '소득공제',
        cashReceiptNumber: '010-1234 5678',
      });
      expect(payment.status).toBe('DONE');
      const receipt = payment.cashReceipt!;
      expect(receipt).toEqual({
        type: '소득공제',
        receiptKey: expect.stringMatching(/^tsr_[0-9A-Za-z]{40}$/),
        issueNumber: expect.stringMatching(/^\d{9}$/),
        receiptUrl: `${BASE}/cash-receipt/${receipt.receiptKey}`,
        amount: 120000,
        taxFreeAmount: 0,
      });
      expect((await lookup(payment.paymentKey)).body.cashReceipt).toEqual(receipt);
      // The payment's own pages lead to it.
      for (const path of [`payments/${payment.paymentKey}`, `receipt/${payment.paymentKey}`]) {
        const own = await t.http.get(`${BASE}/${path}`).expect(200);
        expect(own.text).toContain(`<a href="${receipt.receiptUrl}">현금영수증 보기</a>`);
      }

      const page = await t.http.get(receipt.receiptUrl).expect(200);
      expect(page.text).toContain('<h1>현금영수증</h1>');
      for (const text of [
        '소득공제',
        receipt.issueNumber,
        '120,000원',
        PHONE_MASKED,
        '2026-11-22 12:05',
        '발급 완료',
        `/sandbox/toss/payments/${payment.paymentKey}`,
      ]) {
        expect(page.text).toContain(text);
      }

      const row = await t.dataSource
        .getRepository(SandboxPayment)
        .findOneByOrFail({ payment_key: payment.paymentKey });
      expect(row).toMatchObject({
        cash_receipt_type: '소득공제',
        cash_receipt_number: PHONE_MASKED,
        cash_receipt_key: receipt.receiptKey,
        cash_receipt_issue_number: receipt.issueNumber,
      });
      expect(await everythingStored()).not.toContain(PHONE);
      expect(JSON.stringify(payment)).not.toContain(PHONE);
      expect(page.text).not.toContain(PHONE);
    });

    it('issues a 지출증빙 receipt to a business number written with dashes', async () => {
      const payment = await paid({
        cashReceiptType: '지출증빙',
        cashReceiptNumber: '220-81-62517',
      });
      expect(payment.cashReceipt).toMatchObject({ type: '지출증빙', amount: 120000 });
      const page = await t.http.get(payment.cashReceipt!.receiptUrl).expect(200);
      expect(page.text).toContain(BUSINESS_MASKED);
      expect(await everythingStored()).not.toContain(BUSINESS);
    });

    it('issues a virtual account’s receipt only when the deposit arrives', async () => {
      const payment = await paid({
        method: '가상계좌',
        cashReceiptType: '소득공제',
        cashReceiptNumber: PHONE,
      });
      expect(payment.status).toBe('WAITING_FOR_DEPOSIT');
      expect(payment.cashReceipt).toBeNull();
      expect(
        await t.dataSource.getRepository(SandboxCashReceipt).countBy({ order_id: payment.orderId }),
      ).toBe(0);

      await t.http.post(`${BASE}/payments/${payment.paymentKey}/deposit`).expect(303);
      const after = (await lookup(payment.paymentKey)).body as TossPayment;
      expect(after.status).toBe('DONE');
      expect(after.cashReceipt).toMatchObject({ type: '소득공제', amount: 120000 });
      await t.http.get(after.cashReceipt!.receiptUrl).expect(200);
      // The deposit's webhook carries it too.
      await control.webhooksSettled();
      const event = control.deliveries().find((d) => d.eventType === 'PAYMENT_STATUS_CHANGED');
      expect(JSON.stringify(event)).toContain(after.cashReceipt!.receiptKey);
    });

    it('is null for cards, for 미발행, for an empty number, and for a form with no type', async () => {
      const card = await paid({ method: '카드', cashReceiptType: '소득공제' });
      expect(card.cashReceipt).toBeNull();
      const none = await paid({ cashReceiptType: '미발행', cashReceiptNumber: 'ignored' });
      expect(none.cashReceipt).toBeNull();
      const empty = await paid({ cashReceiptType: '소득공제', cashReceiptNumber: ' ' });
      expect(empty.cashReceipt).toBeNull();
      const bare = await paid();
      expect(bare.cashReceipt).toBeNull();
      const rows = await t.dataSource.getRepository(SandboxCashReceipt).find();
      const orders = [card, none, empty, bare].map((p) => p.orderId);
      expect(rows.filter((row) => orders.includes(row.order_id))).toEqual([]);
    });

    it('follows its payment’s cancels: the balance, then 취소됨', async () => {
      const payment = await paid({ cashReceiptType: '소득공제', cashReceiptNumber: PHONE });
      const key = payment.cashReceipt!.receiptKey;
      const partial = await t.http
        .post(`${BASE}/v1/payments/${payment.paymentKey}/cancel`)
        .set('Authorization', AUTH)
        .send({ cancelReason: '일부 환불', cancelAmount: 20000 })
        .expect(200);
      expect(partial.body.cashReceipt).toMatchObject({ receiptKey: key, amount: 100000 });
      let page = await t.http.get(`${BASE}/cash-receipt/${key}`).expect(200);
      expect(page.text).toContain('부분 취소');
      expect(page.text).toContain('100,000원');

      // Cancelled with its payment only: the cash-receipt API leaves it alone.
      const refused = await cancelReceipt(key, {}).expect(400);
      expect(refused.body.code).toBe('INVALID_REQUEST');

      const full = await t.http
        .post(`${BASE}/v1/payments/${payment.paymentKey}/cancel`)
        .set('Authorization', AUTH)
        .send({ cancelReason: '전액 환불' })
        .expect(200);
      expect(full.body.cashReceipt).toMatchObject({ receiptKey: key, amount: 0 });
      page = await t.http.get(`${BASE}/cash-receipt/${key}`).expect(200);
      expect(page.text).toContain('취소됨');
      const row = await t.dataSource
        .getRepository(SandboxCashReceipt)
        .findOneByOrFail({ receipt_key: key });
      expect(row.canceled_at).not.toBeNull();
      expect(row.balance_amount).toBe(0);
    });
  });

  describe('POST /v1/cash-receipts', () => {
    it('issues a receipt in Toss’s shape, masked, with a page', async () => {
      t.clock.set('2026-11-22T03:07:00Z');
      const request = issueRequest();
      const res = await issue(request).expect(200);
      const receipt = res.body as TossCashReceipt;
      expect(Object.keys(receipt).sort()).toEqual(RECEIPT_FIELDS);
      expect(receipt).toEqual({
        receiptKey: expect.stringMatching(/^tsr_[0-9A-Za-z]{40}$/),
        issueNumber: expect.stringMatching(/^\d{9}$/),
        issueStatus: 'COMPLETED',
        amount: 50000,
        taxFreeAmount: 0,
        orderId: request.orderId,
        orderName: request.orderName,
        type: '소득공제',
        transactionType: 'CONFIRM',
        businessNumber: expect.stringMatching(/^\d{10}$/),
        customerIdentityNumber: PHONE_MASKED,
        failure: null,
        requestedAt: '2026-11-22T12:07:00+09:00',
        receiptUrl: `${BASE}/cash-receipt/${receipt.receiptKey}`,
      });
      const page = await t.http.get(receipt.receiptUrl).expect(200);
      expect(page.text).toContain('50,000원');
      expect(page.text).toContain(receipt.issueNumber);
      expect(page.text).toContain('상담 회기 현장 결제');

      const business = await issue(
        issueRequest({ type: '지출증빙', customerIdentityNumber: BUSINESS, taxFreeAmount: 1000 }),
      ).expect(200);
      expect(business.body).toMatchObject({
        customerIdentityNumber: BUSINESS_MASKED,
        taxFreeAmount: 1000,
      });
      expect(await everythingStored()).not.toMatch(new RegExp(`${PHONE}|${BUSINESS}`));
    });

    it('refuses a bad request with INVALID_REQUEST and a Korean message, issuing nothing', async () => {
      const before = await t.dataSource.getRepository(SandboxCashReceipt).count();
      const bad: object[] = [
        issueRequest({ amount: 0 }),
        issueRequest({ amount: 10.5 }),
        issueRequest({ amount: '50000' }),
        issueRequest({ orderId: 'abc' }),
        issueRequest({ orderId: 'bad id!!' }),
        issueRequest({ orderName: '' }),
        issueRequest({ orderName: 'ㄱ'.repeat(101) }),
        issueRequest({ type: '미발행' }),
        issueRequest({ type: undefined }),
        issueRequest({ customerIdentityNumber: '010-1234-5678' }),
        issueRequest({ customerIdentityNumber: 1012345678 }),
        issueRequest({ customerIdentityNumber: '0212345678' }),
        issueRequest({ type: '지출증빙', customerIdentityNumber: '2208162518' }),
        issueRequest({ type: '지출증빙', customerIdentityNumber: PHONE }),
        issueRequest({ taxFreeAmount: 60000 }),
      ];
      for (const body of bad) {
        const res = await issue(body);
        expect([res.status, res.body.code]).toEqual([400, 'INVALID_REQUEST']);
        expect(res.body.message).toMatch(/^잘못된 요청입니다\. .*[가-힣]/);
      }
      expect(await t.dataSource.getRepository(SandboxCashReceipt).count()).toBe(before);
    });

    it('refuses an orderId already issued (DUPLICATED_ORDER_ID) until that receipt is cancelled', async () => {
      const request = issueRequest();
      const first = await issue(request).expect(200);
      const again = await issue(request).expect(400);
      expect(again.body.code).toBe('DUPLICATED_ORDER_ID');
      expect(again.body.message).toMatch(/주문번호/);

      await cancelReceipt(first.body.receiptKey, {}).expect(200);
      const reissued = await issue(request).expect(200);
      expect(reissued.body.receiptKey).not.toBe(first.body.receiptKey);
    });

    it('issues once when ten issues of one orderId arrive together', async () => {
      const request = issueRequest();
      const answers = await Promise.all(Array.from({ length: 10 }, () => issue(request)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(400)]);
      expect(answers.filter((a) => a.status === 400).map((a) => a.body.code)).toEqual(
        Array(9).fill('DUPLICATED_ORDER_ID'),
      );
      expect(
        await t.dataSource.getRepository(SandboxCashReceipt).countBy({ order_id: request.orderId }),
      ).toBe(1);
    });

    it('replays the first answer for a repeated Idempotency-Key: one receipt', async () => {
      const key = `cash-${newOrderId()}`;
      const request = issueRequest();
      const first = await issue(request, { 'Idempotency-Key': key }).expect(200);
      const again = await issue(request, { 'Idempotency-Key': key }).expect(200);
      expect(again.body).toEqual(first.body);
      // Matched on the key and the URL, not the body (toss-contract.md §4).
      const other = await issue(issueRequest(), { 'Idempotency-Key': key }).expect(200);
      expect(other.body).toEqual(first.body);
      expect(
        await t.dataSource.getRepository(SandboxCashReceipt).countBy({ order_id: request.orderId }),
      ).toBe(1);

      const together = `cash-${newOrderId()}`;
      const body = issueRequest();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => issue(body, { 'Idempotency-Key': together })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
      expect(new Set(answers.map((a) => a.body.receiptKey)).size).toBe(1);

      const tooLong = await issue(issueRequest(), { 'Idempotency-Key': 'k'.repeat(301) });
      expect([tooLong.status, tooLong.body.code]).toEqual([400, 'INVALID_REQUEST']);
    });

    it('answers 401 UNAUTHORIZED_KEY without or with a wrong key', async () => {
      const none = await t.http.post(`${BASE}/v1/cash-receipts`).send(issueRequest()).expect(401);
      expect(none.body.code).toBe('UNAUTHORIZED_KEY');
      const wrong = await t.http
        .post(`${BASE}/v1/cash-receipts`)
        .set('Authorization', `Basic ${Buffer.from('test_sk_other:').toString('base64')}`)
        .send(issueRequest())
        .expect(401);
      expect(wrong.body.code).toBe('UNAUTHORIZED_KEY');
      await t.http.post(`${BASE}/v1/cash-receipts/tsr_x/cancel`).send({}).expect(401);
    });

    it('counts the calls and plays planned failures as SandboxControl’s cashReceipt', async () => {
      control.failNext('cashReceipt', { status: 500, code: 'FAILED_INTERNAL_SYSTEM_PROCESSING' });
      const request = issueRequest();
      const failed = await issue(request).expect(500);
      expect(failed.body.code).toBe('FAILED_INTERNAL_SYSTEM_PROCESSING');
      expect(
        await t.dataSource.getRepository(SandboxCashReceipt).countBy({ order_id: request.orderId }),
      ).toBe(0);
      await issue(request).expect(200);
      expect(control.callCount('cashReceipt')).toBe(2);

      const coded = await issue(issueRequest(), { 'TossPayments-Test-Code': 'PROVIDER_ERROR' });
      expect([coded.status, coded.body.code]).toEqual([400, 'PROVIDER_ERROR']);
    });
  });

  describe('POST /v1/cash-receipts/{receiptKey}/cancel', () => {
    it('cancels in part, refuses more than remains, cancels the rest, then refuses again', async () => {
      const issued = (await issue(issueRequest({ amount: 30000 })).expect(200))
        .body as TossCashReceipt;
      t.clock.set('2026-11-22T04:00:00Z');
      const partial = await cancelReceipt(issued.receiptKey, { amount: 10000 }).expect(200);
      expect(Object.keys(partial.body).sort()).toEqual(RECEIPT_FIELDS);
      expect(partial.body).toMatchObject({
        receiptKey: issued.receiptKey,
        issueNumber: issued.issueNumber,
        transactionType: 'CANCEL',
        amount: 10000,
        requestedAt: '2026-11-22T13:00:00+09:00',
        customerIdentityNumber: PHONE_MASKED,
      });
      let page = await t.http.get(issued.receiptUrl).expect(200);
      expect(page.text).toContain('부분 취소');
      expect(page.text).toContain('20,000원');

      const over = await cancelReceipt(issued.receiptKey, { amount: 20001 }).expect(400);
      expect(over.body.code).toBe('INVALID_CANCEL_AMOUNT');
      const bad = await cancelReceipt(issued.receiptKey, { amount: -5 }).expect(400);
      expect(bad.body.code).toBe('INVALID_REQUEST');

      const rest = await cancelReceipt(issued.receiptKey, {}).expect(200);
      expect(rest.body).toMatchObject({ transactionType: 'CANCEL', amount: 20000 });
      page = await t.http.get(issued.receiptUrl).expect(200);
      expect(page.text).toContain('취소됨');

      const twice = await cancelReceipt(issued.receiptKey, {}).expect(400);
      expect(twice.body).toEqual({
        code: 'ALREADY_CANCELED_CASH_RECEIPT',
        message: expect.stringMatching(/취소된 현금영수증/),
      });
    });

    it('cancels in full when no amount is given', async () => {
      const issued = (await issue(issueRequest()).expect(200)).body as TossCashReceipt;
      const full = await cancelReceipt(issued.receiptKey, {}).expect(200);
      expect(full.body).toMatchObject({ transactionType: 'CANCEL', amount: 50000 });
      const row = await t.dataSource
        .getRepository(SandboxCashReceipt)
        .findOneByOrFail({ receipt_key: issued.receiptKey });
      expect(row).toMatchObject({ balance_amount: 0, canceled_at: expect.any(Date) });
    });

    it('replays a repeated Idempotency-Key without cancelling again', async () => {
      const issued = (await issue(issueRequest()).expect(200)).body as TossCashReceipt;
      const headers = { 'Idempotency-Key': `cancel-${newOrderId()}` };
      const first = await cancelReceipt(issued.receiptKey, { amount: 1000 }, headers).expect(200);
      const again = await cancelReceipt(issued.receiptKey, { amount: 1000 }, headers).expect(200);
      expect(again.body).toEqual(first.body);
      const row = await t.dataSource
        .getRepository(SandboxCashReceipt)
        .findOneByOrFail({ receipt_key: issued.receiptKey });
      expect(row.balance_amount).toBe(49000);
    });

    it('answers 404 NOT_FOUND_CASH_RECEIPT to an unknown key, and the page 404 too', async () => {
      const res = await cancelReceipt('tsr_unknown', {}).expect(404);
      expect(res.body).toEqual({
        code: 'NOT_FOUND_CASH_RECEIPT',
        message: '존재하지 않는 현금영수증입니다.',
      });
      const page = await t.http.get(`${BASE}/cash-receipt/tsr_unknown`).expect(404);
      expect(page.text).toContain('현금영수증 정보를 찾을 수 없습니다.');
    });
  });
});
