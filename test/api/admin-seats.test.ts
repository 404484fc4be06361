import type TestAgent from 'supertest/lib/agent';
import { Application } from '../../src/applications/application.entity';
import { LectureFee } from '../../src/lectures/lecture-fee.entity';
import { Lecture } from '../../src/lectures/lecture.entity';
import { Payment } from '../../src/payments/payment.entity';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { SandboxPayment } from '../../src/sandbox/sandbox-payment.entity';
import { SeatEvents } from '../../src/seats';
import { adminToken, bearer } from '../support/admin-session';
import {
  APPLICANT,
  applicationBody,
  approveInCheckout,
  type InitAnswer,
} from '../support/applying';
import { createLecture } from '../support/factories';
import { PNG } from '../support/images';
import { DEFAULT_NOW, startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';
import { ledgerDisagreements } from '../support/ledger-check';
import { lookUpWithCode } from '../support/family-proof';

const APPLY = '/api/lecture/application/data';
const LOWER = (n: number) => `이미 신청된 인원(${n}명)보다 적게 정원을 줄일 수 없습니다.`;

/**
 * The back office and seats (issue 17): capacities on the lecture form (validated, never below
 * what is taken), the seats panel, and the centre's full cancel of an application.
 */
describe('back office: capacities, seats panel, cancel', () => {
  let t: TestApp;
  let auth: string;
  let control: SandboxControl;
  let people = 0;
  const freed: number[] = [];

  beforeAll(async () => {
    t = await startTestApp({
      seed: false,
      configure: (config) => ({
        ...withoutRequestLimits(config),
        payments: { ...config.payments, timeoutMs: 1_500 },
      }),
    });
    auth = bearer(await adminToken(t));
    control = t.running.app.get(SandboxControl);
    t.running.app.get(SeatEvents).onFreed((lectureId) => {
      freed.push(lectureId);
    });
  });
  afterAll(() => t.close());
  // Whatever path the money took, the ledger and the applications' states agree (issue 19).
  afterEach(async () => {
    expect(await ledgerDisagreements(t.dataSource)).toEqual([]);
  });
  beforeEach(() => {
    t.clock.set(DEFAULT_NOW);
    control.reset();
    freed.length = 0;
  });

  async function openLecture(capacity: number | null, feeCapacity: number | null) {
    const lecture = await createLecture(
      t.dataSource,
      {
        reg_period_start: '2026-11-20',
        reg_period_end: '2026-11-30',
        lec_period_start: '2026-12-10',
        lec_period_end: '2026-12-11',
        capacity,
      },
      [{ fee_type: '1회차', amount: 30000 }],
    );
    await t.dataSource.query(`UPDATE lecture_fee SET capacity = $1 WHERE lecture_id = $2`, [
      feeCapacity,
      lecture.id,
    ]);
    const fee = await t.dataSource
      .getRepository(LectureFee)
      .findOneByOrFail({ lecture_id: lecture.id });
    return { lectureId: lecture.id, feeId: fee.id };
  }

  async function applyTo(lectureId: number) {
    people += 1;
    const agent = t.agent();
    const res = await agent
      .post(APPLY)
      .send(
        await applicationBody(t, lectureId, {
          applicant: { ...APPLICANT, email: `admin-seats${people}@example.com` },
        }),
      )
      .expect(200);
    expect(res.body.state).toBe(0);
    return { agent, applicationId: res.body.applicationId as number };
  }

  async function paid(lectureId: number) {
    const guest = await applyTo(lectureId);
    await pay(guest.agent, guest.applicationId);
    return guest;
  }

  async function pay(agent: TestAgent, applicationId: number) {
    const init = (await agent.post('/api/payments').send({ applicationId }).expect(200))
      .body as InitAnswer;
    const approved = await approveInCheckout(t, init);
    await t.http
      .post('/api/payments/verify')
      .send({ ...approved, applicationId })
      .expect(200);
  }

  const put = (id: number) => t.http.put(`/api/admin/lecture/${id}`).set('Authorization', auth);

  async function stored(id: number) {
    const lecture = await t.dataSource.getRepository(Lecture).findOneByOrFail({ id });
    const fees = await t.dataSource
      .getRepository(LectureFee)
      .find({ where: { lecture_id: id }, order: { id: 'ASC' } });
    return { capacity: lecture.capacity, fees: fees.map((fee) => [fee.amount, fee.capacity]) };
  }

  describe('capacities on the lecture form', () => {
    it('creates a lecture with capacities sent as multipart text, and reads them back', async () => {
      const res = await t.http
        .post('/api/admin/lecture')
        .set('Authorization', auth)
        .field('title', '정원 있는 특강')
        .field('instructor_name', '이선생')
        .field('organizer', '마음숲')
        .field('reg_period_start', '2026-11-20')
        .field('reg_period_end', '2026-11-30')
        .field('lec_period_start', '2026-12-10')
        .field('lec_period_end', '2026-12-11')
        .field('inquiry', '02-000-0000')
        .field('capacity', '30')
        .field(
          'fees',
          JSON.stringify([
            { fee_type: '1회차', amount: 10000, capacity: 20 },
            { fee_type: '2회차', amount: 10000, capacity: '' },
            { fee_type: '3회차', amount: 10000 },
          ]),
        )
        .attach('file', PNG, { filename: 'b.png', contentType: 'image/png' })
        .expect(201);
      const read = await t.http
        .get(`/api/admin/lecture/${res.body.id}`)
        .set('Authorization', auth)
        .expect(200);
      expect(read.body.capacity).toBe(30);
      expect(read.body.fees.map((fee: { capacity: number | null }) => fee.capacity)).toEqual([
        20,
        null,
        null,
      ]);
    });

    it.each([
      ['negative', '-1'],
      ['zero', '0'],
      ['fractional', '1.5'],
      ['not a number', '열명'],
    ])('refuses a %s capacity with 400 and a Korean message, nothing changed', async (_, value) => {
      const { lectureId, feeId } = await openLecture(10, 5);
      const before = await stored(lectureId);
      const lecture = await put(lectureId).field('capacity', value).expect(400);
      expect(JSON.stringify(lecture.body)).toMatch(/정원은 1 이상의 정수로 입력해 주세요/);
      const fee = await put(lectureId)
        .send({
          update_fees: [
            { id: feeId, fee_type: '1회차', amount: 30000, capacity: Number(value) || value },
          ],
        })
        .expect(400);
      expect(JSON.stringify(fee.body)).toMatch(/정원은 1 이상의 정수로 입력해 주세요/);
      expect(await stored(lectureId)).toEqual(before);
    });

    it('refuses to lower a capacity below the seats taken (409), nothing changed', async () => {
      const { lectureId, feeId } = await openLecture(10, 5);
      await paid(lectureId);
      await applyTo(lectureId); // held
      await applyTo(lectureId); // held
      const before = await stored(lectureId);
      const lecture = await put(lectureId).send({ capacity: 2, title: '새 제목' }).expect(409);
      expect(lecture.body.message).toBe(LOWER(3));
      const fee = await put(lectureId)
        .send({ update_fees: [{ id: feeId, fee_type: '1회차', amount: 30000, capacity: 1 }] })
        .expect(409);
      expect(fee.body.message).toBe(LOWER(3));
      expect(await stored(lectureId)).toEqual(before);
      expect(
        (await t.dataSource.getRepository(Lecture).findOneByOrFail({ id: lectureId })).title,
      ).not.toBe('새 제목');
      // Down to exactly what is taken is allowed; nothing freed.
      await put(lectureId).send({ capacity: 3 }).expect(200);
      expect(freed).toEqual([]);
      expect((await stored(lectureId)).capacity).toBe(3);
    });

    it('leaves an absent capacity as it is, lifts it with null or "", and tells the waiting list', async () => {
      const { lectureId, feeId } = await openLecture(10, 5);
      await put(lectureId).send({ title: '제목만' }).expect(200);
      expect(await stored(lectureId)).toMatchObject({ capacity: 10, fees: [[30000, 5]] });
      await put(lectureId).field('capacity', '').expect(200);
      expect((await stored(lectureId)).capacity).toBeNull();
      expect(freed).toEqual([lectureId]);
      await put(lectureId)
        .send({ update_fees: [{ id: feeId, fee_type: '1회차', amount: 30000, capacity: 8 }] })
        .expect(200);
      expect(await stored(lectureId)).toMatchObject({ fees: [[30000, 8]] });
      expect(freed).toEqual([lectureId, lectureId]);
      await put(lectureId)
        .send({ update_fees: [{ id: feeId, fee_type: '1회차', amount: 30000, capacity: null }] })
        .expect(200);
      expect(await stored(lectureId)).toMatchObject({ fees: [[30000, null]] });
    });
  });

  describe('seats panel', () => {
    it('shows capacity, paid, awaiting deposit, held, offered and free per lecture and course', async () => {
      const { lectureId, feeId } = await openLecture(null, 5);
      await paid(lectureId);
      await applyTo(lectureId);
      const res = await t.http
        .get(`/api/admin/lecture/${lectureId}/seats`)
        .set('Authorization', auth)
        .expect(200);
      expect(res.body).toEqual({
        lecture: { capacity: null, paid: 1, awaitingDeposit: 0, held: 1, offered: 0, free: null },
        fees: [
          {
            id: feeId,
            fee_type: '1회차',
            capacity: 5,
            paid: 1,
            awaitingDeposit: 0,
            held: 1,
            offered: 0,
            free: 3,
          },
        ],
      });
      await t.http.get('/api/admin/lecture/999999/seats').set('Authorization', auth).expect(404);
      await t.http.get(`/api/admin/lecture/${lectureId}/seats`).expect(401);
    });
  });

  describe('cancel by the centre', () => {
    const cancel = (applicationId: number, reason = '강사 사정으로 취소') =>
      t.http
        .post(`/api/admin/application/${applicationId}/cancel`)
        .set('Authorization', auth)
        .send({ reason });

    it('refunds a paid application in full, keeps the reason, and frees its seat', async () => {
      const { lectureId } = await openLecture(null, 1);
      const guest = await paid(lectureId);
      control.resetCounts();
      const res = await cancel(guest.applicationId).expect(200);
      expect(res.body).toEqual({
        payment_status: 'C',
        refundedAmount: 30000,
        message: '신청이 취소되고 30,000원이 환불되었습니다.',
      });
      expect(control.callCount('cancel')).toBe(1);
      const application = await t.dataSource
        .getRepository(Application)
        .findOneByOrFail({ id: guest.applicationId });
      expect(application).toMatchObject({
        payment_status: 'C',
        refunded_amount: 30000,
        centre_cancel_reason: '강사 사정으로 취소',
        centre_canceled_at: new Date(DEFAULT_NOW),
      });
      const payment = await t.dataSource
        .getRepository(Payment)
        .findOneByOrFail({ application_id: guest.applicationId, status: 'CANCELED' });
      const provider = await t.dataSource
        .getRepository(SandboxPayment)
        .findOneByOrFail({ order_id: payment.order_id });
      expect(provider).toMatchObject({ status: 'CANCELED', balance_amount: 0 });
      expect(freed).toContain(lectureId);
      // The seat is free again.
      await applyTo(lectureId);
      // Twice: 409, the provider not asked again.
      const again = await cancel(guest.applicationId).expect(409);
      expect(again.body.message).toBe('이미 취소된 신청입니다.');
      expect(control.callCount('cancel')).toBe(1);
    });

    it('refunds the rest after the family’s own partial refund, with a key of its own', async () => {
      const { lectureId } = await openLecture(null, null);
      const guest = await paid(lectureId);
      // D-4 (Seoul): the family's own cancel refunds half (spec §9) and leaves it P.
      t.clock.set('2026-12-06T03:00:00Z');
      const family = t.agent();
      await lookUpWithCode(
        t,
        family,
        { email: `admin-seats${people}@example.com`, birth: APPLICANT.birth },
        { 'X-Forwarded-For': '198.51.100.77' },
      );
      const partial = await family
        .post('/api/guest/cancel')
        .send({ applicationId: guest.applicationId })
        .expect(200);
      expect(partial.body).toEqual({ paymentStatus: 'P', refundedAmount: 15000 });
      auth = bearer(await adminToken(t));
      control.resetCounts();
      // The provider replays the answer of a key it has seen: the rest needs a new key.
      const res = await cancel(guest.applicationId).expect(200);
      expect(res.body).toMatchObject({ payment_status: 'C', refundedAmount: 30000 });
      expect(control.callCount('cancel')).toBe(1);
      const payment = await t.dataSource
        .getRepository(Payment)
        .findOneByOrFail({ application_id: guest.applicationId, status: 'CANCELED' });
      const provider = await t.dataSource
        .getRepository(SandboxPayment)
        .findOneByOrFail({ order_id: payment.order_id });
      expect(provider).toMatchObject({ status: 'CANCELED', balance_amount: 0 });
    });

    it('refunds in full whatever the refund policy says (after the lecture started)', async () => {
      const { lectureId } = await openLecture(null, null);
      const guest = await paid(lectureId);
      t.clock.set('2026-12-10T03:00:00Z');
      auth = bearer(await adminToken(t));
      const res = await cancel(guest.applicationId).expect(200);
      expect(res.body.refundedAmount).toBe(30000);
    });

    it('withdraws an unpaid application without asking the provider', async () => {
      const { lectureId } = await openLecture(null, 1);
      const guest = await applyTo(lectureId);
      control.resetCounts();
      const res = await cancel(guest.applicationId).expect(200);
      expect(res.body).toEqual({
        payment_status: 'C',
        refundedAmount: 0,
        message: '신청이 취소되었습니다.',
      });
      expect(control.callCount('cancel')).toBe(0);
      const application = await t.dataSource
        .getRepository(Application)
        .findOneByOrFail({ id: guest.applicationId });
      expect(application).toMatchObject({
        payment_status: 'C',
        withdrawn_reason: 'CENTRE',
        centre_cancel_reason: '강사 사정으로 취소',
      });
      await applyTo(lectureId);
      await cancel(guest.applicationId).expect(409);
    });

    it('answers 503 with nothing changed when the provider does not answer, then goes through once', async () => {
      const { lectureId } = await openLecture(null, null);
      const guest = await paid(lectureId);
      control.failNext('cancel', { delayMs: 3_000 });
      control.resetCounts();
      const res = await cancel(guest.applicationId).expect(503);
      expect(res.body.message).toMatch(/중복으로 환불되지 않습니다/);
      const application = await t.dataSource
        .getRepository(Application)
        .findOneByOrFail({ id: guest.applicationId });
      expect(application).toMatchObject({
        payment_status: 'Y',
        refunded_amount: 0,
        centre_cancel_reason: null,
      });
      // Retried: the same Idempotency-Key, so the money moves back once.
      await cancel(guest.applicationId).expect(200);
      const provider = await t.dataSource
        .getRepository(SandboxPayment)
        .findOneByOrFail({ customer_email: application.applicant_email });
      expect(provider).toMatchObject({ status: 'CANCELED', balance_amount: 0 });
    });

    it('asks the provider once for many simultaneous clicks', async () => {
      const { lectureId } = await openLecture(null, null);
      const guest = await paid(lectureId);
      control.resetCounts();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => cancel(guest.applicationId)),
      );
      expect(answers.filter((res) => res.status === 200).length).toBeGreaterThanOrEqual(1);
      for (const res of answers) expect([200, 409]).toContain(res.status);
      expect(control.callCount('cancel')).toBe(1);
    });

    it('refuses an unknown application (404) and an empty reason (400)', async () => {
      await cancel(999_999).expect(404);
      const { lectureId } = await openLecture(null, null);
      const guest = await applyTo(lectureId);
      const res = await cancel(guest.applicationId, '  ').expect(400);
      expect(JSON.stringify(res.body)).toMatch(/취소 사유를 입력해 주세요/);
      await t.http
        .post(`/api/admin/application/${guest.applicationId}/cancel`)
        .send({ reason: 'x' })
        .expect(401);
    });
  });
});
