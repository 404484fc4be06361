import type { AppointmentType } from '../../src/appointments/appointment-type.entity';
import { CentreClosedDay, CounsellorTimeOff } from '../../src/appointments/counsellor.entity';
import { adminToken, bearer } from '../support/admin-session';
import { calendarTeam, createBookableType } from '../support/appointments';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';

/** Seoul wall clock on a date, as the instant the API speaks. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`).toISOString();
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';

/**
 * The centre's calendar in the back office (issue 37): who sees which calendars (the owner and
 * the front desk every one, a counsellor only their own), what it shows (masked contacts, hours,
 * time off, closed days) and the centre's own booking for a family who phoned.
 */
describe('the centre calendar', () => {
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
    await t.dataSource.query('DELETE FROM counsellor_time_off');
    await t.dataSource.query('DELETE FROM centre_closed_day');
  });

  const booking = (fields: Record<string, unknown> = {}) => ({
    typeId: type.id,
    counsellorId: a,
    start: at(TUESDAY, '10:00'),
    guardianName: '김보호',
    childName: '김하늘',
    childSchoolYear: '초3',
    phone: '010-1234-5678',
    ...fields,
  });
  const book = (token: string, fields: Record<string, unknown> = {}) =>
    t.http
      .post('/api/admin/appointments')
      .set('Authorization', bearer(token))
      .send(booking(fields));
  const calendar = (token: string, query: Record<string, string> = {}) =>
    t.http
      .get('/api/admin/appointments')
      .set('Authorization', bearer(token))
      .query({ from: MONDAY, to: '2026-11-29', ...query });

  it('books for a family who phoned, inside the minimum notice, as the centre', async () => {
    // Sunday noon; the type asks a day's notice of families, not of the centre: Monday 10:00.
    const res = await book(desk, {
      start: at(MONDAY, '10:00'),
      email: 'Parent@Example.com',
    }).expect(201);
    expect(res.body.appointment).toMatchObject({
      start: at(MONDAY, '10:00'),
      end: at(MONDAY, '10:50'),
      status: 'BOOKED',
      counsellorId: a,
      typeName: '초기 상담',
      childName: '김하늘',
      phone: '010-****-5678',
      email: 'pa****@example.com',
      bookedByCentre: true,
      noShows: 0,
    });
    const [row] = await t.dataSource.query(
      `SELECT a.family_phone, a.family_email, a.deposit, a.booked_by_account_id, u.username
         FROM appointment a JOIN admin_user u ON u.id = a.booked_by_account_id`,
    );
    expect(row).toMatchObject({
      family_phone: '01012345678',
      family_email: 'parent@example.com',
      deposit: 0,
      username: 'front.desk',
    });
    const [audit] = await t.dataSource.query(
      `SELECT kind, action, target, admin_name FROM audit_event WHERE action = 'appointment.book'`,
    );
    expect(audit).toEqual({
      kind: 'APPOINTMENT',
      action: 'appointment.book',
      target: `appointment:${res.body.appointment.id}`,
      admin_name: 'front.desk',
    });
    // The same time again: taken.
    const again = await book(owner, { start: at(MONDAY, '10:00') }).expect(400);
    expect(again.body.message).toBe(
      '이 시간은 상담사의 근무 시간이 아니거나 이미 예약되어 있습니다.',
    );
  });

  it('refuses a time past, outside the hours, without a contact or for a type not offered', async () => {
    await book(owner, { start: at('2026-11-22', '10:00') })
      .expect(400)
      .expect(({ body }) => expect(body.message).toBe('이미 지난 시간에는 예약할 수 없습니다.'));
    // Saturday: no hours; 12:10 Tuesday: between windows.
    for (const start of [at('2026-11-28', '10:00'), at(TUESDAY, '12:10')]) {
      await book(owner, { start }).expect(400);
    }
    await book(owner, { phone: undefined })
      .expect(400)
      .expect(({ body }) =>
        expect(body.message).toEqual(['휴대폰 번호 또는 이메일 중 하나는 입력해 주세요.']),
      );
    await book(owner, { phone: '02-123-4567' })
      .expect(400)
      .expect(({ body }) =>
        expect(body.message).toEqual(['휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.']),
      );
    await book(owner, { guardianName: ' ', childSchoolYear: '대학생' })
      .expect(400)
      .expect(({ body }) =>
        expect(body.message).toEqual(['보호자 이름을 입력해 주세요.', '학년을 선택해 주세요.']),
      );
    const other = await createBookableType(t.dataSource);
    await book(owner, { typeId: other.type.id })
      .expect(400)
      .expect(({ body }) =>
        expect(body.message).toBe('이 상담사가 맡지 않는 상담 종류입니다. 다시 선택해 주세요.'),
      );
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM appointment`);
    expect(count).toBe(0);
  });

  it('gives one of two simultaneous bookings of one time and refuses the other', async () => {
    const answers = await Promise.all([
      book(owner, { childName: '첫째' }),
      book(desk, { childName: '둘째' }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, expect.any(Number)]);
    expect([400, 409]).toContain(answers.map((res) => res.status).sort()[1]);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM appointment`);
    expect(count).toBe(1);
  });

  it('shows the owner and the front desk every calendar, a counsellor only their own', async () => {
    await book(owner, {
      counsellorId: a,
      childName: '에이아이',
      start: at(TUESDAY, '10:00'),
    }).expect(201);
    await book(owner, {
      counsellorId: b,
      childName: '비아이',
      phone: '010-9999-8888',
      start: at(TUESDAY, '13:00'),
    }).expect(201);
    for (const token of [owner, desk]) {
      const res = await calendar(token).expect(200);
      expect(res.body.scope).toBe('ALL');
      expect(res.body.appointments.map((each: { childName: string }) => each.childName)).toEqual([
        '에이아이',
        '비아이',
      ]);
      expect(res.body.counsellors.map((each: { id: number }) => each.id)).toEqual(
        expect.arrayContaining([a, b]),
      );
    }
    const own = await calendar(counsellorA).expect(200);
    expect(own.body).toMatchObject({ scope: 'OWN', ownCounsellorId: a });
    expect(own.body.counsellors.map((each: { id: number }) => each.id)).toEqual([a]);
    expect(own.body.appointments.map((each: { childName: string }) => each.childName)).toEqual([
      '에이아이',
    ]);
    // Nothing of the other counsellor's family reaches the counsellor, by any door.
    expect(JSON.stringify(own.body)).not.toMatch(/비아이|9999|8888/);
    await calendar(counsellorA, { counsellor: String(b) })
      .expect(403)
      .expect(({ body }) => expect(body.message).toBe('다른 상담사의 일정은 볼 수 없습니다.'));
    await t.http
      .get('/api/admin/appointments/free')
      .set('Authorization', bearer(counsellorA))
      .query({ typeId: type.id, counsellorId: b, date: TUESDAY })
      .expect(403);
    await book(counsellorA, { counsellorId: b, start: at(TUESDAY, '15:00') }).expect(403);
    // Their own calendar they book in.
    await book(counsellorA, { counsellorId: a, start: at(TUESDAY, '15:00') }).expect(201);
    const choices = await t.http
      .get('/api/admin/appointments/choices')
      .set('Authorization', bearer(counsellorA))
      .expect(200);
    expect(choices.body.counsellors.map((each: { id: number }) => each.id)).toEqual([a]);
    await t.http.get('/api/admin/appointments').query({ from: MONDAY, to: MONDAY }).expect(401);
  });

  it("counts today's appointments on the dashboard, a counsellor only their own", async () => {
    // This Sunday afternoon the counsellors work (as the centre may arrange): two today.
    await t.dataSource.query(
      `INSERT INTO counsellor_weekly_hours (counsellor_id, weekday, start_minute, end_minute)
       VALUES ($1, 0, 780, 1020), ($2, 0, 780, 1020)`,
      [a, b],
    );
    const SUNDAY = '2026-11-22';
    await book(owner, { counsellorId: a, start: at(SUNDAY, '13:00') }).expect(201);
    await book(owner, { counsellorId: b, start: at(SUNDAY, '14:00'), childName: '둘째' }).expect(
      201,
    );
    await book(owner, { counsellorId: b, start: at(MONDAY, '11:00'), childName: '셋째' }).expect(
      201,
    );
    await t.dataSource.query(`DELETE FROM counsellor_weekly_hours WHERE weekday = 0`);
    const today = async (token: string) =>
      (await t.http.get('/api/admin/dashboard').set('Authorization', bearer(token)).expect(200))
        .body.today.appointments;
    expect(await today(owner)).toBe(2);
    expect(await today(desk)).toBe(2);
    expect(await today(counsellorA)).toBe(1);
  });

  it('shows working windows, time off and closed days of the span', async () => {
    await t.dataSource
      .getRepository(CentreClosedDay)
      .save({ day: '2026-11-25', reason: '센터 행사' });
    await t.dataSource.getRepository(CounsellorTimeOff).save({
      counsellor_id: a,
      starts_at: new Date(at('2026-11-26', '13:00')),
      ends_at: new Date(at('2026-11-26', '17:00')),
      reason: '교육',
    });
    const res = await calendar(owner, { counsellor: String(a) }).expect(200);
    expect(res.body.today).toBe('2026-11-22');
    expect(res.body.closedDays).toEqual([{ date: '2026-11-25', reason: '센터 행사' }]);
    const [counsellor] = res.body.counsellors;
    expect(counsellor.windows.filter((w: { date: string }) => w.date === MONDAY)).toEqual([
      { date: MONDAY, start: '10:00', end: '12:00' },
      { date: MONDAY, start: '13:00', end: '17:00' },
    ]);
    // The closed Wednesday and the weekend have no window.
    expect([...new Set(counsellor.windows.map((w: { date: string }) => w.date))].sort()).toEqual([
      MONDAY,
      TUESDAY,
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(counsellor.timeOff).toEqual([
      { start: at('2026-11-26', '13:00'), end: at('2026-11-26', '17:00'), reason: '교육' },
    ]);
    // Time off is not free for the centre either.
    const free = await t.http
      .get('/api/admin/appointments/free')
      .set('Authorization', bearer(owner))
      .query({ typeId: type.id, counsellorId: a, date: '2026-11-26' })
      .expect(200);
    expect(free.body.times.map((each: { time: string }) => each.time)).toEqual([
      '10:00',
      '10:30',
      '11:00',
    ]);
  });

  it('reads at most 31 days, in order, with Korean messages', async () => {
    await calendar(owner, { to: '2026-12-24' })
      .expect(400)
      .expect(({ body }) => expect(body.message).toBe('기간은 31일 이내로 선택해 주세요.'));
    await calendar(owner, { to: '2026-12-23' }).expect(200);
    await calendar(owner, { to: '2026-11-20' })
      .expect(400)
      .expect(({ body }) => expect(body.message).toBe('종료일은 시작일과 같거나 뒤여야 합니다.'));
    await calendar(owner, { from: '2026-02-30' })
      .expect(400)
      .expect(({ body }) =>
        expect(body.message).toEqual(['시작일을 2026-12-01 형식으로 입력해 주세요.']),
      );
    await calendar(owner, { counsellor: '999999' }).expect(404);
  });

  describe('a weekly series', () => {
    const series = (token: string, fields: Record<string, unknown> = {}) =>
      t.http
        .post('/api/admin/appointments/series')
        .set('Authorization', bearer(token))
        .send({
          ...booking({ phone: '010-5555-6666' }),
          sessions: 4,
          dates: ['2026-11-24', '2026-12-08', '2026-12-15'],
          ...fields,
        });
    const preview = (token: string, fields: Record<string, unknown> = {}) =>
      t.http
        .post('/api/admin/appointments/series/preview')
        .set('Authorization', bearer(token))
        .send({
          typeId: type.id,
          counsellorId: a,
          start: at(TUESDAY, '10:00'),
          sessions: 5,
          ...fields,
        });

    it('shows each session free or why not before anything is booked', async () => {
      await book(owner, { start: at('2026-12-01', '10:30'), childName: '먼저' }).expect(201);
      await t.dataSource
        .getRepository(CentreClosedDay)
        .save({ day: '2026-12-08', reason: '센터 행사' });
      await t.dataSource.getRepository(CounsellorTimeOff).save({
        counsellor_id: a,
        starts_at: new Date(at('2026-12-15', '09:00')),
        ends_at: new Date(at('2026-12-15', '12:00')),
        reason: '교육',
      });
      const res = await preview(owner).expect(200);
      expect(
        res.body.sessions.map(
          (s: { date: string; free: boolean; conflict: string | null; reason: string | null }) => [
            s.date,
            s.free,
            s.conflict,
            s.reason,
          ],
        ),
      ).toEqual([
        ['2026-11-24', true, null, null],
        ['2026-12-01', false, 'TAKEN', '다른 예약이 있음'],
        ['2026-12-08', false, 'CLOSED', '휴무일 (센터 행사)'],
        ['2026-12-15', false, 'TIME_OFF', '상담사 휴무 (교육)'],
        ['2026-12-22', true, null, null],
      ]);
      // 12:30 is between the counsellor's windows every week.
      const outside = await preview(owner, { start: at(TUESDAY, '12:30'), sessions: 2 }).expect(
        200,
      );
      expect(outside.body.sessions.map((s: { conflict: string }) => s.conflict)).toEqual([
        'OUTSIDE_HOURS',
        'OUTSIDE_HOURS',
      ]);
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM appointment`,
      );
      expect(count).toBe(1);
      for (const sessions of [1, 25]) {
        await preview(owner, { sessions })
          .expect(400)
          .expect(({ body }) =>
            expect(body.message).toEqual(['회기 수는 2회에서 24회 사이로 입력해 주세요.']),
          );
      }
      await preview(counsellorA, { counsellorId: b }).expect(403);
    });

    it('books the chosen free sessions with one series id, or nothing at all', async () => {
      const res = await series(desk).expect(201);
      expect(res.body.appointments).toHaveLength(3);
      const rows: { series_id: string; starts_at: Date; booked_by_account_id: number }[] =
        await t.dataSource.query(
          `SELECT series_id, starts_at, booked_by_account_id FROM appointment ORDER BY starts_at`,
        );
      expect(new Set(rows.map((row) => row.series_id))).toEqual(new Set([res.body.seriesId]));
      expect(rows.map((row) => row.starts_at.toISOString())).toEqual([
        at('2026-11-24', '10:00'),
        at('2026-12-08', '10:00'),
        at('2026-12-15', '10:00'),
      ]);
      const audit = await t.dataSource.query(
        `SELECT target FROM audit_event WHERE action = 'appointment.series'`,
      );
      expect(audit).toEqual([{ target: `series:${res.body.seriesId}` }]);
    });

    it('refuses the whole series when a chosen date was taken meanwhile, naming it', async () => {
      // Between the preview and the save, someone books the 1 December session's time.
      await book(owner, { start: at('2026-12-01', '10:00'), childName: '먼저' }).expect(201);
      const res = await series(owner, {
        dates: ['2026-11-24', '2026-12-01', '2026-12-08'],
      }).expect(409);
      expect(res.body).toMatchObject({
        code: 'SERIES_CONFLICT',
        message: '그사이 예약할 수 없게 된 회기가 있습니다. 다시 확인해 주세요.',
        dates: ['2026-12-01'],
      });
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM appointment WHERE series_id IS NOT NULL`,
      );
      expect(count).toBe(0);
      // A date outside the series, or none at all.
      await series(owner, { dates: ['2026-11-25'] }).expect(400);
      await series(owner, { dates: [] })
        .expect(400)
        .expect(({ body }) => expect(body.message).toEqual(['예약할 회기를 선택해 주세요.']));
    });

    it('rolls back every session when the database refuses one in a race', async () => {
      // Two series over the same Tuesdays at once: one wins whole, the other writes nothing.
      const [first, second] = await Promise.all([
        series(owner, { childName: '첫째', dates: ['2026-11-24', '2026-12-01', '2026-12-08'] }),
        series(desk, { childName: '둘째', dates: ['2026-11-24', '2026-12-01', '2026-12-08'] }),
      ]);
      expect([first.status, second.status].sort()).toEqual([201, 409]);
      const children: { child_name: string }[] = await t.dataSource.query(
        `SELECT DISTINCT child_name FROM appointment`,
      );
      expect(children).toHaveLength(1);
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM appointment`,
      );
      expect(count).toBe(3);
    });
  });

  describe('moving, cancelling and attendance', () => {
    const act = (token: string, id: number, what: string, body: Record<string, unknown>) =>
      t.http
        .post(`/api/admin/appointments/${id}/${what}`)
        .set('Authorization', bearer(token))
        .send(body);

    it('moves to a free time or to another counsellor offering the type', async () => {
      const { body } = await book(owner).expect(201);
      const id = body.appointment.id;
      await book(owner, { counsellorId: b, start: at(TUESDAY, '13:00'), childName: '비' }).expect(
        201,
      );
      // Onto the other counsellor's booked time: refused; at 14:00 with them: moved.
      await act(owner, id, 'move', { start: at(TUESDAY, '13:00'), counsellorId: b }).expect(400);
      const moved = await act(desk, id, 'move', {
        start: at(TUESDAY, '14:00'),
        counsellorId: b,
      }).expect(200);
      expect(moved.body).toMatchObject({ counsellorId: b, start: at(TUESDAY, '14:00') });
      // Its own old time is free again; a counsellor cannot move what is not theirs.
      await act(counsellorA, id, 'move', { start: at(TUESDAY, '15:00') }).expect(403);
      const [audit] = await t.dataSource.query(
        `SELECT before, after FROM audit_event WHERE action = 'appointment.move'`,
      );
      expect(audit.after).toMatchObject({ starts_at: at(TUESDAY, '14:00') });
    });

    it('cancels with a reason only, and only once', async () => {
      const { body } = await book(owner).expect(201);
      const id = body.appointment.id;
      await act(owner, id, 'cancel', { reason: '  ' })
        .expect(400)
        .expect(({ body: res }) => expect(res.message).toEqual(['취소 사유를 입력해 주세요.']));
      await act(counsellorA, id, 'cancel', { reason: '상담사 사정' }).expect(200);
      const [row] = await t.dataSource.query(
        `SELECT status, cancel_reason, cancelled_by_account_id FROM appointment WHERE id = $1`,
        [id],
      );
      expect(row).toMatchObject({ status: 'CANCELLED', cancel_reason: '상담사 사정' });
      await act(owner, id, 'cancel', { reason: '다시' }).expect(409);
      // Gone from the calendar, and its time free again.
      const res = await calendar(owner).expect(200);
      expect(res.body.appointments).toEqual([]);
      await book(owner).expect(201);
    });

    it('marks 출석 or 노쇼 only once the start has passed; the owner corrects it once', async () => {
      const { body } = await book(owner, { start: at(MONDAY, '10:00') }).expect(201);
      const id = body.appointment.id;
      t.clock.set(new Date(at(MONDAY, '09:59')));
      // (The clock moved past the tokens' life: sign in again.)
      const owner2 = await adminToken(t);
      await act(owner2, id, 'attendance', { status: 'NO_SHOW' })
        .expect(409)
        .expect(({ body: res }) =>
          expect(res.message).toBe('상담 시작 시간이 지나야 출석이나 노쇼를 기록할 수 있습니다.'),
        );
      t.clock.set(new Date(at(MONDAY, '10:00')));
      const desk2 = await t.http
        .post('/api/user/login')
        .send({ username: 'front.desk', password: 'staff-password-for-tests-42', autoLogin: false })
        .expect(200);
      const deskToken = desk2.body.accessToken as string;
      await act(deskToken, id, 'attendance', { status: 'maybe' })
        .expect(400)
        .expect(({ body: res }) =>
          expect(res.message).toEqual(['출석 또는 노쇼를 선택해 주세요.']),
        );
      const marked = await act(deskToken, id, 'attendance', { status: 'NO_SHOW' }).expect(200);
      expect(marked.body).toMatchObject({ status: 'NO_SHOW', noShows: 1 });
      // Staff cannot change a mark; the owner can, once.
      await act(deskToken, id, 'attendance', { status: 'ATTENDED' })
        .expect(403)
        .expect(({ body: res }) =>
          expect(res.message).toBe('이미 기록한 출석·노쇼는 대표 관리자만 바꿀 수 있습니다.'),
        );
      const corrected = await act(owner2, id, 'attendance', { status: 'ATTENDED' }).expect(200);
      expect(corrected.body).toMatchObject({ status: 'ATTENDED', noShows: 0 });
      await act(owner2, id, 'attendance', { status: 'NO_SHOW' })
        .expect(409)
        .expect(({ body: res }) =>
          expect(res.message).toBe('출석·노쇼는 한 번만 바꿀 수 있습니다.'),
        );
      // A cancelled appointment is marked neither way.
      await act(owner2, id, 'cancel', { reason: '취소' }).expect(409);
    });

    it("lists a deactivated counsellor's appointments ahead for the owner to reassign or cancel", async () => {
      const kept = await book(owner, { counsellorId: a, start: at(TUESDAY, '10:00') }).expect(201);
      const later = await book(owner, { counsellorId: a, start: at(TUESDAY, '13:00') }).expect(201);
      await book(owner, { counsellorId: b, start: at(TUESDAY, '10:00') }).expect(201);
      await t.dataSource.query(`UPDATE counsellor SET active = false WHERE id = $1`, [a]);
      try {
        const orphaned = async () =>
          (
            await t.http
              .get('/api/admin/appointments/orphaned')
              .set('Authorization', bearer(owner))
              .expect(200)
          ).body.appointments.map((each: { id: number }) => each.id);
        expect(await orphaned()).toEqual([kept.body.appointment.id, later.body.appointment.id]);
        await t.http
          .get('/api/admin/appointments/orphaned')
          .set('Authorization', bearer(desk))
          .expect(403);
        // Reassigned to the other counsellor (free at 13:00), or cancelled: the list empties.
        await act(owner, later.body.appointment.id, 'move', {
          start: at(TUESDAY, '13:00'),
          counsellorId: b,
        }).expect(200);
        await act(owner, kept.body.appointment.id, 'cancel', { reason: '상담사 퇴직' }).expect(200);
        expect(await orphaned()).toEqual([]);
        // The deactivated counsellor takes no new booking.
        await book(owner, { counsellorId: a, start: at(TUESDAY, '15:00') }).expect(400);
      } finally {
        await t.dataSource.query(`UPDATE counsellor SET active = true WHERE id = $1`, [a]);
      }
    });

    it("counts a family's no-shows across its appointments by its contact", async () => {
      const first = await book(owner, { start: at(MONDAY, '10:00') }).expect(201);
      const second = await book(owner, {
        start: at(MONDAY, '11:00'),
        phone: undefined,
        email: 'x@example.com',
      }).expect(201);
      const third = await book(owner, {
        start: at(TUESDAY, '10:00'),
        email: 'x@example.com',
      }).expect(201);
      await t.dataSource.query(
        `UPDATE appointment SET status = 'NO_SHOW' WHERE id = ANY($1::int[])`,
        [[first.body.appointment.id, second.body.appointment.id]],
      );
      const res = await calendar(owner).expect(200);
      const shown = new Map(
        res.body.appointments.map((each: { id: number; noShows: number }) => [
          each.id,
          each.noShows,
        ]),
      );
      // The third shares the phone of the first and the e-mail of the second.
      expect(shown.get(third.body.appointment.id)).toBe(2);
      expect(shown.get(first.body.appointment.id)).toBe(1);
    });
  });
});
