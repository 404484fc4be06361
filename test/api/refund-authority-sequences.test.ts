import fc from 'fast-check';
import { Application } from '../../src/applications/application.entity';
import { AdminCancelService } from '../../src/refunds/admin-cancel.service';
import { LectureClosureWorker } from '../../src/refunds/lecture-closure.worker';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { SandboxPayment } from '../../src/sandbox/sandbox-payment.entity';
import { adminToken, bearer, staffAccount } from '../support/admin-session';
import { appliedForMoney, MONEY_LECTURE_TOTAL, payInSandbox } from '../support/applying';
import { guestProofCookie } from '../support/guest-proof';
import { ledgerDisagreements } from '../support/ledger-check';
import { DEFAULT_NOW, startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';

const LIMIT = 20000;
const FAMILY_ACCOUNT = { bankCode: '88', accountNumber: '110123456789', holderName: '김민지' };
const OTHER_ACCOUNT = { bankCode: '88', accountNumber: '3333012345678', holderName: '박타인' };

type Paid = 'CARD' | 'VIRTUAL_ACCOUNT' | 'CASH' | 'UNPAID';
type Step =
  | { kind: 'staffRefund'; amount: number; account: boolean }
  | { kind: 'ownerRefund'; amount: number; account: boolean }
  | { kind: 'staffCancel' }
  | { kind: 'staffCancelDuringDeskPay' }
  | { kind: 'approve'; pick: number }
  | { kind: 'decline'; pick: number }
  | { kind: 'approveTwiceAtOnce'; pick: number }
  | { kind: 'deskPay' }
  | { kind: 'guestCancel'; stranger: boolean }
  | { kind: 'closeLecture' };

const amount = fc.oneof(fc.integer({ min: 1, max: 25_000 }), fc.constant(LIMIT));
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('staffRefund' as const),
      amount,
      account: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('ownerRefund' as const),
      amount,
      account: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('staffCancel' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('staffCancelDuringDeskPay' as const) }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('approve' as const), pick: fc.nat(3) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('decline' as const), pick: fc.nat(3) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('approveTwiceAtOnce' as const), pick: fc.nat(3) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deskPay' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('guestCancel' as const), stranger: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('closeLecture' as const) }) },
);

/**
 * Money moves only with authority (issue 32), over random sequences against the payment sandbox:
 * staff and owner refunds (to a card, the desk, a deposited account, with or without an account
 * typed in the back office), staff cancels (one with a desk payment recorded after it looked at
 * the money and before it cancels), approvals (once, or twice at once) and declines,
 * desk payments, the family's cancels (to its own account or a stranger's) and 폐강. After every
 * sequence: the provider and the ledger agree, no application returns more than it took, and no
 * staff member moved more than the limit out of it without the owner's approval. One app and
 * database for all sequences, a fresh lecture and application each.
 */
describe('refund authority over random sequences (fast-check)', () => {
  let t: TestApp;
  let control: SandboxControl;
  let worker: LectureClosureWorker;
  let owner: string;
  let asStaff: string;
  let staffName: string;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: (config) => withoutRequestLimits(config) });
    control = t.running.app.get(SandboxControl);
    worker = t.running.app.get(LectureClosureWorker);
    owner = bearer(await adminToken(t));
    const staff = await staffAccount(t, 'staff.sequences');
    staffName = staff.username;
    asStaff = bearer(staff.token);
    await t.http
      .put('/api/admin/team-policy')
      .set('Authorization', owner)
      .send({ staffRefundLimit: LIMIT, staffDailyRefundLimit: null, requireTwoFactor: false })
      .expect(200);
  });
  afterAll(() => t.close());

  /** Anything but a server error is an answer a person would see; 500 fails the property. */
  function handled(status: number, what: string) {
    if (status >= 500) throw new Error(`${what} answered ${status}`);
  }

  async function start(paid: Paid) {
    control.reset();
    const app = await appliedForMoney(t, paid === 'VIRTUAL_ACCOUNT' ? '가상계좌' : '카드');
    if (paid === 'CARD' || paid === 'VIRTUAL_ACCOUNT') {
      const paymentKey = await payInSandbox(t, app.agent, app.applicationId);
      if (paid === 'VIRTUAL_ACCOUNT') {
        await t.http.post(`/sandbox/toss/payments/${paymentKey}/deposit`).expect(303);
        await control.webhooksSettled();
      }
    }
    if (paid === 'CASH') await deskPay(app.applicationId);
    const { lecture_id } = await t.dataSource
      .getRepository(Application)
      .findOneByOrFail({ id: app.applicationId });
    return { ...app, lectureId: lecture_id, requests: [] as number[] };
  }

  async function deskPay(applicationId: number) {
    const res = await t.http
      .post(`/api/admin/application/${applicationId}/payment`)
      .set('Authorization', asStaff)
      .send({ amount: MONEY_LECTURE_TOTAL, paidOn: '2026-11-22', method: 'CASH' });
    handled(res.status, 'desk payment');
  }

  async function perform(world: Awaited<ReturnType<typeof start>>, s: Step) {
    const id = world.applicationId;
    const requested = (res: { status: number; body: { request?: { id: number } } }) => {
      if (res.status === 202 && res.body.request) world.requests.push(res.body.request.id);
    };
    const pick = (index: number) =>
      world.requests.length ? world.requests[index % world.requests.length] : undefined;
    switch (s.kind) {
      case 'staffRefund':
      case 'ownerRefund': {
        const res = await t.http
          .post(`/api/admin/application/${id}/refund`)
          .set('Authorization', s.kind === 'staffRefund' ? asStaff : owner)
          .send({
            amount: s.amount,
            reason: '순서 시험',
            ...(s.account ? { refundAccount: FAMILY_ACCOUNT } : {}),
          });
        handled(res.status, s.kind);
        requested(res);
        return;
      }
      case 'staffCancel': {
        const res = await t.http
          .post(`/api/admin/application/${id}/cancel`)
          .set('Authorization', asStaff)
          .send({ reason: '순서 시험' });
        handled(res.status, 'staff cancel');
        requested(res);
        return;
      }
      case 'staffCancelDuringDeskPay': {
        // The desk payment lands between the cancel's look at the money and the cancel itself.
        const proto = AdminCancelService.prototype as unknown as {
          run: (...args: unknown[]) => Promise<unknown>;
        };
        const real = proto.run;
        const spy = jest.spyOn(proto, 'run').mockImplementationOnce(async function (
          this: unknown,
          ...args: unknown[]
        ) {
          await deskPay(id);
          return real.apply(this, args);
        });
        try {
          const res = await t.http
            .post(`/api/admin/application/${id}/cancel`)
            .set('Authorization', asStaff)
            .send({ reason: '순서 시험' });
          handled(res.status, 'staff cancel during a desk payment');
          requested(res);
        } finally {
          spy.mockRestore();
        }
        return;
      }
      case 'approve':
      case 'decline': {
        const request = pick(s.pick);
        if (!request) return;
        const res =
          s.kind === 'approve'
            ? await t.http
                .post(`/api/admin/refund-requests/${request}/approve`)
                .set('Authorization', owner)
            : await t.http
                .post(`/api/admin/refund-requests/${request}/decline`)
                .set('Authorization', owner)
                .send({ reason: '거절' });
        handled(res.status, s.kind);
        return;
      }
      case 'approveTwiceAtOnce': {
        const request = pick(s.pick);
        if (!request) return;
        const both = await Promise.all(
          [0, 1].map(() =>
            t.http
              .post(`/api/admin/refund-requests/${request}/approve`)
              .set('Authorization', owner),
          ),
        );
        for (const res of both) handled(res.status, 'approve twice');
        expect(both.filter((res) => res.status === 200).length).toBeLessThanOrEqual(1);
        return;
      }
      case 'deskPay':
        return deskPay(id);
      case 'guestCancel': {
        const res = await t.http
          .post('/api/guest/cancel')
          .set('Cookie', guestProofCookie(t, world.who))
          .send({
            applicationId: id,
            refundAccount: s.stranger ? OTHER_ACCOUNT : FAMILY_ACCOUNT,
          });
        handled(res.status, 'guest cancel');
        if (res.body.awaitingApproval) {
          const [row] = await t.dataSource.query(
            `SELECT id FROM refund_request WHERE application_id = $1 AND requested_by_kind = 'FAMILY'
              ORDER BY id DESC LIMIT 1`,
            [id],
          );
          if (row) world.requests.push(row.id);
        }
        return;
      }
      case 'closeLecture': {
        const res = await t.http
          .post(`/api/admin/lecture/${world.lectureId}/close`)
          .set('Authorization', owner)
          .send({ reason: '폐강 시험' });
        handled(res.status, 'close');
        await worker.drain();
        return;
      }
    }
  }

  async function check(applicationId: number) {
    // The provider's record and the ledger agree, payment by payment.
    const payments: { id: number; payment_key: string | null }[] = await t.dataSource.query(
      `SELECT id, payment_key FROM payment WHERE application_id = $1 AND approved_at IS NOT NULL`,
      [applicationId],
    );
    for (const payment of payments) {
      const theirs = await t.dataSource
        .getRepository(SandboxPayment)
        .findOneByOrFail({ payment_key: payment.payment_key! });
      const [ours] = await t.dataSource.query(
        `SELECT COALESCE(SUM(amount), 0)::int AS balance FROM ledger_entry WHERE payment_id = $1`,
        [payment.id],
      );
      expect({ payment: payment.id, balance: ours.balance }).toEqual({
        payment: payment.id,
        balance: theirs.balance_amount,
      });
    }
    const [money] = await t.dataSource.query(
      `SELECT COALESCE(SUM(amount) FILTER (WHERE amount > 0), 0)::int AS paid,
              COALESCE(-SUM(amount) FILTER (WHERE amount < 0), 0)::int AS refunded,
              COALESCE(-SUM(amount) FILTER (WHERE amount < 0 AND actor_name = $2), 0)::int AS by_staff
         FROM ledger_entry WHERE application_id = $1`,
      [applicationId, staffName],
    );
    // Never more back than taken; never more than the limit out by staff without approval.
    expect(money.refunded).toBeLessThanOrEqual(money.paid);
    expect(money.by_staff).toBeLessThanOrEqual(LIMIT);
    expect(await ledgerDisagreements(t.dataSource)).toEqual([]);
  }

  it('keeps provider and ledger in step and staff within their authority', async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Paid>('CARD', 'CARD', 'VIRTUAL_ACCOUNT', 'CASH', 'UNPAID'),
        fc.array(step, { minLength: 1, maxLength: 6 }),
        async (paid, steps) => {
          t.clock.set(DEFAULT_NOW);
          const world = await start(paid);
          for (const s of steps) await perform(world, s);
          await check(world.applicationId);
        },
      ),
      { numRuns: Number(process.env.REFUND_AUTHORITY_RUNS ?? 200) },
    );
    // Kept in the log: the file should stay well under ~90 s on the server database.
    console.info(`refund authority sequences: ${Date.now() - started} ms`);
  }, 600_000);
});
