import { PayLinks } from '../../src/appointments/pay-links';
import type { Message } from '../../src/outbox/message.entity';
import { MessageRenderer } from '../../src/notifications/message-renderer';
import { PaymentsReconciler } from '../../src/payments/payments-reconciler';
import { TossClient } from '../../src/payments/toss/toss-client';
import { RetentionJob } from '../../src/retention';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { idempotencyHash } from '../../src/sandbox/idempotency';
import { SandboxPayment } from '../../src/sandbox/sandbox-payment.entity';
import { approveInCheckout, type InitAnswer } from '../support/applying';
import { calendarTeam } from '../support/appointments';
import { adminToken, bearer, STAFF_PASSWORD, staffAccount } from '../support/admin-session';
import { guestProofCookie } from '../support/guest-proof';
import { render } from '../support/messages';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';

const at = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`).toISOString();
const TUESDAY = '2026-11-24';
const HOUR = 60 * 60_000;
const PRICE = 200_000;
const TOKEN = /\/program\/\d+\/booking\/package\/(\d+\.[A-Za-z0-9_-]{43})$/;

/**
 * 회기권 sold by a payment link (issue 37): the desk sells a package the family pays online; it is
 * DUE (no session) until paid by the link before APPOINTMENT_PAY_LINK_HOURS (24) pass; paid, it
 * gives sessions like a desk sale; a second charge goes back in full, a lost confirm is settled by
 * the reconciliation job, the unused sessions go back as a partial cancel at the provider, and the
 * desk can call off an unpaid sale. The link names nobody and a made-up one opens nothing.
 */
describe('session packages sold by a payment link', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof calendarTeam>>;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    team = await calendarTeam(t);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(DEFAULT_NOW));
  // The books agree with every package: what the ledger holds (the app's own cancels left out)
  // is its price less what went back once paid, and nothing while unpaid or called off.
  afterEach(async () => {
    const disagreeing = await t.dataSource.query(`
      SELECT p.id, p.status, p.price, p.refunded_amount,
             COALESCE(SUM(l.amount) FILTER (WHERE NOT l.app_cancelled), 0)::int AS net
        FROM session_package p LEFT JOIN ledger_entry l ON l.package_id = p.id
       GROUP BY p.id
      HAVING COALESCE(SUM(l.amount) FILTER (WHERE NOT l.app_cancelled), 0) <>
             CASE WHEN p.status IN ('PAID', 'REFUNDED') THEN p.price - p.refunded_amount ELSE 0 END`);
    expect(disagreeing).toEqual([]);
  });

  const sell = (email: string, body: Record<string, unknown> = {}, who = team.desk) =>
    t.http
      .post('/api/admin/session-packages')
      .set('Authorization', bearer(who))
      .send({
        typeId: team.type.id,
        sessions: 4,
        price: PRICE,
        payByLink: true,
        guardianName: '김보호',
        childName: '김하늘',
        phone: '010-1234-5678',
        email,
        ...body,
      });
  const messages = (id: number) =>
    t.dataSource.query(`SELECT * FROM message WHERE params->>'packageId' = $1 ORDER BY id`, [
      String(id),
    ]) as Promise<Message[]>;
  const row = async (id: number) =>
    (
      await t.dataSource.query(
        `SELECT status, method, sessions_used, refunded_amount, pay_link_until FROM session_package WHERE id = $1`,
        [id],
      )
    )[0] as {
      status: string;
      method: string | null;
      sessions_used: number;
      refunded_amount: number;
      pay_link_until: Date | null;
    };
  const ledger = (id: number) =>
    t.dataSource.query(
      `SELECT kind, amount, method, actor_kind, app_cancelled FROM ledger_entry WHERE package_id = $1 ORDER BY id`,
      [id],
    ) as Promise<
      { kind: string; amount: number; method: string; actor_kind: string; app_cancelled: boolean }[]
    >;
  /** The link the family was sent, read from its rendered 알림톡 as the family reads it. */
  async function linkOf(id: number): Promise<string> {
    const sent = (await messages(id)).find((message) => message.channel === 'ALIMTALK')!;
    const rendered = await render(t, sent);
    const button = rendered.alimtalk!.buttons.find((each) => each.name === '결제하기');
    return TOKEN.exec(button!.url)![1];
  }
  const startPaying = (token: string, method = '카드') =>
    t.http.post(`/api/booking/package/${token}/pay`).send({ method });
  const verify = (
    token: string,
    approved: { paymentKey: string; orderId: string; amount: number },
  ) => t.http.post(`/api/booking/package/${token}/verify`).send(approved);
  async function soldAndPaid(email: string, body: Record<string, unknown> = {}) {
    const id = (await sell(email, body).expect(201)).body.id as number;
    const token = await linkOf(id);
    const init = (await startPaying(token).expect(200)).body as InitAnswer;
    const approved = await approveInCheckout(t, init);
    await verify(token, approved).expect(200);
    return { id, token, init, approved };
  }
  /** A booked appointment of the team's type for the family, as the desk books it. */
  async function booked(time: string, email: string): Promise<number> {
    const res = await t.http
      .post('/api/admin/appointments')
      .set('Authorization', bearer(team.owner))
      .send({
        typeId: team.type.id,
        counsellorId: team.a,
        start: at(TUESDAY, time),
        guardianName: '김보호',
        childName: '김하늘',
        childSchoolYear: '초3',
        email,
      })
      .expect(201);
    return res.body.appointment?.id ?? res.body.id;
  }
  const attend = (owner: string, id: number) =>
    t.http
      .post(`/api/admin/appointments/${id}/attendance`)
      .set('Authorization', bearer(owner))
      .send({ status: 'ATTENDED' })
      .expect(200);

  it('sells by a link: unpaid gives no session; paid by the link, it shows 4 sessions left', async () => {
    const email = 'link@example.com';
    const sold = await sell(email).expect(201);
    const id = sold.body.id as number;
    const until = new Date(new Date(DEFAULT_NOW).getTime() + 24 * HOUR);
    expect(sold.body).toMatchObject({
      status: 'DUE',
      method: null,
      byLink: true,
      refundable: 0,
      payUntil: until.toISOString(),
      payLinkPath: expect.stringMatching(/^\/program\/\d+\/booking\/package\/\d+\./),
    });
    // No money yet: nothing in the books; the sale is in the audit trail.
    expect(await ledger(id)).toEqual([]);
    const [audit] = await t.dataSource.query(
      `SELECT summary, after FROM audit_event WHERE target = $1`,
      [`session_package:${id}`],
    );
    expect(audit.summary).toBe('초기 상담 4회기권 결제 링크 판매 200,000원');
    expect(audit.after).toMatchObject({ pay_by_link: true, pay_link_until: until.toISOString() });

    // The family is sent the link by e-mail and 알림톡.
    const sent = await messages(id);
    expect(sent.map((message) => [message.kind, message.channel])).toEqual([
      ['package-pay-link', 'EMAIL'],
      ['package-pay-link', 'ALIMTALK'],
    ]);
    const token = await linkOf(id);
    const alimtalk = await render(t, sent[1]);
    expect(alimtalk.alimtalk!.text).toContain('■ 회기: 4회');
    expect(alimtalk.alimtalk!.text).toContain('■ 금액: 200,000원');
    expect(alimtalk.alimtalk!.text).toContain('■ 결제 기한: 2026년 11월 23일(월) 12:00');
    expect(alimtalk.alimtalk!.buttons).toHaveLength(1);

    // An unpaid package gives no session: the 출석 uses none of it.
    const session = await booked('10:00', email);
    t.clock.set(new Date(at(TUESDAY, '11:00')));
    await attend(await adminToken(t), session);
    expect((await row(id)).sessions_used).toBe(0);
    t.clock.set(DEFAULT_NOW);

    // My info: 결제 대기 with its deadline and the way to pay, for the proven family only.
    const cookie = guestProofCookie(t, { email });
    const mine = await t.http
      .get('/api/guest/appointments/packages')
      .set('Cookie', cookie)
      .expect(200);
    expect(mine.body.packages).toEqual([
      expect.objectContaining({
        id,
        status: 'DUE',
        sessionsLeft: 0,
        payUntil: until.toISOString(),
        payPath: expect.stringContaining(`/booking/package/${token}`),
      }),
    ]);

    const view = await t.http.get(`/api/booking/package/${token}`).expect(200);
    expect(view.body).toEqual({
      packageId: id,
      programId: team.type.program_id,
      typeName: '초기 상담',
      durationMinutes: 50,
      sessions: 4,
      price: PRICE,
      payUntil: until.toISOString(),
      state: 'DUE',
    });
    // The link may be forwarded: it names nobody of the family.
    expect(JSON.stringify(view.body)).not.toMatch(/김보호|김하늘|010-|link@/);

    // The server decides the amount; only card and transfer.
    await startPaying(token, '가상계좌').expect(400);
    const init = (await startPaying(token).expect(200)).body as InitAnswer;
    expect(init).toMatchObject({
      method: '카드',
      amount: PRICE,
      orderName: '초기 상담 4회기권',
      customerName: '',
      customerEmail: '',
    });
    expect(init.orderId).toMatch(new RegExp(`^PK${id}-`));
    expect(init.successUrl).toMatch(new RegExp(`/booking/package/${token.replace('.', '\\.')}$`));

    const approved = await approveInCheckout(t, init);
    // A tampered amount confirms nothing.
    const tampered = await verify(token, { ...approved, amount: 100 }).expect(400);
    expect(tampered.body.code).toBe('AMOUNT_MISMATCH');
    const paid = await verify(token, approved).expect(200);
    expect(paid.body).toMatchObject({ method: '카드', amount: PRICE });
    // The success page reloaded: the same answer, nothing charged or recorded twice.
    await verify(token, approved).expect(200);
    expect(await row(id)).toMatchObject({ status: 'PAID', method: 'CARD' });
    expect(await ledger(id)).toEqual([
      {
        kind: 'PROVIDER_PAYMENT',
        amount: PRICE,
        method: 'CARD',
        actor_kind: 'FAMILY',
        app_cancelled: false,
      },
    ]);

    const after = await t.http
      .get('/api/guest/appointments/packages')
      .set('Cookie', cookie)
      .expect(200);
    expect(after.body.packages[0]).toMatchObject({
      status: 'PAID',
      sessionsLeft: 4,
      payPath: null,
    });
    // Paid: the link says so and takes nothing more; a link message still waiting is not sent.
    expect((await t.http.get(`/api/booking/package/${token}`).expect(200)).body.state).toBe('PAID');
    expect((await startPaying(token).expect(409)).body.code).toBe('ALREADY_PAID');
    const renderer = t.running.app.get(MessageRenderer);
    expect(await renderer.superseded(sent[0], t.clock.now())).toBe(
      '회기권이 이미 결제되어 보내지 않았습니다.',
    );
    // Another family's proof sees none of it.
    const other = await t.http
      .get('/api/guest/appointments/packages')
      .set('Cookie', guestProofCookie(t, { email: 'someone@example.com' }))
      .expect(200);
    expect(other.body.packages).toEqual([]);
  });

  it('gives a second charge back in full, and settles a confirm whose answer was lost', async () => {
    const email = 'twice@example.com';
    const id = (await sell(email).expect(201)).body.id as number;
    const token = await linkOf(id);
    // Two tabs: two windows opened before either paid.
    const first = (await startPaying(token).expect(200)).body as InitAnswer;
    const second = (await startPaying(token, '계좌이체').expect(200)).body as InitAnswer;
    const firstApproved = await approveInCheckout(t, first);
    const secondApproved = await approveInCheckout(t, second);

    // The first tab's confirm reached the provider and its answer was lost; its browser never
    // came back. The reconciliation job settles it.
    await t.dataSource.query(
      `UPDATE payment SET status = 'UNKNOWN', payment_key = $2, confirm_started_at = $3 WHERE order_id = $1`,
      [first.orderId, firstApproved.paymentKey, t.clock.now()],
    );
    const toss = t.running.app.get(TossClient);
    expect((await toss.confirm(firstApproved, `confirm-${first.orderId}`)).kind).toBe('ok');
    t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 10 * 60_000));
    await t.running.app.get(PaymentsReconciler).runOnce();
    expect(await row(id)).toMatchObject({ status: 'PAID', method: 'CARD' });

    // The second tab's charge went through at the provider too (a confirm the app never sent,
    // played here by hand); its webhook arrives, and the app gives it back in full.
    expect((await toss.confirm(secondApproved, `confirm-${second.orderId}`)).kind).toBe('ok');
    await t.http
      .post('/api/payments/webhook')
      .send({ eventType: 'PAYMENT_STATUS_CHANGED', data: { orderId: second.orderId } })
      .expect(200);
    // Replayed (the provider retries): nothing moves twice.
    await t.http
      .post('/api/payments/webhook')
      .send({ eventType: 'PAYMENT_STATUS_CHANGED', data: { orderId: second.orderId } })
      .expect(200);

    expect(await row(id)).toMatchObject({ status: 'PAID' });
    const attempts = await t.dataSource.query(
      `SELECT order_id, status, auto_cancel_reason FROM payment WHERE package_id = $1 ORDER BY id`,
      [id],
    );
    const kept = attempts.filter(
      (each: { auto_cancel_reason: string | null }) => !each.auto_cancel_reason,
    );
    const givenBack = attempts.filter(
      (each: { auto_cancel_reason: string | null }) => each.auto_cancel_reason,
    );
    expect(kept).toEqual([{ order_id: first.orderId, status: 'DONE', auto_cancel_reason: null }]);
    // The second charge given back in full, both of its rows the app's own cancel.
    expect(givenBack).toEqual([
      { order_id: second.orderId, status: 'CANCELED', auto_cancel_reason: 'ALREADY_PAID' },
    ]);
    // The second tab, back at last, hears that its charge goes back.
    const told = await verify(token, secondApproved).expect(409);
    expect(told.body).toMatchObject({
      code: 'AUTO_CANCELED',
      message:
        '이미 결제되었거나 취소된 회기권이라 이번 결제는 전액 취소돼요. 내 정보에서 확인해 주세요.',
    });
    const sandbox = await t.dataSource
      .getRepository(SandboxPayment)
      .findOneByOrFail({ order_id: givenBack[0].order_id });
    expect(sandbox).toMatchObject({ status: 'CANCELED', balance_amount: 0 });
    const books = await ledger(id);
    expect(books.filter((entry) => !entry.app_cancelled)).toEqual([
      expect.objectContaining({ kind: 'PROVIDER_PAYMENT', amount: PRICE }),
    ]);
    expect(books.filter((entry) => entry.app_cancelled).map((entry) => entry.amount)).toEqual([
      PRICE,
      -PRICE,
    ]);
  });

  it('closes the link at its deadline by the clock: nothing can be paid after it', async () => {
    const email = 'late@example.com';
    const id = (await sell(email).expect(201)).body.id as number;
    const token = await linkOf(id);
    t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 24 * HOUR - 60_000));
    await startPaying(token).expect(200);

    t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 24 * HOUR + 60_000));
    expect((await t.http.get(`/api/booking/package/${token}`).expect(200)).body.state).toBe('OVER');
    const over = await startPaying(token).expect(409);
    expect(over.body).toMatchObject({
      code: 'HOLD_OVER',
      message: '결제 기한이 지났어요. 회기권이 필요하시면 센터로 연락해 주세요.',
    });
    const waiting = (await messages(id))[0];
    expect(await t.running.app.get(MessageRenderer).superseded(waiting, t.clock.now())).toBe(
      '결제 기한이 지나 보내지 않았습니다.',
    );
    const mine = await t.http
      .get('/api/guest/appointments/packages')
      .set('Cookie', guestProofCookie(t, { email }))
      .expect(200);
    expect(mine.body.packages[0]).toMatchObject({ status: 'DUE', payPath: null });
  });

  it('refunds the unused sessions of an online sale as a partial cancel at the provider', async () => {
    const email = 'partial@example.com';
    const { id, init, approved } = await soldAndPaid(email);
    const session = await booked('13:00', email);
    t.clock.set(new Date(at(TUESDAY, '14:00')));
    const owner = await adminToken(t);
    await attend(owner, session);
    expect((await row(id)).sessions_used).toBe(1);

    const refund = (who: string, expectedAmount = 150_000) =>
      t.http
        .post(`/api/admin/session-packages/${id}/refund`)
        .set('Authorization', bearer(who))
        .send({ reason: '이사로 상담 중단', expectedAmount });
    // Owner-only, as at the desk.
    await refund((await staffAccount(t, 'desk.partial')).token).expect(403);
    const res = await refund(owner).expect(200);
    expect(res.body).toMatchObject({ status: 'REFUNDED', refundedAmount: 150_000, refundable: 0 });

    // Three of four unused: 150,000 back through the provider, 50,000 kept.
    const sandbox = await t.dataSource
      .getRepository(SandboxPayment)
      .findOneByOrFail({ order_id: init.orderId });
    expect(sandbox).toMatchObject({ status: 'PARTIAL_CANCELED', balance_amount: 50_000 });
    expect(sandbox.cancels.map((cancel) => cancel.cancelAmount)).toEqual([150_000]);
    // One cancel, under the attempt's key for its whole balance (a retry repeats it).
    const cancels: { idempotency_key: string; request_path: string }[] = await t.dataSource.query(
      `SELECT idempotency_key, request_path FROM sandbox_idempotency WHERE request_path LIKE $1`,
      [`%${approved.paymentKey}/cancel`],
    );
    expect(cancels).toHaveLength(1);
    expect(cancels[0].idempotency_key).toBe(
      idempotencyHash(cancels[0].request_path, `cancel-${init.orderId}`),
    );
    expect(await ledger(id)).toEqual([
      expect.objectContaining({ kind: 'PROVIDER_PAYMENT', amount: PRICE, actor_kind: 'FAMILY' }),
      expect.objectContaining({ kind: 'PROVIDER_REFUND', amount: -150_000, actor_kind: 'ADMIN' }),
    ]);
    const [audit] = await t.dataSource.query(
      `SELECT summary FROM audit_event WHERE target = $1 AND action = 'session-package.refund'`,
      [`session_package:${id}`],
    );
    expect(audit.summary).toBe('회기권 남은 3회 환불 150,000원 (결제 취소)');

    // Once: nothing is left to refund, and the provider is not asked again.
    expect((await refund(owner).expect(409)).body.code).toBe('NOTHING_TO_REFUND');
    expect(await ledger(id)).toHaveLength(2);
  });

  const refundAudits = (id: number) =>
    t.dataSource.query(
      `SELECT admin_name, summary FROM audit_event WHERE target = $1 AND action = 'session-package.refund' ORDER BY id`,
      [`session_package:${id}`],
    ) as Promise<{ admin_name: string; summary: string }[]>;
  const refundBy = (owner: string, id: number, expectedAmount: number) =>
    t.http
      .post(`/api/admin/session-packages/${id}/refund`)
      .set('Authorization', bearer(owner))
      .send({ reason: '이사로 상담 중단', expectedAmount });

  it('two owners refunding at once: one cancel at the provider, one ledger row, one audit row', async () => {
    const control = t.running.app.get(SandboxControl);
    control.reset();
    const { id } = await soldAndPaid('two-owners@example.com');
    const owner = await adminToken(t);
    // Both clicks reach the provider before either answer is settled.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    control.failNext('cancel', { until: held, times: 2 });
    const both = Promise.all([refundBy(owner, id, PRICE), refundBy(owner, id, PRICE)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    for (const res of await both) expect(res.status).toBe(200);

    const sandbox = await t.dataSource.getRepository(SandboxPayment).find({
      where: {
        order_id: (
          await t.dataSource.query(`SELECT order_id FROM payment WHERE package_id = $1`, [id])
        )[0].order_id,
      },
    });
    expect(sandbox[0]).toMatchObject({ status: 'CANCELED', balance_amount: 0 });
    expect((await ledger(id)).filter((entry) => entry.amount < 0)).toHaveLength(1);
    expect(await refundAudits(id)).toEqual([
      { admin_name: 'admin', summary: '회기권 남은 4회 환불 200,000원 (결제 취소)' },
    ]);
  });

  it('audits a refund whose answer was lost (503) once the reconciliation job finishes it', async () => {
    const control = t.running.app.get(SandboxControl);
    control.reset();
    const { id } = await soldAndPaid('lost-refund@example.com');
    const owner = await adminToken(t);
    control.failNext('cancel', { status: 500, afterApplying: true });
    const lost = await refundBy(owner, id, PRICE).expect(503);
    expect(lost.body.code).toBe('REFUND_PENDING');
    expect(await refundAudits(id)).toEqual([]);

    await t.running.app.get(PaymentsReconciler).runOnce();
    expect(await row(id)).toMatchObject({ status: 'REFUNDED', refunded_amount: PRICE });
    expect((await ledger(id)).filter((entry) => entry.amount < 0)).toHaveLength(1);
    const audits = await refundAudits(id);
    expect(audits).toHaveLength(1);
    expect(audits[0].summary).toBe('회기권 환불 200,000원 (결제 대행사에서 확인)');
    // The owner, back later, finds nothing left to refund; nothing more is written.
    expect((await refundBy(owner, id, PRICE).expect(409)).body.code).toBe('NOTHING_TO_REFUND');
    expect(await refundAudits(id)).toHaveLength(1);
  });

  it('keeps the sessions of a package partly refunded in the provider’s console; the owner refunds the rest', async () => {
    const { id, init, approved } = await soldAndPaid('console@example.com');
    // 30,000원 given back in the provider's console; its status change reaches the app.
    const toss = t.running.app.get(TossClient);
    const cancelled = await toss.cancel(
      approved.paymentKey,
      { cancelReason: '콘솔 부분 환불', cancelAmount: 30_000 },
      'console-1',
    );
    expect(cancelled.kind).toBe('ok');
    await t.http
      .post('/api/payments/webhook')
      .send({ eventType: 'PAYMENT_STATUS_CHANGED', data: { orderId: init.orderId } })
      .expect(200);
    expect(await row(id)).toMatchObject({ status: 'PAID', refunded_amount: 30_000 });
    const owner = await adminToken(t);
    const [listed] = (
      await t.http
        .get('/api/admin/session-packages')
        .set('Authorization', bearer(owner))
        .expect(200)
    ).body.filter((each: { id: number }) => each.id === id);
    expect(listed).toMatchObject({ status: 'PAID', refundable: PRICE - 30_000 });
    expect(await refundAudits(id)).toEqual([
      { admin_name: 'SYSTEM', summary: '회기권 환불 30,000원 (결제 대행사에서 확인)' },
    ]);

    // The rest of the unused sessions' value, through the provider, and the package ends.
    const res = await refundBy(owner, id, PRICE - 30_000).expect(200);
    expect(res.body).toMatchObject({ status: 'REFUNDED', refundedAmount: PRICE, refundable: 0 });
    const sandbox = await t.dataSource
      .getRepository(SandboxPayment)
      .findOneByOrFail({ order_id: init.orderId });
    expect(sandbox).toMatchObject({ status: 'CANCELED', balance_amount: 0 });
    expect((await ledger(id)).map((entry) => entry.amount)).toEqual([PRICE, -30_000, -170_000]);
  });

  it('lets the desk call off an unpaid sale: the link dies, a paid one is not called off', async () => {
    const id = (await sell('called-off@example.com').expect(201)).body.id as number;
    const token = await linkOf(id);
    const cancel = (packageId: number, who = team.desk, reason = '보호자 요청으로 판매 취소') =>
      t.http
        .post(`/api/admin/session-packages/${packageId}/cancel`)
        .set('Authorization', bearer(who))
        .send({ reason });
    expect((await cancel(id, team.desk, ' ').expect(400)).body.message).toEqual([
      '취소 사유를 입력해 주세요.',
    ]);
    // A counsellor cancels no family's sale.
    const counsellor = await t.http
      .post('/api/user/login')
      .send({ username: 'counsellor.a', password: STAFF_PASSWORD })
      .expect(200);
    await cancel(id, counsellor.body.accessToken as string).expect(403);

    const res = await cancel(id).expect(200);
    expect(res.body).toMatchObject({ status: 'CANCELLED', payLinkPath: null });
    expect((await t.http.get(`/api/booking/package/${token}`).expect(200)).body.state).toBe(
      'CANCELLED',
    );
    expect((await startPaying(token).expect(409)).body.code).toBe('CANCELED');
    expect(await t.dataSource.query(`SELECT id FROM payment WHERE package_id = $1`, [id])).toEqual(
      [],
    );
    const [audit] = await t.dataSource.query(
      `SELECT before, after FROM audit_event WHERE target = $1 AND action = 'session-package.cancel'`,
      [`session_package:${id}`],
    );
    expect(audit).toEqual({
      before: { package_status: 'DUE' },
      after: { package_status: 'CANCELLED', reason: '보호자 요청으로 판매 취소' },
    });
    await cancel(id).expect(409);

    const { id: paid } = await soldAndPaid('paid-not-cancelled@example.com');
    expect((await cancel(paid).expect(409)).body.code).toBe('NOT_DUE');
  });

  it('opens nothing with a tampered or made-up token, nor an appointment’s token', async () => {
    const id = (await sell('tamper@example.com').expect(201)).body.id as number;
    const token = await linkOf(id);
    const [, mac] = token.split('.');
    const other = (await sell('tamper2@example.com').expect(201)).body.id as number;
    for (const made of [`${other}.${mac}`, `${id}.${'A'.repeat(43)}`, 'not-a-token', `${id}`]) {
      const res = await t.http.get(`/api/booking/package/${made}`).expect(404);
      expect(res.body.code).toBe('PAY_LINK_NOT_FOUND');
      await startPaying(made).expect(404);
    }
    // The same id's appointment link (another purpose in its signature) opens no package.
    const [pack] = await t.dataSource.query(
      `SELECT created_at FROM session_package WHERE id = $1`,
      [id],
    );
    const appointmentToken = t.running.app
      .get(PayLinks)
      .token({ id, created_at: pack.created_at as Date });
    await t.http.get(`/api/booking/package/${appointmentToken}`).expect(404);
    // A package sold at the desk has no link.
    const desk = (await sell('desk@example.com', { payByLink: false, method: 'CASH' }).expect(201))
      .body;
    expect(desk).toMatchObject({ status: 'PAID', byLink: false, payLinkPath: null });
    const [deskRow] = await t.dataSource.query(
      `SELECT created_at FROM session_package WHERE id = $1`,
      [desk.id],
    );
    const deskToken = t.running.app
      .get(PayLinks)
      .packageToken({ id: desk.id as number, created_at: deskRow.created_at as Date });
    await t.http.get(`/api/booking/package/${deskToken}`).expect(404);
    // A link sale under 100원 is refused in words beside the amount.
    expect((await sell('cheap@example.com', { price: 50 }).expect(400)).body.message).toEqual([
      '금액은 결제 링크로 판매할 때 100원 이상으로 입력해 주세요.',
    ]);
  });

  it('keeps a paid online sale in the download, empties it on deletion, deletes it with its attempts later', async () => {
    const email = 'privacy-link@example.com';
    const unpaid = (await sell(email, { sessions: 2, price: 90_000 }).expect(201)).body
      .id as number;
    const { id } = await soldAndPaid(email);
    await t.http
      .post(`/api/admin/session-packages/${id}/refund`)
      .set('Authorization', bearer(await adminToken(t)))
      .send({ reason: '삭제 요청 전 환불', expectedAmount: PRICE })
      .expect(200);
    const cookie = guestProofCookie(t, { email });
    const download = await t.http.get('/api/guest/my-data').set('Cookie', cookie).expect(200);
    expect(JSON.parse(download.text as string).회기권).toEqual([
      expect.objectContaining({ 회기권번호: id, 결제수단: '카드', 상태: 'REFUNDED' }),
      expect.objectContaining({
        회기권번호: unpaid,
        결제수단: '결제 링크(결제 전)',
        상태: 'DUE',
        결제기한: expect.any(String),
        보낸메시지: [
          expect.objectContaining({ 종류: 'package-pay-link', 경로: '이메일' }),
          expect.objectContaining({ 종류: 'package-pay-link' }),
        ],
      }),
    ]);
    await t.http
      .post('/api/guest/delete-request')
      .set('Cookie', cookie)
      .send({ email })
      .expect(200);
    const rows = await t.dataSource.query(
      `SELECT id, status, family_email, anonymised_at IS NOT NULL AS emptied FROM session_package WHERE id = ANY($1) ORDER BY id`,
      [[unpaid, id]],
    );
    // The unpaid sale's link dies with the family's data, and its messages (naming the child) go.
    expect(rows).toEqual([
      { id: unpaid, status: 'CANCELLED', family_email: null, emptied: true },
      { id, status: 'REFUNDED', family_email: null, emptied: true },
    ]);
    expect(await messages(unpaid)).toEqual([]);
    expect(await messages(id)).toEqual([]);

    await t.running.app.get(RetentionJob).runOnce(new Date('2032-01-01T00:00:00Z'));
    expect(
      await t.dataSource.query(`SELECT id FROM session_package WHERE id = ANY($1)`, [[unpaid, id]]),
    ).toEqual([]);
    expect(await t.dataSource.query(`SELECT id FROM payment WHERE package_id = $1`, [id])).toEqual(
      [],
    );
    expect(await ledger(id)).toEqual([]);
  });
});
