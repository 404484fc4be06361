import { RetentionJob } from '../../src/retention';
import { adminToken, bearer, STAFF_PASSWORD, staffAccount } from '../support/admin-session';
import { calendarTeam } from '../support/appointments';
import { guestProofCookie } from '../support/guest-proof';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';

const at = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`).toISOString();
const TUESDAY = '2026-11-24';
const EMAIL = 'block@example.com';

/**
 * 회기권 (issue 37): sessions sold in blocks at the desk, through the ledger; each 출석 of the
 * package's type uses one of the family's sessions and the owner's correction gives it back; the
 * unused ones are refunded pro rata by the owner; the family sees what is left in my info; a
 * deletion and the retention keep the books, emptied of the family.
 */
describe('session packages', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof calendarTeam>>;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    team = await calendarTeam(t);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(DEFAULT_NOW));

  const sell = (who: string, body: Record<string, unknown> = {}) =>
    t.http
      .post('/api/admin/session-packages')
      .set('Authorization', bearer(who))
      .send({
        typeId: team.type.id,
        sessions: 4,
        price: 200_000,
        method: 'DESK_CARD',
        guardianName: '김보호',
        childName: '김하늘',
        email: EMAIL,
        ...body,
      });
  const ledger = (packageId: number) =>
    t.dataSource.query(
      `SELECT kind, amount, method, actor_kind FROM ledger_entry WHERE package_id = $1 ORDER BY id`,
      [packageId],
    ) as Promise<{ kind: string; amount: number; method: string; actor_kind: string }[]>;
  const used = async (packageId: number) =>
    (
      await t.dataSource.query(`SELECT sessions_used FROM session_package WHERE id = $1`, [
        packageId,
      ])
    )[0].sessions_used as number;

  /** A booked appointment of the team's type for the family, started, as the desk books it. */
  async function started(time: string, email = EMAIL): Promise<number> {
    const res = await t.http
      .post('/api/admin/appointments')
      .set('Authorization', bearer(team.owner))
      .send({
        typeId: team.type.id,
        counsellorId: team.a,
        start: at(TUESDAY, time),
        guardianName: '김보호',
        childName: '김하늘',
        childSchoolYear: '초3',
        email,
      })
      .expect(201);
    return res.body.appointment?.id ?? res.body.id;
  }
  /** 출석 or 노쇼 by `owner` (signed in at the clock's time: an access token lasts 15 minutes). */
  const mark = (owner: string, id: number, status: string) =>
    t.http
      .post(`/api/admin/appointments/${id}/attendance`)
      .set('Authorization', bearer(owner))
      .send({ status });

  it('sells a block at the desk into the ledger, and refuses what a sale must not be', async () => {
    const sold = await sell(team.desk).expect(201);
    expect(sold.body).toMatchObject({
      sessionsTotal: 4,
      sessionsUsed: 0,
      price: 200_000,
      method: '현장 카드 결제',
      status: 'PAID',
      refundable: 200_000,
      email: expect.stringContaining('@example.com'),
    });
    expect(await ledger(sold.body.id)).toEqual([
      { kind: 'OFFLINE_PAYMENT', amount: 200_000, method: 'DESK_CARD', actor_kind: 'ADMIN' },
    ]);
    const [audit] = await t.dataSource.query(`SELECT summary FROM audit_event WHERE target = $1`, [
      `session_package:${sold.body.id}`,
    ]);
    expect(audit.summary).toBe('초기 상담 4회기권 판매 200,000원 (현장 카드 결제)');

    expect((await sell(team.desk, { sessions: 0 }).expect(400)).body.message).toEqual([
      '회기 수는 1회에서 52회 사이로 입력해 주세요.',
    ]);
    expect((await sell(team.desk, { email: undefined }).expect(400)).body.message).toEqual([
      '휴대폰 번호 또는 이메일 중 하나는 입력해 주세요.',
    ]);
    await sell(team.desk, { price: -1 }).expect(400);
    await sell(team.desk, { method: 'CARD' }).expect(400);
    await sell(team.desk, { typeId: 999_999 }).expect(400);
  });

  it('records a sale sent twice with its key once, and refuses the key for another sale', async () => {
    const saleKey = '7d3f0c2e-8a4b-4c1d-9e2f-5a6b7c8d9e0f';
    // A retry after a timeout, and a double click racing the first request.
    const [first, racing] = await Promise.all([
      sell(team.desk, { saleKey }),
      sell(team.desk, { saleKey }),
    ]);
    expect([first.status, racing.status].sort()).toEqual([201, 201]);
    const again = await sell(team.desk, { saleKey }).expect(201);
    expect(racing.body.id).toBe(first.body.id);
    expect(again.body).toEqual(first.body);
    expect(await ledger(first.body.id)).toHaveLength(1);
    const rows = await t.dataSource.query(`SELECT id FROM session_package WHERE sale_key = $1`, [
      saleKey,
    ]);
    expect(rows).toHaveLength(1);

    const reused = await sell(team.desk, { saleKey, price: 180_000 }).expect(409);
    expect(reused.body.code).toBe('SALE_KEY_REUSED');
    const malformed = await sell(team.desk, { saleKey: 'not-a-key' }).expect(400);
    expect(malformed.body.message).toEqual([
      '판매 요청 번호가 올바르지 않습니다. 새로고침한 뒤 다시 기록해 주세요.',
    ]);
  });

  it('uses a session on each 출석 of its type and gives it back when the owner corrects it', async () => {
    const email = 'uses@example.com';
    const older = (await sell(team.desk, { email }).expect(201)).body.id as number;
    const pack = (await sell(team.desk, { email }).expect(201)).body.id as number;
    const first = await started('10:00', email);
    const second = await started('13:00', email);
    // The older package is used first: spend it before.
    await t.dataSource.query(`UPDATE session_package SET sessions_used = 4 WHERE id = $1`, [older]);
    t.clock.set(new Date(at(TUESDAY, '15:00')));
    const owner = await adminToken(t);
    await mark(owner, first, 'ATTENDED').expect(200);
    expect(await used(pack)).toBe(1);
    // A no-show uses none.
    await mark(owner, second, 'NO_SHOW').expect(200);
    expect(await used(pack)).toBe(1);
    // The owner corrects the 출석 to 노쇼: the session goes back.
    await mark(owner, first, 'NO_SHOW').expect(200);
    expect(await used(pack)).toBe(0);

    // The family sees what is left.
    const cookie = guestProofCookie(t, { email });
    const mine = await t.http
      .get('/api/guest/appointments/packages')
      .set('Cookie', cookie)
      .expect(200);
    expect(mine.body.packages).toEqual([
      expect.objectContaining({
        id: pack,
        typeName: '초기 상담',
        sessionsTotal: 4,
        sessionsLeft: 4,
      }),
      expect.objectContaining({ id: older, sessionsUsed: 4, sessionsLeft: 0 }),
    ]);
    // Another family sees none of it.
    const other = await t.http
      .get('/api/guest/appointments/packages')
      .set('Cookie', guestProofCookie(t, { email: 'other@example.com' }))
      .expect(200);
    expect(other.body.packages).toEqual([]);
    await t.http.get('/api/guest/appointments/packages').expect(401);
  });

  it('refunds the unused sessions pro rata, by the owner only, once', async () => {
    const email = 'refund@example.com';
    const pack = (await sell(team.desk, { price: 100_000, sessions: 3, email }).expect(201)).body
      .id as number;
    const session = await started('11:00', email);
    t.clock.set(new Date(at(TUESDAY, '12:00')));
    const owner = await adminToken(t);
    await mark(owner, session, 'ATTENDED').expect(200);
    const refund = (who: string, expectedAmount = 66_666) =>
      t.http
        .post(`/api/admin/session-packages/${pack}/refund`)
        .set('Authorization', bearer(who))
        .send({ reason: '이사로 상담 중단', expectedAmount });

    const desk = (await staffAccount(t, 'desk.refund')).token;
    await refund(desk).expect(403);
    // The owner was shown the amount before the 출석: nothing is recorded, the new one is said.
    const stale = await refund(owner, 100_000).expect(409);
    expect(stale.body.message).toBe(
      '남은 회기 환불 금액이 66,666원으로 바뀌었습니다. 화면을 새로 고쳐 확인해 주세요.',
    );
    const res = await refund(owner).expect(200);
    // Two of three sessions unused: 100,000 × 2 / 3, rounded down to the won.
    expect(res.body).toMatchObject({ status: 'REFUNDED', refundedAmount: 66_666, refundable: 0 });
    expect(await ledger(pack)).toEqual([
      { kind: 'OFFLINE_PAYMENT', amount: 100_000, method: 'DESK_CARD', actor_kind: 'ADMIN' },
      { kind: 'MANUAL_REFUND', amount: -66_666, method: 'DESK_CARD', actor_kind: 'ADMIN' },
    ]);
    expect((await refund(owner).expect(409)).body.message).toBe('환불할 남은 회기가 없습니다.');
    await t.http
      .post(`/api/admin/session-packages/${pack}/refund`)
      .set('Authorization', bearer(owner))
      .send({ reason: '', expectedAmount: 1 })
      .expect(400);
    await t.http
      .post('/api/admin/session-packages/999999/refund')
      .set('Authorization', bearer(owner))
      .send({ reason: '없음', expectedAmount: 1 })
      .expect(404);
    // The 출석 counted in the refund stands: its correction is refused, nothing changes.
    const corrected = await mark(owner, session, 'NO_SHOW').expect(409);
    expect(corrected.body.code).toBe('PACKAGE_REFUNDED');
    expect(await used(pack)).toBe(1);
  });

  it('shows a counsellor only the packages of families booked with them', async () => {
    await sell(team.desk, { email: 'nobody-booked@example.com' }).expect(201);
    const signedIn = await t.http
      .post('/api/user/login')
      .send({ username: 'counsellor.a', password: STAFF_PASSWORD })
      .expect(200);
    const res = await t.http
      .get('/api/admin/session-packages')
      .set('Authorization', bearer(signedIn.body.accessToken as string))
      .expect(200);
    const emails = (res.body as { email: string | null }[]).map((pack) => pack.email);
    expect(emails.some((email) => email?.endsWith('@example.com') && email.startsWith('no'))).toBe(
      false,
    );
    const all = await t.http
      .get('/api/admin/session-packages')
      .set('Authorization', bearer(team.owner))
      .expect(200);
    expect(all.body.length).toBeGreaterThan(res.body.length);
  });

  it('waits for a refund of unused sessions before deleting, then keeps the books emptied', async () => {
    const email = 'leaving@example.com';
    const pack = (await sell(team.desk, { email }).expect(201)).body.id as number;
    const cookie = guestProofCookie(t, { email });
    const refused = await t.http
      .post('/api/guest/delete-request')
      .set('Cookie', cookie)
      .send({ email })
      .expect(409);
    expect(refused.body.message).toContain('아직 쓰지 않은 회기권이 있어');
    await t.http
      .post(`/api/admin/session-packages/${pack}/refund`)
      .set('Authorization', bearer(await adminToken(t)))
      .send({ reason: '삭제 요청 전 환불', expectedAmount: 200_000 })
      .expect(200);
    const download = await t.http.get('/api/guest/my-data').set('Cookie', cookie).expect(200);
    expect(JSON.parse(download.text as string).회기권).toEqual([
      expect.objectContaining({
        회기권번호: pack,
        회기: 4,
        사용: 0,
        보호자: '김보호',
        이메일: email,
      }),
    ]);
    await t.http
      .post('/api/guest/delete-request')
      .set('Cookie', cookie)
      .send({ email })
      .expect(200);
    const [row] = await t.dataSource.query(
      `SELECT guardian_name, family_email, anonymised_at IS NOT NULL AS emptied FROM session_package WHERE id = $1`,
      [pack],
    );
    expect(row).toEqual({ guardian_name: '', family_email: null, emptied: true });
    expect(await ledger(pack)).toHaveLength(2);

    // The books' years over, the retention deletes them with their money rows.
    const counts = await t.running.app.get(RetentionJob).runOnce(new Date('2032-01-01T00:00:00Z'));
    expect(counts.packagesRetained).toBeGreaterThanOrEqual(1);
    expect(
      await t.dataSource.query(`SELECT id FROM session_package WHERE id = $1`, [pack]),
    ).toEqual([]);
    expect(await ledger(pack)).toEqual([]);
  });
});
