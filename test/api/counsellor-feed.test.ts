import type { AppointmentType } from '../../src/appointments/appointment-type.entity';
import { bearer } from '../support/admin-session';
import { calendarTeam } from '../support/appointments';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';

const at = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`).toISOString();
const TUESDAY = '2026-11-24';
/** The path of a feed's address (the test server answers on its own origin). */
const pathOf = (url: string) => new URL(url).pathname;

/**
 * A counsellor's private calendar feed (issue 37): made by the counsellor (or the owner), shown
 * once, kept only as a hash; it lists that counsellor's booked appointments with the child's name
 * masked and no contact; a new address ends the old one, turning it off ends it, and nobody else
 * makes one for a counsellor.
 */
describe('the counsellor calendar feed', () => {
  let t: TestApp;
  let owner: string;
  let desk: string;
  let counsellorA: string;
  let type: AppointmentType;
  let a: number;
  let b: number;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    ({ owner, desk, counsellorA, type, a, b } = await calendarTeam(t));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(DEFAULT_NOW);
    await t.dataSource.query('DELETE FROM appointment');
    await t.dataSource.query(
      'UPDATE counsellor SET feed_token_hash = NULL, feed_created_at = NULL, active = true',
    );
  });

  const book = (counsellorId: number, time: string, childName = '김하늘') =>
    t.http
      .post('/api/admin/appointments')
      .set('Authorization', bearer(owner))
      .send({
        typeId: type.id,
        counsellorId,
        start: at(TUESDAY, time),
        guardianName: '김보호',
        childName,
        childSchoolYear: '초3',
        phone: '010-1234-5678',
        email: 'parent@example.com',
      })
      .expect(201);
  const issue = (token: string, id: number) =>
    t.http.post(`/api/admin/counsellor/${id}/feed`).set('Authorization', bearer(token));
  const unfolded = (ics: string) => ics.replace(/\r\n /g, '');

  it('lists the counsellor’s own booked appointments, masked, with nothing to reach the family', async () => {
    const kept = await book(a, '10:00');
    const cancelled = await book(a, '13:00', '이바다');
    await book(b, '10:00', '박소리');
    await t.http
      .post(`/api/admin/appointments/${cancelled.body.appointment.id}/cancel`)
      .set('Authorization', bearer(owner))
      .send({ reason: '가족 사정' })
      .expect(200);

    const made = await issue(counsellorA, a).expect(201);
    expect(made.body.url).toMatch(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(made.body.created_at).toBe(new Date(DEFAULT_NOW).toISOString());

    const res = await t.http.get(pathOf(made.body.url)).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const ics = unfolded(res.text);
    expect(ics).toContain(`UID:counsellor-appointment-${kept.body.appointment.id}@`);
    expect(ics).toContain('SUMMARY:초기 상담 · 김*늘');
    expect(ics).toContain('DTSTART;TZID=Asia/Seoul:20261124T100000');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    for (const secret of [
      '이바다',
      '박소리',
      '김하늘',
      '김보호',
      '1234-5678',
      '01012345678',
      'parent@',
    ])
      expect(ics).not.toContain(secret);

    // Only the hash is kept, and the audit trail does not hold the address either.
    const secret = pathOf(made.body.url).split('/').pop()!.replace('.ics', '');
    const [row] = await t.dataSource.query(`SELECT feed_token_hash FROM counsellor WHERE id = $1`, [
      a,
    ]);
    expect(row.feed_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.feed_token_hash).not.toContain(secret);
    const audits = await t.dataSource.query(
      `SELECT action, admin_name, summary, before, after FROM audit_event WHERE action LIKE 'counsellor.feed.%'`,
    );
    expect(audits).toEqual([
      expect.objectContaining({ action: 'counsellor.feed.create', admin_name: 'counsellor.a' }),
    ]);
    expect(JSON.stringify(audits)).not.toContain(secret);

    const detail = await t.http
      .get(`/api/admin/counsellor/${a}`)
      .set('Authorization', bearer(counsellorA))
      .expect(200);
    expect(detail.body.feed_created_at).toBe(new Date(DEFAULT_NOW).toISOString());
  });

  it('ends the old address with a new one, and every address when turned off', async () => {
    const first = pathOf((await issue(counsellorA, a).expect(201)).body.url);
    const second = pathOf((await issue(owner, a).expect(201)).body.url);
    expect(second).not.toBe(first);
    const gone = await t.http.get(first).expect(404);
    expect(gone.body.message).toBe('캘린더 구독 주소를 찾을 수 없습니다. 새 주소를 받아 주세요.');
    await t.http.get(second).expect(200);

    const off = await t.http
      .delete(`/api/admin/counsellor/${a}/feed`)
      .set('Authorization', bearer(counsellorA))
      .expect(200);
    expect(off.body.message).toBe(
      '캘린더 구독을 껐습니다. 이전 주소로는 더 이상 일정을 볼 수 없습니다.',
    );
    await t.http.get(second).expect(404);
    const actions = await t.dataSource.query(
      `SELECT action FROM audit_event WHERE action LIKE 'counsellor.feed.%' ORDER BY id`,
    );
    expect(actions.map((row: { action: string }) => row.action)).toEqual(
      expect.arrayContaining([
        'counsellor.feed.create',
        'counsellor.feed.replace',
        'counsellor.feed.revoke',
      ]),
    );
  });

  it('ends with the counsellor taken off the booking pages, or their account', async () => {
    const url = pathOf((await issue(owner, a).expect(201)).body.url);
    const setActive = (active: boolean) =>
      t.http
        .put(`/api/admin/counsellor/${a}`)
        .set('Authorization', bearer(owner))
        .send({ active })
        .expect(200);
    await setActive(false);
    await t.http.get(url).expect(404);
    // 사용 again does not revive an address that may have left with the person.
    await setActive(true);
    await t.http.get(url).expect(404);
    const detail = await t.http
      .get(`/api/admin/counsellor/${a}`)
      .set('Authorization', bearer(owner))
      .expect(200);
    expect(detail.body.feed_created_at).toBeNull();

    // A staff account deactivated in 직원 관리: its counsellor's feed stops answering.
    const again = pathOf((await issue(owner, a).expect(201)).body.url);
    await t.http.get(again).expect(200);
    const [{ account_id: account }] = await t.dataSource.query(
      `SELECT account_id FROM counsellor WHERE id = $1`,
      [a],
    );
    await t.dataSource.query(`UPDATE admin_user SET deactivated_at = now() WHERE id = $1`, [
      account,
    ]);
    try {
      await t.http.get(again).expect(404);
    } finally {
      await t.dataSource.query(`UPDATE admin_user SET deactivated_at = NULL WHERE id = $1`, [
        account,
      ]);
    }
  });

  it('lets nobody else make or end a counsellor’s feed', async () => {
    expect((await issue(counsellorA, b).expect(403)).body.message).toMatch(/본인의 상담 일정만/);
    await issue(desk, a).expect(403);
    await t.http
      .delete(`/api/admin/counsellor/${a}/feed`)
      .set('Authorization', bearer(desk))
      .expect(403);
    await issue(owner, 9999).expect(404);
    await t.http.post(`/api/admin/counsellor/${a}/feed`).expect(401);
  });

  it('answers a made-up or malformed address with the same 404', async () => {
    await issue(owner, a).expect(201);
    for (const token of ['A'.repeat(43), 'short', `${'A'.repeat(42)}%2F`, 'A'.repeat(44)]) {
      const res = await t.http.get(`/api/calendar-feed/${token}.ics`).expect(404);
      expect(res.body.message).toBe('캘린더 구독 주소를 찾을 수 없습니다. 새 주소를 받아 주세요.');
    }
  });
});
