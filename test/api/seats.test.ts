// @engine seat holds and capacity under concurrency
import type TestAgent from 'supertest/lib/agent';
import request from 'supertest';
import { Application } from '../../src/applications/application.entity';
import { createApp, type RunningApp } from '../../src/app.factory';
import { FixedClock } from '../../src/common/clock/clock';
import { createRootLogger } from '../../src/common/logging/logger';
import { LecturesService } from '../../src/lectures/lectures.service';
import { Payment } from '../../src/payments/payment.entity';
import { PaymentSettlement } from '../../src/payments/payment-settlement.service';
import { TossClient } from '../../src/payments/toss/toss-client';
import { PaymentsReconciler } from '../../src/payments/payments-reconciler';
import { ProgramsService } from '../../src/programs/programs.service';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { SandboxPayment } from '../../src/sandbox/sandbox-payment.entity';
import {
  APPLICANT,
  applicationBody,
  approveInCheckout,
  createOpenLecture,
  type InitAnswer,
} from '../support/applying';
import { createLecture } from '../support/factories';
import { DEFAULT_NOW, startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';
import { ledgerDisagreements } from '../support/ledger-check';

const APPLY = '/api/lecture/application/data';
const MINUTE = 60_000;
const SEAT_GONE = '좌석 확보 시간이 지나 정원이 모두 찼습니다. 대기 신청을 이용해 주세요.';

/**
 * Seats (issue 17): what takes a seat, that the last seats go to exactly as many applicants as
 * there are seats (one process and two), holds lapsing by the clock, paying after a lapse, and
 * the public reads showing seats while staying cached per lecture.
 */
describe('seats', () => {
  let t: TestApp;
  let control: SandboxControl;
  let people = 0;

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
  // Whatever path the money took, the ledger and the applications' states agree (issue 19).
  afterEach(async () => {
    expect(await ledgerDisagreements(t.dataSource)).toEqual([]);
  });
  beforeEach(() => {
    t.clock.set(DEFAULT_NOW);
    control.reset();
  });

  const later = (minutes: number) =>
    t.clock.set(new Date(t.clock.now().getTime() + minutes * MINUTE));

  /** An open lecture with one course of `capacity` seats (and an optional lecture total). */
  async function lectureOf(capacity: number | null, total: number | null = null) {
    const lecture = await createLecture(
      t.dataSource,
      {
        reg_period_start: '2026-11-20',
        reg_period_end: '2026-11-30',
        lec_period_start: '2026-12-10',
        lec_period_end: '2026-12-11',
        capacity: total,
      },
      [{ fee_type: '1회차', amount: 30000 }],
    );
    await t.dataSource.query(`UPDATE lecture_fee SET capacity = $1 WHERE lecture_id = $2`, [
      capacity,
      lecture.id,
    ]);
    const [{ id: feeId }] = await t.dataSource.query(
      `SELECT id FROM lecture_fee WHERE lecture_id = $1`,
      [lecture.id],
    );
    return { lectureId: lecture.id, feeId: feeId as number };
  }

  function nextEmail() {
    people += 1;
    return `seat${people}@example.com`;
  }

  async function bodyFor(lectureId: number, email = nextEmail(), payMethod = '카드') {
    return applicationBody(t, lectureId, { applicant: { ...APPLICANT, email }, payMethod });
  }

  /** Applies in a browser of its own; answers the agent and the answer's body. */
  async function applyTo(lectureId: number, payMethod = '카드') {
    const agent = t.agent();
    const res = await agent.post(APPLY).send(await bodyFor(lectureId, nextEmail(), payMethod));
    expect(res.status).toBe(200);
    return {
      agent,
      body: res.body as { state: number; applicationId?: number; fullFeeIds?: number[] },
    };
  }

  async function seatsLeft(lectureId: number) {
    const [lecture] = (await t.http.get(`/api/lecture/${lectureId}`).expect(200)).body;
    return lecture.seats_left as number | null;
  }

  describe('the last seats', () => {
    it('go to exactly 3 of 50 simultaneous applicants; the other 47 are told it is full', async () => {
      const { lectureId, feeId } = await lectureOf(5);
      // Two seats already held.
      expect((await applyTo(lectureId)).body.state).toBe(0);
      expect((await applyTo(lectureId)).body.state).toBe(0);
      const bodies = await Promise.all(Array.from({ length: 50 }, () => bodyFor(lectureId)));
      const answers = await Promise.all(
        bodies.map((body) => t.http.post(APPLY).send(body).expect(200)),
      );
      const states = answers.map((res) => res.body.state);
      expect(states.filter((state) => state === 0)).toHaveLength(3);
      expect(states.filter((state) => state === -2)).toHaveLength(47);
      for (const res of answers.filter((r) => r.body.state === -2)) {
        expect(res.body).toEqual({ state: -2, fullFeeIds: [feeId] });
      }
      expect(await t.dataSource.getRepository(Application).countBy({ lecture_id: lectureId })).toBe(
        5,
      );
      expect(await seatsLeft(lectureId)).toBe(0);
    });

    it('go to exactly 3 of 50 applicants sent through two app instances on one database', async () => {
      const other = await startReplica(t);
      try {
        const { lectureId } = await lectureOf(null, 3);
        const bodies = await Promise.all(Array.from({ length: 50 }, () => bodyFor(lectureId)));
        const answers = await Promise.all(
          bodies.map((body, i) => (i % 2 ? other.http : t.http).post(APPLY).send(body).expect(200)),
        );
        const states = answers.map((res) => res.body.state);
        expect(states.filter((state) => state === 0)).toHaveLength(3);
        expect(states.filter((state) => state === -2)).toHaveLength(47);
        // Both instances took part in the winners and the refusals.
        expect(new Set(answers.map((_, i) => i % 2))).toEqual(new Set([0, 1]));
        expect(
          await t.dataSource.getRepository(Application).countBy({ lecture_id: lectureId }),
        ).toBe(3);
      } finally {
        await other.close();
      }
    });

    it('counts the lecture total in people, and refuses every chosen course when it is reached', async () => {
      const lecture = await createOpenLecture(t.dataSource);
      await t.dataSource.query(`UPDATE lecture SET capacity = 1 WHERE id = $1`, [lecture.id]);
      const fees: { id: number }[] = await t.dataSource.query(
        `SELECT id FROM lecture_fee WHERE lecture_id = $1 ORDER BY id`,
        [lecture.id],
      );
      // One person, both courses: one seat of the lecture.
      expect((await applyTo(lecture.id)).body.state).toBe(0);
      expect((await applyTo(lecture.id)).body).toEqual({
        state: -2,
        fullFeeIds: fees.map((fee) => fee.id),
      });
    });
  });

  describe('holds', () => {
    it('frees the seat when an unpaid application’s hold lapses (moving the clock)', async () => {
      const { lectureId, feeId } = await lectureOf(1);
      const first = await applyTo(lectureId);
      expect(first.body.state).toBe(0);
      const row = await t.dataSource
        .getRepository(Application)
        .findOneByOrFail({ id: first.body.applicationId });
      expect(row.seat_held_until).toEqual(new Date(Date.parse(DEFAULT_NOW) + 15 * MINUTE));
      expect((await applyTo(lectureId)).body).toEqual({ state: -2, fullFeeIds: [feeId] });
      later(15);
      expect((await applyTo(lectureId)).body.state).toBe(0);
    });

    it('frees the seat of a virtual account at its due date', async () => {
      const { lectureId, feeId } = await lectureOf(1);
      const guest = await applyTo(lectureId, '가상계좌');
      const started = await start(guest.agent, guest.body.applicationId!);
      const approved = await approveInCheckout(t, started);
      await verify(guest.body.applicationId!, approved).expect(200);
      const row = await t.dataSource
        .getRepository(Application)
        .findOneByOrFail({ id: guest.body.applicationId });
      expect(row.payment_status).toBe('W');
      // validHours 72 from 2026-11-22 12:00 KST.
      expect(row.seat_held_until).toEqual(new Date('2026-11-25T03:00:00.000Z'));
      later(24 * 60);
      expect((await applyTo(lectureId)).body).toEqual({ state: -2, fullFeeIds: [feeId] });
      t.clock.set('2026-11-25T03:00:00.000Z');
      expect((await applyTo(lectureId)).body.state).toBe(0);
    });

    it('cancels a deposit that arrives once the seat is gone (NO_SEAT), never keeping it', async () => {
      const { lectureId } = await lectureOf(1);
      const guest = await applyTo(lectureId, '가상계좌');
      const applicationId = guest.body.applicationId!;
      const started = await start(guest.agent, applicationId);
      const approved = await approveInCheckout(t, started);
      await verify(applicationId, approved).expect(200);
      // At the due date the seat is free; someone takes it; then the money arrives.
      t.clock.set('2026-11-25T03:00:00.000Z');
      expect((await applyTo(lectureId)).body.state).toBe(0);
      await t.http.post(`/sandbox/toss/payments/${approved.paymentKey}/deposit`).expect(303);
      await control.webhooksSettled();
      const payment = await paymentRow(started.orderId);
      expect(payment.auto_cancel_reason).toBe('NO_SEAT');
      // A deposited account needs the family's refund account: refused by the provider, and
      // left marked for the centre to refund by hand (as every automatic cancel of a deposit).
      expect(payment.status === 'CANCELED' || payment.auto_cancel_refused !== null).toBe(true);
      const application = await t.dataSource
        .getRepository(Application)
        .findOneByOrFail({ id: applicationId });
      expect(application.payment_status).toBe('N');
      expect(await seatsLeft(lectureId)).toBe(0);
    });

    it('lets the same browser apply again once the hold lapsed on a limited lecture', async () => {
      const other = await startTestApp({
        seed: false,
        configure: (config) => ({
          ...config,
          limits: { ...config.limits, unpaidReleaseMinutes: 60 },
        }),
      });
      try {
        const lecture = await createOpenLecture(other.dataSource);
        await other.dataSource.query(`UPDATE lecture SET capacity = 10 WHERE id = $1`, [
          lecture.id,
        ]);
        const body = await applicationBody(other, lecture.id, {
          applicant: { ...APPLICANT, email: 'lapsed@example.com' },
        });
        const browser = other.agent();
        expect((await browser.post(APPLY).send(body).expect(200)).body.state).toBe(0);
        other.clock.set(new Date(Date.parse(DEFAULT_NOW) + 10 * MINUTE));
        expect((await browser.post(APPLY).send(body).expect(200)).body.state).toBe(-1);
        // 30 minutes: within the 60-minute release window, but the 15-minute hold lapsed.
        other.clock.set(new Date(Date.parse(DEFAULT_NOW) + 30 * MINUTE));
        expect((await browser.post(APPLY).send(body).expect(200)).body.state).toBe(0);
        const rows = await other.dataSource
          .getRepository(Application)
          .find({ where: { lecture_id: lecture.id }, order: { id: 'ASC' } });
        expect(rows.map((row) => [row.payment_status, row.withdrawn_reason])).toEqual([
          ['C', 'SUPERSEDED'],
          ['N', null],
        ]);
      } finally {
        await other.close();
      }
    });

    it('lets holds lapse on time on an instance started after the one that made them', async () => {
      const { lectureId, feeId } = await lectureOf(1);
      expect((await applyTo(lectureId)).body.state).toBe(0);
      // A new instance (a restart, another replica) knows nothing in memory: the hold is a
      // stored time, compared with its clock.
      const restarted = await startReplica(t);
      try {
        const body = await bodyFor(lectureId);
        expect((await restarted.http.post(APPLY).send(body).expect(200)).body).toEqual({
          state: -2,
          fullFeeIds: [feeId],
        });
        restarted.clock.set(new Date(Date.parse(DEFAULT_NOW) + 15 * MINUTE));
        expect((await restarted.http.post(APPLY).send(body).expect(200)).body.state).toBe(0);
      } finally {
        await restarted.close();
      }
    });

    it('renews the hold when a payment starts', async () => {
      const { lectureId } = await lectureOf(1);
      const guest = await applyTo(lectureId);
      later(10);
      await start(guest.agent, guest.body.applicationId!);
      later(10);
      // 20 minutes after applying, 10 after the attempt: still held.
      expect((await applyTo(lectureId)).body.state).toBe(-2);
      later(5);
      expect((await applyTo(lectureId)).body.state).toBe(0);
    });
  });

  describe('paying after the hold lapsed', () => {
    /** A family whose window on a one-seat lecture was approved, then its hold lapsed. */
    async function approvedAfterTheHoldLapsed() {
      const { lectureId } = await lectureOf(1);
      const guest = await applyTo(lectureId);
      const started = await start(guest.agent, guest.body.applicationId!);
      const approved = await approveInCheckout(t, started);
      later(16);
      return { lectureId, guest, started, approved };
    }

    it('goes through while a seat is still free', async () => {
      const { lectureId } = await lectureOf(1);
      const guest = await applyTo(lectureId);
      const started = await start(guest.agent, guest.body.applicationId!);
      const approved = await approveInCheckout(t, started);
      // The hold ran out (set back rather than moving the clock past the provider's own
      // ten-minute limit on an approved window).
      await t.dataSource.query(`UPDATE application SET seat_held_until = $1 WHERE id = $2`, [
        new Date(t.clock.now().getTime() - MINUTE),
        guest.body.applicationId,
      ]);
      const res = await verify(guest.body.applicationId!, approved).expect(200);
      expect(res.body.paymentStatus).toBe('Y');
    });

    it('is refused before the provider is asked when the seat was taken', async () => {
      const { lectureId, guest, started, approved } = await approvedAfterTheHoldLapsed();
      expect((await applyTo(lectureId)).body.state).toBe(0);
      control.resetCounts();
      const res = await verify(guest.body.applicationId!, approved).expect(409);
      expect(res.body).toMatchObject({ message: SEAT_GONE, code: 'SEAT_GONE' });
      expect(control.callCount('confirm')).toBe(0);
      const provider = await t.dataSource
        .getRepository(SandboxPayment)
        .findOneByOrFail({ order_id: started.orderId });
      expect(provider.status).toBe('IN_PROGRESS');
      // A new payment window is refused too.
      const again = await guest.agent
        .post('/api/payments')
        .send({ applicationId: guest.body.applicationId })
        .expect(409);
      expect(again.body.message).toBe(SEAT_GONE);
    });

    it('tells the family its lecture was cancelled (폐강) when its seat was taken too', async () => {
      const { lectureId, guest, started, approved } = await approvedAfterTheHoldLapsed();
      expect((await applyTo(lectureId)).body.state).toBe(0);
      await t.dataSource.query(`UPDATE lecture SET closed_at = now() WHERE id = $1`, [lectureId]);
      control.resetCounts();
      const res = await verify(guest.body.applicationId!, approved).expect(409);
      expect(res.body.code).toBe('LECTURE_CANCELLED');
      expect(control.callCount('confirm')).toBe(0);
      expect(await paymentRow(started.orderId)).toMatchObject({
        status: 'FAILED',
        failure_code: 'LECTURE_CANCELLED',
      });
    });

    it('takes no seat again for a lapsed hold on a cancelled (폐강) lecture', async () => {
      const { lectureId, guest, approved } = await approvedAfterTheHoldLapsed();
      await t.dataSource.query(`UPDATE lecture SET closed_at = now() WHERE id = $1`, [lectureId]);
      const holdOf = async () =>
        (
          (await t.dataSource.query(`SELECT seat_held_until FROM application WHERE id = $1`, [
            guest.body.applicationId,
          ])) as { seat_held_until: Date }[]
        )[0].seat_held_until.getTime();
      const lapsed = await holdOf();
      const res = await verify(guest.body.applicationId!, approved).expect(409);
      expect(res.body.code).toBe('LECTURE_CANCELLED');
      expect(await holdOf()).toBe(lapsed);
    });

    it('is cancelled in full when the provider took the money after the seat was taken', async () => {
      const { lectureId } = await lectureOf(1);
      const { applicationId, started } = await paidButUnsure(lectureId);
      // The hold lapses and someone else takes the seat before the app looks the payment up.
      later(16);
      expect((await applyTo(lectureId)).body.state).toBe(0);
      later(1);
      await t.running.app.get(PaymentsReconciler).runOnce();
      const payment = await paymentRow(started.orderId);
      expect(payment).toMatchObject({ status: 'CANCELED', auto_cancel_reason: 'NO_SEAT' });
      const provider = await t.dataSource
        .getRepository(SandboxPayment)
        .findOneByOrFail({ order_id: started.orderId });
      expect(provider).toMatchObject({ status: 'CANCELED', balance_amount: 0 });
      const application = await t.dataSource
        .getRepository(Application)
        .findOneByOrFail({ id: applicationId });
      expect(application.payment_status).toBe('N');
      // Still one seat taken: the other family's.
      expect(await seatsLeft(lectureId)).toBe(0);
    });
  });

  describe('the seat lock', () => {
    // Applying holds the lecture's seat lock (FOR NO KEY UPDATE) while it counts and writes; a
    // family keeping a seat it has does not queue behind it, one that may take a seat does.
    // PGlite runs one transaction at a time, so this exists only on a PostgreSQL server (the
    // embedded run does not register it: CI counts a skipped test as a failure).
    const onServer = process.env.DATABASE_URL ? it : () => undefined;

    /** Runs `body` while another transaction holds the lecture's seat lock, as applying does. */
    async function whileApplying<T>(lectureId: number, body: () => Promise<T>): Promise<T> {
      const applying = t.dataSource.createQueryRunner();
      await applying.connect();
      await applying.startTransaction();
      try {
        await applying.query(`SELECT id FROM lecture WHERE id = $1 FOR NO KEY UPDATE`, [lectureId]);
        return await body();
      } finally {
        await applying.rollbackTransaction();
        await applying.release();
      }
    }

    /** Resolves once a backend of this database waits for a row lock. */
    async function someoneWaitsForALock(): Promise<void> {
      for (;;) {
        const [{ waiting }] = await t.dataSource.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (waiting > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    const held = async (applicationId: number) =>
      (await t.dataSource.getRepository(Application).findOneByOrFail({ id: applicationId }))
        .seat_held_until;

    onServer('lets a family whose hold has minutes left renew it and pay meanwhile', async () => {
      const { lectureId } = await lectureOf(1);
      const guest = await applyTo(lectureId);
      const applicationId = guest.body.applicationId!;
      const started = await start(guest.agent, applicationId);
      const approved = await approveInCheckout(t, started);
      later(5);
      const paid = await whileApplying(lectureId, () =>
        Promise.race([
          verify(applicationId, approved).expect(200),
          someoneWaitsForALock().then(() => {
            throw new Error('the verify waited for the seat lock');
          }),
        ]),
      );
      expect(paid.body.paymentStatus).toBe('Y');
      // Renewed on the way (10 minutes were left): 15 minutes from the verify.
      expect(await held(applicationId)).toEqual(new Date(t.clock.now().getTime() + 15 * MINUTE));
      expect(await seatsLeft(lectureId)).toBe(0);
    });

    onServer('makes a family whose hold is about to lapse wait for it, then counts', async () => {
      const { lectureId } = await lectureOf(1);
      const guest = await applyTo(lectureId);
      const applicationId = guest.body.applicationId!;
      const started = await start(guest.agent, applicationId);
      const approved = await approveInCheckout(t, started);
      // 30 seconds left (set back rather than moving the clock past the provider's ten-minute
      // limit on an approved window): within the margin a seat count on another replica's clock
      // may see it lapsed, so keeping it is a seat-taking write.
      await t.dataSource.query(`UPDATE application SET seat_held_until = $1 WHERE id = $2`, [
        new Date(t.clock.now().getTime() + 30_000),
        applicationId,
      ]);
      let answered = false;
      const { verifying } = await whileApplying(lectureId, async () => {
        const verifying = Promise.resolve(verify(applicationId, approved)).finally(
          () => (answered = true),
        );
        await someoneWaitsForALock();
        expect(answered).toBe(false);
        return { verifying };
      });
      const res = await verifying;
      expect(res.status).toBe(200);
      expect(res.body.paymentStatus).toBe('Y');
    });

    /**
     * A family whose confirm the provider applied but whose answer was lost (its hold still has
     * 15 minutes), and the settlement of the provider's view while another caller holds the
     * attempt's row: the settlement chose to keep the seat, locked the application, and waits
     * for the attempt; `meanwhile` runs then. Answers what the settlement wrote.
     */
    async function settleWhileTheAttemptIsHeld(lectureId: number, meanwhile: () => Promise<void>) {
      const { applicationId, started, unsure } = await paidButUnsure(lectureId);
      const lookup = await t.running.app.get(TossClient).getPaymentByOrderId(started.orderId);
      if (lookup.kind !== 'ok') throw new Error('the sandbox did not answer the lookup');
      const other = t.dataSource.createQueryRunner();
      await other.connect();
      await other.startTransaction();
      let settling: Promise<Payment>;
      try {
        await other.query(`SELECT id FROM payment WHERE id = $1 FOR UPDATE`, [unsure.id]);
        settling = t.running.app.get(PaymentSettlement).settle(unsure, lookup.payment);
        await someoneWaitsForALock();
        await meanwhile();
      } finally {
        await other.commitTransaction();
        await other.release();
      }
      return { settled: await settling, applicationId, orderId: started.orderId };
    }

    onServer(
      'takes the seat lock after all when the hold lapses while a settlement waits for its attempt',
      async () => {
        const { lectureId } = await lectureOf(1);
        const { settled, applicationId, orderId } = await settleWhileTheAttemptIsHeld(
          lectureId,
          async () => {
            // Meanwhile the hold lapses and another family takes the seat.
            later(16);
            expect((await applyTo(lectureId)).body.state).toBe(0);
          },
        );
        // The settlement sees the lapse under its locks, goes back to the seat lock and counts:
        // no seat, so the money goes back in full.
        expect(settled).toMatchObject({ status: 'CANCELED', auto_cancel_reason: 'NO_SEAT' });
        const provider = await t.dataSource
          .getRepository(SandboxPayment)
          .findOneByOrFail({ order_id: orderId });
        expect(provider).toMatchObject({ status: 'CANCELED', balance_amount: 0 });
        expect(
          (await t.dataSource.getRepository(Application).findOneByOrFail({ id: applicationId }))
            .payment_status,
        ).toBe('N');
        expect(await seatsLeft(lectureId)).toBe(0);
      },
    );

    onServer(
      'counts a seat taken again by a settlement that saw the hold lapse while it waited',
      async () => {
        const { lectureId } = await lectureOf(1);
        const { settled } = await settleWhileTheAttemptIsHeld(lectureId, async () => {
          // The hold lapses meanwhile; the public page shows the seat free.
          later(16);
          expect(await seatsLeft(lectureId)).toBe(1);
        });
        // Still free, so the payment takes it again, under the seat lock, and the page shows it
        // at once (a write that only kept a seat would have left the count's version alone).
        expect(settled).toMatchObject({ status: 'DONE', auto_cancel_reason: null });
        expect(await seatsLeft(lectureId)).toBe(0);
      },
    );

    it('leaves a hold renewed less than a minute ago as it is', async () => {
      const { lectureId } = await lectureOf(1);
      const guest = await applyTo(lectureId);
      const applicationId = guest.body.applicationId!;
      const applied = await held(applicationId);
      later(0.5);
      await start(guest.agent, applicationId);
      expect(await held(applicationId)).toEqual(applied);
      later(1);
      await start(guest.agent, applicationId);
      expect(await held(applicationId)).toEqual(new Date(t.clock.now().getTime() + 15 * MINUTE));
    });

    it('moves the public seats at once for a payment that takes a seat again, and keeps them for one that keeps its seat', async () => {
      const { lectureId } = await lectureOf(2);
      const version = async () =>
        (
          await t.dataSource.query(
            `SELECT version FROM lecture_seat_version WHERE lecture_id = $1`,
            [lectureId],
          )
        )[0].version as string;
      const keeping = await applyTo(lectureId);
      const lapsing = await applyTo(lectureId);
      const keepingPay = await approveInCheckout(
        t,
        await start(keeping.agent, keeping.body.applicationId!),
      );
      const lapsingPay = await approveInCheckout(
        t,
        await start(lapsing.agent, lapsing.body.applicationId!),
      );
      await t.dataSource.query(`UPDATE application SET seat_held_until = $1 WHERE id = $2`, [
        new Date(t.clock.now().getTime() - MINUTE),
        lapsing.body.applicationId,
      ]);
      expect(await seatsLeft(lectureId)).toBe(1);
      // Keeping its seat: the count and its version stay; the answer is still right.
      const before = await version();
      expect(
        (await verify(keeping.body.applicationId!, keepingPay).expect(200)).body.paymentStatus,
      ).toBe('Y');
      expect(await version()).toBe(before);
      expect(await seatsLeft(lectureId)).toBe(1);
      // Taking a seat again: seen at once, without moving the clock.
      expect(
        (await verify(lapsing.body.applicationId!, lapsingPay).expect(200)).body.paymentStatus,
      ).toBe('Y');
      expect(await version()).not.toBe(before);
      expect(await seatsLeft(lectureId)).toBe(0);
      // Past the first family's old hold, its payment still holds the seat.
      later(16);
      expect(await seatsLeft(lectureId)).toBe(0);
    });
  });

  describe('public reads', () => {
    it('show capacity and seats left per lecture and course, and 정원 마감 with the waiting list', async () => {
      const { lectureId, feeId } = await lectureOf(2, 5);
      expect((await t.http.get(`/api/lecture/fee/${lectureId}`).expect(200)).body).toEqual([
        expect.objectContaining({ id: feeId, capacity: 2, seats_left: 2 }),
      ]);
      await applyTo(lectureId);
      await applyTo(lectureId);
      later(0.02);
      const [lecture] = (await t.http.get(`/api/lecture/${lectureId}`).expect(200)).body;
      expect(lecture).toMatchObject({ capacity: 5, seats_left: 0, waitlist_open: true });
      const listed = (await t.http.get('/api/lecture/list').expect(200)).body.find(
        (item: { id: number }) => item.id === lectureId,
      );
      expect(listed).toMatchObject({ capacity: 5, seats_left: 0, waitlist_open: true });
      expect((await t.http.get(`/api/lecture/fee/${lectureId}`).expect(200)).body).toEqual([
        expect.objectContaining({ id: feeId, capacity: 2, seats_left: 0 }),
      ]);
    });

    it('rebuild the answers of a lecture whose seats changed, and not another lecture’s', async () => {
      const a = await lectureOf(3);
      const b = await lectureOf(3);
      const lectures = t.running.app.get(LecturesService);
      const programs = t.running.app.get(ProgramsService);
      const get = jest.spyOn(lectures, 'get');
      const list = jest.spyOn(lectures, 'list');
      const programList = jest.spyOn(programs, 'list');
      try {
        const read = async (path: string) => {
          const res = await t.http.get(path).expect(200);
          return { body: res.body, etag: res.headers.etag as string };
        };
        const beforeA = await read(`/api/lecture/${a.lectureId}`);
        const beforeB = await read(`/api/lecture/${b.lectureId}`);
        await read('/api/lecture/list');
        await read('/api/program/list');
        get.mockClear();
        list.mockClear();
        programList.mockClear();

        await applyTo(a.lectureId);
        // Past the second within which versions are not read again.
        t.clock.set(new Date(t.clock.now().getTime() + 1_100));
        const afterA = await read(`/api/lecture/${a.lectureId}`);
        const afterB = await read(`/api/lecture/${b.lectureId}`);
        await read('/api/lecture/list');
        await read('/api/program/list');

        expect(beforeA.body[0].seats_left).toBe(3);
        expect(afterA.body[0].seats_left).toBe(2);
        expect(afterA.etag).not.toBe(beforeA.etag);
        expect(afterB.etag).toBe(beforeB.etag);
        // Lecture A and the list were rebuilt; lecture B and the programs were not.
        expect(get.mock.calls.map(([id]) => id)).toEqual([a.lectureId]);
        expect(list).toHaveBeenCalledTimes(1);
        expect(programList).not.toHaveBeenCalled();
      } finally {
        get.mockRestore();
        list.mockRestore();
        programList.mockRestore();
      }
    });

    it('show a seat taken or freed through this server at once, without waiting', async () => {
      const { lectureId, feeId } = await lectureOf(1);
      const feeSeats = async () =>
        (await t.http.get(`/api/lecture/fee/${lectureId}`).expect(200)).body[0].seats_left;
      expect(await feeSeats()).toBe(1);
      const { body } = await applyTo(lectureId);
      expect(body.state).toBe(0);
      // No clock moved: the version read of a second ago is not trusted after this commit.
      expect(await feeSeats()).toBe(0);
      await t.dataSource.query(`UPDATE application SET seat_held_until = NULL WHERE id = $1`, [
        body.applicationId,
      ]);
      expect(await feeSeats()).toBe(1);
      expect(feeId).toBeGreaterThan(0);
    });

    it('change seats_left when a hold lapses with no write at all', async () => {
      const { lectureId } = await lectureOf(2);
      await applyTo(lectureId);
      later(0.02);
      expect(await seatsLeft(lectureId)).toBe(1);
      const get = jest.spyOn(t.running.app.get(LecturesService), 'get');
      try {
        later(14);
        expect(await seatsLeft(lectureId)).toBe(1);
        expect(get).not.toHaveBeenCalled();
        later(1);
        expect(await seatsLeft(lectureId)).toBe(2);
        expect(get).toHaveBeenCalledTimes(1);
      } finally {
        get.mockRestore();
      }
    });
  });

  /**
   * A family applies and pays; the provider takes the money but its answer is lost, so the
   * attempt is UNKNOWN and the application still unpaid, its hold 15 minutes from now.
   */
  async function paidButUnsure(lectureId: number) {
    const guest = await applyTo(lectureId);
    const applicationId = guest.body.applicationId!;
    const started = await start(guest.agent, applicationId);
    const approved = await approveInCheckout(t, started);
    control.failNext('confirm', { status: 500, afterApplying: true });
    await verify(applicationId, approved);
    const unsure = await paymentRow(started.orderId);
    expect(unsure.status).toBe('UNKNOWN');
    return { applicationId, started, unsure };
  }

  async function start(agent: TestAgent, applicationId: number): Promise<InitAnswer> {
    return (await agent.post('/api/payments').send({ applicationId }).expect(200)).body;
  }

  function verify(applicationId: number, approved: object) {
    return t.http.post('/api/payments/verify').send({ ...approved, applicationId });
  }

  function paymentRow(orderId: string): Promise<Payment> {
    return t.dataSource.getRepository(Payment).findOneByOrFail({ order_id: orderId });
  }
});

/** A second instance of the app on the same database (its own pool and memory), as a replica. */
async function startReplica(t: TestApp): Promise<{
  http: ReturnType<typeof request>;
  clock: FixedClock;
  close(): Promise<void>;
}> {
  // Two instances can share only a PostgreSQL server; the embedded PGlite lives inside its app,
  // so there the "second instance" is the first one again and the same calls still race
  // (the PostgreSQL server run, which CI makes too, proves the two-instance case).
  if (!process.env.DATABASE_URL) return { http: t.http, clock: t.clock, close: async () => {} };
  const clock = new FixedClock(t.clock.now());
  const running: RunningApp = await createApp({
    config: { ...t.config, seedDemoContent: false },
    clock,
    logger: createRootLogger('error'),
  });
  await running.app.listen(0, '127.0.0.1');
  return { http: request(running.app.getHttpServer()), clock, close: () => running.close() };
}
