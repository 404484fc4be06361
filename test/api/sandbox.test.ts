import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { SANDBOX_CLIENT_KEY, SANDBOX_SECRET_KEY } from '../../src/config/payments.config';
import type { TossPayment } from '../../src/payments/toss/toss-types';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { SandboxPayment } from '../../src/sandbox/sandbox-payment.entity';
import { SandboxService } from '../../src/sandbox/sandbox.service';
import { SANDBOX_COPY } from '../../src/sandbox/sandbox-copy';
import { adminToken, bearer } from '../support/admin-session';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';
import { CapturedLog } from '../support/captured-log';

const BASE = '/sandbox/toss';
const AUTH = `Basic ${Buffer.from(`${SANDBOX_SECRET_KEY}:`).toString('base64')}`;

/** Every field of TossPayment (src/payments/toss/toss-types.ts). */
const PAYMENT_FIELDS = [
  'approvedAt',
  'balanceAmount',
  'cancels',
  'card',
  'cashReceipt',
  'checkout',
  'currency',
  'failure',
  'isPartialCancelable',
  'lastTransactionKey',
  'mId',
  'method',
  'orderId',
  'orderName',
  'paymentKey',
  'receipt',
  'requestedAt',
  'secret',
  'status',
  'suppliedAmount',
  'taxFreeAmount',
  'totalAmount',
  'transfer',
  'type',
  'vat',
  'version',
  'virtualAccount',
].sort();

let orderCounter = 0;
function newOrderId(): string {
  orderCounter += 1;
  return `order_${Date.now().toString(36)}_${orderCounter}`;
}

interface Checkout {
  clientKey: string;
  method: string;
  amount: string;
  orderId: string;
  orderName: string;
  customerName?: string;
  customerEmail?: string;
  successUrl: string;
  failUrl: string;
  validHours?: string;
  dueDate?: string;
}

function checkout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    clientKey: SANDBOX_CLIENT_KEY,
    method: '카드',
    amount: '120000',
    orderId: newOrderId(),
    orderName: '부모 감정코칭 특강',
    customerName: '김민지',
    customerEmail: 'parent@example.com',
    successUrl: '/payments/success/7',
    failUrl: '/payments/fail/7',
    ...overrides,
  };
}

function queryOf(location: string): URLSearchParams {
  return new URL(location, 'http://placeholder').searchParams;
}

describe('payment sandbox (Toss Payments v1 imitation)', () => {
  let t: TestApp;
  let control: SandboxControl;
  let origin: string;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    const server = t.running.app.getHttpServer() as Server;
    if (!server.address()) await t.running.app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    control = t.running.app.get(SandboxControl);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set(DEFAULT_NOW);
    control.reset();
  });

  /** Approves a checkout window and answers the paymentKey the success redirect carries. */
  async function approve(
    overrides: Partial<Checkout> = {},
  ): Promise<{ paymentKey: string; params: Checkout }> {
    const params = checkout(overrides);
    const res = await t.http
      .post(`${BASE}/checkout`)
      .type('form')
      .send({ ...params, action: 'approve' })
      .expect(302);
    const paymentKey = queryOf(res.headers.location).get('paymentKey');
    expect(paymentKey).toBeTruthy();
    return { paymentKey: paymentKey!, params };
  }

  function confirm(body: object, headers: Record<string, string> = {}) {
    return t.http
      .post(`${BASE}/v1/payments/confirm`)
      .set({ Authorization: AUTH, ...headers })
      .send(body);
  }

  async function confirmed(overrides: Partial<Checkout> = {}): Promise<TossPayment> {
    const { paymentKey, params } = await approve(overrides);
    const res = await confirm({
      paymentKey,
      orderId: params.orderId,
      amount: Number(params.amount),
    });
    expect(res.status).toBe(200);
    return res.body;
  }

  function cancel(paymentKey: string, body: object, headers: Record<string, string> = {}) {
    return t.http
      .post(`${BASE}/v1/payments/${paymentKey}/cancel`)
      .set({ Authorization: AUTH, ...headers })
      .send(body);
  }

  function lookup(paymentKey: string) {
    return t.http.get(`${BASE}/v1/payments/${paymentKey}`).set('Authorization', AUTH);
  }

  describe('browser script', () => {
    it('serves window.TossPayments, whose requestPayment validates and goes to the checkout', async () => {
      const res = await t.http.get(`${BASE}/v1.js`).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');

      const assigned: string[] = [];
      const window: Record<string, unknown> = {
        location: { assign: (url: string) => assigned.push(url) },
      };
      runInNewContext(res.text, { window });
      const toss = (
        window.TossPayments as (
          key: string,
        ) => Record<string, (...args: unknown[]) => Promise<unknown>>
      )(SANDBOX_CLIENT_KEY);
      expect(Object.keys(toss).sort()).toEqual([
        'cancelPayment',
        'requestBillingAuth',
        'requestPayment',
      ]);

      const valid = {
        amount: 120000,
        orderId: 'order_abc_123',
        orderName: '특강',
        customerName: '김민지',
        successUrl: `${origin}/payments/success/7`,
        failUrl: `${origin}/payments/fail/7`,
      };
      const pending = toss.requestPayment('VIRTUAL_ACCOUNT', { ...valid, validHours: 24 });
      expect(assigned).toHaveLength(1);
      const [path, query] = assigned[0].split('?');
      expect(path).toBe(`${BASE}/checkout`);
      expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
        clientKey: SANDBOX_CLIENT_KEY,
        method: '가상계좌',
        amount: '120000',
        orderId: 'order_abc_123',
        orderName: '특강',
        customerName: '김민지',
        successUrl: valid.successUrl,
        failUrl: valid.failUrl,
        validHours: '24',
      });
      const settled = await Promise.race([
        pending.then(
          () => 'settled',
          () => 'settled',
        ),
        new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
      ]);
      expect(settled).toBe('pending');

      const refusals: Array<[string, object]> = [
        ['카드', { ...valid, amount: 0 }],
        ['카드', { ...valid, amount: 100.5 }],
        ['카드', { ...valid, amount: '1000' }],
        ['카드', { ...valid, orderId: '12' }],
        ['카드', { ...valid, orderId: 'bad id!' }],
        ['카드', { ...valid, orderName: 'ㄱ'.repeat(101) }],
        ['카드', { ...valid, customerEmail: `${'a'.repeat(95)}@x.com` }],
        ['카드', { ...valid, successUrl: undefined }],
        ['휴대폰', valid],
        ['TRANSFER', { ...valid, cashReceipt: { type: '현금' } }],
        ['VIRTUAL_ACCOUNT', { ...valid, cashReceipt: 'x' }],
      ];
      for (const [method, params] of refusals) {
        await expect(toss.requestPayment(method, params)).rejects.toMatchObject({
          code: 'INVALID_PARAMETER',
          message: expect.any(String),
        });
      }
      expect(assigned).toHaveLength(1);

      // A transfer's 현금영수증 type goes to the window; a card ignores the option, as Toss does.
      void toss.requestPayment('TRANSFER', { ...valid, cashReceipt: { type: '지출증빙' } });
      void toss.requestPayment('카드', { ...valid, cashReceipt: { type: '지출증빙' } });
      void toss.requestPayment('가상계좌', { ...valid, cashReceipt: {} });
      expect(assigned).toHaveLength(4);
      const queries = assigned
        .slice(1)
        .map((url) => Object.fromEntries(new URLSearchParams(url.split('?')[1])));
      expect(queries[0]).toMatchObject({ method: '계좌이체', cashReceiptType: '지출증빙' });
      expect(queries[1]).not.toHaveProperty('cashReceiptType');
      expect(queries[2]).not.toHaveProperty('cashReceiptType');
      await expect(
        toss.requestPayment('TRANSFER', { ...valid, cashReceipt: { type: '발급' } }),
      ).rejects.toMatchObject({
        code: 'INVALID_PARAMETER',
        message: 'cashReceipt.type은 소득공제, 지출증빙, 미발행 중 하나여야 합니다.',
      });
    });
  });

  describe('checkout window', () => {
    it('renders the order in Korean, escaped, with a form and no inline script', async () => {
      const params = checkout({
        orderName: '<script>alert(1)</script> & "감정코칭"',
        customerName: "O'Brien <b>",
      });
      const res = await t.http.get(`${BASE}/checkout`).query(params).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
      const html = res.text;
      expect(html).toContain('<html lang="ko">');
      expect(html).toContain('name="viewport"');
      expect(html.match(/<h1>/g)).toHaveLength(1);
      expect(html).toContain('테스트 결제창');
      expect(html).toContain('테스트 환경입니다. 실제 결제가 이루어지지 않습니다.');
      expect(html).toContain('120,000원');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;감정코칭&quot;');
      expect(html).toContain('O&#39;Brien &lt;b&gt;');
      // The sandbox's own script, from this origin (the CSP allows no inline script), and no other.
      const script = '<script src="/sandbox/toss/v1.js" defer></script>';
      expect(html.split(script)).toHaveLength(2);
      expect(html.replace(script, '')).not.toMatch(/<script|<b>/);
      expect(html).toContain(
        '<form method="post" action="/sandbox/toss/checkout" data-sandbox-control>',
      );
      // Outside production nobody needs to sign in for the buttons.
      expect(html).not.toContain('관리자');
      for (const [value, label] of [
        ['approve', '결제 승인'],
        ['cancel', '결제 취소'],
        ['decline', '카드 거절 (테스트)'],
      ]) {
        expect(html).toMatch(
          new RegExp(`name="action" value="${value}"[^>]*>${label.replace(/[()]/g, '\\$&')}<`),
        );
      }
      for (const label of ['주문명', '결제 금액', '결제 수단', '구매자'])
        expect(html).toContain(label);
    });

    it('offers no card decline for a virtual account and accepts English method names', async () => {
      const res = await t.http
        .get(`${BASE}/checkout`)
        .query(checkout({ method: 'VIRTUAL_ACCOUNT' }))
        .expect(200);
      expect(res.text).toContain('가상계좌');
      expect(res.text).not.toContain('value="decline"');
    });

    it('refuses success and fail URLs of another site, and other bad parameters, with a Korean 400 page', async () => {
      const bad: Array<Partial<Checkout>> = [
        { successUrl: 'https://evil.example/payments/success/7' },
        { successUrl: '//evil.example/payments/success/7' },
        { successUrl: '/\\evil.example' },
        { successUrl: 'javascript:alert(1)' },
        { failUrl: 'http://127.0.0.1.evil.example/fail' },
        { successUrl: `${origin}@evil.example/x` },
        { clientKey: 'test_ck_someone_else' },
        { amount: '0' },
        { amount: '12.5' },
        { orderId: 'abc' },
        { method: '휴대폰' },
        { orderName: '' },
        { method: '가상계좌', validHours: '721' },
        { method: '가상계좌', validHours: '24', dueDate: '2026-11-23T12:00:00' },
      ];
      for (const overrides of bad) {
        const params = checkout(overrides);
        const page = await t.http.get(`${BASE}/checkout`).query(params);
        expect(page.status).toBe(400);
        expect(page.text).toContain('<html lang="ko">');
        expect(page.text).not.toContain('<form');
        await t.http
          .post(`${BASE}/checkout`)
          .type('form')
          .send({ ...params, action: 'approve' })
          .expect(400);
      }
      await t.http
        .get(`${BASE}/checkout`)
        .query(checkout({ successUrl: `${origin}/payments/success/7` }))
        .expect(200);
    });

    it('approves: redirects to successUrl with paymentKey, orderId, amount and paymentType, keeping its query', async () => {
      const params = checkout({ successUrl: `${origin}/payments/success/7?from=sandbox#top` });
      const res = await t.http
        .post(`${BASE}/checkout`)
        .type('form')
        .send({ ...params, action: 'approve' })
        .expect(302);
      const location: string = res.headers.location;
      expect(location.startsWith(`${origin}/payments/success/7?from=sandbox&paymentKey=`)).toBe(
        true,
      );
      expect(location.endsWith('#top')).toBe(true);
      const query = queryOf(location);
      expect(query.get('paymentKey')).toMatch(/^tsb_[0-9A-Za-z]{40}$/);
      expect(query.get('orderId')).toBe(params.orderId);
      expect(query.get('amount')).toBe('120000');
      expect(query.get('paymentType')).toBe('NORMAL');

      const row = await t.dataSource
        .getRepository(SandboxPayment)
        .findOneByOrFail({ payment_key: query.get('paymentKey')! });
      expect(row).toMatchObject({
        status: 'IN_PROGRESS',
        method: '카드',
        amount: 120000,
        balance_amount: 120000,
      });
      expect(row.requested_at.toISOString()).toBe(new Date(DEFAULT_NOW).toISOString());
    });

    it('cancels and declines: redirects to failUrl with Toss’s code, a Korean message and the orderId', async () => {
      const params = checkout({ failUrl: '/payments/fail/7?x=1' });
      const canceled = await t.http
        .post(`${BASE}/checkout`)
        .type('form')
        .send({ ...params, action: 'cancel' })
        .expect(302);
      expect(canceled.headers.location.startsWith('/payments/fail/7?x=1&code=')).toBe(true);
      expect(Object.fromEntries(queryOf(canceled.headers.location))).toEqual({
        x: '1',
        code: 'PAY_PROCESS_CANCELED',
        message: expect.stringMatching(/취소/),
        orderId: params.orderId,
      });

      const declined = await t.http
        .post(`${BASE}/checkout`)
        .type('form')
        .send({ ...params, action: 'decline' })
        .expect(302);
      expect(queryOf(declined.headers.location).get('code')).toBe('REJECT_CARD_COMPANY');
      expect(
        await t.dataSource.getRepository(SandboxPayment).countBy({ order_id: params.orderId }),
      ).toBe(0);

      await t.http
        .post(`${BASE}/checkout`)
        .type('form')
        .send({ ...checkout({ method: '계좌이체' }), action: 'decline' })
        .expect(400);
      await t.http
        .post(`${BASE}/checkout`)
        .type('form')
        .send({ ...params, action: 'steal' })
        .expect(400);
    });

    it('refuses an orderId already paid (DUPLICATED_ORDER_ID), but replaces an unconfirmed attempt', async () => {
      const first = await approve();
      const again = await approve({ orderId: first.params.orderId });
      expect(again.paymentKey).not.toBe(first.paymentKey);
      await lookup(first.paymentKey).expect(404);
      await confirm({
        paymentKey: again.paymentKey,
        orderId: first.params.orderId,
        amount: 120000,
      }).expect(200);

      const res = await t.http
        .post(`${BASE}/checkout`)
        .type('form')
        .send({ ...checkout({ orderId: first.params.orderId }), action: 'approve' })
        .expect(302);
      expect(res.headers.location.startsWith('/payments/fail/7?')).toBe(true);
      expect(queryOf(res.headers.location).get('code')).toBe('DUPLICATED_ORDER_ID');
    });
  });

  describe('POST /v1/payments/confirm', () => {
    it('approves a card: DONE, every Payment field, KST times, receipt and masked card', async () => {
      const { paymentKey, params } = await approve();
      t.clock.set('2026-11-22T03:05:00Z');
      const res = await confirm({ paymentKey, orderId: params.orderId, amount: 120000 }).expect(
        200,
      );
      const payment = res.body;
      expect(Object.keys(payment).sort()).toEqual(PAYMENT_FIELDS);
      expect(payment).toMatchObject({
        version: '2022-11-16',
        paymentKey,
        type: 'NORMAL',
        orderId: params.orderId,
        orderName: params.orderName,
        mId: 'tsandbox',
        currency: 'KRW',
        method: '카드',
        status: 'DONE',
        requestedAt: '2026-11-22T12:00:00+09:00',
        approvedAt: '2026-11-22T12:05:00+09:00',
        totalAmount: 120000,
        balanceAmount: 120000,
        vat: 10909,
        suppliedAmount: 109091,
        taxFreeAmount: 0,
        isPartialCancelable: true,
        lastTransactionKey: expect.stringMatching(/^[0-9A-F]{32}$/),
        secret: null,
        cancels: null,
        virtualAccount: null,
        transfer: null,
        cashReceipt: null,
        failure: null,
        // A path on this site: the loopback address the server calls itself on is no use to a phone.
        receipt: { url: `${BASE}/receipt/${paymentKey}` },
      });
      expect(payment.card).toMatchObject({
        amount: 120000,
        number: expect.stringMatching(/^\d{8}\*{4}\d{3}\*$/),
        approveNo: expect.stringMatching(/^\d{8}$/),
        issuerCode: expect.any(String),
      });

      const receipt = await t.http.get(`${BASE}/receipt/${paymentKey}`).expect(200);
      expect(receipt.text).toContain('테스트 영수증');
      expect(receipt.text).toContain('120,000원');
      expect(receipt.text).toContain('결제 완료');
    });

    it('issues a virtual account: WAITING_FOR_DEPOSIT with the account, a 7-day due date and a secret', async () => {
      const payment = await confirmed({ method: '가상계좌', amount: '80000' });
      expect(payment).toMatchObject({
        method: '가상계좌',
        status: 'WAITING_FOR_DEPOSIT',
        approvedAt: null,
        secret: expect.stringMatching(/^ps_[0-9A-Za-z]+$/),
        card: null,
        virtualAccount: {
          accountType: '일반',
          bankCode: '20',
          accountNumber: expect.stringMatching(/^\d{10,20}$/),
          customerName: '김민지',
          dueDate: '2026-11-29T12:00:00+09:00',
          expired: false,
          settlementStatus: 'INCOMPLETED',
          refundStatus: 'NONE',
          refundReceiveAccount: null,
        },
      });
      expect(payment.secret!.length).toBeLessThanOrEqual(50);
    });

    it('honours a virtual account’s validHours from the window', async () => {
      const payment = await confirmed({ method: '가상계좌', validHours: '24' });
      expect(payment.virtualAccount!.dueDate).toBe('2026-11-23T12:00:00+09:00');
    });

    it('approves a transfer: DONE with the transfer object', async () => {
      const payment = await confirmed({ method: 'TRANSFER' });
      expect(payment).toMatchObject({
        method: '계좌이체',
        status: 'DONE',
        card: null,
        transfer: { bankCode: expect.any(String), settlementStatus: 'COMPLETED' },
      });
    });

    it('refuses a different amount or orderId with INVALID_REQUEST and leaves the payment confirmable', async () => {
      const { paymentKey, params } = await approve();
      const wrongAmount = await confirm({
        paymentKey,
        orderId: params.orderId,
        amount: 1000,
      }).expect(400);
      expect(wrongAmount.body).toEqual({
        code: 'INVALID_REQUEST',
        message: expect.stringContaining('amount'),
      });
      const wrongOrder = await confirm({
        paymentKey,
        orderId: 'other_order_1',
        amount: 120000,
      }).expect(400);
      expect(wrongOrder.body).toEqual({
        code: 'INVALID_REQUEST',
        message: expect.stringContaining('orderId'),
      });
      for (const body of [{}, { paymentKey, orderId: params.orderId, amount: '120000' }, []]) {
        expect((await confirm(body).expect(400)).body.code).toBe('INVALID_REQUEST');
      }
      await confirm({ paymentKey, orderId: params.orderId, amount: 120000 }).expect(200);
    });

    it('answers ALREADY_PROCESSED_PAYMENT to a second confirm and NOT_FOUND_PAYMENT to an unknown key', async () => {
      const payment = await confirmed();
      const again = await confirm({
        paymentKey: payment.paymentKey,
        orderId: payment.orderId,
        amount: 120000,
      });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        code: 'ALREADY_PROCESSED_PAYMENT',
        message: expect.any(String),
      });
      const unknown = await confirm({
        paymentKey: 'tsb_unknown',
        orderId: payment.orderId,
        amount: 1,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('NOT_FOUND_PAYMENT');
    });

    it('confirms up to 10 minutes after the window; later answers NOT_FOUND_PAYMENT_SESSION and expires it', async () => {
      const onTime = await approve();
      const late = await approve();
      t.clock.set('2026-11-22T03:10:00Z');
      await confirm({
        paymentKey: onTime.paymentKey,
        orderId: onTime.params.orderId,
        amount: 120000,
      }).expect(200);
      t.clock.set('2026-11-22T03:10:01Z');
      const res = await confirm({
        paymentKey: late.paymentKey,
        orderId: late.params.orderId,
        amount: 120000,
      });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND_PAYMENT_SESSION');
      expect((await lookup(late.paymentKey).expect(200)).body.status).toBe('EXPIRED');
      const row = await t.dataSource
        .getRepository(SandboxPayment)
        .findOneByOrFail({ payment_key: late.paymentKey });
      expect(row.status).toBe('EXPIRED');
    });

    it('confirms exactly once when ten confirms of one payment arrive together', async () => {
      const { paymentKey, params } = await approve();
      const body = { paymentKey, orderId: params.orderId, amount: 120000 };
      const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(body)));
      expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array(9).fill(400)]);
      for (const res of answers.filter((r) => r.status === 400)) {
        expect(res.body.code).toBe('ALREADY_PROCESSED_PAYMENT');
      }
      expect(control.callCount('confirm')).toBe(10);

      // Straight to the service, the ten checks overlap for sure (HTTP staggers their arrival).
      const service = t.running.app.get(SandboxService);
      const next = await approve();
      const direct = await Promise.all(
        Array.from({ length: 10 }, () =>
          service.confirm(
            { authorization: AUTH },
            { paymentKey: next.paymentKey, orderId: next.params.orderId, amount: 120000 },
          ),
        ),
      );
      expect(direct.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(400)]);

      const cancels = await Promise.all(
        Array.from({ length: 5 }, () =>
          service.cancel({ authorization: AUTH }, next.paymentKey, { cancelReason: '동시 취소' }),
        ),
      );
      expect(cancels.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400]);
      expect((await lookup(next.paymentKey)).body.cancels).toHaveLength(1);
    });
  });

  describe('authentication', () => {
    it('answers 401 UNAUTHORIZED_KEY without or with a wrong key, 403 INCORRECT_BASIC_AUTH_FORMAT when malformed', async () => {
      const { paymentKey } = await approve();
      const cases: Array<[string | undefined, number, string]> = [
        [undefined, 401, 'UNAUTHORIZED_KEY'],
        [`Basic ${Buffer.from('test_sk_wrong:').toString('base64')}`, 401, 'UNAUTHORIZED_KEY'],
        [
          `Basic ${Buffer.from(`${SANDBOX_CLIENT_KEY}:`).toString('base64')}`,
          401,
          'UNAUTHORIZED_KEY',
        ],
        [
          `Basic ${Buffer.from(SANDBOX_SECRET_KEY).toString('base64')}`,
          403,
          'INCORRECT_BASIC_AUTH_FORMAT',
        ],
        [`Bearer ${SANDBOX_SECRET_KEY}`, 403, 'INCORRECT_BASIC_AUTH_FORMAT'],
        ['Basic ***', 403, 'INCORRECT_BASIC_AUTH_FORMAT'],
      ];
      for (const [header, status, code] of cases) {
        const req = t.http.get(`${BASE}/v1/payments/${paymentKey}`);
        if (header) req.set('Authorization', header);
        const res = await req;
        expect([res.status, res.body]).toEqual([status, { code, message: expect.any(String) }]);
      }
      const noAuth = await t.http
        .post(`${BASE}/v1/payments/${paymentKey}/cancel`)
        .send({ cancelReason: 'x' });
      expect(noAuth.status).toBe(401);
    });
  });

  describe('TossPayments-Test-Code', () => {
    it('answers the named error with Toss’s status and changes nothing', async () => {
      const { paymentKey, params } = await approve();
      const body = { paymentKey, orderId: params.orderId, amount: 120000 };
      const cases: Array<[string, number]> = [
        ['REJECT_CARD_PAYMENT', 403],
        ['UNKNOWN_PAYMENT_ERROR', 500],
        ['FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING', 500],
        ['PROVIDER_ERROR', 400],
        ['NOT_FOUND_PAYMENT_SESSION', 404],
        ['SOMETHING_NEW', 400],
      ];
      for (const [code, status] of cases) {
        const res = await confirm(body, { 'TossPayments-Test-Code': code });
        expect([res.status, res.body]).toEqual([status, { code, message: expect.any(String) }]);
      }
      expect((await lookup(paymentKey)).body.status).toBe('IN_PROGRESS');
      await confirm(body).expect(200);

      const refused = await cancel(
        paymentKey,
        { cancelReason: '테스트' },
        { 'TossPayments-Test-Code': 'NOT_CANCELABLE_PAYMENT' },
      );
      expect([refused.status, refused.body.code]).toEqual([403, 'NOT_CANCELABLE_PAYMENT']);
      expect((await lookup(paymentKey)).body.status).toBe('DONE');
    });
  });

  describe('lookups', () => {
    it('finds a payment by paymentKey and by orderId, 404 NOT_FOUND_PAYMENT otherwise', async () => {
      const payment = await confirmed();
      const byKey = await lookup(payment.paymentKey).expect(200);
      expect(byKey.body).toEqual(payment);
      const byOrder = await t.http
        .get(`${BASE}/v1/payments/orders/${payment.orderId}`)
        .set('Authorization', AUTH)
        .expect(200);
      expect(byOrder.body).toEqual(payment);
      for (const path of ['tsb_missing', 'orders/order_missing']) {
        const res = await t.http
          .get(`${BASE}/v1/payments/${path}`)
          .set('Authorization', AUTH)
          .expect(404);
        expect(res.body).toEqual({ code: 'NOT_FOUND_PAYMENT', message: expect.any(String) });
      }
      expect(control.callCount('lookup')).toBe(4);
    });
  });

  describe('POST /v1/payments/{paymentKey}/cancel', () => {
    it('cancels in full: CANCELED, a cancels entry, balance 0; then ALREADY_CANCELED_PAYMENT', async () => {
      const payment = await confirmed();
      t.clock.set('2026-11-23T01:00:00Z');
      const res = await cancel(payment.paymentKey, { cancelReason: '고객 요청' }).expect(200);
      expect(res.body).toMatchObject({
        status: 'CANCELED',
        totalAmount: 120000,
        balanceAmount: 0,
        vat: 0,
        suppliedAmount: 0,
        cancels: [
          {
            cancelAmount: 120000,
            cancelReason: '고객 요청',
            taxFreeAmount: 0,
            refundableAmount: 0,
            canceledAt: '2026-11-23T10:00:00+09:00',
            transactionKey: expect.stringMatching(/^[0-9A-F]{32}$/),
          },
        ],
      });
      expect(res.body.lastTransactionKey).toBe(res.body.cancels[0].transactionKey);
      const again = await cancel(payment.paymentKey, { cancelReason: '고객 요청' }).expect(400);
      expect(again.body.code).toBe('ALREADY_CANCELED_PAYMENT');
    });

    it('cancels in part, refuses more than the balance, then cancels the rest', async () => {
      const payment = await confirmed();
      const part = await cancel(payment.paymentKey, {
        cancelReason: '50% 환불',
        cancelAmount: 60000,
      }).expect(200);
      expect(part.body).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 60000 });
      expect(part.body.cancels).toHaveLength(1);
      const tooMuch = await cancel(payment.paymentKey, {
        cancelReason: 'x',
        cancelAmount: 60001,
      }).expect(403);
      expect(tooMuch.body.code).toBe('NOT_CANCELABLE_AMOUNT');
      const rest = await cancel(payment.paymentKey, {
        cancelReason: '나머지',
        cancelAmount: 60000,
      }).expect(200);
      expect(rest.body).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
      expect(rest.body.cancels.map((c: { cancelAmount: number }) => c.cancelAmount)).toEqual([
        60000, 60000,
      ]);
    });

    it('validates the body and refuses a payment not yet confirmed', async () => {
      const { paymentKey } = await approve();
      for (const body of [
        {},
        { cancelReason: '' },
        { cancelReason: 'x'.repeat(201) },
        { cancelReason: 'x', cancelAmount: -1 },
      ]) {
        expect((await cancel(paymentKey, body).expect(400)).body.code).toBe('INVALID_REQUEST');
      }
      expect((await cancel(paymentKey, { cancelReason: 'x' }).expect(403)).body.code).toBe(
        'NOT_CANCELABLE_PAYMENT',
      );
      expect((await cancel('tsb_missing', { cancelReason: 'x' }).expect(404)).body.code).toBe(
        'NOT_FOUND_PAYMENT',
      );
      const longKey = await cancel(
        paymentKey,
        { cancelReason: 'x' },
        { 'Idempotency-Key': 'k'.repeat(301) },
      );
      expect([longKey.status, longKey.body.code]).toEqual([400, 'INVALID_REQUEST']);
    });

    it('replays the first answer for a repeated Idempotency-Key without cancelling again', async () => {
      const payment = await confirmed();
      const key = 'cancel-7-1';
      const first = await cancel(
        payment.paymentKey,
        { cancelReason: '부분', cancelAmount: 20000 },
        { 'Idempotency-Key': key },
      ).expect(200);
      const replay = await cancel(
        payment.paymentKey,
        { cancelReason: '부분', cancelAmount: 20000 },
        { 'Idempotency-Key': key },
      ).expect(200);
      expect(replay.body).toEqual(first.body);
      expect((await lookup(payment.paymentKey)).body.balanceAmount).toBe(100000);

      // The same key on another payment is another request.
      const other = await confirmed();
      const elsewhere = await cancel(
        other.paymentKey,
        { cancelReason: '부분', cancelAmount: 20000 },
        { 'Idempotency-Key': key },
      ).expect(200);
      expect(elsewhere.body.paymentKey).toBe(other.paymentKey);

      // A refused first answer is replayed as well.
      const refusedKey = 'cancel-7-2';
      const refused = await cancel(
        payment.paymentKey,
        { cancelReason: 'x', cancelAmount: 999999 },
        { 'Idempotency-Key': refusedKey },
      ).expect(403);
      const refusedAgain = await cancel(
        payment.paymentKey,
        { cancelReason: 'x', cancelAmount: 1000 },
        { 'Idempotency-Key': refusedKey },
      ).expect(403);
      expect(refusedAgain.body).toEqual(refused.body);
    });

    it('forgets an Idempotency-Key after 15 days', async () => {
      const payment = await confirmed();
      const headers = { 'Idempotency-Key': 'cancel-fifteen-days' };
      await cancel(
        payment.paymentKey,
        { cancelReason: '부분', cancelAmount: 10000 },
        headers,
      ).expect(200);
      t.clock.set('2026-12-07T03:00:01Z');
      const later = await cancel(
        payment.paymentKey,
        { cancelReason: '부분', cancelAmount: 10000 },
        headers,
      ).expect(200);
      expect(later.body.balanceAmount).toBe(100000);
    });

    it('cancels a waiting virtual account only in full, and reports it with DEPOSIT_CALLBACK CANCELED', async () => {
      const payment = await confirmed({ method: '가상계좌' });
      const partial = await cancel(payment.paymentKey, {
        cancelReason: 'x',
        cancelAmount: 1000,
      }).expect(403);
      expect(partial.body.code).toBe('NOT_ALLOWED_PARTIAL_REFUND_WAITING_DEPOSIT');
      const full = await cancel(payment.paymentKey, { cancelReason: '신청 취소' }).expect(200);
      expect(full.body).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });

      await control.webhooksSettled();
      const [callback, changed] = control.deliveries();
      expect(callback).toMatchObject({
        eventType: 'DEPOSIT_CALLBACK',
        url: `${origin}/api/payments/webhook`,
        body: {
          secret: payment.secret,
          status: 'CANCELED',
          orderId: payment.orderId,
          transactionKey: full.body.cancels[0].transactionKey,
        },
      });
      expect(changed).toMatchObject({
        eventType: 'PAYMENT_STATUS_CHANGED',
        body: {
          eventType: 'PAYMENT_STATUS_CHANGED',
          data: { paymentKey: payment.paymentKey, status: 'CANCELED' },
        },
      });
    });

    it('refunds a deposited virtual account only to a valid refund account', async () => {
      const payment = await confirmed({ method: '가상계좌' });
      await t.http.post(`${BASE}/payments/${payment.paymentKey}/deposit`).expect(303);
      const cases: Array<[object | undefined, string]> = [
        [undefined, 'INVALID_REFUND_ACCOUNT_INFO'],
        [{ bank: '20', accountNumber: '1002123456789' }, 'INVALID_REFUND_ACCOUNT_INFO'],
        [
          { bank: '20', accountNumber: '1002-123-456789', holderName: '김민지' },
          'INVALID_REFUND_ACCOUNT_NUMBER',
        ],
        [{ bank: '99', accountNumber: '1002123456789', holderName: '김민지' }, 'INVALID_BANK'],
      ];
      for (const [refundReceiveAccount, code] of cases) {
        const res = await cancel(payment.paymentKey, {
          cancelReason: '환불',
          refundReceiveAccount,
        }).expect(400);
        expect(res.body.code).toBe(code);
      }
      const refunded = await cancel(payment.paymentKey, {
        cancelReason: '환불',
        cancelAmount: 30000,
        refundReceiveAccount: { bank: '88', accountNumber: '110123456789', holderName: '김민지' },
      }).expect(200);
      expect(refunded.body).toMatchObject({
        status: 'PARTIAL_CANCELED',
        balanceAmount: 90000,
        virtualAccount: { settlementStatus: 'COMPLETED', refundStatus: 'COMPLETED' },
      });
    });
  });

  describe('virtual-account deposit', () => {
    let listener: Server;
    let received: Array<{ body: unknown; contentType: string | undefined }>;
    let answers: number[];

    beforeAll(async () => {
      listener = createServer((req: IncomingMessage, res) => {
        let data = '';
        req.on('data', (chunk) => (data += chunk));
        req.on('end', () => {
          received.push({ body: JSON.parse(data), contentType: req.headers['content-type'] });
          res.statusCode = answers.shift() ?? 200;
          res.end();
        });
      });
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));
    beforeEach(() => {
      received = [];
      answers = [];
    });

    it('shows the account with a deposit button; depositing marks it DONE and posts Toss’s webhooks until 200', async () => {
      control.redirectWebhooks(`http://127.0.0.1:${(listener.address() as AddressInfo).port}/hook`);
      const payment = await confirmed({ method: '가상계좌', orderName: '<i>특강</i>' });
      const page = await t.http.get(`${BASE}/payments/${payment.paymentKey}`).expect(200);
      expect(page.text).toContain('입금 대기');
      expect(page.text).toContain(`우리은행 ${payment.virtualAccount!.accountNumber}`);
      expect(page.text).toContain('2026-11-29 12:00');
      expect(page.text).toContain('&lt;i&gt;특강&lt;/i&gt;');
      expect(page.text).toContain(`action="/sandbox/toss/payments/${payment.paymentKey}/deposit"`);
      expect(page.text).toContain('입금 처리');

      answers = [500];
      t.clock.set('2026-11-23T05:30:00Z');
      const res = await t.http.post(`${BASE}/payments/${payment.paymentKey}/deposit`).expect(303);
      expect(res.headers.location).toBe(`${BASE}/payments/${payment.paymentKey}`);
      const after = await lookup(payment.paymentKey).expect(200);
      expect(after.body).toMatchObject({
        status: 'DONE',
        approvedAt: '2026-11-23T14:30:00+09:00',
        virtualAccount: { settlementStatus: 'COMPLETED' },
      });
      const donePage = await t.http.get(`${BASE}/payments/${payment.paymentKey}`).expect(200);
      expect(donePage.text).toContain('결제 완료');
      expect(donePage.text).not.toContain('/deposit"');

      await control.webhooksSettled();
      const callback = {
        createdAt: '2026-11-23T14:30:00.000000',
        secret: payment.secret,
        status: 'DONE',
        transactionKey: expect.stringMatching(/^[0-9A-F]{32}$/),
        orderId: payment.orderId,
      };
      expect(received.map((r) => r.contentType)).toEqual(Array(3).fill('application/json'));
      expect(received[0].body).toEqual(callback);
      expect(received[1].body).toEqual(received[0].body);
      expect(received[2].body).toEqual({
        eventType: 'PAYMENT_STATUS_CHANGED',
        createdAt: '2026-11-23T14:30:00.000000',
        data: after.body,
      });
      expect(control.deliveries().map((d) => [d.eventType, d.attempts, d.delivered])).toEqual([
        ['DEPOSIT_CALLBACK', [500, 200], true],
        ['PAYMENT_STATUS_CHANGED', [200], true],
      ]);

      const twice = await t.http.post(`${BASE}/payments/${payment.paymentKey}/deposit`).expect(409);
      expect(twice.text).toContain('입금을 기다리는 가상계좌가 아닙니다.');
    });

    it('gives up after three failed attempts and refuses a deposit after the due date', async () => {
      control.redirectWebhooks(`http://127.0.0.1:${(listener.address() as AddressInfo).port}/hook`);
      const paid = await confirmed({ method: '가상계좌' });
      answers = [404, 404, 404];
      await t.http.post(`${BASE}/payments/${paid.paymentKey}/deposit`).expect(303);
      await control.webhooksSettled();
      expect(control.deliveries()[0]).toMatchObject({
        attempts: [404, 404, 404],
        delivered: false,
      });

      const late = await confirmed({ method: '가상계좌' });
      t.clock.set('2026-11-29T03:00:01Z');
      const page = await t.http.get(`${BASE}/payments/${late.paymentKey}`).expect(200);
      expect(page.text).not.toContain('입금 처리');
      expect((await lookup(late.paymentKey)).body.virtualAccount.expired).toBe(true);
      await t.http.post(`${BASE}/payments/${late.paymentKey}/deposit`).expect(409);
      await t.http.post(`${BASE}/payments/tsb_missing/deposit`).expect(404);
      await t.http.get(`${BASE}/payments/tsb_missing`).expect(404);
    });

    it('sends to the app’s own webhook endpoint by default', async () => {
      const payment = await confirmed({ method: '가상계좌' });
      await t.http.post(`${BASE}/payments/${payment.paymentKey}/deposit`).expect(303);
      await control.webhooksSettled();
      expect(control.deliveries().map((d) => d.url)).toEqual([
        `${origin}/api/payments/webhook`,
        `${origin}/api/payments/webhook`,
      ]);
    });
  });

  describe('SandboxControl', () => {
    it('makes the next call answer a bare 500, a coded error, or wait, then behaves again', async () => {
      const { paymentKey, params } = await approve();
      const body = { paymentKey, orderId: params.orderId, amount: 120000 };

      control.failNext('confirm', { status: 500 });
      const bare = await confirm(body).expect(500);
      expect(bare.text).toBe('');

      control.failNext('confirm', { code: 'PROVIDER_ERROR', times: 2 });
      for (let i = 0; i < 2; i += 1) {
        expect((await confirm(body).expect(400)).body).toEqual({
          code: 'PROVIDER_ERROR',
          message: expect.any(String),
        });
      }
      control.failNext('lookup', {
        code: 'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING',
        message: '잠시 후',
      });
      expect((await lookup(paymentKey).expect(500)).body).toEqual({
        code: 'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING',
        message: '잠시 후',
      });

      control.failNext('confirm', { delayMs: 150 });
      const started = Date.now();
      await confirm(body).expect(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      expect(control.callCount('confirm')).toBe(4);
      expect(control.callCount('lookup')).toBe(1);
      control.resetCounts();
      expect(control.callCount('confirm')).toBe(0);
    });

    it('with afterApplying, does the work and still answers the error (the answer was lost)', async () => {
      const { paymentKey, params } = await approve();
      control.failNext('confirm', { status: 500, afterApplying: true });
      await confirm({ paymentKey, orderId: params.orderId, amount: 120000 }).expect(500);
      expect((await lookup(paymentKey)).body.status).toBe('DONE');

      control.failNext('cancel', { code: 'FAILED_REFUND_PROCESS', afterApplying: true });
      const res = await cancel(paymentKey, { cancelReason: 'x' }).expect(500);
      expect(res.body.code).toBe('FAILED_REFUND_PROCESS');
      expect((await lookup(paymentKey)).body.status).toBe('CANCELED');
    });

    it('expireAll expires every payment still waiting for its confirm', async () => {
      const { paymentKey, params } = await approve();
      expect(await control.expireAll()).toBeGreaterThanOrEqual(1);
      const res = await confirm({ paymentKey, orderId: params.orderId, amount: 120000 }).expect(
        404,
      );
      expect(res.body.code).toBe('NOT_FOUND_PAYMENT_SESSION');
    });
  });

  describe('outside production', () => {
    it('keeps the controls open: no token needed, a bad one ignored, and no banner flag', async () => {
      const params = checkout({ method: '가상계좌' });
      const approved = await t.http
        .post(`${BASE}/checkout`)
        .set('Authorization', 'Bearer not-a-token')
        .type('form')
        .send({ ...params, action: 'approve' })
        .expect(302);
      const paymentKey = queryOf(approved.headers.location).get('paymentKey')!;
      await confirm({ paymentKey, orderId: params.orderId, amount: 120000 }).expect(200);
      await t.http.post(`${BASE}/payments/${paymentKey}/deposit`).expect(303);
      expect((await lookup(paymentKey)).body.status).toBe('DONE');

      const site = await t.http.get('/api/site').expect(200);
      expect(site.body.testPayments).toBe(false);
    });
  });
});

const HTML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The form a sandbox page holds: where it posts and its hidden fields, as a browser reads them. */
function formOf(html: string): { action: string; fields: [string, string][] } {
  const action = /<form method="post" action="([^"]+)" data-sandbox-control>/.exec(html)?.[1];
  if (!action) throw new Error('no sandbox form on the page');
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
    ([, name, value]): [string, string] => [
      name,
      value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => HTML_ENTITIES[entity]),
    ],
  );
  return { action, fields };
}

const LIVE_SANDBOX_SECRET = 'live-sandbox-secret-from-the-environment-0123456789';
const LIVE_AUTH = `Basic ${Buffer.from(`${LIVE_SANDBOX_SECRET}:`).toString('base64')}`;

describe('payment sandbox on a live site (NODE_ENV=production, PAYMENT_SANDBOX=true)', () => {
  let t: TestApp;
  let origin: string;
  let token: string;
  const log = new CapturedLog();

  beforeAll(async () => {
    t = await startTestApp({
      seed: false,
      logLevel: 'info',
      logDestination: log,
      // As loadConfig builds it in production: the sandbox's key comes from SANDBOX_SECRET_KEY.
      configure: (config) => ({
        ...config,
        env: 'production',
        payments: { ...config.payments, secretKey: LIVE_SANDBOX_SECRET },
      }),
    });
    const { port } = (t.running.app.getHttpServer() as Server).address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    token = await adminToken(t);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(DEFAULT_NOW));

  function submit(params: Checkout, action: string) {
    return t.http
      .post(`${BASE}/checkout`)
      .type('form')
      .send({ ...params, action });
  }

  function confirmNow(paymentKey: string, params: Checkout) {
    return t.http
      .post(`${BASE}/v1/payments/confirm`)
      .set('Authorization', LIVE_AUTH)
      .send({ paymentKey, orderId: params.orderId, amount: Number(params.amount) });
  }

  async function sandboxRows(orderId: string) {
    return t.dataSource.getRepository(SandboxPayment).findBy({ order_id: orderId });
  }

  it('warns once at start, in capitals, that payments are not real', () => {
    const warnings = log
      .records()
      .filter((record) => String(record.msg).includes('PAYMENT SANDBOX IS ON IN PRODUCTION'));
    expect(warnings).toEqual([
      expect.objectContaining({
        level: 'warn',
        context: 'Payments',
        msg: 'PAYMENT SANDBOX IS ON IN PRODUCTION: PAYMENTS ARE NOT REAL',
      }),
    ]);
  });

  it('tells the site to show the banner: GET /api/site says testPayments', async () => {
    const site = await t.http.get('/api/site').expect(200);
    expect(site.body.testPayments).toBe(true);
    expect(site.body.name).toBeTruthy();
  });

  it('refuses the checkout window’s buttons without an administrator’s token (401, Korean, nothing recorded)', async () => {
    const params = checkout();
    const expired = await (async () => {
      t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() - 16 * 60 * 1000));
      const old = await adminToken(t);
      t.clock.set(DEFAULT_NOW);
      return old;
    })();
    for (const action of ['approve', 'cancel', 'decline']) {
      // A plain form (no script): an error page.
      const page = await submit(params, action).expect(401);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.text).toContain(SANDBOX_COPY.adminOnly);
      expect(page.headers.location).toBeUndefined();
      // The page's script: the message as JSON.
      for (const authorization of [undefined, 'Bearer not-a-token', bearer(expired), AUTH]) {
        const request = submit(params, action).set('Accept', 'application/json');
        if (authorization) request.set('Authorization', authorization);
        const res = await request.expect(401);
        expect(res.body).toMatchObject({ statusCode: 401, message: SANDBOX_COPY.adminOnly });
      }
    }
    expect(await sandboxRows(params.orderId)).toEqual([]);
  });

  it('refuses a token whose session ended (signed out) although it has not expired', async () => {
    const params = checkout();
    const signedOut = await adminToken(t);
    await t.http.post('/api/user/logout').set('Authorization', bearer(signedOut)).expect(204);
    const res = await submit(params, 'approve')
      .set({ Authorization: bearer(signedOut), Accept: 'application/json' })
      .expect(401);
    expect(res.body.message).toBe(SANDBOX_COPY.adminOnly);
    expect(await sandboxRows(params.orderId)).toEqual([]);
  });

  it('lets an administrator approve, cancel and decline, as a redirect or (script) JSON', async () => {
    const params = checkout();
    const approved = await submit(params, 'approve')
      .set('Authorization', bearer(token))
      .expect(302);
    expect(approved.headers.location).toMatch(/^\/payments\/success\/7\?paymentKey=tsb_/);
    expect(await sandboxRows(params.orderId)).toHaveLength(1);

    const other = checkout();
    const json = await submit(other, 'approve')
      .set({ Authorization: bearer(token), Accept: 'application/json' })
      .expect(200);
    expect(json.headers['cache-control']).toBe('no-store');
    expect(json.body).toEqual({ location: expect.stringMatching(/^\/payments\/success\/7\?/) });
    expect(queryOf(json.body.location).get('orderId')).toBe(other.orderId);

    for (const [action, code] of [
      ['cancel', 'PAY_PROCESS_CANCELED'],
      ['decline', 'REJECT_CARD_COMPANY'],
    ]) {
      const res = await submit(checkout(), action).set('Authorization', bearer(token)).expect(302);
      expect(queryOf(res.headers.location).get('code')).toBe(code);
    }
    // A refusal the window itself makes still reaches the script as a message.
    const bad = await submit(checkout({ method: '가상계좌' }), 'decline')
      .set({ Authorization: bearer(token), Accept: 'application/json' })
      .expect(400);
    expect(bad.body).toEqual({ statusCode: 400, message: SANDBOX_COPY.invalid.declineNotCard });
  });

  it('lets only an administrator deposit into a virtual account; the REST API keeps its own key', async () => {
    const params = checkout({ method: '가상계좌' });
    const approved = await submit(params, 'approve')
      .set('Authorization', bearer(token))
      .expect(302);
    const paymentKey = queryOf(approved.headers.location).get('paymentKey')!;
    // Basic auth with the sandbox's secret key, as before: not a control route.
    await confirmNow(paymentKey, params).expect(200);

    const page = await t.http.get(`${BASE}/payments/${paymentKey}`).expect(200);
    expect(page.text).toContain(SANDBOX_COPY.adminNotice);
    expect(page.text).toContain('<script src="/sandbox/toss/v1.js" defer></script>');

    const refused = await t.http.post(`${BASE}/payments/${paymentKey}/deposit`).expect(401);
    expect(refused.text).toContain(SANDBOX_COPY.adminOnly);
    await t.http
      .post(`${BASE}/payments/${paymentKey}/deposit`)
      .set({ Authorization: 'Bearer not-a-token', Accept: 'application/json' })
      .expect(401, { statusCode: 401, message: SANDBOX_COPY.adminOnly, error: 'Unauthorized' });
    const [waiting] = await sandboxRows(params.orderId);
    expect(waiting.status).toBe('WAITING_FOR_DEPOSIT');

    const done = await t.http
      .post(`${BASE}/payments/${paymentKey}/deposit`)
      .set('Authorization', bearer(token))
      .expect(303);
    expect(done.headers.location).toBe(`${BASE}/payments/${paymentKey}`);
    const [paid] = await sandboxRows(params.orderId);
    expect(paid.status).toBe('DONE');
  });

  it('refuses the built-in public secret key: nobody with a receipt’s paymentKey refunds outside the policy', async () => {
    const params = checkout();
    const approved = await submit(params, 'approve')
      .set('Authorization', bearer(token))
      .expect(302);
    const paymentKey = queryOf(approved.headers.location).get('paymentKey')!;
    const body = { paymentKey, orderId: params.orderId, amount: Number(params.amount) };
    const builtIn = await t.http
      .post(`${BASE}/v1/payments/confirm`)
      .set('Authorization', AUTH)
      .send(body)
      .expect(401);
    expect(builtIn.body.code).toBe('UNAUTHORIZED_KEY');
    await confirmNow(paymentKey, params).expect(200);
    for (const [path, payload] of [
      [`${BASE}/v1/payments/${paymentKey}/cancel`, { cancelReason: '정책 밖 환불 시도' }],
      [`${BASE}/v1/payments/${paymentKey}`, undefined],
    ] as const) {
      const request = payload ? t.http.post(path).send(payload) : t.http.get(path);
      const res = await request.set('Authorization', AUTH).expect(401);
      expect(res.body.code).toBe('UNAUTHORIZED_KEY');
    }
    const [row] = await sandboxRows(params.orderId);
    expect(row.status).toBe('DONE');
    expect(row.balance_amount).toBe(Number(params.amount));
  });

  it('says on the checkout window that its buttons are for an administrator', async () => {
    const res = await t.http.get(`${BASE}/checkout`).query(checkout()).expect(200);
    expect(res.text).toContain(SANDBOX_COPY.adminNotice);
    expect(res.text).toContain('<script src="/sandbox/toss/v1.js" defer></script>');
    expect(res.text).toContain('data-sandbox-message hidden');
  });

  /**
   * Runs the page part of v1.js on a stand-in for the checkout window (its real form), with
   * `stored` as the browser's `accessToken`, presses 결제 승인 and answers what the page then did:
   * went to a location, or showed a message.
   */
  async function pressApproveInPage(stored: string | null): Promise<string> {
    const params = checkout();
    const html = (await t.http.get(`${BASE}/checkout`).query(params).expect(200)).text;
    const { action, fields } = formOf(html);
    const script = (await t.http.get(`${BASE}/v1.js`).expect(200)).text;
    let settle: (outcome: string) => void = () => undefined;
    const outcome = new Promise<string>((resolve) => (settle = resolve));
    const listeners: Record<string, (event: unknown) => void> = {};
    const buttons = [{ disabled: false }, { disabled: false }, { disabled: false }];
    const form = {
      fields,
      getAttribute: (name: string) => (name === 'action' ? action : null),
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        listeners[type] = listener;
      },
      querySelectorAll: () => buttons,
    };
    const box = {
      hidden: true,
      set textContent(text: string) {
        settle(`message ${text}`);
      },
    };
    const window = {
      document: {
        readyState: 'complete',
        querySelectorAll: (selector: string) =>
          selector === 'form[data-sandbox-control]' ? [form] : [],
        querySelector: (selector: string) => (selector === '[data-sandbox-message]' ? box : null),
        addEventListener: () => undefined,
      },
      localStorage: { getItem: (key: string) => (key === 'accessToken' ? stored : null) },
      location: { assign: (url: string) => settle(`location ${url}`) },
      fetch: (url: string, init: RequestInit) => fetch(`${origin}${url}`, init),
      FormData: function FormData(this: unknown, target: typeof form) {
        return target.fields;
      },
      URLSearchParams,
    };
    runInNewContext(script, { window });
    let prevented = false;
    listeners.submit({
      preventDefault: () => (prevented = true),
      submitter: { name: 'action', value: 'approve' },
    });
    expect(prevented).toBe(true);
    expect(buttons.every((button) => button.disabled)).toBe(true);
    const result = await outcome;
    if (result.startsWith('message')) {
      expect(box.hidden).toBe(false);
      expect(buttons.every((button) => !button.disabled)).toBe(true);
    }
    return result;
  }

  it('has the page’s script send the stored back-office token and follow the answer', async () => {
    expect(await pressApproveInPage(token)).toMatch(
      /^location \/payments\/success\/7\?paymentKey=tsb_[0-9A-Za-z]{40}&orderId=/,
    );
    expect(await pressApproveInPage(null)).toBe(`message ${SANDBOX_COPY.adminOnly}`);
    expect(await pressApproveInPage('not-a-token')).toBe(`message ${SANDBOX_COPY.adminOnly}`);
  });
});
