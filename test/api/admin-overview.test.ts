import { readSheet } from 'read-excel-file/node';
import type TestAgent from 'supertest/lib/agent';
import { adminToken, bearer } from '../support/admin-session';
import { APPLICANT, apply, payInSandbox } from '../support/applying';
import { createLecture } from '../support/factories';
import { DEFAULT_NOW, startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';

/**
 * The overview (issue 19): per lecture and per month, applications, paid, awaiting deposit,
 * refunded and net revenue summed from the ledger, a day-by-day series, and the same figures as
 * an Excel file with Korean intact and amounts as numbers.
 */
describe('back office overview and its Excel file', () => {
  let t: TestApp;
  let auth: string;
  let people = 0;
  let lectureId: number;
  let otherLectureId: number;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: withoutRequestLimits });
    auth = bearer(await adminToken(t));
    const dates = {
      reg_period_start: '2026-11-01',
      reg_period_end: '2026-12-05',
      lec_period_start: '2026-12-10',
      lec_period_end: '2026-12-11',
    };
    lectureId = (
      await createLecture(
        t.dataSource,
        { ...dates, title: '사춘기 자녀와 대화하기', capacity: 10 },
        [{ fee_type: '1회차', amount: 30000 }],
      )
    ).id;
    otherLectureId = (
      await createLecture(t.dataSource, { ...dates, title: '놀이치료 이해' }, [
        { fee_type: '1회차', amount: 50000 },
      ])
    ).id;

    // 2026-11-22 (Seoul): three paid by card, one awaiting its deposit, one unpaid.
    t.clock.set(DEFAULT_NOW);
    const paidIds: number[] = [];
    for (let i = 0; i < 3; i += 1) paidIds.push(await paidCard(lectureId));
    const waiting = await applied(lectureId, '가상계좌');
    await pay(waiting.agent, waiting.applicationId);
    await applied(lectureId);
    // 2026-11-24: half of one refunded by the centre; one paid for the other lecture.
    t.clock.set('2026-11-24T03:00:00Z');
    auth = bearer(await adminToken(t));
    await t.http
      .post(`/api/admin/application/${paidIds[0]}/refund`)
      .set('Authorization', auth)
      .send({ amount: 15000, reason: '보호자 요청' })
      .expect(200);
    await paidCard(otherLectureId);
    // 2026-12-01: one more, in December.
    t.clock.set('2026-12-01T03:00:00Z');
    auth = bearer(await adminToken(t));
    await paidCard(lectureId);
    // Seven applications through the real flow and three sign-ins (argon2): more than one test's
    // 30 s when the machine is shared (it took 53 s under a load of 12 on 2 cores).
  }, 120_000);
  afterAll(() => t.close());

  async function applied(id: number, payMethod = '카드') {
    people += 1;
    return apply(t, id, {
      applicant: { ...APPLICANT, email: `overview${people}@example.com` },
      payMethod,
    });
  }

  const pay = (agent: TestAgent, applicationId: number) => payInSandbox(t, agent, applicationId);

  async function paidCard(id: number): Promise<number> {
    const { agent, applicationId } = await applied(id);
    await pay(agent, applicationId);
    return applicationId;
  }

  const overview = (query: string) =>
    t.http.get(`/api/admin/overview?${query}`).set('Authorization', auth);

  it('a month: what was applied for and what money moved in it, per lecture and in total', async () => {
    const res = await overview('month=2026-11').expect(200);
    expect(res.body).toMatchObject({ scope: 'month', month: '2026-11', title: '2026년 11월' });
    const row = (id: number) =>
      res.body.lectures.find((lecture: { lectureId: number }) => lecture.lectureId === id);
    expect(row(lectureId)).toEqual({
      lectureId,
      title: '사춘기 자녀와 대화하기',
      capacity: 10,
      seatsTaken: 4,
      cancelled: false,
      applications: 5,
      paid: 3,
      awaitingDeposit: 1,
      refunded: 1,
      paidAmount: 90000,
      refundedAmount: 15000,
      netRevenue: 75000,
    });
    expect(row(otherLectureId)).toMatchObject({
      applications: 1,
      paid: 1,
      paidAmount: 50000,
      netRevenue: 50000,
    });
    expect(res.body.totals).toEqual({
      applications: 6,
      paid: 4,
      awaitingDeposit: 1,
      refunded: 1,
      paidAmount: 140000,
      refundedAmount: 15000,
      netRevenue: 125000,
    });
    // Every day of November, in Seoul days.
    expect(res.body.days).toHaveLength(30);
    const day = (date: string) =>
      res.body.days.find((entry: { date: string }) => entry.date === date);
    expect(day('2026-11-22')).toEqual({ date: '2026-11-22', applications: 5, netRevenue: 90000 });
    expect(day('2026-11-24')).toEqual({ date: '2026-11-24', applications: 1, netRevenue: 35000 });
    expect(day('2026-11-23')).toEqual({ date: '2026-11-23', applications: 0, netRevenue: 0 });

    const december = await overview('month=2026-12').expect(200);
    expect(december.body.totals).toMatchObject({ applications: 1, paid: 1, paidAmount: 30000 });
    expect(december.body.days).toHaveLength(31);
  });

  it('a lecture: everything of its life, its days from the first to the last', async () => {
    const res = await overview(`lectureId=${lectureId}`).expect(200);
    expect(res.body).toMatchObject({
      scope: 'lecture',
      lectureId,
      title: '사춘기 자녀와 대화하기',
    });
    expect(res.body.lectures).toHaveLength(1);
    expect(res.body.totals).toMatchObject({
      applications: 6,
      paid: 4,
      paidAmount: 120000,
      refundedAmount: 15000,
      netRevenue: 105000,
    });
    expect(res.body.days[0].date).toBe('2026-11-22');
    expect(res.body.days.at(-1).date).toBe('2026-12-01');
    expect(res.body.days).toHaveLength(10);
  });

  it('refuses a month written otherwise (400) and an unknown lecture (404)', async () => {
    const bad = await overview('month=2026-13').expect(400);
    expect(JSON.stringify(bad.body.message)).toContain('월을 YYYY-MM 형식으로 입력해 주세요.');
    await overview('lectureId=999999').expect(404);
    await overview('lectureId=abc').expect(400);
  });

  it('the Excel file holds the same figures, Korean intact, amounts as numbers', async () => {
    const res = await t.http
      .get('/api/admin/overview.xlsx?month=2026-11')
      .set('Authorization', auth)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('현황_2026-11.xlsx')}`,
    );
    const sheet = await readSheet(res.body as Buffer, '강의별');
    expect(sheet[0][0]).toBe('2026년 11월 현황');
    expect(sheet[1].slice(0, 8)).toEqual([
      '강의',
      '신청',
      '결제',
      '입금 대기',
      '환불',
      '결제 금액(원)',
      '환불 금액(원)',
      '순매출(원)',
    ]);
    const row = sheet.find((cells) => cells[0] === '사춘기 자녀와 대화하기');
    expect(row?.slice(1, 8)).toEqual([5, 3, 1, 1, 90000, 15000, 75000]);
    expect(sheet.at(-1)?.slice(0, 8)).toEqual(['합계', 6, 4, 1, 1, 140000, 15000, 125000]);
    const days = await readSheet(res.body as Buffer, '일별');
    expect(days[0]).toEqual(['날짜', '신청', '순매출(원)']);
    expect(days.find((cells) => cells[0] === '2026-11-22')).toEqual(['2026-11-22', 5, 90000]);
  });

  it('leaves out the money of an attempt the app cancelled on its own', async () => {
    t.clock.set('2026-12-02T03:00:00Z');
    auth = bearer(await adminToken(t));
    const before = (await overview(`lectureId=${otherLectureId}`).expect(200)).body;
    const applicationId = await paidCard(otherLectureId);
    // As the automatic cancel marks it (payments.md): the attempt and its ledger rows (written
    // with the mark by the settlement; set here past the append-only trigger). That money was
    // never the application's.
    await t.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE payment SET auto_cancel_reason = 'NO_SEAT' WHERE application_id = $1`,
        [applicationId],
      );
      await manager.query(`ALTER TABLE ledger_entry DISABLE TRIGGER ledger_entry_append_only`);
      await manager.query(
        `UPDATE ledger_entry SET app_cancelled = true WHERE application_id = $1`,
        [applicationId],
      );
      await manager.query(`ALTER TABLE ledger_entry ENABLE TRIGGER ledger_entry_append_only`);
    });
    const after = (await overview(`lectureId=${otherLectureId}`).expect(200)).body;
    expect(after.totals).toEqual({
      ...before.totals,
      applications: before.totals.applications + 1,
      paid: before.totals.paid + 1,
    });
    const december = (await overview('month=2026-12').expect(200)).body;
    const day = december.days.find((entry: { date: string }) => entry.date === '2026-12-02');
    expect(day).toEqual({ date: '2026-12-02', applications: 1, netRevenue: 0 });
  });
});
