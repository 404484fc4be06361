import {
  IN_TRANSACTION,
  REFUND_CONFIG,
  refundFakes,
  type MoneyWorld,
} from '../../test/support/refund-fakes';
import { newTestService, refusal } from '../../test/support/service-test';
import type { GuestProof } from '../auth';
import { Clock, FixedClock } from '../common/clock/clock';
import { APP_CONFIG } from '../config/config.tokens';
import { Outbox } from '../outbox';
import { PaymentSettlement, TossClient } from '../payments';
import { SeatEvents } from '../seats';
import {
  FRESH_PROOF_REQUIRED,
  GuestCancelService,
  REFUND_ACCOUNT_NEEDS_LOOKUP,
  REFUND_ACCOUNT_REQUIRED,
  REFUND_AWAITS_CENTRE,
} from './guest-cancel.service';
import { ProviderCancel } from './provider-cancel';
import { RefundAuthority } from './refund-authority';
import { CANCEL_REASONS } from './refund-policy';
import { RefundRepository } from './refund.repository';

const EMAIL = 'family@example.com';
const ACCOUNT = { bankCode: '88', accountNumber: '110123456789', holderName: '김민지' };
const NOT_FOUND = '신청 내역을 찾을 수 없습니다.';

/** Seoul noon of a day (the lecture starts 2026-12-10). */
const seoulNoon = (day: string) => `${day}T03:00:00Z`;

/**
 * The guest's cancel from my info, where its rules live: the refund policy recomputed on the
 * clock's Seoul day, what a family may not cancel, who may name a refund account, and refunding
 * once however often it is asked. The provider is an in-memory Toss that honours Idempotency-Keys;
 * what the SQL does (the claim across replicas, locks, the ledger's constraints) and the sandbox's
 * flows stay test/api/guest-cancel.test.ts's part.
 */
describe('GuestCancelService', () => {
  let cancels: GuestCancelService;
  let clock: FixedClock;
  let world: MoneyWorld;
  let outbox: jest.Mocked<Outbox>;
  let seatEvents: jest.Mocked<SeatEvents>;

  beforeEach(async () => {
    clock = new FixedClock(new Date(seoulNoon('2026-11-22')));
    const fakes = refundFakes(clock);
    world = fakes.world;
    const t = await newTestService(GuestCancelService, [
      [RefundRepository, fakes.rows],
      [Clock, clock],
      [TossClient, world.provider],
      [PaymentSettlement, fakes.settlement],
      [ProviderCancel, fakes.providerCancel],
      [RefundAuthority, fakes.authority],
      [APP_CONFIG, REFUND_CONFIG],
    ]);
    cancels = t.sut;
    outbox = t.mockOf(Outbox);
    seatEvents = t.mockOf(SeatEvents);
  });

  /** The family's proof: a code typed just now for EMAIL, unless told otherwise. */
  const proof = (overrides: Partial<GuestProof> = {}): GuestProof => ({
    email: EMAIL,
    provenAt: clock.now(),
    viaLink: false,
    ...overrides,
  });
  const cancel = (applicationId: number, more: { proof?: GuestProof; account?: object } = {}) =>
    cancels.cancel(more.proof ?? proof(), {
      applicationId,
      ...(more.account ? { refundAccount: more.account as typeof ACCOUNT } : {}),
    });
  const provider = () => world.provider;

  describe('the refund policy on the Seoul day the cancel is asked', () => {
    it.each([
      ['D-6', 83333, '2026-12-04T03:00:00Z', 'C', 'CANCELED'],
      ['the last second of D-5 in Seoul', 83333, '2026-12-05T14:59:59Z', 'C', 'CANCELED'],
      ['D-4 from Seoul midnight', 41666, '2026-12-05T15:00:00Z', 'P', 'PARTIAL_CANCELED'],
      ['the last second of D-1 in Seoul', 41666, '2026-12-09T14:59:59Z', 'P', 'PARTIAL_CANCELED'],
    ] as const)('%s refunds %i won', async (_label, amount, now, status, attemptStatus) => {
      const { application, attempt } = world.paid({ email: EMAIL, total: 83333 });
      clock.set(now);

      await expect(cancel(application.id)).resolves.toEqual({
        paymentStatus: status,
        refundedAmount: amount,
      });
      expect(provider().calls).toEqual([
        {
          paymentKey: attempt.payment_key,
          request: { cancelReason: '고객 요청 (수강 취소)', cancelAmount: amount },
          idempotencyKey: `cancel-${attempt.order_id}`,
        },
      ]);
      expect(world.refundsOf(application.id)).toEqual([
        expect.objectContaining({ amount: -amount, actor_kind: 'FAMILY', refund_account: null }),
      ]);
      expect(world.attempts.find((row) => row.id === attempt.id)?.status).toBe(attemptStatus);
    });

    it('refuses from the first lecture day (Seoul midnight) with the Korean reason, calling nobody', async () => {
      const { application } = world.paid({ email: EMAIL });
      clock.set('2026-12-09T15:00:00Z');
      expect(await refusal(cancel(application.id))).toEqual({
        status: 409,
        body: { message: CANCEL_REASONS.started, code: 'NOT_CANCELABLE' },
      });
      clock.set('2026-12-20T03:00:00Z');
      expect((await refusal(cancel(application.id))).status).toBe(409);
      expect(provider().calls).toEqual([]);
      expect(world.row(application.id)).toMatchObject({ payment_status: 'Y', refunded_amount: 0 });
    });

    it('leaves a payment taken at the desk to the centre', async () => {
      const application = world.paidAtDesk({ email: EMAIL });
      expect(await refusal(cancel(application.id))).toEqual({
        status: 409,
        body: { message: CANCEL_REASONS.desk, code: 'NOT_CANCELABLE' },
      });
      expect(world.refundsOf(application.id)).toEqual([]);
    });
  });

  describe('what cannot be cancelled again', () => {
    it.each([
      ['refunded in full', '2026-12-04', CANCEL_REASONS.canceled],
      ['refunded in part', '2026-12-08', CANCEL_REASONS.refunded],
    ])('refuses an application %s (409), refunding nothing more', async (_label, day, reason) => {
      const { application } = world.paid({ email: EMAIL });
      clock.set(seoulNoon(day));
      await cancel(application.id);
      const refunded = world.row(application.id).refunded_amount;

      expect(await refusal(cancel(application.id))).toEqual({
        status: 409,
        body: { message: reason, code: 'NOT_CANCELABLE' },
      });
      expect(provider().calls).toHaveLength(1);
      expect(world.refundsOf(application.id)).toHaveLength(1);
      expect(world.row(application.id).refunded_amount).toBe(refunded);
    });

    it('refuses an application already withdrawn', async () => {
      const application = world.applied({ email: EMAIL });
      await cancel(application.id);
      expect(await refusal(cancel(application.id))).toEqual({
        status: 409,
        body: { message: CANCEL_REASONS.canceled, code: 'NOT_CANCELABLE' },
      });
    });
  });

  describe('who may cancel', () => {
    it("answers another family's application as unknown (404), telling nothing of it", async () => {
      const victim = world.paid({ email: 'victim@example.com', name: '박피해' });
      world.paid({ email: EMAIL });

      const foreign = await refusal(cancel(victim.application.id));
      expect(foreign).toMatchObject({ status: 404, body: { message: NOT_FOUND } });
      expect(JSON.stringify(foreign.body)).not.toMatch(/victim|박피해/);
      expect(await refusal(cancel(999999))).toMatchObject({ status: 404 });
      expect(provider().calls).toEqual([]);
      expect(world.row(victim.application.id).payment_status).toBe('Y');
    });

    it('lets the family cancel what was made with its proven phone number too', async () => {
      const { application } = world.paid({ email: 'typo@example.com', phone: '010-9876-5432' });
      clock.set(seoulNoon('2026-12-08'));
      await expect(
        cancel(application.id, { proof: proof({ email: undefined, phone: '01098765432' }) }),
      ).resolves.toEqual({ paymentStatus: 'P', refundedAmount: 41666 });
    });
  });

  describe('a deposited virtual account, refunded to a bank account', () => {
    const deposited = () => {
      const paid = world.paid({ email: EMAIL, method: 'VIRTUAL_ACCOUNT' });
      clock.set(seoulNoon('2026-12-05'));
      return paid;
    };

    it('asks for the account (400), then refunds to it, keeping the masked destination', async () => {
      const { application, attempt } = deposited();
      expect(await refusal(cancel(application.id))).toMatchObject({
        status: 400,
        body: { message: REFUND_ACCOUNT_REQUIRED },
      });
      expect(provider().calls).toEqual([]);

      // The holder as typed, spaces and all: still the applicant.
      const account = { ...ACCOUNT, holderName: '김 민지' };
      await expect(cancel(application.id, { account })).resolves.toEqual({
        paymentStatus: 'C',
        refundedAmount: 83333,
      });
      expect(provider().calls).toEqual([
        {
          paymentKey: attempt.payment_key,
          request: {
            cancelReason: '고객 요청 (수강 취소)',
            cancelAmount: 83333,
            refundReceiveAccount: {
              bank: '88',
              accountNumber: '110123456789',
              holderName: '김 민지',
            },
          },
          idempotencyKey: `cancel-${attempt.order_id}`,
        },
      ]);
      expect(world.refundsOf(application.id)).toEqual([
        expect.objectContaining({
          actor_kind: 'FAMILY',
          refund_bank: '88',
          refund_account: '***-6789',
          refund_holder: '김 민지',
        }),
      ]);
    });

    it('takes a code typed within the configured 10 minutes, not a second older', async () => {
      const { application } = deposited();
      const typed = clock.now();
      clock.set(new Date(typed.getTime() + 10 * 60_000 + 1000));
      expect(
        await refusal(
          cancel(application.id, { proof: proof({ provenAt: typed }), account: ACCOUNT }),
        ),
      ).toEqual({
        status: 403,
        body: { message: FRESH_PROOF_REQUIRED, code: 'FRESH_PROOF_REQUIRED' },
      });
      expect(provider().calls).toEqual([]);

      clock.set(new Date(typed.getTime() + 10 * 60_000));
      await expect(
        cancel(application.id, { proof: proof({ provenAt: typed }), account: ACCOUNT }),
      ).resolves.toMatchObject({ paymentStatus: 'C' });
    });

    it('refuses an account named through a message’s link (403): it may have reached a stranger', async () => {
      const { application } = deposited();
      expect(
        await refusal(
          cancel(application.id, { proof: proof({ viaLink: true }), account: ACCOUNT }),
        ),
      ).toEqual({
        status: 403,
        body: { message: REFUND_ACCOUNT_NEEDS_LOOKUP, code: 'LOOKUP_REQUIRED' },
      });
      expect(provider().calls).toEqual([]);
    });

    it('keeps a refund to another holder for the centre: one request, nothing to the provider', async () => {
      const { application } = deposited();
      const stranger = { ...ACCOUNT, accountNumber: '3333012345678', holderName: '박타인' };
      const waiting = {
        paymentStatus: 'Y',
        refundedAmount: 0,
        awaitingApproval: true,
        message: REFUND_AWAITS_CENTRE,
      };
      await expect(cancel(application.id, { account: stranger })).resolves.toEqual(waiting);
      // Asked again while it waits: the same answer, still one request.
      await expect(cancel(application.id, { account: stranger })).resolves.toEqual(waiting);

      expect(provider().calls).toEqual([]);
      const [request, ...more] = world.requestsOf(application.id);
      expect(more).toEqual([]);
      expect(request).toMatchObject({
        kind: 'REFUND',
        amount: 83333,
        requested_by_kind: 'FAMILY',
        cause: 'HOLDER_MISMATCH',
        status: 'PENDING',
        direct: false,
        refund_account: '***-5678',
        refund_holder: '박타인',
      });
      // The full number is kept only sealed.
      expect(request.refund_account_sealed).toMatch(/^v1\./);
      expect(request.refund_account_sealed).not.toContain('3333012345678');
    });
  });

  describe('withdrawing before paying', () => {
    it('withdraws an unpaid application without the provider, ending its open window', async () => {
      const application = world.applied({ email: EMAIL });
      const window = world.attempt(application, 'READY');

      await expect(cancel(application.id)).resolves.toEqual({
        paymentStatus: 'C',
        refundedAmount: 0,
      });
      expect(provider().calls).toEqual([]);
      expect(world.row(application.id)).toMatchObject({
        payment_status: 'C',
        withdrawn_reason: 'GUEST',
        withdrawn_at: clock.now(),
      });
      expect(world.attempts.find((row) => row.id === window.id)).toMatchObject({
        status: 'FAILED',
        failure_code: 'APPLICATION_WITHDRAWN',
      });
      // The family's and the centre's messages commit with the withdrawal; then the seat is free.
      expect(outbox.enqueue).toHaveBeenCalledWith(
        IN_TRANSACTION,
        { kind: 'application-cancelled', applicationId: application.id },
        { kind: 'centre-application-cancelled', applicationId: application.id },
      );
      expect(seatEvents.freed).toHaveBeenCalledWith(application.lecture_id);
    });

    it('refuses while a payment of it is being confirmed (409), changing nothing', async () => {
      const unpaid = world.applied({ email: EMAIL });
      world.attempt(unpaid, 'CONFIRMING');
      // Paid, with a second payment of it still being confirmed.
      const { application: paid } = world.paid({ email: EMAIL });
      world.attempt(paid, 'UNKNOWN');
      for (const application of [unpaid, paid]) {
        expect(await refusal(cancel(application.id))).toMatchObject({
          status: 409,
          body: { code: 'PAYMENT_IN_FLIGHT' },
        });
      }
      expect(world.row(unpaid.id).payment_status).toBe('N');
      expect(world.row(paid.id).payment_status).toBe('Y');
      expect(provider().calls).toEqual([]);
      expect(outbox.enqueue).not.toHaveBeenCalled();
    });

    it('cancels an awaited virtual account whole at the provider, refunding nothing', async () => {
      const { application, attempt } = world.awaitingDeposit({ email: EMAIL });
      clock.set(seoulNoon('2026-12-09'));
      await expect(cancel(application.id)).resolves.toEqual({
        paymentStatus: 'C',
        refundedAmount: 0,
      });
      expect(provider().calls).toEqual([
        {
          paymentKey: attempt.payment_key,
          request: { cancelReason: '고객 요청 (입금 전 신청 취소)' },
          idempotencyKey: `cancel-${attempt.order_id}`,
        },
      ]);
      expect(world.refundsOf(application.id)).toEqual([]);
    });
  });

  describe('refunding once', () => {
    it('two cancels at once share one provider call and answer the same', async () => {
      const { application } = world.paid({ email: EMAIL });
      clock.set(seoulNoon('2026-12-08'));
      const [a, b] = await Promise.all([cancel(application.id), cancel(application.id)]);
      expect(a).toEqual({ paymentStatus: 'P', refundedAmount: 41666 });
      expect(b).toEqual(a);
      expect(provider().calls).toHaveLength(1);
    });

    it('waits (409) while another replica holds the claim, and proceeds once it is stale', async () => {
      const { application } = world.paid({ email: EMAIL });
      clock.set(seoulNoon('2026-12-08'));
      world.row(application.id).cancel_claimed_at = clock.now();
      expect(await refusal(cancel(application.id))).toMatchObject({
        status: 409,
        body: { code: 'CANCEL_IN_FLIGHT' },
      });
      expect(provider().calls).toEqual([]);

      clock.set(new Date(clock.now().getTime() + 2 * 60_000 + 1000));
      await expect(cancel(application.id)).resolves.toMatchObject({ paymentStatus: 'P' });
      expect(world.row(application.id).cancel_claimed_at).toBeNull();
    });

    it('a lost answer records nothing (503); the retry carries the same Idempotency-Key and refunds once', async () => {
      const { application, attempt } = world.paid({ email: EMAIL });
      clock.set(seoulNoon('2026-12-08'));
      provider().next = 'lost';
      expect(await refusal(cancel(application.id))).toMatchObject({
        status: 503,
        body: { code: 'PROVIDER_UNAVAILABLE' },
      });
      expect(world.row(application.id)).toMatchObject({ payment_status: 'Y', refunded_amount: 0 });
      expect(world.refundsOf(application.id)).toEqual([]);
      // Marked for the reconciliation job to look up.
      expect(world.attempts[0].cancel_requested_at).toEqual(clock.now());

      await expect(cancel(application.id)).resolves.toEqual({
        paymentStatus: 'P',
        refundedAmount: 41666,
      });
      expect(provider().calls.map((call) => call.idempotencyKey)).toEqual([
        `cancel-${attempt.order_id}`,
        `cancel-${attempt.order_id}`,
      ]);
      expect(provider().cancelsOf(attempt.payment_key!)).toHaveLength(1);
      expect(world.refundsOf(application.id)).toHaveLength(1);
    });

    it('records a refund whose answer was lost even when asked again after the policy closed', async () => {
      const { application, attempt } = world.paid({ email: EMAIL });
      clock.set(seoulNoon('2026-12-09'));
      provider().next = 'lost';
      expect((await refusal(cancel(application.id))).status).toBe(503);

      clock.set(seoulNoon('2026-12-10'));
      await expect(cancel(application.id)).resolves.toEqual({
        paymentStatus: 'P',
        refundedAmount: 41666,
      });
      expect(provider().calls).toHaveLength(1);
      expect(provider().cancelsOf(attempt.payment_key!)).toHaveLength(1);
    });
  });
});
