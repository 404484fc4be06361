import fc from 'fast-check';
import type TestAgent from 'supertest/lib/agent';
import { Application } from '../../src/applications/application.entity';
import { Payment } from '../../src/payments/payment.entity';
import { SANDBOX_SECRET_KEY } from '../../src/config/payments.config';
import { PaymentsReconciler } from '../../src/payments/payments-reconciler';
import { SandboxControl, type SandboxOperation } from '../../src/sandbox/sandbox-control';
import { SandboxPayment } from '../../src/sandbox/sandbox-payment.entity';
import {
  APPLICANT,
  approveInCheckout,
  apply,
  type ApprovedPayment,
  type InitAnswer,
} from '../support/applying';
import { createLecture } from '../support/factories';
import { DEFAULT_NOW, startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';
import { ledgerDisagreements } from '../support/ledger-check';
import { guestProofCookie } from '../support/guest-proof';
import { lookUpWithCode } from '../support/family-proof';

const SANDBOX_AUTH = `Basic ${Buffer.from(`${SANDBOX_SECRET_KEY}:`).toString('base64')}`;
const REFUND_ACCOUNT = { bankCode: '88', accountNumber: '110123456789', holderName: '김민지' };
const METHODS = ['카드', '가상계좌', '계좌이체'] as const;
/** Provider statuses in which it holds the customer's money. */
const HOLDING = ['DONE', 'PARTIAL_CANCELED'];

/** One thing a family, the provider or the app's job does. Indices pick an attempt (mod count). */
type Step =
  | { kind: 'start'; method: (typeof METHODS)[number] }
  | { kind: 'approve'; attempt: number }
  | { kind: 'verify'; attempt: number }
  | { kind: 'verifyTwiceAtOnce'; attempt: number }
  | { kind: 'statusWebhook'; attempt: number }
  | { kind: 'deposit'; attempt: number }
  | { kind: 'providerConfirms'; attempt: number }
  | { kind: 'cancel' }
  | { kind: 'cancelWhileVerifying'; attempt: number }
  | { kind: 'reconcile' }
  | { kind: 'fault'; operation: SandboxOperation; afterApplying: boolean }
  | { kind: 'minutesPass'; minutes: number };

const attempt = fc.nat({ max: 3 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('start' as const),
      method: fc.constantFrom(...METHODS),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('approve' as const), attempt }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('verify' as const), attempt }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('verifyTwiceAtOnce' as const), attempt }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('statusWebhook' as const), attempt }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deposit' as const), attempt }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('providerConfirms' as const), attempt }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cancel' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('cancelWhileVerifying' as const), attempt }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reconcile' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('fault' as const),
      operation: fc.constantFrom<SandboxOperation>('confirm', 'cancel', 'lookup'),
      afterApplying: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('minutesPass' as const),
      minutes: fc.constantFrom(1, 3, 20),
    }),
  },
);

/**
 * The property of issue 15: whatever a family, the provider and the app's job do, in whatever
 * order (payment windows in several tabs, verifies, deposits, webhooks, cancels, the provider's
 * lost answers, time passing), once the job has settled what it can, the provider holds money
 * for an application exactly when our records say it is paid, and exactly the amount they say;
 * and every attempt the provider knows has the provider's status in our records. Random
 * sequences against the sandbox; fast-check shrinks a failure to the shortest sequence.
 */
describe('payment sequences: provider and records agree (property)', () => {
  let t: TestApp;
  let control: SandboxControl;
  let reconciler: PaymentsReconciler;
  let far: number;
  let near: number;
  let run = 0;

  beforeAll(async () => {
    t = await startTestApp({
      seed: false,
      // Hundreds of families from one address on one clock: the request limits are not what
      // this test is about.
      configure: (config) =>
        withoutRequestLimits({ ...config, payments: { ...config.payments, timeoutMs: 1500 } }),
    });
    control = t.running.app.get(SandboxControl);
    reconciler = t.running.app.get(PaymentsReconciler);
    const dates = { reg_period_start: '2026-11-20', reg_period_end: '2026-11-30' };
    // A full refund (more than 5 days ahead) and a half refund (3 days ahead) on cancel.
    far = (
      await createLecture(t.dataSource, {
        ...dates,
        lec_period_start: '2026-12-10',
        lec_period_end: '2026-12-11',
      })
    ).id;
    near = (
      await createLecture(t.dataSource, {
        ...dates,
        reg_period_end: '2026-11-24',
        lec_period_start: '2026-11-25',
        lec_period_end: '2026-11-26',
      })
    ).id;
  });
  afterAll(() => t.close());
  // Whatever path the money took, the ledger and the applications' states agree (issue 19).
  afterEach(async () => {
    expect(await ledgerDisagreements(t.dataSource)).toEqual([]);
  });

  interface Attempt {
    init: InitAnswer & { validHours?: number };
    approved?: ApprovedPayment;
  }

  interface World {
    applicationId: number;
    agent: TestAgent;
    lookup: TestAgent;
    who: { email: string; birth: string };
    attempts: Attempt[];
    /** Status notices answered 503: the provider sends them again (toss-contract.md §5). */
    undelivered: string[];
  }

  async function newFamily(lectureId: number): Promise<World> {
    run += 1;
    t.clock.set(DEFAULT_NOW);
    control.reset();
    const who = { ...APPLICANT, email: `sequence${run}@example.com` };
    const { agent, applicationId } = await apply(t, lectureId, {
      applicant: who,
      payMethod: '카드',
    });
    const lookup = t.agent();
    await lookUpWithCode(
      t,
      lookup,
      { email: who.email, birth: who.birth },
      { 'X-Forwarded-For': `198.18.${Math.floor(run / 250)}.${run % 250}` },
    );
    return { applicationId, agent, lookup, who, attempts: [], undelivered: [] };
  }

  function pick(world: World, index: number): Attempt | undefined {
    return world.attempts.length ? world.attempts[index % world.attempts.length] : undefined;
  }

  /** Each step answers as a browser or the provider would see it; none may answer 500. */
  function expectHandled(status: number, what: string) {
    if (status >= 500 && status !== 503) throw new Error(`${what} answered ${status}`);
  }

  async function verify(world: World, a: Attempt) {
    const res = await t.http
      .post('/api/payments/verify')
      .send({ ...a.approved, applicationId: world.applicationId });
    expectHandled(res.status, 'verify');
  }

  async function cancel(world: World) {
    // The family typed a code just now (issue 32): a deposit's refund account goes straight on.
    const res = await t.http
      .post('/api/guest/cancel')
      .set('Cookie', guestProofCookie(t, world.who))
      .send({ applicationId: world.applicationId, refundAccount: REFUND_ACCOUNT });
    expectHandled(res.status, 'cancel');
  }

  async function notify(world: World, orderId: string) {
    const res = await t.http
      .post('/api/payments/webhook')
      .send({ eventType: 'PAYMENT_STATUS_CHANGED', data: { orderId } });
    expectHandled(res.status, 'webhook');
    if (res.status === 503) world.undelivered.push(orderId);
  }

  async function provider(orderId: string) {
    return t.dataSource.getRepository(SandboxPayment).findOneBy({ order_id: orderId });
  }

  async function perform(world: World, s: Step): Promise<void> {
    switch (s.kind) {
      case 'start': {
        const res = await world.agent
          .post('/api/payments')
          .send({ applicationId: world.applicationId, method: s.method });
        expectHandled(res.status, 'payment start');
        if (res.status === 200) world.attempts.push({ init: res.body as InitAnswer });
        return;
      }
      case 'approve': {
        const a = pick(world, s.attempt);
        if (a && !a.approved) a.approved = await approveInCheckout(t, a.init);
        return;
      }
      case 'verify': {
        const a = pick(world, s.attempt);
        if (a?.approved) await verify(world, a);
        return;
      }
      case 'verifyTwiceAtOnce': {
        const a = pick(world, s.attempt);
        if (a?.approved) await Promise.all([verify(world, a), verify(world, a)]);
        return;
      }
      case 'cancelWhileVerifying': {
        const a = pick(world, s.attempt);
        if (a?.approved) await Promise.all([verify(world, a), cancel(world)]);
        return;
      }
      case 'statusWebhook': {
        const a = pick(world, s.attempt);
        if (!a) return;
        await notify(world, a.init.orderId);
        return;
      }
      case 'deposit': {
        const a = pick(world, s.attempt);
        const row = a && (await provider(a.init.orderId));
        if (row?.status !== 'WAITING_FOR_DEPOSIT') return;
        await t.http.post(`/sandbox/toss/payments/${row.payment_key}/deposit`);
        await control.webhooksSettled();
        return;
      }
      case 'providerConfirms': {
        // The provider confirms an approved payment without this app's verify (a confirm that
        // raced, one made from the provider's dashboard) and notifies the app, as Toss does.
        const a = pick(world, s.attempt);
        if (!a?.approved || (await provider(a.init.orderId))?.status !== 'IN_PROGRESS') return;
        await t.http
          .post('/sandbox/toss/v1/payments/confirm')
          .set('Authorization', SANDBOX_AUTH)
          .send({ ...a.approved });
        await notify(world, a.init.orderId);
        return;
      }
      case 'cancel':
        return cancel(world);
      case 'reconcile':
        await reconciler.runOnce();
        return;
      case 'fault':
        control.failNext(s.operation, { status: 500, afterApplying: s.afterApplying });
        return;
      case 'minutesPass':
        t.clock.set(new Date(t.clock.now().getTime() + s.minutes * 60_000));
        return;
    }
  }

  /**
   * The provider answers again, sends the notices it could not deliver, and the job runs until
   * nothing is left to settle.
   */
  async function settleEverything(world: World): Promise<void> {
    control.reset();
    for (const orderId of world.undelivered.splice(0)) await notify(world, orderId);
    for (let round = 0; round < 4; round += 1) {
      t.clock.set(new Date(t.clock.now().getTime() + 3 * 60_000));
      await reconciler.runOnce();
      await control.webhooksSettled();
    }
  }

  async function checkAgreement(world: World): Promise<void> {
    const application = await t.dataSource
      .getRepository(Application)
      .findOneByOrFail({ id: world.applicationId });
    const ours = await t.dataSource
      .getRepository(Payment)
      .findBy({ application_id: world.applicationId });
    let held = 0;
    for (const a of world.attempts) {
      const theirs = await provider(a.init.orderId);
      if (!theirs) continue;
      if (HOLDING.includes(theirs.status)) held += theirs.balance_amount;
      const mine = ours.find((row) => row.order_id === a.init.orderId)!;
      if (['DONE', 'PARTIAL_CANCELED', 'CANCELED', 'WAITING_FOR_DEPOSIT'].includes(theirs.status)) {
        expect({ order: mine.order_id, status: mine.status }).toEqual({
          order: mine.order_id,
          status: theirs.status,
        });
      }
    }
    const paid =
      application.payment_status === 'Y'
        ? application.total_amount
        : application.payment_status === 'P'
          ? application.total_amount - application.refunded_amount
          : 0;
    expect({ status: application.payment_status, held }).toEqual({
      status: application.payment_status,
      held: paid,
    });
  }

  it('never leaves money at the provider for an application our records do not show as paid', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(step, { minLength: 1, maxLength: 24 }),
        async (nearLecture, steps) => {
          const world = await newFamily(nearLecture ? near : far);
          for (const s of steps) await perform(world, s);
          await settleEverything(world);
          await checkAgreement(world);
        },
      ),
      { numRuns: Number(process.env.PAYMENT_SEQUENCE_RUNS ?? 150) },
    );
  }, 600_000);
});
