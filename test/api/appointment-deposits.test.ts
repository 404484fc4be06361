import { BOOKING_CONSENT } from '../../shared/booking';
import type { AppointmentType } from '../../src/appointments/appointment-type.entity';
import { PaymentsReconciler } from '../../src/payments/payments-reconciler';
import { RetentionJob } from '../../src/retention';
import { TossClient } from '../../src/payments/toss/toss-client';
import { SandboxPayment } from '../../src/sandbox/sandbox-payment.entity';
import { approveInCheckout, type InitAnswer } from '../support/applying';
import { createBookableType } from '../support/appointments';
import { adminToken, bearer, staffAccount } from '../support/admin-session';
import { guestProofCookie } from '../support/guest-proof';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';

/** Seoul wall clock on a date, as the instant the API speaks. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`).toISOString();
const TUESDAY = '2026-11-24';
const DEPOSIT = 10_000;
const MINUTE = 60_000;

/**
 * Deposits taken online for appointments (issue 37), through the sandbox provider as a family's
 * browser pays them: the time held while paying and booked once paid, the server's amount only,
 * a time taken while the hold had lapsed (refused before any charge, or given back in full when
 * the charge raced it), and the written policy on cancelling (in full before the deadline,
 * nothing to cancel online after it).
 */
describe('appointment deposits', () => {
  let t: TestApp;
  let type: AppointmentType;
  let counsellorId: number;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(DEFAULT_NOW);
    const made = await createBookableType(t.dataSource, {
      type: { deposit: DEPOSIT, price: 50_000 },
    });
    type = made.type;
    counsellorId = made.counsellors[0].id;
  });

  const family = (email: string) => guestProofCookie(t, { email });
  const later = (minutes: number) =>
    t.clock.set(new Date(t.clock.now().getTime() + minutes * MINUTE));
  const book = (cookie: string, start = at(TUESDAY, '10:00')) =>
    t.http
      .post('/api/guest/appointments')
      .set('Cookie', cookie)
      .send({
        typeId: type.id,
        counsellor: String(counsellorId),
        start,
        guardianName: '김보호',
        childName: '김하늘',
        childSchoolYear: '초3',
        agree: true,
        consentVersion: BOOKING_CONSENT.version,
      });
  const startDeposit = (cookie: string, id: number, method = '카드') =>
    t.http.post(`/api/guest/appointments/${id}/deposit`).set('Cookie', cookie).send({ method });
  const verify = (id: number, approved: { paymentKey: string; orderId: string; amount: number }) =>
    t.http.post(`/api/guest/appointments/${id}/deposit/verify`).send(approved);
  const row = async (id: number) =>
    (
      await t.dataSource.query(
        `SELECT status, deposit_status, hold_expires_at FROM appointment WHERE id = $1`,
        [id],
      )
    )[0] as { status: string; deposit_status: string; hold_expires_at: Date | null };
  const ledger = (id: number) =>
    t.dataSource.query(
      `SELECT kind, amount, app_cancelled FROM ledger_entry WHERE appointment_id = $1 ORDER BY id`,
      [id],
    ) as Promise<{ kind: string; amount: number; app_cancelled: boolean }[]>;
  const messages = async (id: number) =>
    (
      (await t.dataSource.query(
        `SELECT kind FROM message WHERE params->>'appointmentId' = $1 AND kind NOT LIKE '%reminder%' ORDER BY id`,
        [String(id)],
      )) as { kind: string }[]
    ).map((message) => message.kind);

  /** Books and pays as a family's browser does; answers the appointment's id. */
  async function bookAndPay(cookie: string, start?: string): Promise<number> {
    const id = (await book(cookie, start).expect(201)).body.id as number;
    const init = (await startDeposit(cookie, id).expect(200)).body as InitAnswer;
    const approved = await approveInCheckout(t, init);
    await verify(id, approved).expect(200);
    return id;
  }

  it('holds the time while the family pays the server’s deposit, and books it once paid', async () => {
    const cookie = family('deposit@example.com');
    const booked = await book(cookie).expect(201);
    const id = booked.body.id as number;
    expect(booked.body).toMatchObject({
      status: 'HELD',
      deposit: DEPOSIT,
      depositStatus: 'DUE',
      holdUntil: new Date(new Date(DEFAULT_NOW).getTime() + 15 * MINUTE).toISOString(),
    });
    // Nothing is told before the money: a held time is not a booking yet.
    expect(await messages(id)).toEqual([]);

    const init = (await startDeposit(cookie, id).expect(200)).body as InitAnswer;
    expect(init).toMatchObject({
      method: '카드',
      amount: DEPOSIT,
      orderName: '초기 상담 예약금',
      customerName: '김보호',
      customerEmail: 'deposit@example.com',
    });
    expect(init.orderId).toMatch(/^BK\d+-/);
    expect(init.successUrl).toMatch(new RegExp(`/program/${type.program_id}/booking/paid/${id}$`));
    expect(init.failUrl).toMatch(new RegExp(`/program/${type.program_id}/booking/unpaid/${id}$`));

    const approved = await approveInCheckout(t, init);
    const paid = await verify(id, approved).expect(200);
    expect(paid.body).toMatchObject({
      appointmentId: id,
      method: '카드',
      amount: DEPOSIT,
      typeName: '초기 상담',
      start: at(TUESDAY, '10:00'),
    });
    expect(paid.body).not.toHaveProperty('childName');
    expect(await row(id)).toMatchObject({
      status: 'BOOKED',
      deposit_status: 'PAID',
      hold_expires_at: null,
    });
    expect(await ledger(id)).toEqual([
      { kind: 'PROVIDER_PAYMENT', amount: DEPOSIT, app_cancelled: false },
    ]);
    expect(await messages(id)).toEqual(['appointment-booked']);

    // The redirect replayed (a reload): the same answer, nothing charged or told twice.
    await verify(id, approved).expect(200);
    expect(await ledger(id)).toHaveLength(1);
    expect(await messages(id)).toEqual(['appointment-booked']);
    // Paid: no second attempt.
    const again = await startDeposit(cookie, id).expect(409);
    expect(again.body.message).toBe('이미 예약금을 결제한 예약이에요. 내 정보에서 확인해 주세요.');
  });

  it('refuses another amount, another booking’s order, a 가상계좌 and another family', async () => {
    const cookie = family('tamper@example.com');
    const id = (await book(cookie).expect(201)).body.id as number;
    await startDeposit(cookie, id, '가상계좌').expect(400);
    await startDeposit(family('stranger@example.com'), id).expect(404);
    const init = (await startDeposit(cookie, id).expect(200)).body as InitAnswer;

    // The window was asked for 100원 instead of the server's deposit.
    const cheap = await approveInCheckout(t, init, 100);
    const refused = await verify(id, cheap).expect(400);
    expect(refused.body.code).toBe('AMOUNT_MISMATCH');
    // The right amount, named under another booking.
    const other = (await book(family('other@example.com'), at(TUESDAY, '13:00')).expect(201)).body
      .id as number;
    const approved = await approveInCheckout(t, init);
    expect((await verify(other, approved).expect(400)).body.code).toBe('ORDER_MISMATCH');
    expect(await ledger(id)).toEqual([]);
    expect((await row(id)).status).toBe('HELD');
  });

  it('refuses before any charge a payment for a time booked by someone else after the hold lapsed', async () => {
    const slow = family('slow@example.com');
    const id = (await book(slow).expect(201)).body.id as number;
    const init = (await startDeposit(slow, id).expect(200)).body as InitAnswer;
    const approved = await approveInCheckout(t, init);
    // The family left the window open past its hold; another family booked the time.
    later(16);
    await bookAndPay(family('quick@example.com'));

    const refused = await verify(id, approved).expect(409);
    expect(refused.body.code).toBe('SLOT_TAKEN');
    expect(refused.body.nearest.length).toBeGreaterThan(0);
    // Nothing was confirmed at the provider and nothing is in the books.
    const sandbox = await t.dataSource
      .getRepository(SandboxPayment)
      .findOneByOrFail({ order_id: init.orderId });
    expect(sandbox.status).toBe('IN_PROGRESS');
    expect(await ledger(id)).toEqual([]);
    expect((await row(id)).status).toBe('EXPIRED');
  });

  it('books a lapsed hold when the time is still free', async () => {
    const cookie = family('late@example.com');
    const id = (await book(cookie).expect(201)).body.id as number;
    const init = (await startDeposit(cookie, id).expect(200)).body as InitAnswer;
    // Slow in the window: approved just before the hold ran out, back just after it.
    later(14);
    const approved = await approveInCheckout(t, init);
    later(2);
    await verify(id, approved).expect(200);
    expect(await row(id)).toMatchObject({ status: 'BOOKED', deposit_status: 'PAID' });
  });

  it('gives back in full a deposit the provider took for a time booked by someone else meanwhile', async () => {
    const cookie = family('raced@example.com');
    const id = (await book(cookie).expect(201)).body.id as number;
    const init = (await startDeposit(cookie, id).expect(200)).body as InitAnswer;
    const approved = await approveInCheckout(t, init);
    // The confirm reached the provider, and its answer was lost on the way back.
    await t.dataSource.query(
      `UPDATE payment SET status = 'UNKNOWN', payment_key = $2, confirm_started_at = $3 WHERE order_id = $1`,
      [init.orderId, approved.paymentKey, t.clock.now()],
    );
    const confirmed = await t.running.app
      .get(TossClient)
      .confirm(approved, `confirm-${init.orderId}`);
    expect(confirmed.kind).toBe('ok');
    // Meanwhile the hold lapsed and another family booked and paid the time.
    later(16);
    const other = await bookAndPay(family('winner@example.com'));

    await t.running.app.get(PaymentsReconciler).runOnce();
    const [payment] = await t.dataSource.query(
      `SELECT status, auto_cancel_reason FROM payment WHERE order_id = $1`,
      [init.orderId],
    );
    expect(payment).toEqual({ status: 'CANCELED', auto_cancel_reason: 'NO_SLOT' });
    // Taken and given back, both marked as the app's own cancel; the winner's booking stands.
    expect(await ledger(id)).toEqual([
      { kind: 'PROVIDER_PAYMENT', amount: DEPOSIT, app_cancelled: true },
      { kind: 'PROVIDER_REFUND', amount: -DEPOSIT, app_cancelled: true },
    ]);
    expect((await row(id)).status).toBe('EXPIRED');
    expect(await row(other)).toMatchObject({ status: 'BOOKED', deposit_status: 'PAID' });
    const told = await verify(id, approved).expect(409);
    expect(told.body.code).toBe('SLOT_GONE_REFUNDED');
  });

  it('refunds the deposit in full when the family cancels before the deadline', async () => {
    const cookie = family('cancel@example.com');
    const id = await bookAndPay(cookie);
    const res = await t.http
      .post(`/api/guest/appointments/${id}/cancel`)
      .set('Cookie', cookie)
      .expect(200);
    expect(res.body).toMatchObject({ status: 'CANCELLED', depositStatus: 'REFUNDED' });
    expect(await ledger(id)).toEqual([
      { kind: 'PROVIDER_PAYMENT', amount: DEPOSIT, app_cancelled: false },
      { kind: 'PROVIDER_REFUND', amount: -DEPOSIT, app_cancelled: false },
    ]);
    expect(await messages(id)).toEqual(['appointment-booked', 'appointment-cancelled']);
    // A second cancel changes nothing and moves no money.
    await t.http.post(`/api/guest/appointments/${id}/cancel`).set('Cookie', cookie).expect(409);
    expect(await ledger(id)).toHaveLength(2);
  });

  it('keeps the deposit after the deadline: the family is sent to the centre', async () => {
    const cookie = family('keep@example.com');
    const id = await bookAndPay(cookie);
    t.clock.set(new Date(at(TUESDAY, '09:00')));
    const res = await t.http
      .post(`/api/guest/appointments/${id}/cancel`)
      .set('Cookie', family('keep@example.com'))
      .expect(409);
    expect(res.body.code).toBe('CHANGE_DEADLINE_PASSED');
    expect(await row(id)).toMatchObject({ status: 'BOOKED', deposit_status: 'PAID' });
    expect(await ledger(id)).toHaveLength(1);
  });

  it('lets a held time go when the family gives up paying, and never takes money for it then', async () => {
    const cookie = family('giveup@example.com');
    const id = (await book(cookie).expect(201)).body.id as number;
    const init = (await startDeposit(cookie, id).expect(200)).body as InitAnswer;
    const approved = await approveInCheckout(t, init);
    const res = await t.http
      .post(`/api/guest/appointments/${id}/cancel`)
      .set('Cookie', cookie)
      .expect(200);
    expect(res.body.status).toBe('CANCELLED');
    // The window's approval arrives after: refused before the provider confirms anything.
    expect((await verify(id, approved).expect(409)).body.code).toBe('CANCELED');
    expect(await ledger(id)).toEqual([]);
    await startDeposit(cookie, id).expect(409);
    // The time is free for others at once.
    await book(family('next@example.com')).expect(201);
  });

  it('keeps a paid appointment’s books past the retention, emptied of the family, and deletes an unpaid one', async () => {
    const paid = await bookAndPay(family('kept@example.com'));
    const cookie = family('unpaid@example.com');
    const unpaid = (await book(cookie, at(TUESDAY, '13:00')).expect(201)).body.id as number;
    await startDeposit(cookie, unpaid).expect(200);

    // 90 days after both ended.
    await t.running.app.get(RetentionJob).runOnce(new Date(at('2027-02-23', '12:00')));
    const [kept] = await t.dataSource.query(
      `SELECT status, deposit_status, guardian_name, child_name, family_email, family_phone
         FROM appointment WHERE id = $1`,
      [paid],
    );
    expect(kept).toEqual({
      status: 'BOOKED',
      deposit_status: 'PAID',
      guardian_name: '',
      child_name: '',
      family_email: null,
      family_phone: null,
    });
    expect(await ledger(paid)).toHaveLength(1);
    expect(await messages(paid)).toEqual([]);
    expect(await t.dataSource.query(`SELECT id FROM appointment WHERE id = $1`, [unpaid])).toEqual(
      [],
    );
    expect(
      await t.dataSource.query(`SELECT id FROM payment WHERE appointment_id = $1`, [unpaid]),
    ).toEqual([]);
    // The provider's sandbox copy of the order forgets the family too.
    const [order] = await t.dataSource.query(
      `SELECT customer_name, customer_email FROM sandbox_payment
        WHERE order_id = (SELECT order_id FROM payment WHERE appointment_id = $1)`,
      [paid],
    );
    expect(order).toEqual({ customer_name: null, customer_email: null });

    // RECORD_RETENTION_YEARS (5) after it ended, the books go too.
    const later = await t.running.app
      .get(RetentionJob)
      .runOnce(new Date(at('2031-11-25', '12:00')));
    // (This file's earlier bookings share the database: at least this one.)
    expect(later.appointmentRecordsDeleted).toBeGreaterThanOrEqual(1);
    expect(await t.dataSource.query(`SELECT id FROM appointment WHERE id = $1`, [paid])).toEqual(
      [],
    );
    expect(await ledger(paid)).toEqual([]);
  });

  it('lets only the owner give a deposit back when the centre cancels', async () => {
    const owner = bearer(await adminToken(t));
    const desk = bearer((await staffAccount(t, `desk.${Date.now()}`)).token);
    const id = await bookAndPay(family('centre@example.com'));
    const cancel = (who: string, body: Record<string, unknown>) =>
      t.http.post(`/api/admin/appointments/${id}/cancel`).set('Authorization', who).send(body);

    const refused = await cancel(desk, { reason: '상담사 병가', refundDeposit: true }).expect(403);
    expect(refused.body.message).toBe('예약금 환불은 대표 관리자만 할 수 있습니다.');
    expect(await row(id)).toMatchObject({ status: 'BOOKED', deposit_status: 'PAID' });

    const res = await cancel(owner, { reason: '상담사 병가', refundDeposit: true }).expect(200);
    expect(res.body).toMatchObject({ status: 'CANCELLED', depositStatus: 'REFUNDED' });
    const [kept] = await t.dataSource.query(
      `SELECT cancel_reason, cancelled_by_account_id IS NOT NULL AS by_account FROM appointment WHERE id = $1`,
      [id],
    );
    expect(kept).toEqual({ cancel_reason: '상담사 병가', by_account: true });
    const rows = await t.dataSource.query(
      `SELECT kind, amount, actor_kind, reason FROM ledger_entry WHERE appointment_id = $1 ORDER BY id`,
      [id],
    );
    expect(rows).toEqual([
      { kind: 'PROVIDER_PAYMENT', amount: DEPOSIT, actor_kind: 'FAMILY', reason: null },
      {
        kind: 'PROVIDER_REFUND',
        amount: -DEPOSIT,
        actor_kind: 'ADMIN',
        reason: '센터 취소: 상담사 병가',
      },
    ]);
    const [audit] = await t.dataSource.query(
      `SELECT summary FROM audit_event WHERE target = $1 AND action = 'appointment.cancel'`,
      [`appointment:${id}`],
    );
    expect(audit.summary).toContain('예약금 10,000원 환불');
    expect(await messages(id)).toEqual(['appointment-booked', 'appointment-cancelled']);
    // Nothing left to give back.
    await cancel(owner, { reason: '다시', refundDeposit: true }).expect(409);
    expect(await ledger(id)).toHaveLength(2);
  });

  it('asks the centre to say whether the deposit goes back, and keeps it when told', async () => {
    const owner = bearer(await adminToken(t));
    const id = await bookAndPay(family('late-call@example.com'));
    await t.http
      .post(`/api/admin/appointments/${id}/cancel`)
      .set('Authorization', owner)
      .send({ reason: '기한 지난 취소 전화' })
      .expect(400);
    await t.http
      .post(`/api/admin/appointments/${id}/cancel`)
      .set('Authorization', owner)
      .send({ reason: '기한 지난 취소 전화', refundDeposit: false })
      .expect(200);
    expect(await row(id)).toMatchObject({ status: 'CANCELLED', deposit_status: 'PAID' });
    expect(await ledger(id)).toHaveLength(1);
  });

  it('keeps a time for paying a while, never for ever, and counts a lapsed hold taken again against the cap', async () => {
    // The family proves its contact again when its proof lapses (15 minutes).
    const hoarder = () => family('hoarder@example.com');
    const first = (await book(hoarder(), at(TUESDAY, '10:00')).expect(201)).body.id as number;
    // Renewed by each attempt within twice the hold since booking…
    later(14);
    await startDeposit(hoarder(), first).expect(200);
    later(14);
    await startDeposit(hoarder(), first).expect(200);
    // …and no longer after it.
    later(3);
    const over = await startDeposit(hoarder(), first).expect(409);
    expect(over.body.code).toBe('HOLD_OVER');

    // Three fresh holds are the family's cap; a lapsed one is not taken again over it.
    const second = (await book(hoarder(), at(TUESDAY, '13:00')).expect(201)).body.id as number;
    later(16);
    for (const time of ['14:00', '15:00', '16:00']) {
      await book(hoarder(), at(TUESDAY, time)).expect(201);
    }
    const capped = await startDeposit(hoarder(), second).expect(409);
    expect(capped.body.code).toBe('TOO_MANY_APPOINTMENTS');
  });
});
