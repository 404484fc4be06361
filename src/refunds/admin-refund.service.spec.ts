import {
  IN_TRANSACTION,
  refundFakes,
  type FakeTeamPolicies,
  type MoneyWorld,
} from '../../test/support/refund-fakes';
import { newTestService, refusal } from '../../test/support/service-test';
import { AuditTrail, type AuditActor } from '../audit';
import { CashReceipts } from '../cash-receipts';
import { Clock, FixedClock } from '../common/clock/clock';
import { Outbox } from '../outbox';
import { SeatEvents } from '../seats';
import type { AdminCancelService } from './admin-cancel.service';
import { ADMIN_REFUND, AdminRefundService } from './admin-refund.service';
import type { AdminRefundDto, AdminRefundResponse } from './dto/admin-refund.dto';
import type { RefundRequestedResponse } from './dto/refund-request.dto';
import { REFUND_ACCOUNT_REQUIRED } from './guest-cancel.service';
import { ProviderCancel } from './provider-cancel';
import { RefundApprovals } from './refund-approvals.service';
import { RefundAuthority, type MoneyAdmin } from './refund-authority';
import { RefundRepository } from './refund.repository';

const OWNER: MoneyAdmin = { id: 1, name: 'admin', role: 'OWNER' };
const STAFF: MoneyAdmin = { id: 2, name: 'staff.kim', role: 'STAFF' };
const OTHER_STAFF: MoneyAdmin = { id: 3, name: 'staff.lee', role: 'STAFF' };
const TOTAL = 83333;
const ACCOUNT = { bankCode: '88', accountNumber: '110123456789', holderName: '김민지' };
const OVER_LIMIT =
  '한 신청에서 직원이 환불할 수 있는 한도(20,000원)를 넘었습니다. 대표 관리자의 승인을 기다리는 요청으로 등록했습니다.';

const by = (admin: MoneyAdmin): AuditActor => ({
  adminId: admin.id,
  adminName: admin.name,
  address: '198.51.100.7',
});
type Answer = AdminRefundResponse | RefundRequestedResponse;
/** 200: refunded now; 202: a request that waits for the owner. */
const statusOf = (answer: Answer) => ('request' in answer ? 202 : 200);
const asRequested = (answer: Answer) => answer as RefundRequestedResponse;

/**
 * The centre's refunds where their rules live: what is refundable, where the money may go, a
 * staff member's limits (per application across requests and staff, per Seoul day), the owner's
 * approval, and refunding once. The provider is an in-memory Toss that honours Idempotency-Keys;
 * the limits are counted by the real RefundAuthority from a fake refund_request. The locks under
 * concurrent requests and the flows through the sandbox and the ledger's tables stay
 * test/api/admin-money.test.ts's and test/api/refund-authority*.test.ts's part.
 */
describe('AdminRefundService', () => {
  let refunds: AdminRefundService;
  let approvals: RefundApprovals;
  let clock: FixedClock;
  let world: MoneyWorld;
  let policies: FakeTeamPolicies;
  let audit: jest.Mocked<AuditTrail>;
  let outbox: jest.Mocked<Outbox>;
  let seatEvents: jest.Mocked<SeatEvents>;
  let cashReceipts: jest.Mocked<CashReceipts>;

  beforeEach(async () => {
    clock = new FixedClock(new Date('2026-11-22T03:00:00Z'));
    const fakes = refundFakes(clock);
    world = fakes.world;
    policies = fakes.policies;
    const t = await newTestService(AdminRefundService, [
      [RefundRepository, fakes.rows],
      [Clock, clock],
      [ProviderCancel, fakes.providerCancel],
      [RefundAuthority, fakes.authority],
    ]);
    refunds = t.sut;
    audit = t.mockOf(AuditTrail);
    outbox = t.mockOf(Outbox);
    seatEvents = t.mockOf(SeatEvents);
    cashReceipts = t.mockOf(CashReceipts);
    // The owner's decisions execute through this service (approve → execute).
    approvals = new RefundApprovals(fakes.authority, refunds, {} as AdminCancelService, audit);
  });

  const refund = (
    admin: MoneyAdmin,
    applicationId: number,
    amount: number,
    more: Partial<AdminRefundDto> = {},
  ) => refunds.refund(applicationId, { amount, reason: '보호자 요청', ...more }, by(admin), admin);
  const approve = (id: number) => approvals.approve(id, OWNER, by(OWNER));
  const provider = () => world.provider;
  const refundedInLedger = (applicationId: number) =>
    world.refundsOf(applicationId).reduce((sum, entry) => sum - entry.amount, 0);
  /** The audit rows recorded with this action, as (entry, manager). */
  const audited = (action: string) =>
    audit.record.mock.calls
      .filter(([, entry]) => entry.action === action)
      .map(([, entry, manager]) => ({ entry, manager }));

  describe('what is refunded', () => {
    it('refunds part of a card payment, then the rest: P, then C and the seat freed', async () => {
      const { application, attempt } = world.paid({ total: TOTAL });

      await expect(refund(OWNER, application.id, 40000)).resolves.toEqual({
        payment_status: 'P',
        refundedAmount: 40000,
        refundable: 43333,
        message: '40,000원을 환불했습니다. 남은 결제 금액은 43,333원입니다.',
      });
      await expect(refund(OWNER, application.id, 43333)).resolves.toEqual({
        payment_status: 'C',
        refundedAmount: TOTAL,
        refundable: 0,
        message: '43,333원을 환불했습니다. 남은 결제 금액이 없어 신청이 취소되었습니다.',
      });

      // Each refund is a new cancel at the provider: a new key, from the balance it starts at.
      expect(provider().calls).toEqual([
        {
          paymentKey: attempt.payment_key,
          request: { cancelReason: '센터 환불: 보호자 요청', cancelAmount: 40000 },
          idempotencyKey: `cancel-${attempt.order_id}`,
        },
        {
          paymentKey: attempt.payment_key,
          request: { cancelReason: '센터 환불: 보호자 요청', cancelAmount: 43333 },
          idempotencyKey: `cancel-${attempt.order_id}-43333`,
        },
      ]);
      expect(world.refundsOf(application.id)).toEqual([
        expect.objectContaining({ amount: -40000, actor_kind: 'ADMIN', actor_name: 'admin' }),
        expect.objectContaining({ amount: -43333, actor_kind: 'ADMIN', actor_name: 'admin' }),
      ]);
      expect(seatEvents.freed).toHaveBeenCalledTimes(1);
      expect(seatEvents.freed).toHaveBeenCalledWith(application.lecture_id);
      // Each audit row commits with the money it moved.
      expect(audited('application.refund')).toEqual([
        {
          entry: expect.objectContaining({
            before: { refunded_amount: 0 },
            after: { refunded_amount: 40000, reason: '보호자 요청' },
          }),
          manager: IN_TRANSACTION,
        },
        {
          entry: expect.objectContaining({
            before: { refunded_amount: 40000 },
            after: { refunded_amount: TOTAL, reason: '보호자 요청' },
          }),
          manager: IN_TRANSACTION,
        },
      ]);
    });

    it('refuses more than is left (400), asking the provider nothing and recording nothing', async () => {
      const { application } = world.paid({ total: TOTAL });
      expect(await refusal(refund(OWNER, application.id, TOTAL + 1))).toEqual({
        status: 400,
        body: expect.objectContaining({
          message: '환불할 수 있는 금액(83,333원)을 넘었습니다.',
        }),
      });
      expect(provider().calls).toEqual([]);
      expect(world.refundsOf(application.id)).toEqual([]);
      expect(world.row(application.id).payment_status).toBe('Y');

      // A staff member's ask within the limit but above what is left: refused when executed,
      // and no longer counted against the limit.
      await refund(OWNER, application.id, 70000);
      expect(await refusal(refund(STAFF, application.id, 20000))).toMatchObject({
        status: 400,
        body: { message: ADMIN_REFUND.tooLarge(13333) },
      });
      expect(world.requestsOf(application.id)).toEqual([
        expect.objectContaining({ status: 'FAILED', detail: ADMIN_REFUND.tooLarge(13333) }),
      ]);
      expect(provider().calls).toHaveLength(1);
      expect(statusOf(await refund(STAFF, application.id, 10000))).toBe(200);
    });

    it('refuses an unpaid application (409 NOT_PAID), a cancelled one and an unknown one', async () => {
      const unpaid = world.applied();
      const awaiting = world.awaitingDeposit().application;
      for (const id of [unpaid.id, awaiting.id]) {
        expect(await refusal(refund(OWNER, id, 100))).toEqual({
          status: 409,
          body: { message: ADMIN_REFUND.notPaid, code: 'NOT_PAID' },
        });
      }
      const { application } = world.paid({ total: TOTAL });
      await refund(OWNER, application.id, TOTAL);
      for (const admin of [OWNER, STAFF]) {
        expect(await refusal(refund(admin, application.id, 1))).toEqual({
          status: 409,
          body: { message: ADMIN_REFUND.canceled, code: 'ALREADY_CANCELED' },
        });
      }
      expect(await refusal(refund(OWNER, 999999, 1))).toMatchObject({
        status: 404,
        body: { message: ADMIN_REFUND.notFound },
      });
      expect(provider().calls).toHaveLength(1);
      expect(world.requestsOf(application.id)).toEqual([]);
    });

    it('a deposited virtual account needs the family’s refund account (400)', async () => {
      const { application } = world.paid({ method: 'VIRTUAL_ACCOUNT' });
      expect(await refusal(refund(OWNER, application.id, 30000))).toMatchObject({
        status: 400,
        body: { message: REFUND_ACCOUNT_REQUIRED },
      });
      expect(provider().calls).toEqual([]);
    });

    it.each([
      ['card', () => world.paid({ method: 'CARD' }).application, ADMIN_REFUND.noAccount],
      ['the desk', () => world.paidAtDesk({ method: 'CASH' }), ADMIN_REFUND.noAccountAtDesk],
    ])(
      'refuses an account typed for a payment by %s (400): nothing asked or recorded; refunded the way it came',
      async (_label, paid, message) => {
        const application = paid();
        for (const admin of [STAFF, OWNER]) {
          expect(
            await refusal(refund(admin, application.id, 10000, { refundAccount: ACCOUNT })),
          ).toEqual({ status: 400, body: { message, code: 'NO_ACCOUNT' } });
        }
        expect(world.requestsOf(application.id)).toEqual([]);
        expect(provider().calls).toEqual([]);
        expect(world.refundsOf(application.id)).toEqual([]);

        expect(statusOf(await refund(STAFF, application.id, 10000))).toBe(200);
        expect(world.refundsOf(application.id)).toEqual([
          expect.objectContaining({
            amount: -10000,
            refund_bank: null,
            refund_account: null,
            refund_holder: null,
          }),
        ]);
      },
    );
  });

  describe('a staff member’s limits', () => {
    it.each([
      ['card', () => world.paid({ total: TOTAL }).application, 1],
      ['the desk (by hand)', () => world.paidAtDesk({ total: TOTAL }), 0],
    ])(
      'holds staff to 20,000원 out of an application paid by %s, in all, over five asks',
      async (_label, paid, providerCalls) => {
        const application = paid();
        const answers: Answer[] = [];
        for (let step = 0; step < 5; step += 1) {
          answers.push(
            await refund(STAFF, application.id, 20000, { reason: `나눠서 ${step + 1}` }),
          );
        }
        expect(answers.map(statusOf)).toEqual([200, 202, 202, 202, 202]);
        expect(asRequested(answers[1]).message).toBe(OVER_LIMIT);
        expect(refundedInLedger(application.id)).toBe(20000);
        expect(provider().calls).toHaveLength(providerCalls);
        expect(
          world.requestsOf(application.id).map((row) => [row.status, row.cause, row.direct]),
        ).toEqual([
          ['DONE', 'WITHIN_LIMIT', true],
          ...Array.from({ length: 4 }, () => ['PENDING', 'OVER_LIMIT', false]),
        ]);
        // Each waiting request has its audit row (outside the money: nothing moved).
        expect(audited('refund-request.create')).toHaveLength(4);
      },
    );

    it('sends every refund to an account a staff member typed to the owner, within the limit too', async () => {
      const { application } = world.paid({ method: 'VIRTUAL_ACCOUNT', total: TOTAL });
      const answers: Answer[] = [];
      for (let step = 0; step < 5; step += 1) {
        answers.push(await refund(STAFF, application.id, 20000, { refundAccount: ACCOUNT }));
      }
      expect(answers.map(statusOf)).toEqual([202, 202, 202, 202, 202]);
      expect(answers.map((answer) => asRequested(answer).request.cause)).toEqual(
        Array.from({ length: 5 }, () => 'TYPED_ACCOUNT'),
      );
      expect(provider().calls).toEqual([]);
      expect(refundedInLedger(application.id)).toBe(0);
    });

    it('counts what every staff member moved out of the application, across requests', async () => {
      const { application } = world.paid({ total: TOTAL });
      expect(statusOf(await refund(STAFF, application.id, 15000))).toBe(200);
      expect(statusOf(await refund(OTHER_STAFF, application.id, 5001))).toBe(202);
      expect(statusOf(await refund(OTHER_STAFF, application.id, 5000))).toBe(200);
      expect(statusOf(await refund(STAFF, application.id, 1))).toBe(202);
      expect(refundedInLedger(application.id)).toBe(20000);
    });

    it('holds a staff member to the day’s total across applications, until Seoul midnight', async () => {
      policies.limits = { perApplication: 20000, perDay: 30000 };
      const [first, second, third] = [1, 2, 3].map(() => world.paid().application);
      expect(statusOf(await refund(STAFF, first.id, 20000))).toBe(200);
      const over = asRequested(await refund(STAFF, second.id, 15000));
      expect(over.request).toMatchObject({
        cause: 'DAILY_LIMIT',
        causeText: '직원 하루 환불 한도(30,000원)를 넘었습니다.',
      });
      expect(statusOf(await refund(STAFF, second.id, 10000))).toBe(200);
      // Another member's day is their own.
      expect(statusOf(await refund(OTHER_STAFF, third.id, 1000))).toBe(200);

      clock.set('2026-11-22T14:59:59Z');
      expect(statusOf(await refund(STAFF, third.id, 1000))).toBe(202);
      clock.set('2026-11-22T15:00:00Z');
      expect(statusOf(await refund(STAFF, third.id, 1000))).toBe(200);
    });

    it('sends every won of a staff member to the owner when no direct refund is allowed', async () => {
      policies.limits = { perApplication: null, perDay: null };
      const { application } = world.paid();
      const asked = asRequested(await refund(STAFF, application.id, 1));
      expect(asked.request).toMatchObject({
        cause: 'OVER_LIMIT',
        causeText: '직원은 직접 환불할 수 없어 대표 관리자의 승인이 필요합니다.',
      });
      expect(provider().calls).toEqual([]);
    });

    it('lets the owner refund above the staff limits at once, leaving no request', async () => {
      const { application } = world.paid({ total: TOTAL });
      expect(statusOf(await refund(OWNER, application.id, 50000))).toBe(200);
      expect(world.requestsOf(application.id)).toEqual([]);
      expect(refundedInLedger(application.id)).toBe(50000);
    });

    it('keeps counting a staff refund whose answer was lost: the money may have moved', async () => {
      const { application, attempt } = world.paid({ total: TOTAL });
      provider().next = 'lost';
      expect((await refusal(refund(STAFF, application.id, 15000))).status).toBe(503);
      expect(world.requestsOf(application.id)).toEqual([
        expect.objectContaining({ status: 'EXECUTING', direct: true }),
      ]);
      const asked = asRequested(await refund(STAFF, application.id, 15000));
      expect(asked.request).toMatchObject({ cause: 'OVER_LIMIT', status: 'PENDING' });

      // Approved, it carries the same key: the provider answers the refund it made, once.
      await approve(asked.request.id);
      expect(provider().calls.map((call) => call.idempotencyKey)).toEqual([
        `cancel-${attempt.order_id}`,
        `cancel-${attempt.order_id}`,
      ]);
      expect(provider().cancelsOf(attempt.payment_key!)).toHaveLength(1);
      expect(refundedInLedger(application.id)).toBe(15000);
    });
  });

  describe('the owner’s approval', () => {
    it('executes a staff request above the limit as the owner, marked done with the money, once', async () => {
      const { application } = world.paid({ total: TOTAL });
      const asked = asRequested(
        await refund(STAFF, application.id, 50000, { reason: '자녀 질병' }),
      );
      expect(asked.message).toBe(OVER_LIMIT);
      expect(provider().calls).toEqual([]);

      const decided = await approve(asked.request.id);
      expect(decided.message).toBe('50,000원을 환불했습니다. 남은 결제 금액은 33,333원입니다.');
      expect(decided.request).toMatchObject({
        status: 'DONE',
        refunded: 50000,
        decidedByName: 'admin',
        requestedByName: 'staff.kim',
      });
      expect(world.refundsOf(application.id)).toEqual([
        expect.objectContaining({ amount: -50000, actor_kind: 'ADMIN', actor_name: 'admin' }),
      ]);
      expect(audited('refund-request.approve')).toEqual([
        {
          entry: expect.objectContaining({
            after: { refunded_amount: 50000, reason: '자녀 질병', request: asked.request.id },
          }),
          manager: IN_TRANSACTION,
        },
      ]);

      for (const again of [
        () => approve(asked.request.id),
        () => approvals.decline(asked.request.id, OWNER, '보류', by(OWNER)),
      ]) {
        expect(await refusal(again())).toMatchObject({
          status: 409,
          body: { code: 'REFUND_REQUEST_DECIDED' },
        });
      }
      expect(provider().calls).toHaveLength(1);
    });

    it('moves nothing for a declined request, and an approval after it changes nothing', async () => {
      const { application } = world.paid({ total: TOTAL });
      const asked = asRequested(await refund(STAFF, application.id, 30000));
      const declined = await approvals.decline(
        asked.request.id,
        OWNER,
        '보호자와 통화 후 보류',
        by(OWNER),
      );
      expect(declined.request).toMatchObject({
        status: 'DECLINED',
        declineReason: '보호자와 통화 후 보류',
      });
      expect((await refusal(approve(asked.request.id))).status).toBe(409);
      expect(provider().calls).toEqual([]);
      expect(world.row(application.id).payment_status).toBe('Y');
    });

    it('re-checks what is refundable when approving: a request that no longer fits fails, kept with why', async () => {
      const { application } = world.paid({ total: TOTAL });
      const asked = asRequested(await refund(STAFF, application.id, 50000));
      await refund(OWNER, application.id, 60000, { reason: '대표가 먼저 환불' });

      expect(await refusal(approve(asked.request.id))).toMatchObject({
        status: 400,
        body: { message: '환불할 수 있는 금액(23,333원)을 넘었습니다.' },
      });
      expect(world.request(asked.request.id)).toMatchObject({
        status: 'FAILED',
        detail: '환불할 수 있는 금액(23,333원)을 넘었습니다.',
      });
      expect(provider().calls).toHaveLength(1);
      expect(refundedInLedger(application.id)).toBe(60000);
    });

    it('makes an account typed in the back office wait for the owner, even the owner’s own', async () => {
      const { application, attempt } = world.paid({ method: 'VIRTUAL_ACCOUNT', total: TOTAL });
      expect(
        await refusal(refund(OWNER, application.id, TOTAL + 1, { refundAccount: ACCOUNT })),
      ).toMatchObject({ status: 400 });

      const asked = asRequested(
        await refund(OWNER, application.id, 30000, { refundAccount: ACCOUNT }),
      );
      expect(asked.request).toMatchObject({
        cause: 'TYPED_ACCOUNT',
        requestedBy: 'OWNER',
        status: 'PENDING',
        destination: expect.objectContaining({ bank: '88', account: '***-6789', holder: '김민지' }),
      });
      expect(provider().calls).toEqual([]);

      await approve(asked.request.id);
      expect(provider().calls).toEqual([
        {
          paymentKey: attempt.payment_key,
          request: {
            cancelReason: '센터 환불: 보호자 요청',
            cancelAmount: 30000,
            refundReceiveAccount: {
              bank: '88',
              accountNumber: '110123456789',
              holderName: '김민지',
            },
          },
          idempotencyKey: `cancel-${attempt.order_id}`,
        },
      ]);
      expect(world.refundsOf(application.id)).toEqual([
        expect.objectContaining({
          refund_bank: '88',
          refund_account: '***-6789',
          refund_holder: '김민지',
        }),
      ]);
      // The full number was kept sealed until decided, and is nowhere in the audit trail.
      expect(world.request(asked.request.id).refund_account_sealed).toBeNull();
      const destination = { bank: '88', account: '***-6789', holder: '김민지' };
      expect(
        [...audited('refund-request.create'), ...audited('refund-request.approve')].map(
          ({ entry }) => entry.after?.refund_to,
        ),
      ).toEqual([destination, destination]);
      expect(JSON.stringify(audit.record.mock.calls)).not.toContain('110123456789');
    });
  });

  describe('a payment taken at the desk', () => {
    it('is refunded by hand: a ledger row and the family’s message in one transaction, no provider', async () => {
      const application = world.paidAtDesk({ method: 'DESK_CARD', total: TOTAL });
      const window = world.attempt(application, 'READY');

      await expect(refund(OWNER, application.id, 3333)).resolves.toMatchObject({
        payment_status: 'P',
        refundedAmount: 3333,
        refundable: 80000,
      });
      expect(await refusal(refund(OWNER, application.id, 80001))).toMatchObject({
        status: 400,
        body: { message: '환불할 수 있는 금액(80,000원)을 넘었습니다.' },
      });
      await expect(refund(OWNER, application.id, 80000)).resolves.toMatchObject({
        payment_status: 'C',
        refundable: 0,
      });

      expect(provider().calls).toEqual([]);
      expect(world.refundsOf(application.id).map((entry) => [entry.kind, entry.amount])).toEqual([
        ['MANUAL_REFUND', -3333],
        ['MANUAL_REFUND', -80000],
      ]);
      expect(world.row(application.id)).toMatchObject({
        payment_status: 'C',
        refunded_amount: TOTAL,
      });
      // Closed: a payment window left open can no longer be paid.
      expect(world.attempts.find((row) => row.id === window.id)?.status).toBe('FAILED');
      expect(outbox.enqueue.mock.calls.map(([manager, event]) => [manager, event])).toEqual(
        world
          .refundsOf(application.id)
          .map((entry) => [
            IN_TRANSACTION,
            { kind: 'refund-completed', applicationId: application.id, ledgerEntryId: entry.id },
          ]),
      );
      expect(seatEvents.freed).toHaveBeenCalledTimes(1);
    });

    it('cancels the desk’s cash receipt first, and says so', async () => {
      const application = world.paidAtDesk({ total: TOTAL });
      cashReceipts.cancelBeforeRefund.mockResolvedValue('123456789');
      const answer = (await refund(OWNER, application.id, 10000)) as AdminRefundResponse;
      expect(answer.message).toBe(
        '10,000원을 환불했습니다. 남은 결제 금액은 73,333원입니다. 현금영수증(승인번호 123456789)은 취소되었습니다. 남은 금액으로 다시 발급할 수 있습니다.',
      );
      expect(cashReceipts.cancelBeforeRefund).toHaveBeenCalledWith(application.id);
    });
  });

  describe('refunding once', () => {
    it('ten clicks of one refund share one flight: one provider call, one answer', async () => {
      const { application } = world.paid({ total: TOTAL });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => refund(OWNER, application.id, 10000)),
      );
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(provider().calls).toHaveLength(1);
      expect(refundedInLedger(application.id)).toBe(10000);
    });

    it('a refund of another amount meanwhile meets the running one’s claim (409)', async () => {
      const { application } = world.paid({ total: TOTAL });
      const outcomes = await Promise.allSettled([
        refund(OWNER, application.id, 10000),
        refund(OWNER, application.id, 20000),
      ]);
      expect(outcomes[0]).toMatchObject({ status: 'fulfilled' });
      expect(outcomes[1]).toMatchObject({
        status: 'rejected',
        reason: expect.objectContaining({
          response: expect.objectContaining({ code: 'CANCEL_IN_FLIGHT' }),
        }),
      });
      expect(refundedInLedger(application.id)).toBe(10000);
    });

    it('a lost answer records nothing (503); the retry carries the same key and refunds once', async () => {
      const { application, attempt } = world.paid({ total: TOTAL });
      provider().next = 'lost';
      expect(await refusal(refund(OWNER, application.id, 20000))).toMatchObject({
        status: 503,
        body: { code: 'PROVIDER_UNAVAILABLE' },
      });
      expect(world.refundsOf(application.id)).toEqual([]);
      expect(world.row(application.id).payment_status).toBe('Y');
      expect(audited('application.refund')).toEqual([]);

      await expect(refund(OWNER, application.id, 20000)).resolves.toMatchObject({
        payment_status: 'P',
        refundedAmount: 20000,
      });
      expect(provider().calls.map((call) => call.idempotencyKey)).toEqual([
        `cancel-${attempt.order_id}`,
        `cancel-${attempt.order_id}`,
      ]);
      expect(provider().cancelsOf(attempt.payment_key!)).toHaveLength(1);
      expect(refundedInLedger(application.id)).toBe(20000);
    });
  });

  describe('the money panel', () => {
    it('shows the ledger’s money and the policy’s suggestion for the clock’s Seoul day', async () => {
      const { application } = world.paid({ total: TOTAL });
      const suggestion = async () => (await refunds.money(application.id, OWNER)).suggestion;

      clock.set('2026-12-04T03:00:00Z');
      expect(await suggestion()).toMatchObject({ amount: TOTAL, rate: 100 });
      clock.set('2026-12-07T03:00:00Z');
      expect(await suggestion()).toMatchObject({ amount: 41666, rate: 50 });
      await refund(OWNER, application.id, 40000);
      expect(await refunds.money(application.id, OWNER)).toMatchObject({
        paymentStatus: 'P',
        paid: TOTAL,
        refunded: 40000,
        refundable: 43333,
        method: 'CARD',
        paidAtDesk: false,
        needsRefundAccount: false,
        suggestion: { amount: 1666, rate: 50 },
      });
      clock.set('2026-12-09T15:00:00Z');
      expect(await suggestion()).toMatchObject({ amount: 0, rate: 0 });
    });

    it('asks an account only for a deposited virtual account, never for the desk', async () => {
      const deposited = world.paid({ method: 'VIRTUAL_ACCOUNT' }).application;
      const desk = world.paidAtDesk();
      expect(await refunds.money(deposited.id, OWNER)).toMatchObject({ needsRefundAccount: true });
      expect(await refunds.money(desk.id, OWNER)).toMatchObject({
        needsRefundAccount: false,
        paidAtDesk: true,
        methodName: '현금',
      });
      expect(await refusal(refunds.money(999999, OWNER))).toMatchObject({ status: 404 });
    });
  });
});
