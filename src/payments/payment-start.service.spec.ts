import { newTestService, refusal } from '../../test/support/service-test';
import type { Application } from '../applications/application.entity';
import type { GuestProof } from '../auth';
import { Clock, FixedClock } from '../common/clock/clock';
import { RequestLimiter } from '../common/rate-limit/request-limiter';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import type { PaymentCaller } from './payment-caller';
import { PaymentStart, VIRTUAL_ACCOUNT_TOO_LATE } from './payment-start.service';
import type { Payment } from './payment.entity';
import { PaymentRepository } from './payment.repository';
import { SeatHold } from './seat-hold';

const ORIGIN = 'https://maeum.example';
/** Seoul noon of a day; the lecture starts 2026-12-10. */
const seoulNoon = (day: string) => new Date(`${day}T03:00:00Z`);

const CONFIG = {
  payments: {
    clientKey: 'test_ck_spec',
    sdkSrc: '',
    virtualAccountHours: 72,
    virtualAccountStartMarginHours: 24,
  },
} as unknown as AppConfig;

function application(change: Partial<Application> = {}): Application {
  return {
    id: 7,
    payment_status: 'N',
    pay_method: 'CARD',
    total_amount: 45_000,
    applicant_name: '김민지',
    applicant_email: 'family@example.com',
    applicant_contact: '010-1234-5678',
    ...change,
    lecture: {
      title: '부모 상담 특강',
      closed_at: null,
      lec_period_start: '2026-12-10',
      ...(change.lecture ?? {}),
    },
  } as Application;
}

/** The payments' rows in memory: one application, the attempts written for it. */
class PaymentRows {
  attempts: Partial<Payment>[] = [];
  inFlight = false;
  constructor(public stored: Application | null) {}

  applicationWithLecture = jest.fn(async (id: number) =>
    this.stored && this.stored.id === id ? this.stored : null,
  );
  confirmInFlight = jest.fn(async () => this.inFlight);
  insertAttempt = jest.fn(async (attempt: Partial<Payment>) => {
    // What the service passes; the repository writes the status (READY) itself.
    this.attempts.push({ ...attempt, id: this.attempts.length + 1 });
  });
  attemptsOf = jest.fn(async () => [...this.attempts].reverse() as Payment[]);
  choosePayMethod = jest.fn(async (_: number, method: Application['pay_method']) => {
    if (this.stored) this.stored.pay_method = method;
  });
}

const browserThatApplied: PaymentCaller = {
  address: '203.0.113.5',
  madeApplications: [7],
  guestProof: null,
};
const stranger: PaymentCaller = { address: '198.51.100.9', madeApplications: [], guestProof: null };
const proofOf = (contact: Pick<GuestProof, 'email' | 'phone'>): GuestProof => ({
  provenAt: seoulNoon('2026-11-22'),
  viaLink: false,
  ...contact,
});

/**
 * Starting a payment, where its rules live: who may pay an application, what may not be paid and
 * with which Korean answer, that the amount is the application's own whatever the browser sent,
 * the virtual account's due date on the clock, and that a refused start counts against its
 * address only. What the SQL does (the seat's hold under its locks, the one live attempt per
 * application) and the provider's window stay test/api/payments.test.ts's part.
 */
describe('PaymentStart', () => {
  let starts: PaymentStart;
  let clock: FixedClock;
  let rows: PaymentRows;
  let limiter: jest.Mocked<RequestLimiter>;
  let seatHold: jest.Mocked<SeatHold>;

  async function build(stored: Application | null = application()) {
    clock = new FixedClock(seoulNoon('2026-11-22'));
    rows = new PaymentRows(stored);
    const t = await newTestService(PaymentStart, [
      [PaymentRepository, rows],
      [Clock, clock],
      [APP_CONFIG, CONFIG],
    ]);
    starts = t.sut;
    limiter = t.mockOf(RequestLimiter);
    seatHold = t.mockOf(SeatHold);
  }

  beforeEach(() => build());

  describe('init', () => {
    it('asks for the application’s own total and names, whatever amount the browser sent', async () => {
      const started = await starts.init(
        browserThatApplied,
        { applicationId: 7, amount: 100 },
        ORIGIN,
      );

      expect(started).toMatchObject({
        clientKey: 'test_ck_spec',
        method: '카드',
        amount: 45_000,
        orderName: '부모 상담 특강',
        customerName: '김민지',
        customerEmail: 'family@example.com',
        successUrl: `${ORIGIN}/payments/success/7`,
        failUrl: `${ORIGIN}/payments/fail/7`,
      });
      expect(started).not.toHaveProperty('cashReceipt');
      expect(started).not.toHaveProperty('dueDate');
      expect(rows.attempts).toEqual([
        expect.objectContaining({
          application_id: 7,
          order_id: started.orderId,
          method: 'CARD',
          amount: 45_000,
          created_at: clock.now(),
          va_due_limit: null,
        }),
      ]);
      expect(seatHold.renew).toHaveBeenCalledWith(rows.stored);
    });

    it('gives each attempt an order id of its own, naming the application', async () => {
      const first = await starts.init(browserThatApplied, { applicationId: 7 }, ORIGIN);
      const second = await starts.init(browserThatApplied, { applicationId: 7 }, ORIGIN);

      expect(first.orderId).toMatch(/^AP7-[\w-]{16}$/);
      expect(second.orderId).not.toBe(first.orderId);
    });

    it('takes the method the family chose, and asks a transfer for its 현금영수증', async () => {
      const started = await starts.init(
        browserThatApplied,
        { applicationId: 7, method: '계좌이체' },
        ORIGIN,
      );

      expect(started.method).toBe('계좌이체');
      expect(started.cashReceipt).toEqual({ type: '소득공제' });
      expect(rows.attempts[0].method).toBe('TRANSFER');
    });

    it('pays a desk-recorded method again by card', async () => {
      await build(application({ pay_method: 'CASH' }));

      expect((await starts.init(browserThatApplied, { applicationId: 7 }, ORIGIN)).method).toBe(
        '카드',
      );
    });

    it('lets a guest who proved the application’s e-mail or phone pay it from another browser', async () => {
      const byEmail = { ...stranger, guestProof: proofOf({ email: 'family@example.com' }) };
      const byPhone = { ...stranger, guestProof: proofOf({ phone: '01012345678' }) };

      await expect(starts.init(byEmail, { applicationId: 7 }, ORIGIN)).resolves.toBeDefined();
      await expect(starts.init(byPhone, { applicationId: 7 }, ORIGIN)).resolves.toBeDefined();
    });

    it('refuses anyone else with 403, counts the try against the address only, and stores nothing', async () => {
      const otherFamily = { ...stranger, guestProof: proofOf({ email: 'other@example.com' }) };

      for (const caller of [stranger, otherFamily]) {
        expect(await refusal(starts.init(caller, { applicationId: 7 }, ORIGIN))).toEqual({
          status: 403,
          body: expect.objectContaining({
            message:
              '이 신청의 결제 정보에 접근할 수 없습니다. 신청 내역 조회에서 다시 시도해 주세요.',
          }),
        });
        expect(limiter.hit).toHaveBeenLastCalledWith('paymentStart', { address: caller.address });
      }
      expect(rows.attempts).toEqual([]);
      expect(seatHold.renew).not.toHaveBeenCalled();
    });

    it('counts an allowed start against its address and its application in one hit', async () => {
      await starts.init(browserThatApplied, { applicationId: 7 }, ORIGIN);

      expect(limiter.hit).toHaveBeenCalledTimes(1);
      expect(limiter.hit).toHaveBeenCalledWith('paymentStart', {
        address: '203.0.113.5',
        application: '7',
      });
    });

    it('answers 404 for an application the browser made that is gone', async () => {
      await build(null);

      expect(
        (await refusal(starts.init(browserThatApplied, { applicationId: 7 }, ORIGIN))).status,
      ).toBe(404);
    });

    it.each([
      ['Y', '이미 결제가 완료된 신청입니다.', 'ALREADY_PAID'],
      ['W', '입금 대기 중인 신청입니다. 안내된 계좌로 입금해 주세요.', 'AWAITING_DEPOSIT'],
      ['C', '취소된 신청입니다.', 'CANCELED'],
      ['P', '환불된 신청입니다.', 'REFUNDED'],
    ] as const)(
      'refuses an application in state %s with 409: %s',
      async (status, message, code) => {
        await build(application({ payment_status: status }));

        expect(
          await refusal(starts.init(browserThatApplied, { applicationId: 7 }, ORIGIN)),
        ).toEqual({ status: 409, body: { message, code } });
        expect(rows.attempts).toEqual([]);
      },
    );

    it('refuses a cancelled lecture (폐강) with 409', async () => {
      await build(
        application({ lecture: { closed_at: seoulNoon('2026-11-20') } as Application['lecture'] }),
      );

      expect(await refusal(starts.init(browserThatApplied, { applicationId: 7 }, ORIGIN))).toEqual({
        status: 409,
        body: { message: '폐강된 강의라 결제할 수 없습니다.', code: 'LECTURE_CANCELLED' },
      });
    });

    it('takes payment until the day before the lecture starts in Seoul, and refuses it from that day', async () => {
      // 23:59:59 on 12-09 in Seoul, then 00:00 on 12-10.
      clock.set(new Date('2026-12-09T14:59:59Z'));
      await expect(
        starts.init(browserThatApplied, { applicationId: 7 }, ORIGIN),
      ).resolves.toBeDefined();

      clock.set(new Date('2026-12-09T15:00:00Z'));
      expect(await refusal(starts.init(browserThatApplied, { applicationId: 7 }, ORIGIN))).toEqual({
        status: 400,
        body: expect.objectContaining({ message: '강의가 이미 시작되어 결제할 수 없습니다.' }),
      });
    });

    it('answers 409 while another attempt’s confirm is in flight', async () => {
      rows.inFlight = true;

      expect(
        (await refusal(starts.init(browserThatApplied, { applicationId: 7 }, ORIGIN))).status,
      ).toBe(409);
      expect(rows.attempts).toEqual([]);
    });

    it('asks the provider for the due date it stores on the attempt (the rule: virtual-account-due.spec.ts)', async () => {
      clock.set(new Date('2026-11-22T03:00:00.400Z'));
      const started = await starts.init(
        browserThatApplied,
        { applicationId: 7, method: '가상계좌' },
        ORIGIN,
      );

      expect(started.dueDate).toBe('2026-11-25T12:00:00');
      expect(rows.attempts[0].va_due_limit).toEqual(new Date('2026-11-25T03:00:00Z'));
    });

    it('refuses a virtual account with less than an hour to pay, and stores no attempt', async () => {
      // 23:00:01 in Seoul on 12-08: 59 minutes 59 seconds before the margin's end.
      clock.set(new Date('2026-12-08T14:00:01Z'));

      expect(
        await refusal(
          starts.init(browserThatApplied, { applicationId: 7, method: '가상계좌' }, ORIGIN),
        ),
      ).toEqual({
        status: 400,
        body: { message: VIRTUAL_ACCOUNT_TOO_LATE, code: 'VIRTUAL_ACCOUNT_TOO_LATE' },
      });
      expect(rows.attempts).toEqual([]);
    });
  });

  describe('retry', () => {
    it('makes the method chosen in my info the next attempt’s', async () => {
      const retried = await starts.retry(browserThatApplied, 7, '가상계좌');

      expect(rows.choosePayMethod).toHaveBeenCalledWith(7, 'VIRTUAL_ACCOUNT');
      expect(retried).toEqual({
        total: 45_000,
        lectureTitle: '부모 상담 특강',
        applicant: { name: '김민지', email: 'family@example.com' },
        applicationId: 7,
        payMethod: '가상계좌',
      });
    });

    it('writes nothing when the method is the one already chosen', async () => {
      await starts.retry(browserThatApplied, 7, '카드');

      expect(rows.choosePayMethod).not.toHaveBeenCalled();
    });

    it('refuses a paid application as init does', async () => {
      await build(application({ payment_status: 'Y' }));

      expect((await refusal(starts.retry(browserThatApplied, 7, '카드'))).status).toBe(409);
      expect(rows.choosePayMethod).not.toHaveBeenCalled();
    });
  });

  describe('state', () => {
    it('names the paid attempt, not a later failed one, for a paid application', async () => {
      await build(application({ payment_status: 'Y' }));
      rows.attempts = [
        { id: 1, status: 'DONE', method: 'TRANSFER', receipt_url: 'https://receipt/1' },
        { id: 2, status: 'FAILED', method: 'CARD', receipt_url: null },
      ];

      expect(await starts.state(browserThatApplied, 7)).toEqual({
        applicationId: 7,
        paymentStatus: 'Y',
        method: '계좌이체',
        amount: 45_000,
        customerEmail: 'family@example.com',
        receiptUrl: 'https://receipt/1',
        virtualAccount: null,
      });
    });

    it('answers an unpaid application with its chosen method and nothing paid', async () => {
      expect(await starts.state(browserThatApplied, 7)).toMatchObject({
        paymentStatus: 'N',
        method: '카드',
        receiptUrl: null,
        virtualAccount: null,
      });
    });

    it('refuses a stranger with 403, also for a paid application', async () => {
      await build(application({ payment_status: 'Y' }));

      expect((await refusal(starts.state(stranger, 7))).status).toBe(403);
    });
  });
});
