import { closedDaysBetween } from '../../src/appointments';
import { adminToken, bearer, staffAccount } from '../support/admin-session';
import { startTestApp, type TestApp } from '../support/test-app';

interface Saved {
  id: number;
  message: string;
}

/**
 * What the centre sets up before families can book (issue 37): counsellor profiles of staff
 * accounts, their weekly hours and time off, the centre's closed days (Korean public holidays
 * included), rooms and each program's appointment types. The owner sets up everything; a staff
 * counsellor keeps only their own hours and time off. Every change leaves an audit row.
 */
describe('appointment setup in the back office', () => {
  let t: TestApp;
  let owner: string;
  let staff: { id: number; token: string };
  let other: { id: number; token: string };
  let ownerId: number;
  let programId: number;

  beforeAll(async () => {
    t = await startTestApp();
    owner = bearer(await adminToken(t));
    staff = await staffAccount(t, 'counsellor.kim');
    other = await staffAccount(t, 'counsellor.lee');
    [{ id: ownerId }] = await t.dataSource.query(
      `SELECT id FROM admin_user WHERE username = 'admin'`,
    );
    // The seed made a counsellor of the owner and two types on the first program: start bare.
    await t.dataSource.query(
      `TRUNCATE appointment, appointment_type_counsellor, appointment_type, counsellor CASCADE`,
    );
    programId = (await t.http.get('/api/program/list').expect(200)).body[1].id;
    // Three accounts' argon2 sign-ins and the seed: past Jest's 30 s beside another embedded file.
  }, 120_000);
  afterAll(() => t.close());

  const as = (token: string) => `Bearer ${token}`;
  const lastAudit = async () =>
    Number(
      (
        (await t.dataSource.query(`SELECT COALESCE(MAX(id), 0) AS id FROM audit_event`)) as {
          id: number;
        }[]
      )[0].id,
    );
  const auditSince = (id: number) =>
    t.dataSource.query(
      `SELECT kind, action, admin_name, before, after FROM audit_event WHERE id > $1 ORDER BY id`,
      [id],
    ) as Promise<
      { kind: string; action: string; admin_name: string; before: unknown; after: unknown }[]
    >;

  async function counsellorOf(accountId: number, name: string): Promise<number> {
    const res = await t.http
      .post('/api/admin/counsellor')
      .set('Authorization', owner)
      .send({ account_id: accountId, name })
      .expect(201);
    return (res.body as Saved).id;
  }

  const aType = (counsellorIds: number[], overrides: Record<string, unknown> = {}) => ({
    program_id: programId,
    name: '초기 상담',
    description: '첫 상담입니다.',
    duration_minutes: 50,
    buffer_after_minutes: 10,
    price: 50_000,
    min_notice_minutes: 1440,
    max_ahead_days: 60,
    cancel_deadline_hours: 24,
    counsellor_ids: counsellorIds,
    active: true,
    ...overrides,
  });

  const bookable = async (id: number) => {
    // The cached public read turns over with the content version.
    t.clock.set(new Date(t.clock.now().getTime() + 1000));
    const one = (await t.http.get(`/api/program/${id}`).expect(200)).body as { bookable: boolean };
    const list = (await t.http.get('/api/program/list').expect(200)).body as {
      id: number;
      bookable: boolean;
    }[];
    expect(list.find((program) => program.id === id)?.bookable).toBe(one.bookable);
    return one.bookable;
  };

  it('gives staff accounts counsellor profiles; a staff account sees only its own', async () => {
    const since = await lastAudit();
    const options = (
      await t.http.get('/api/admin/counsellor/accounts').set('Authorization', owner).expect(200)
    ).body as { id: number; username: string }[];
    expect(options.map((o) => o.username).sort()).toEqual(
      ['admin', 'counsellor.kim', 'counsellor.lee'].sort(),
    );

    const kim = await counsellorOf(staff.id, '김하늘');
    await counsellorOf(other.id, '이바다');
    // One profile per account.
    const twice = await t.http
      .post('/api/admin/counsellor')
      .set('Authorization', owner)
      .send({ account_id: staff.id, name: '김하늘' })
      .expect(409);
    expect(twice.body.message).toBe('계정에 이미 상담사 프로필이 있습니다.');
    const blank = await t.http
      .post('/api/admin/counsellor')
      .set('Authorization', owner)
      .send({ account_id: staff.id, name: '  ' })
      .expect(400);
    expect(blank.body.message).toEqual(['상담사 이름을 입력해 주세요.']);

    const all = (await t.http.get('/api/admin/counsellor').set('Authorization', owner).expect(200))
      .body as { name: string }[];
    expect(all.map((c) => c.name)).toEqual(['김하늘', '이바다']);
    const own = (
      await t.http.get('/api/admin/counsellor').set('Authorization', as(staff.token)).expect(200)
    ).body as { id: number; mine: boolean; account_name: string }[];
    expect(own).toEqual([expect.objectContaining({ id: kim, mine: true, account_name: '직원' })]);

    // Staff cannot hand out profiles.
    await t.http
      .post('/api/admin/counsellor')
      .set('Authorization', as(staff.token))
      .send({ account_id: staff.id, name: '김하늘' })
      .expect(403);
    expect((await auditSince(since)).map((row) => [row.kind, row.action])).toEqual([
      ['APPOINTMENT_SETUP', 'counsellor.create'],
      ['APPOINTMENT_SETUP', 'counsellor.create'],
    ]);
  });

  it('keeps a week of hours with a lunch break, refusing bad windows in Korean', async () => {
    const [kim, lee] = (
      (await t.http.get('/api/admin/counsellor').set('Authorization', owner).expect(200)).body as {
        id: number;
      }[]
    ).map((c) => c.id);
    const week = [1, 2, 3, 4, 5].flatMap((weekday) => [
      { weekday, start: '13:00', end: '18:00' },
      { weekday, start: '10:00', end: '12:00' },
    ]);
    const since = await lastAudit();
    await t.http
      .put(`/api/admin/counsellor/${kim}/hours`)
      .set('Authorization', as(staff.token))
      .send({ windows: week })
      .expect(200);
    const detail = (
      await t.http
        .get(`/api/admin/counsellor/${kim}`)
        .set('Authorization', as(staff.token))
        .expect(200)
    ).body as { hours: { weekday: number; start: string; end: string }[] };
    expect(detail.hours.slice(0, 2)).toEqual([
      { weekday: 1, start: '10:00', end: '12:00' },
      { weekday: 1, start: '13:00', end: '18:00' },
    ]);
    expect(detail.hours).toHaveLength(10);
    const [audit] = await auditSince(since);
    expect(audit).toMatchObject({
      action: 'counsellor.hours',
      admin_name: 'counsellor.kim',
      before: { hours: '없음' },
      after: { hours: expect.stringMatching(/^월 10:00–12:00, 13:00–18:00 \/ 화 /) },
    });

    const refused = async (windows: unknown[], status = 400) =>
      (
        await t.http
          .put(`/api/admin/counsellor/${kim}/hours`)
          .set('Authorization', owner)
          .send({ windows })
          .expect(status)
      ).body.message as string[];
    expect(await refused([{ weekday: 1, start: '13:00', end: '12:00' }])).toEqual([
      '월요일 13:00–12:00: 시작 시각이 끝 시각보다 빨라야 합니다.',
    ]);
    expect(await refused([{ weekday: 2, start: '10:05', end: '12:00' }])).toEqual([
      '화요일 10:05–12:00: 시각은 10분 단위로 입력해 주세요.',
    ]);
    expect(
      await refused([
        { weekday: 3, start: '10:00', end: '12:30' },
        { weekday: 3, start: '12:00', end: '18:00' },
      ]),
    ).toEqual(['수요일 12:00–18:00: 10:00–12:30와 겹칩니다.']);
    expect(await refused([{ weekday: 7, start: '10:00', end: '12:00' }])).toEqual([
      '요일을 확인해 주세요.',
    ]);
    expect(await refused([{ weekday: 1, start: '9:00', end: '12:00' }])).toEqual([
      '시작 시각은 HH:MM 형식으로 입력해 주세요.',
    ]);
    // Nothing refused was written.
    const after = (
      await t.http.get(`/api/admin/counsellor/${kim}`).set('Authorization', owner).expect(200)
    ).body as { hours: unknown[] };
    expect(after.hours).toEqual(detail.hours);

    // A staff counsellor cannot read or change another counsellor's week.
    const denied = await t.http
      .put(`/api/admin/counsellor/${lee}/hours`)
      .set('Authorization', as(staff.token))
      .send({ windows: week })
      .expect(403);
    expect(denied.body.message).toBe(
      '본인의 상담 일정만 바꿀 수 있습니다. 다른 상담사의 일정은 대표 관리자가 바꿉니다.',
    );
    await t.http
      .get(`/api/admin/counsellor/${lee}`)
      .set('Authorization', as(staff.token))
      .expect(403);
    // Refused as someone else's before its input is even judged.
    await t.http
      .put(`/api/admin/counsellor/${lee}/hours`)
      .set('Authorization', as(staff.token))
      .send({ windows: [{ weekday: 1, start: '13:00', end: '12:00' }] })
      .expect(403);
    // The owner can.
    await t.http
      .put(`/api/admin/counsellor/${lee}/hours`)
      .set('Authorization', owner)
      .send({ windows: [{ weekday: 6, start: '09:00', end: '13:00' }] })
      .expect(200);
  });

  it('adds, lists and deletes time off; only upcoming shows, and bad ranges are refused', async () => {
    const [kim, lee] = (
      (await t.http.get('/api/admin/counsellor').set('Authorization', owner).expect(200)).body as {
        id: number;
      }[]
    ).map((c) => c.id);
    const leave = await t.http
      .post(`/api/admin/counsellor/${kim}/time-off`)
      .set('Authorization', as(staff.token))
      .send({
        starts_at: '2026-12-10T00:00:00.000Z',
        ends_at: '2026-12-11T00:00:00.000Z',
        reason: '연차',
      })
      .expect(201);
    const backwards = await t.http
      .post(`/api/admin/counsellor/${kim}/time-off`)
      .set('Authorization', as(staff.token))
      .send({
        starts_at: '2026-12-11T00:00:00.000Z',
        ends_at: '2026-12-10T00:00:00.000Z',
        reason: '교육',
      })
      .expect(400);
    expect(backwards.body.message).toEqual(['끝 일시는 시작 일시보다 뒤여야 합니다.']);
    const noReason = await t.http
      .post(`/api/admin/counsellor/${kim}/time-off`)
      .set('Authorization', as(staff.token))
      .send({ starts_at: '2026-12-10T00:00:00.000Z', ends_at: '2026-12-11T00:00:00.000Z' })
      .expect(400);
    expect(noReason.body.message).toContain('사유를 입력해 주세요.');
    // Past time off is refused; past rows are not listed.
    await t.http
      .post(`/api/admin/counsellor/${kim}/time-off`)
      .set('Authorization', owner)
      .send({
        starts_at: '2026-11-01T00:00:00.000Z',
        ends_at: '2026-11-02T00:00:00.000Z',
        reason: '교육',
      })
      .expect(400);
    await t.dataSource.query(
      `INSERT INTO counsellor_time_off (counsellor_id, starts_at, ends_at, reason)
       VALUES ($1, '2026-11-01T00:00Z', '2026-11-02T00:00Z', '지난 교육')`,
      [kim],
    );
    const detail = (
      await t.http
        .get(`/api/admin/counsellor/${kim}`)
        .set('Authorization', as(staff.token))
        .expect(200)
    ).body as { time_off: { id: number; reason: string; starts_at: string }[] };
    expect(detail.time_off).toEqual([
      expect.objectContaining({
        id: leave.body.id,
        reason: '연차',
        starts_at: '2026-12-10T00:00:00.000Z',
      }),
    ]);

    // Another counsellor's time off is neither added nor deleted by staff.
    await t.http
      .post(`/api/admin/counsellor/${lee}/time-off`)
      .set('Authorization', as(staff.token))
      .send({
        starts_at: '2026-12-10T00:00:00.000Z',
        ends_at: '2026-12-11T00:00:00.000Z',
        reason: '연차',
      })
      .expect(403);
    await t.http
      .delete(`/api/admin/counsellor/${kim}/time-off/${leave.body.id}`)
      .set('Authorization', as(other.token))
      .expect(403);
    await t.http
      .delete(`/api/admin/counsellor/${kim}/time-off/${leave.body.id}`)
      .set('Authorization', as(staff.token))
      .expect(200);
    const gone = (
      await t.http.get(`/api/admin/counsellor/${kim}`).set('Authorization', owner).expect(200)
    ).body as { time_off: unknown[] };
    expect(gone.time_off).toEqual([]);
  });

  it('closes the centre on its own days and on public holidays such as 추석 and 설날 연휴', async () => {
    const since = await lastAudit();
    await t.http
      .post('/api/admin/closed-day')
      .set('Authorization', owner)
      .send({ day: '2026-12-31', reason: '센터 워크숍' })
      .expect(201);
    const again = await t.http
      .post('/api/admin/closed-day')
      .set('Authorization', owner)
      .send({ day: '2026-12-31', reason: '워크숍' })
      .expect(409);
    expect(again.body.message).toBe('날짜가 이미 휴무일로 등록되어 있습니다.');
    const bad = await t.http
      .post('/api/admin/closed-day')
      .set('Authorization', owner)
      .send({ day: '2026-02-30', reason: '' })
      .expect(400);
    expect(bad.body.message).toEqual([
      '날짜를 YYYY-MM-DD 형식으로 입력해 주세요.',
      '사유를 입력해 주세요.',
    ]);
    await t.http
      .post('/api/admin/closed-day')
      .set('Authorization', as(staff.token))
      .send({ day: '2026-12-30', reason: '워크숍' })
      .expect(403);

    const list = (await t.http.get('/api/admin/closed-day').set('Authorization', owner).expect(200))
      .body as { centre: { day: string }[]; holidays: { day: string; reason: string }[] };
    expect(list.centre).toEqual([{ day: '2026-12-31', reason: '센터 워크숍' }]);
    expect(list.holidays).toContainEqual({ day: '2026-12-25', reason: '기독탄신일' });
    expect(list.holidays).toContainEqual({ day: '2027-02-09', reason: '대체공휴일(설날)' });

    // What the booking side asks: the centre's days and the public holidays, with why.
    const closed = await closedDaysBetween(t.dataSource.manager, '2026-09-20', '2027-02-10');
    for (const day of ['2026-09-24', '2026-09-25', '2026-09-26', '2027-02-08']) {
      expect(closed.has(day)).toBe(true);
    }
    expect(closed.get('2026-09-25')).toBe('추석');
    expect(closed.get('2026-10-05')).toBe('대체공휴일(개천절)');
    expect(closed.get('2026-12-31')).toBe('센터 워크숍');
    expect(closed.has('2026-09-23')).toBe(false);
    expect(closed.has('2026-12-30')).toBe(false);

    await t.http.delete('/api/admin/closed-day/2026-12-31').set('Authorization', owner).expect(200);
    await t.http.delete('/api/admin/closed-day/2026-12-31').set('Authorization', owner).expect(404);
    await t.http.delete('/api/admin/closed-day/tomorrow').set('Authorization', owner).expect(400);
    expect((await closedDaysBetween(t.dataSource.manager, '2026-12-31', '2026-12-31')).size).toBe(
      0,
    );
    expect((await auditSince(since)).map((row) => row.action)).toEqual([
      'closed_day.create',
      'closed_day.delete',
    ]);
  });

  it('adds, renames and takes rooms out of use, one name each', async () => {
    const room = await t.http
      .post('/api/admin/room')
      .set('Authorization', owner)
      .send({ name: '상담실 1' })
      .expect(201);
    await t.http
      .post('/api/admin/room')
      .set('Authorization', owner)
      .send({ name: '놀이실' })
      .expect(201);
    const same = await t.http
      .put(`/api/admin/room/${room.body.id}`)
      .set('Authorization', owner)
      .send({ name: '놀이실' })
      .expect(409);
    expect(same.body.message).toBe('상담실 이름이 이미 있습니다. 다른 이름을 써 주세요.');
    await t.http
      .put(`/api/admin/room/${room.body.id}`)
      .set('Authorization', owner)
      .send({ name: '모래놀이실', active: false })
      .expect(200);
    await t.http.get('/api/admin/room').set('Authorization', as(staff.token)).expect(403);
    const rooms = (await t.http.get('/api/admin/room').set('Authorization', owner).expect(200))
      .body;
    expect(rooms).toEqual([
      expect.objectContaining({ name: '놀이실', active: true }),
      expect.objectContaining({ name: '모래놀이실', active: false }),
    ]);

    // Two people adding one name at once: one room, and the other told in words, not a 500.
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        t.http.post('/api/admin/room').set('Authorization', owner).send({ name: '미술실' }),
      ),
    );
    expect(racing.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    for (const res of racing.filter((each) => each.status === 409)) {
      expect(res.body.message).toBe('상담실 이름이 이미 있습니다. 다른 이름을 써 주세요.');
    }
  });

  it('makes a program bookable once an active type has an active counsellor', async () => {
    const [kim] = (
      (await t.http.get('/api/admin/counsellor').set('Authorization', owner).expect(200)).body as {
        id: number;
      }[]
    ).map((c) => c.id);
    expect(await bookable(programId)).toBe(false);

    // Staff cannot add or change types.
    await t.http
      .post('/api/admin/appointment-type')
      .set('Authorization', as(staff.token))
      .send(aType([kim]))
      .expect(403);
    const bad = await t.http
      .post('/api/admin/appointment-type')
      .set('Authorization', owner)
      .send(aType([kim], { duration_minutes: 5, buffer_after_minutes: 300, price: -1, name: '' }))
      .expect(400);
    expect(bad.body.message).toEqual([
      '유형 이름을 입력해 주세요.',
      '상담 시간은 10분에서 480분 사이로 입력해 주세요.',
      '정리 시간은 0분에서 240분 사이로 입력해 주세요.',
      '상담료는 0원에서 10,000,000원 사이로 입력해 주세요.',
    ]);
    // A deposit is at most the price, and none or at least the provider's smallest payment.
    const over = await t.http
      .post('/api/admin/appointment-type')
      .set('Authorization', owner)
      .send({ ...aType([kim]), price: 5_000, deposit: 10_000 })
      .expect(400);
    expect(over.body.message).toEqual(['예약금은 상담료보다 많을 수 없습니다.']);
    const tiny = await t.http
      .post('/api/admin/appointment-type')
      .set('Authorization', owner)
      .send({ ...aType([kim]), deposit: 50 })
      .expect(400);
    expect(tiny.body.message).toEqual([
      '예약금은 받지 않으려면 0원, 받으려면 100원 이상으로 입력해 주세요.',
    ]);
    const negative = await t.http
      .post('/api/admin/appointment-type')
      .set('Authorization', owner)
      .send({ ...aType([kim]), deposit: -1 })
      .expect(400);
    expect(negative.body.message).toEqual(['예약금은 0원에서 10,000,000원 사이로 입력해 주세요.']);
    const nobody = await t.http
      .post('/api/admin/appointment-type')
      .set('Authorization', owner)
      .send(aType([]))
      .expect(400);
    expect(nobody.body.message).toEqual([
      '상담사를 한 명 이상 골라 주세요. 예약을 받는 유형에는 활성 상담사가 필요합니다.',
    ]);
    await t.http
      .post('/api/admin/appointment-type')
      .set('Authorization', owner)
      .send(aType([kim], { program_id: 999_999 }))
      .expect(400);

    // A type with no counsellor can wait switched off; the program stays on Naver.
    const draft = await t.http
      .post('/api/admin/appointment-type')
      .set('Authorization', owner)
      .send(aType([], { active: false, name: '놀이 평가' }))
      .expect(201);
    expect(await bookable(programId)).toBe(false);

    const since = await lastAudit();
    const first = await t.http
      .post('/api/admin/appointment-type')
      .set('Authorization', owner)
      .send(aType([kim]))
      .expect(201);
    expect(await bookable(programId)).toBe(true);
    const [{ deposit: stored }] = await t.dataSource.query(
      `SELECT deposit FROM appointment_type WHERE id = $1`,
      [first.body.id],
    );
    expect(stored).toBe(0);

    await t.http
      .put(`/api/admin/appointment-type/${first.body.id}`)
      .set('Authorization', owner)
      .send(aType([kim], { price: 60_000, min_notice_minutes: 120 }))
      .expect(200);
    const unchanged = await t.http
      .put(`/api/admin/appointment-type/${first.body.id}`)
      .set('Authorization', owner)
      .send(aType([kim], { price: 60_000, min_notice_minutes: 120 }))
      .expect(400);
    expect(unchanged.body.message).toBe('변경된 내용이 없습니다.');
    const types = (
      await t.http.get('/api/admin/appointment-type').set('Authorization', owner).expect(200)
    ).body as { id: number; price: number; counsellor_ids: number[]; min_notice_minutes: number }[];
    expect(types.find((type) => type.id === first.body.id)).toMatchObject({
      price: 60_000,
      min_notice_minutes: 120,
      counsellor_ids: [kim],
    });
    expect(types.find((type) => type.id === draft.body.id)).toMatchObject({ counsellor_ids: [] });

    // Deactivating the only counsellor takes the program off the site's booking.
    const off = await t.http
      .put(`/api/admin/counsellor/${kim}`)
      .set('Authorization', owner)
      .send({ active: false })
      .expect(200);
    expect(off.body.message).toBe(
      '상담사를 비활성으로 바꿨습니다. 가족은 더 이상 이 상담사를 예약할 수 없습니다.',
    );
    expect(await bookable(programId)).toBe(false);
    await t.http
      .put(`/api/admin/counsellor/${kim}`)
      .set('Authorization', owner)
      .send({ active: true })
      .expect(200);
    expect(await bookable(programId)).toBe(true);

    const rows = await auditSince(since);
    expect(rows.map((row) => row.action)).toEqual([
      'appointment_type.create',
      'appointment_type.update',
      'counsellor.update',
      'counsellor.update',
    ]);
    expect(rows[1]).toMatchObject({
      before: { price: 50_000, min_notice_minutes: 1440 },
      after: { price: 60_000, min_notice_minutes: 120 },
    });
    expect(rows[0].after).toMatchObject({ counsellors: '김하늘', price: 50_000 });
  });

  it('deletes a counsellor who never had an appointment, and only deactivates one who had', async () => {
    const ownerProfile = await counsellorOf(ownerId, '대표 상담사');
    const [kim] = (
      (await t.http.get('/api/admin/counsellor').set('Authorization', owner).expect(200)).body as {
        id: number;
        name: string;
      }[]
    )
      .filter((c) => c.name === '김하늘')
      .map((c) => c.id);
    const [{ id: typeId }] = await t.dataSource.query(
      `SELECT id FROM appointment_type WHERE active ORDER BY id LIMIT 1`,
    );
    await t.dataSource.query(
      `INSERT INTO appointment (type_id, counsellor_id, starts_at, ends_at, blocks_until, status,
         family_phone, guardian_name, child_name, child_school_year, price, deposit)
       VALUES ($1, $2, '2026-12-07T01:00Z', '2026-12-07T01:50Z', '2026-12-07T02:00Z', 'BOOKED',
         '01012345678', '보호자', '아이', '초3', 50000, 0)`,
      [typeId, kim],
    );
    const refused = await t.http
      .delete(`/api/admin/counsellor/${kim}`)
      .set('Authorization', owner)
      .expect(409);
    expect(refused.body.message).toBe(
      '예약 기록이 있는 상담사는 삭제할 수 없습니다. 비활성으로 바꿔 주세요.',
    );
    const off = await t.http
      .put(`/api/admin/counsellor/${kim}`)
      .set('Authorization', owner)
      .send({ active: false })
      .expect(200);
    expect(off.body.message).toBe(
      '상담사를 비활성으로 바꿨습니다. 앞으로 잡힌 예약 1건은 그대로 있으니 다른 상담사에게 옮기거나 취소해 주세요.',
    );
    await t.http
      .delete(`/api/admin/counsellor/${ownerProfile}`)
      .set('Authorization', as(staff.token))
      .expect(403);
    await t.http
      .delete(`/api/admin/counsellor/${ownerProfile}`)
      .set('Authorization', owner)
      .expect(200);
    const left = (await t.http.get('/api/admin/counsellor').set('Authorization', owner).expect(200))
      .body as { name: string; active: boolean }[];
    expect(left).toEqual([
      expect.objectContaining({ name: '김하늘', active: false }),
      expect.objectContaining({ name: '이바다', active: true }),
    ]);
  });
});
