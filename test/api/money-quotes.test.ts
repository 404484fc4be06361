// @engine the append-only ledger's trigger lets only a hand-back through
import type TestAgent from 'supertest/lib/agent';
import { AuditEvent } from '../../src/audit/audit-event.entity';
import { seoulDate } from '../../src/common/dates/seoul-date';
import { LedgerEntry } from '../../src/ledger';
import { LectureClosureWorker } from '../../src/refunds/lecture-closure.worker';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { adminToken, bearer, staffAccount } from '../support/admin-session';
import { APPLICANT, apply, payInSandbox } from '../support/applying';
import { createLecture } from '../support/factories';
import { ledgerDisagreements } from '../support/ledger-check';
import { DEFAULT_NOW, startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';

const FEE = 30000;

/**
 * Money actions say what they will do before anything moves (issue 36): the quote of a centre's
 * cancel and of a 폐강 is what the cancel and the closure's job then do, per destination; cash
 * refunded by hand waits until someone records handing it back, once, by name. Access: a quote
 * of a cancel and a hand-back are any administrator's (staff cancel and stand at the desk); the
 * 폐강 quote is the owner's, as the 폐강 itself.
 */
describe('money quotes and cash hand-backs', () => {
  let t: TestApp;
  let auth: string;
  let control: SandboxControl;
  let people = 0;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: withoutRequestLimits });
    control = t.running.app.get(SandboxControl);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(DEFAULT_NOW);
    control.reset();
    auth = bearer(await adminToken(t));
  });
  afterEach(async () => {
    expect(await ledgerDisagreements(t.dataSource)).toEqual([]);
  });

  async function lecture() {
    return createLecture(
      t.dataSource,
      {
        reg_period_start: '2026-11-20',
        reg_period_end: '2026-11-30',
        lec_period_start: '2026-12-10',
        lec_period_end: '2026-12-11',
      },
      [{ fee_type: '1회차', amount: FEE }],
    );
  }

  async function applied(lectureId: number, payMethod = '카드') {
    people += 1;
    const who = { ...APPLICANT, email: `quote${people}@example.com` };
    return apply(t, lectureId, { applicant: who, payMethod });
  }
  const pay = (agent: TestAgent, applicationId: number) => payInSandbox(t, agent, applicationId);

  async function paid(
    lectureId: number,
    how: 'card' | 'transfer' | 'deposit' | 'awaited' | 'cash',
  ) {
    const method =
      { card: '카드', transfer: '계좌이체', cash: '카드' }[how as string] ?? '가상계좌';
    const { agent, applicationId } = await applied(lectureId, method);
    if (how === 'cash') {
      await t.http
        .post(`/api/admin/application/${applicationId}/payment`)
        .set('Authorization', auth)
        .send({ amount: FEE, paidOn: seoulDate(t.clock.now()), method: 'CASH' })
        .expect(200);
      return applicationId;
    }
    const key = await pay(agent, applicationId);
    if (how === 'deposit') {
      await t.http.post(`/sandbox/toss/payments/${key}/deposit`).expect(303);
      await control.webhooksSettled();
    }
    return applicationId;
  }

  const quote = async (applicationId: number, as = auth) =>
    (
      await t.http
        .get(`/api/admin/application/${applicationId}/cancel-quote`)
        .set('Authorization', as)
        .expect(200)
    ).body;
  const cancel = (applicationId: number) =>
    t.http
      .post(`/api/admin/application/${applicationId}/cancel`)
      .set('Authorization', auth)
      .send({ reason: '보호자 요청' });
  const refunded = async (applicationId: number) =>
    (
      await t.http
        .get(`/api/admin/application/${applicationId}/money`)
        .set('Authorization', auth)
        .expect(200)
    ).body.refunded as number;

  describe('the cancel’s quote is what the cancel does', () => {
    it.each([
      ['card', 'CARD'],
      ['transfer', 'TRANSFER'],
      ['cash', 'CASH'],
    ] as const)('%s: the quoted won go back, by %s', async (how, destination) => {
      const { id } = await lecture();
      const applicationId = await paid(id, how);
      const quoted = await quote(applicationId);
      expect(quoted).toMatchObject({
        amount: FEE,
        destination,
        blocked: null,
        needsApproval: false,
        allowance: { role: 'OWNER', directLeft: null },
      });
      const before = await refunded(applicationId);
      expect((await cancel(applicationId)).status).toBe(200);
      expect((await refunded(applicationId)) - before).toBe(quoted.amount);
    });

    it('a virtual account awaiting its deposit: 0원, the issued account named, then cancelled', async () => {
      const { id } = await lecture();
      const applicationId = await paid(id, 'awaited');
      const quoted = await quote(applicationId);
      expect(quoted).toMatchObject({
        amount: 0,
        destination: 'ACCOUNT_CANCEL',
        account: { bankName: expect.any(String), last4: expect.stringMatching(/^\d{4}$/) },
      });
      expect((await cancel(applicationId)).body).toMatchObject({
        payment_status: 'C',
        refundedAmount: 0,
      });
    });

    it('a deposited virtual account: blocked with the reason, and the cancel moves nothing', async () => {
      const { id } = await lecture();
      const applicationId = await paid(id, 'deposit');
      const quoted = await quote(applicationId);
      expect(quoted).toMatchObject({ amount: FEE, destination: 'VIRTUAL_ACCOUNT' });
      expect(quoted.blocked).toContain('환불받을 계좌가 필요합니다');
      control.resetCounts();
      const refused = await cancel(applicationId);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(quoted.blocked);
      expect(control.callCount('cancel')).toBe(0);
      expect(await refunded(applicationId)).toBe(0);
      // A staff member's cancel is refused the same way, not filed for the owner's approval.
      const staff = await staffAccount(t, 'staff.deposit');
      const staffRefused = await t.http
        .post(`/api/admin/application/${applicationId}/cancel`)
        .set('Authorization', bearer(staff.token))
        .send({ reason: '보호자 요청' });
      expect(staffRefused.status).toBe(400);
      expect(staffRefused.body.message).toBe(quoted.blocked);
      const [{ requests }]: { requests: string }[] = await t.dataSource.query(
        `SELECT count(*) AS requests FROM refund_request WHERE application_id = $1`,
        [applicationId],
      );
      expect(Number(requests)).toBe(0);
    });

    it('tells a staff member above the limit that the cancel waits for the owner, as it does', async () => {
      const staff = await staffAccount(t, 'staff.quote');
      await t.http
        .put('/api/admin/team-policy')
        .set('Authorization', auth)
        .send({ staffRefundLimit: 20000, staffDailyRefundLimit: null, requireTwoFactor: false })
        .expect(200);
      const { id } = await lecture();
      const applicationId = await paid(id, 'card');
      expect(await quote(applicationId, bearer(staff.token))).toMatchObject({
        amount: FEE,
        needsApproval: true,
        allowance: { role: 'STAFF', perApplication: 20000, directLeft: 20000 },
      });
      const asked = await t.http
        .post(`/api/admin/application/${applicationId}/cancel`)
        .set('Authorization', bearer(staff.token))
        .send({ reason: '보호자 요청' });
      expect(asked.status).toBe(202);
      expect(await refunded(applicationId)).toBe(0);
      // The money panel says the same allowance to the refund form.
      const money = await t.http
        .get(`/api/admin/application/${applicationId}/money`)
        .set('Authorization', bearer(staff.token))
        .expect(200);
      expect(money.body.allowance).toEqual({
        role: 'STAFF',
        perApplication: 20000,
        perDay: null,
        directLeft: 20000,
      });
      // Staff see the cancel's quote, never the 폐강's (the owner's act).
      await t.http
        .get(`/api/admin/lecture/${id}/close-quote`)
        .set('Authorization', bearer(staff.token))
        .expect(403);
    });

    it('answers 401 without a session, and 404 for no such application', async () => {
      await t.http.get('/api/admin/application/1/cancel-quote').expect(401);
      await t.http.get('/api/admin/lecture/1/close-quote').expect(401);
      await t.http.post('/api/admin/application/1/ledger/1/hand-back').expect(401);
      await t.http
        .get('/api/admin/application/999999/cancel-quote')
        .set('Authorization', auth)
        .expect(404);
    });
  });

  it('the 폐강 quote is what the job then refunds, and what it leaves for a person', async () => {
    const { id } = await lecture();
    const card1 = await paid(id, 'card');
    const card2 = await paid(id, 'card');
    await paid(id, 'transfer');
    await paid(id, 'cash');
    await paid(id, 'deposit');
    await paid(id, 'awaited');
    await applied(id);
    await t.http
      .post(`/api/admin/application/${card2}/refund`)
      .set('Authorization', auth)
      .send({ amount: 10000, reason: '부분 환불' })
      .expect(200);

    const quoted = (
      await t.http
        .get(`/api/admin/lecture/${id}/close-quote`)
        .set('Authorization', auth)
        .expect(200)
    ).body;
    expect(quoted).toMatchObject({
      lectureId: id,
      applications: 7,
      refundTotal: 4 * FEE - 10000 + FEE,
      automaticTotal: 3 * FEE - 10000,
    });
    const group = (destination: string) =>
      quoted.groups.find((row: { destination: string }) => row.destination === destination);
    expect(group('CARD')).toEqual({
      destination: 'CARD',
      count: 2,
      amount: 2 * FEE - 10000,
      byPerson: false,
    });
    expect(group('TRANSFER')).toMatchObject({ count: 1, amount: FEE, byPerson: false });
    expect(group('CASH')).toMatchObject({ count: 1, amount: FEE, byPerson: true });
    expect(group('VIRTUAL_ACCOUNT')).toMatchObject({ count: 1, amount: FEE, byPerson: true });
    expect(group('ACCOUNT_CANCEL')).toMatchObject({ count: 1, amount: 0 });
    expect(group('NONE')).toMatchObject({ count: 1, amount: 0 });
    expect(card1).toBeGreaterThan(0);

    await t.http
      .post(`/api/admin/lecture/${id}/close`)
      .set('Authorization', auth)
      .send({ reason: '강사 사정으로 폐강' })
      .expect(202);
    await t.running.app.get(LectureClosureWorker).drain();
    const done = (
      await t.http.get(`/api/admin/lecture/${id}/closure`).set('Authorization', auth).expect(200)
    ).body;
    expect(done).toMatchObject({
      state: 'DONE',
      total: quoted.applications,
      refundedAmount: quoted.automaticTotal,
      needsAttention: 2,
    });
    // Closed now: nothing more to quote.
    await t.http.get(`/api/admin/lecture/${id}/close-quote`).set('Authorization', auth).expect(409);
  });

  describe('cash handed back', () => {
    const entriesOf = (applicationId: number) =>
      t.dataSource
        .getRepository(LedgerEntry)
        .find({ where: { application_id: applicationId }, order: { id: 'ASC' } });
    const handBack = (applicationId: number, entryId: number, as = auth) =>
      t.http
        .post(`/api/admin/application/${applicationId}/ledger/${entryId}/hand-back`)
        .set('Authorization', as);

    it('waits after a cash cancel, is recorded once by whoever pressed, and says so in words', async () => {
      // Sessions are short: everyone signs in on the day the cash is handed back.
      t.clock.set(new Date('2026-11-30T05:00:00Z'));
      auth = bearer(await adminToken(t));
      const staff = await staffAccount(t, 'staff.desk');
      const { id } = await lecture();
      const applicationId = await paid(id, 'cash');
      const cancelled = await cancel(applicationId).expect(200);
      expect(cancelled.body.message).toContain('‘현금 반환 완료’');
      const refund = (await entriesOf(applicationId)).find(
        (entry) => entry.kind === 'MANUAL_REFUND',
      )!;
      const money = async () =>
        (
          await t.http
            .get(`/api/admin/application/${applicationId}/money`)
            .set('Authorization', auth)
            .expect(200)
        ).body;
      const row = async () =>
        (await money()).movements.find((m: { id: number }) => m.id === refund.id);
      expect((await row()).handBack).toEqual({ pending: true, at: null, by: null });

      t.clock.set(new Date('2026-11-30T05:05:00Z'));
      const first = await handBack(applicationId, refund.id, bearer(staff.token)).expect(200);
      expect(first.body).toEqual({
        alreadyRecorded: false,
        handedBackAt: '2026-11-30T05:05:00.000Z',
        handedBackBy: 'staff.desk',
        amount: FEE,
        message: '현금 30,000원을 가족에게 돌려준 것으로 기록했습니다.',
      });
      t.clock.set(new Date('2026-11-30T05:10:00Z'));
      const again = await handBack(applicationId, refund.id).expect(200);
      expect(again.body).toMatchObject({
        alreadyRecorded: true,
        handedBackAt: '2026-11-30T05:05:00.000Z',
        handedBackBy: 'staff.desk',
      });
      expect(again.body.message).toContain('이미 현금 반환 완료로 기록되어 있습니다.');
      expect((await row()).handBack).toEqual({
        pending: false,
        at: '2026-11-30T05:05:00.000Z',
        by: 'staff.desk',
      });
      const audits = await t.dataSource
        .getRepository(AuditEvent)
        .findBy({ action: 'refund.hand-back' });
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        admin_name: 'staff.desk',
        summary: `신청 #${applicationId} 현금 30,000원 반환 완료`,
      });
    });

    it('refuses a refund that went through the provider, and the ledger refuses any other edit', async () => {
      const { id } = await lecture();
      const card = await paid(id, 'card');
      await cancel(card).expect(200);
      const providerRefund = (await entriesOf(card)).find(
        (entry) => entry.kind === 'PROVIDER_REFUND',
      )!;
      const refused = await handBack(card, providerRefund.id).expect(409);
      expect(refused.body.message).toContain('현금 환불에만');
      await handBack(card, 99999999).expect(404);

      const cash = await paid(id, 'cash');
      await cancel(cash).expect(200);
      const refund = (await entriesOf(cash)).find((entry) => entry.kind === 'MANUAL_REFUND')!;
      // Only setting the hand-back once passes the append-only trigger.
      await expect(
        t.dataSource.query(`UPDATE ledger_entry SET amount = -1 WHERE id = $1`, [refund.id]),
      ).rejects.toThrow(/append-only/);
      await expect(
        t.dataSource.query(
          `UPDATE ledger_entry SET handed_back_at = now(), handed_back_by = 'x', amount = -1
            WHERE id = $1`,
          [refund.id],
        ),
      ).rejects.toThrow(/append-only/);
      await handBack(cash, refund.id).expect(200);
      await expect(
        t.dataSource.query(`UPDATE ledger_entry SET handed_back_by = 'someone' WHERE id = $1`, [
          refund.id,
        ]),
      ).rejects.toThrow(/append-only/);
    });
  });
});
