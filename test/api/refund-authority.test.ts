import { AdminCancelService } from '../../src/refunds/admin-cancel.service';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { SandboxPayment } from '../../src/sandbox/sandbox-payment.entity';
import { adminToken, bearer, staffAccount } from '../support/admin-session';
import {
  appliedForMoney,
  approveInCheckout,
  MONEY_LECTURE_TOTAL,
  payInSandbox,
} from '../support/applying';
import { ledgerDisagreements } from '../support/ledger-check';
import { DEFAULT_NOW, startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';

const TOTAL = MONEY_LECTURE_TOTAL;
const ACCOUNT = { bankCode: '88', accountNumber: '110123456789', holderName: '김민지' };

/**
 * Money moves only with authority (issue 32): a staff member's limit holds for the total moved
 * out of one application and for a day; above it the refund is a request the owner approves or
 * declines, and nothing reaches the provider before; an account typed in the back office waits
 * for the owner whoever asks; the ledger and the audit trail say where each refund went.
 */
describe('refund authority: staff limits, requests, the owner’s approval', () => {
  let t: TestApp;
  let control: SandboxControl;
  let owner: string;
  let staff: { id: number; username: string; token: string };
  let asStaff: string;
  let staffCount = 0;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: (config) => withoutRequestLimits(config) });
    control = t.running.app.get(SandboxControl);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(DEFAULT_NOW);
    control.reset();
    owner = bearer(await adminToken(t));
    staffCount += 1;
    staff = await staffAccount(t, `staff.limit${staffCount}`);
    asStaff = bearer(staff.token);
    await policy({ staffRefundLimit: 20000, staffDailyRefundLimit: null });
  });
  afterEach(async () => {
    expect(await ledgerDisagreements(t.dataSource)).toEqual([]);
  });

  const policy = (body: {
    staffRefundLimit: number | null;
    staffDailyRefundLimit: number | null;
  }) =>
    t.http
      .put('/api/admin/team-policy')
      .set('Authorization', owner)
      .send({ ...body, requireTwoFactor: false })
      .expect(200);

  async function paid(payMethod: '카드' | '가상계좌' | 'CASH' = '카드') {
    const app = await appliedForMoney(t, payMethod === 'CASH' ? '카드' : payMethod);
    if (payMethod === 'CASH') {
      await t.http
        .post(`/api/admin/application/${app.applicationId}/payment`)
        .set('Authorization', owner)
        .send({ amount: TOTAL, paidOn: '2026-11-22', method: 'CASH' })
        .expect(200);
      return { ...app, paymentKey: null };
    }
    const paymentKey = await payInSandbox(t, app.agent, app.applicationId);
    if (payMethod === '가상계좌') {
      await t.http.post(`/sandbox/toss/payments/${paymentKey}/deposit`).expect(303);
      await control.webhooksSettled();
    }
    return { ...app, paymentKey };
  }

  const refund = (auth: string, applicationId: number, body: object) =>
    t.http
      .post(`/api/admin/application/${applicationId}/refund`)
      .set('Authorization', auth)
      .send(body);
  const money = async (applicationId: number) =>
    (
      await t.http
        .get(`/api/admin/application/${applicationId}/money`)
        .set('Authorization', owner)
        .expect(200)
    ).body;
  const approve = (auth: string, id: number) =>
    t.http.post(`/api/admin/refund-requests/${id}/approve`).set('Authorization', auth);
  const decline = (auth: string, id: number, reason = '보호자와 통화 후 보류') =>
    t.http
      .post(`/api/admin/refund-requests/${id}/decline`)
      .set('Authorization', auth)
      .send({ reason });
  const balance = async (paymentKey: string) =>
    (await t.dataSource.getRepository(SandboxPayment).findOneByOrFail({ payment_key: paymentKey }))
      .balance_amount;
  /** Won the ledger shows this staff member moved out of the application themselves. */
  const movedByStaff = async (applicationId: number) => {
    const [row] = await t.dataSource.query(
      `SELECT COALESCE(-SUM(amount), 0)::int AS out FROM ledger_entry
        WHERE application_id = $1 AND amount < 0 AND actor_name = $2`,
      [applicationId, staff.username],
    );
    return row.out as number;
  };

  // The limits themselves (20,000원 out of an application in all, by card, at the desk or to a
  // typed account; the day's total until Seoul midnight; a refusal released, a lost answer kept),
  // the owner's re-check and the accounts where money does not go are
  // src/refunds/admin-refund.service.spec.ts's. Here: the counting on the database, under its
  // locks, with the centre's cancel, and the owner's decisions through the sandbox and the ledger.
  describe('the staff limit on the database', () => {
    it('counts refunds and a refunding cancel together, whoever of the staff asks', async () => {
      const { applicationId } = await paid();
      await refund(asStaff, applicationId, { amount: 15000, reason: '일부' }).expect(200);
      const other = await staffAccount(t, `staff.other${staffCount}`);
      await refund(bearer(other.token), applicationId, { amount: 5001, reason: '일부' }).expect(
        202,
      );
      // A full cancel would return the other 68,333원: a request too.
      const cancel = await t.http
        .post(`/api/admin/application/${applicationId}/cancel`)
        .set('Authorization', asStaff)
        .send({ reason: '보호자 요청' })
        .expect(202);
      expect(cancel.body.request).toMatchObject({ kind: 'CANCEL', amount: TOTAL - 15000 });
      expect((await money(applicationId)).paymentStatus).toBe('P');
    });

    it('lets one of two concurrent staff refunds through, never both', async () => {
      const { applicationId, paymentKey } = await paid();
      const [a, b] = await Promise.all([
        refund(asStaff, applicationId, { amount: 15000, reason: '동시 1' }),
        refund(asStaff, applicationId, { amount: 14000, reason: '동시 2' }),
      ]);
      // One refunds; the other waits for the owner or meets the claim (409), never a second refund.
      const statuses = [a.status, b.status];
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 202 || status === 409)).toHaveLength(1);
      const moved = a.status === 200 ? 15000 : 14000;
      expect(await balance(paymentKey!)).toBe(TOTAL - moved);
      expect(await movedByStaff(applicationId)).toBe(moved);
    });
  });

  describe('the daily total', () => {
    it('reserves the day’s total under a lock: two concurrent refunds on two applications', async () => {
      await policy({ staffRefundLimit: 20000, staffDailyRefundLimit: 20000 });
      const first = await paid();
      const second = await paid();
      const answers = await Promise.all([
        refund(asStaff, first.applicationId, { amount: 15000, reason: '동시' }),
        refund(asStaff, second.applicationId, { amount: 15000, reason: '동시' }),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 202]);
    });
  });

  describe('the owner decides', () => {
    it('approves a staff request: refunded at once as the owner, shown on the money panel', async () => {
      const { applicationId, paymentKey } = await paid();
      const asked = await refund(asStaff, applicationId, {
        amount: 50000,
        reason: '자녀 질병',
      }).expect(202);
      expect(asked.body.message).toBe(
        '한 신청에서 직원이 환불할 수 있는 한도(20,000원)를 넘었습니다. 대표 관리자의 승인을 기다리는 요청으로 등록했습니다.',
      );
      expect(control.callCount('cancel')).toBe(0);
      const id = asked.body.request.id;
      // Staff see it on the application, but cannot decide it.
      expect((await money(applicationId)).requests[0]).toMatchObject({
        id,
        status: 'PENDING',
        amount: 50000,
        reason: '자녀 질병',
        requestedBy: 'STAFF',
        requestedByName: staff.username,
      });
      await approve(asStaff, id).expect(403);
      await t.http.get('/api/admin/refund-requests').set('Authorization', asStaff).expect(403);
      const list = await t.http
        .get('/api/admin/refund-requests')
        .set('Authorization', owner)
        .expect(200);
      expect(list.body.items.map((item: { id: number }) => item.id)).toContain(id);

      const [one, two] = await Promise.all([approve(owner, id), approve(owner, id)]);
      expect([one.status, two.status].sort()).toEqual([200, 409]);
      expect(await balance(paymentKey!)).toBe(TOTAL - 50000);
      const after = await money(applicationId);
      expect(after.requests[0]).toMatchObject({
        status: 'DONE',
        refunded: 50000,
        decidedByName: 'admin',
      });
      expect(after.movements.at(-1)).toMatchObject({ amount: -50000, who: '관리자 admin' });
      await approve(owner, id).expect(409);
      await decline(owner, id).expect(409);
      const [audit] = await t.dataSource.query(
        `SELECT admin_name, after FROM audit_event WHERE action = 'refund-request.approve' AND target = $1`,
        [`application:${applicationId}`],
      );
      expect(audit).toMatchObject({ admin_name: 'admin', after: { request: id } });
    });

    it('declines with a reason; an approval after it changes nothing', async () => {
      const { applicationId, paymentKey } = await paid();
      const asked = await refund(asStaff, applicationId, { amount: 30000, reason: '요청' }).expect(
        202,
      );
      const id = asked.body.request.id;
      const missing = await decline(owner, id, '   ').expect(400);
      expect(missing.body.message).toEqual(['거절 사유를 입력해 주세요.']);
      await decline(asStaff, id).expect(403);
      const declined = await decline(owner, id).expect(200);
      expect(declined.body.request).toMatchObject({
        status: 'DECLINED',
        declineReason: '보호자와 통화 후 보류',
        decidedByName: 'admin',
      });
      await approve(owner, id).expect(409);
      expect(await balance(paymentKey!)).toBe(TOTAL);
      expect(control.callCount('cancel')).toBe(0);
    });

    it('approves a staff cancel above the limit: cancelled and refunded in full', async () => {
      const { applicationId, paymentKey } = await paid();
      const asked = await t.http
        .post(`/api/admin/application/${applicationId}/cancel`)
        .set('Authorization', asStaff)
        .send({ reason: '보호자 요청' })
        .expect(202);
      expect(control.callCount('cancel')).toBe(0);
      await approve(owner, asked.body.request.id).expect(200);
      expect(await balance(paymentKey!)).toBe(0);
      const after = await money(applicationId);
      expect(after).toMatchObject({ paymentStatus: 'C', refunded: TOTAL });
      expect(after.requests[0]).toMatchObject({ status: 'DONE', refunded: TOTAL });
    });

    it('approves a desk refund above the limit: recorded by hand', async () => {
      const { applicationId } = await paid('CASH');
      const asked = await refund(asStaff, applicationId, {
        amount: 30000,
        reason: '현장 환불',
      }).expect(202);
      await approve(owner, asked.body.request.id).expect(200);
      expect((await money(applicationId)).movements.at(-1)).toMatchObject({
        kind: 'MANUAL_REFUND',
        amount: -30000,
        who: '관리자 admin',
      });
    });
  });

  describe('an account typed in the back office', () => {
    it('waits for the owner even when the owner typed it, and the ledger and the audit say where it went', async () => {
      const { applicationId, paymentKey } = await paid('가상계좌');
      const asked = await refund(owner, applicationId, {
        amount: 30000,
        reason: '보호자 요청',
        refundAccount: { ...ACCOUNT, accountNumber: '110-123-456789' },
      }).expect(202);
      expect(asked.body.request).toMatchObject({
        cause: 'TYPED_ACCOUNT',
        requestedBy: 'OWNER',
        destination: { bank: '88', account: '***-6789', holder: '김민지' },
      });
      expect(control.callCount('cancel')).toBe(0);
      await approve(owner, asked.body.request.id).expect(200);
      expect(await balance(paymentKey!)).toBe(TOTAL - 30000);
      const [entry] = await t.dataSource.query(
        `SELECT refund_bank, refund_account, refund_holder, actor_name FROM ledger_entry
          WHERE application_id = $1 AND kind = 'PROVIDER_REFUND'`,
        [applicationId],
      );
      expect(entry).toEqual({
        refund_bank: '88',
        refund_account: '***-6789',
        refund_holder: '김민지',
        actor_name: 'admin',
      });
      const audit = await t.dataSource.query(
        `SELECT action, after FROM audit_event WHERE target = $1 ORDER BY id`,
        [`application:${applicationId}`],
      );
      expect(audit.map((row: { action: string }) => row.action)).toEqual([
        'refund-request.create',
        'refund-request.approve',
      ]);
      for (const row of audit) {
        expect(row.after.refund_to).toEqual({
          bank: '88',
          account: '***-6789',
          holder: '김민지',
        });
      }
      // The full number is nowhere but sealed until decided, then gone.
      const [kept] = await t.dataSource.query(
        `SELECT refund_account_sealed FROM refund_request WHERE id = $1`,
        [asked.body.request.id],
      );
      expect(kept.refund_account_sealed).toBeNull();
      expect(JSON.stringify(audit)).not.toContain('123456789');
    });
  });

  describe('a payment landing during a staff cancel', () => {
    /**
     * The staff member cancels; `meanwhile` runs after the cancel looked at the money (and
     * counted it against the limits) and before it cancels, under its claim.
     */
    async function cancelWhile(applicationId: number, meanwhile: () => Promise<void>) {
      const proto = AdminCancelService.prototype as unknown as {
        run: (...args: unknown[]) => Promise<unknown>;
      };
      const real = proto.run;
      const spy = jest.spyOn(proto, 'run').mockImplementationOnce(async function (
        this: unknown,
        ...args: unknown[]
      ) {
        await meanwhile();
        return real.apply(this, args);
      });
      try {
        return await t.http
          .post(`/api/admin/application/${applicationId}/cancel`)
          .set('Authorization', asStaff)
          .send({ reason: '보호자 요청' });
      } finally {
        spy.mockRestore();
      }
    }
    const refunds = async (applicationId: number) =>
      t.dataSource.query(
        `SELECT kind, amount FROM ledger_entry WHERE application_id = $1 AND amount < 0`,
        [applicationId],
      );
    const requests = async (applicationId: number) =>
      t.dataSource.query(`SELECT id FROM refund_request WHERE application_id = $1`, [
        applicationId,
      ]);

    it('refuses to cancel when the family’s card payment is confirmed meanwhile', async () => {
      const app = await appliedForMoney(t, '카드');
      const init = (
        await app.agent.post('/api/payments').send({ applicationId: app.applicationId }).expect(200)
      ).body;
      const approved = await approveInCheckout(t, init);
      const res = await cancelWhile(app.applicationId, async () => {
        await t.http
          .post('/api/payments/verify')
          .send({ ...approved, applicationId: app.applicationId })
          .expect(200);
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        message: '신청 상태가 바뀌었습니다. 다시 시도해 주세요.',
        code: 'STATE_CHANGED',
      });
      expect(control.callCount('cancel')).toBe(0);
      expect(await refunds(app.applicationId)).toEqual([]);
      expect(await requests(app.applicationId)).toEqual([]);
      expect(await balance(approved.paymentKey)).toBe(TOTAL);
      expect((await money(app.applicationId)).paymentStatus).toBe('Y');
    });

    it('refuses to cancel when the awaited deposit lands meanwhile', async () => {
      const app = await appliedForMoney(t, '가상계좌');
      const paymentKey = await payInSandbox(t, app.agent, app.applicationId);
      const res = await cancelWhile(app.applicationId, async () => {
        await t.http.post(`/sandbox/toss/payments/${paymentKey}/deposit`).expect(303);
        await control.webhooksSettled();
      });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('STATE_CHANGED');
      expect(control.callCount('cancel')).toBe(0);
      expect(await refunds(app.applicationId)).toEqual([]);
      expect(await requests(app.applicationId)).toEqual([]);
      expect((await money(app.applicationId)).paymentStatus).toBe('Y');
    });

    it('makes a desk payment wait for the cancel holding the claim', async () => {
      const { applicationId } = await appliedForMoney(t, '카드');
      let desk: { status: number; body: { code?: string } } | undefined;
      const res = await cancelWhile(applicationId, async () => {
        desk = await t.http
          .post(`/api/admin/application/${applicationId}/payment`)
          .set('Authorization', asStaff)
          .send({ amount: TOTAL, paidOn: '2026-11-22', method: 'CASH' });
      });
      expect(desk).toMatchObject({ status: 409, body: { code: 'CANCEL_IN_FLIGHT' } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ payment_status: 'C', refundedAmount: 0 });
      const rows = await t.dataSource.query(
        `SELECT kind FROM ledger_entry WHERE application_id = $1`,
        [applicationId],
      );
      expect(rows).toEqual([]);
      expect(await requests(applicationId)).toEqual([]);
    });
  });
});
