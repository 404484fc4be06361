import type TestAgent from 'supertest/lib/agent';
import { adminToken, bearer, staffAccount } from '../support/admin-session';
import { APPLICANT, apply, payInSandbox } from '../support/applying';
import { createLecture } from '../support/factories';
import { DEFAULT_NOW, startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';

/**
 * The dashboard (issue 36): the day the director runs from /admin. Its money is the ledger's, the
 * same sums as 현황 (proven against GET /api/admin/overview); each figure is what its list shows;
 * the owner's approvals are the owner's.
 */
describe('back office dashboard', () => {
  let t: TestApp;
  let owner: string;
  let staff: string;
  let people = 0;
  let lectureId: number;
  let waitingApplication: number;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: withoutRequestLimits });
    owner = bearer(await adminToken(t));
    staff = bearer((await staffAccount(t, 'staff.dashboard')).token);
    await t.http
      .put('/api/admin/team-policy')
      .set('Authorization', owner)
      .send({ staffRefundLimit: 10000, staffDailyRefundLimit: null, requireTwoFactor: false })
      .expect(200);
    lectureId = (
      await createLecture(
        t.dataSource,
        {
          title: '사춘기 자녀와 대화하기',
          capacity: 5,
          reg_period_start: '2026-11-01',
          reg_period_end: '2026-12-05',
          lec_period_start: '2026-12-10',
          lec_period_end: '2026-12-11',
        },
        [{ fee_type: '1회차', amount: 30000 }],
      )
    ).id;

    // Two days before: one paid (last month's money stays out of today's).
    t.clock.set('2026-11-20T03:00:00Z');
    await paidCard();
    // Today (2026-11-22, Seoul): two paid by card, one awaiting its deposit, a refund of 5,000.
    t.clock.set(DEFAULT_NOW);
    const paid = await paidCard();
    await paidCard();
    const waiting = await applied('가상계좌');
    await payInSandbox(t, waiting.agent, waiting.applicationId);
    waitingApplication = waiting.applicationId;
    owner = bearer(await adminToken(t));
    await t.http
      .post(`/api/admin/application/${paid}/refund`)
      .set('Authorization', owner)
      .send({ amount: 5000, reason: '보호자 요청' })
      .expect(200);
    // Staff over their limit: a request for the owner's approval, no money moved.
    staff = bearer((await staffAccount(t, 'staff.dashboard2')).token);
    const asked = await t.http
      .post(`/api/admin/application/${paid}/refund`)
      .set('Authorization', staff)
      .send({ amount: 20000, reason: '보호자 요청' });
    expect(asked.status).toBe(202);
  }, 120_000);
  afterAll(() => t.close());

  async function applied(payMethod = '카드') {
    people += 1;
    return apply(t, lectureId, {
      applicant: { ...APPLICANT, email: `dashboard${people}@example.com` },
      payMethod,
    });
  }

  async function paidCard(): Promise<number> {
    const { agent, applicationId } = await applied();
    await payInSandbox(t, agent as TestAgent, applicationId);
    return applicationId;
  }

  const dashboard = async (auth: string) =>
    (await t.http.get('/api/admin/dashboard').set('Authorization', auth).expect(200)).body;

  it('is closed without a token', async () => {
    await t.http.get('/api/admin/dashboard').expect(401);
  });

  it('counts today’s applications and money from the ledger, as 현황 sums them', async () => {
    const board = await dashboard(owner);
    expect(board.today).toEqual({
      date: '2026-11-22',
      applications: 3,
      applicationsAmount: 90000,
      money: { paid: 60000, refunded: 5000, net: 55000 },
      appointments: 0,
    });
    const overview = (
      await t.http
        .get('/api/admin/overview')
        .query({ month: '2026-11' })
        .set('Authorization', owner)
        .expect(200)
    ).body;
    expect(board.month).toEqual({
      month: '2026-11',
      money: {
        paid: overview.totals.paidAmount,
        refunded: overview.totals.refundedAmount,
        net: overview.totals.netRevenue,
      },
    });
    expect(board.month.money).toEqual({ paid: 90000, refunded: 5000, net: 85000 });
  });

  it('lists the deposit awaited, the lecture filling and starting, and the owner’s approvals', async () => {
    const board = await dashboard(owner);
    expect(board.deposits).toEqual({
      count: 1,
      soonest: [
        {
          applicationId: waitingApplication,
          lectureTitle: '사춘기 자녀와 대화하기',
          amount: 30000,
          dueAt: expect.stringMatching(/^2026-11-2\dT/),
        },
      ],
    });
    // Five seats: three paid and one held by the account awaiting its deposit.
    expect(board.filling).toEqual([
      { lectureId, title: '사춘기 자녀와 대화하기', capacity: 5, seatsLeft: 1, waiting: 0 },
    ]);
    expect(board.starting).toEqual([
      {
        lectureId,
        title: '사춘기 자녀와 대화하기',
        day: '2026-12-10',
        time: null,
        applications: 4,
      },
    ]);
    expect(board.refundRequests).toBe(1);
    expect(board.inquiries).toBe(0);
  });

  it('shows staff the day without the owner’s approvals', async () => {
    const board = await dashboard(staff);
    expect(board.refundRequests).toBeNull();
    expect(board.today.applications).toBe(3);
  });

  it('names a message that failed for good, its recipient masked', async () => {
    await t.dataSource.query(
      `UPDATE message SET status = 'FAILED', failed_at = $1, last_error = 'blocked'
        WHERE id = (SELECT id FROM message WHERE channel = 'EMAIL' AND application_id IS NOT NULL
                     ORDER BY id LIMIT 1)`,
      [t.clock.now()],
    );
    const board = await dashboard(owner);
    expect(board.failedMessages.count).toBe(1);
    expect(board.failedMessages.newest[0]).toEqual({
      kind: expect.any(String),
      label: expect.stringMatching(/안내|알림/),
      channel: 'EMAIL',
      recipient: expect.stringMatching(/^da\*+@example\.com$/),
      applicationId: expect.any(Number),
      failedAt: t.clock.now().toISOString(),
    });
  });
});
