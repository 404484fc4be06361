import fc from 'fast-check';
import { BOOKING_CONSENT } from '../../shared/booking';
import { Appointment } from '../../src/appointments/appointment.entity';
import type { AppointmentType } from '../../src/appointments/appointment-type.entity';
import { CentreClosedDay, CounsellorTimeOff } from '../../src/appointments/counsellor.entity';
import { GuestToken, GUEST_TOKEN_COOKIE } from '../../src/auth';
import { createBookableType } from '../support/appointments';
import { guestProofCookie } from '../support/guest-proof';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';

/** Seoul wall clock on a date, as the instant the API speaks. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`).toISOString();
const TUESDAY = '2026-11-24';

/**
 * Booking a counselling appointment (issue 37), as a family does it: the days and times a type
 * has with a counsellor or any, the booking by a proven contact, the refusals a family or an
 * attacker meets (taken, tampered, too soon, too far, over the family's cap, someone else's
 * booking), moving and cancelling until the deadline, and the database's guarantee that no
 * counsellor is booked twice, whatever the race or the sequence.
 */
describe('booking an appointment', () => {
  let t: TestApp;
  let type: AppointmentType;
  let programId: number;
  let counsellorIds: number[];

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(DEFAULT_NOW);
    await t.dataSource.query('DELETE FROM appointment');
    await t.dataSource.query('DELETE FROM centre_closed_day');
    const made = await createBookableType(t.dataSource, { counsellors: 2 });
    type = made.type;
    programId = made.programId;
    counsellorIds = made.counsellors.map((counsellor) => counsellor.id);
  });

  const family = (email: string) => guestProofCookie(t, { email });
  const phoneFamily = (phone: string) => {
    const [cookie] = t.running.app.get(GuestToken).issue({
      phone,
      provenAt: t.clock.now(),
      viaLink: false,
    });
    return `${GUEST_TOKEN_COOKIE}=${cookie.value}`;
  };
  const booking = (fields: Record<string, unknown> = {}) => ({
    typeId: type.id,
    counsellor: String(counsellorIds[0]),
    start: at(TUESDAY, '10:00'),
    guardianName: '김보호',
    childName: '김하늘',
    childSchoolYear: '초3',
    agree: true,
    consentVersion: BOOKING_CONSENT.version,
    ...fields,
  });
  const book = (cookie: string, fields: Record<string, unknown> = {}) =>
    t.http.post('/api/guest/appointments').set('Cookie', cookie).send(booking(fields));
  const times = async (date: string, counsellor: string | number = counsellorIds[0]) => {
    const res = await t.http
      .get(`/api/booking/type/${type.id}/slots`)
      .query({ date, counsellor: String(counsellor) })
      .expect(200);
    return (res.body.slots as { time: string }[]).map((slot) => slot.time);
  };

  it('lists what a program offers and the times of a day, on the half hour', async () => {
    const program = await t.http.get(`/api/booking/program/${programId}`).expect(200);
    expect(program.body.types).toEqual([
      expect.objectContaining({
        id: type.id,
        name: '초기 상담',
        durationMinutes: 50,
        price: 50000,
        deposit: 0,
        cancelDeadlineHours: 24,
        counsellors: expect.arrayContaining([
          expect.objectContaining({ id: counsellorIds[0] }),
          expect.objectContaining({ id: counsellorIds[1] }),
        ]),
      }),
    ]);
    // 50 minutes in 10:00–12:00 and 13:00–17:00.
    expect(await times(TUESDAY)).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    // Sunday noon now, a day's notice: Monday's morning is too soon; weekends have no hours.
    expect(await times('2026-11-23')).toEqual([
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    expect(await times('2026-11-28')).toEqual([]);
  });

  it('shows the days of a month that have time, without closed days, time off or beyond the window', async () => {
    await t.dataSource
      .getRepository(CentreClosedDay)
      .save({ day: '2026-11-25', reason: '센터 행사' });
    await t.dataSource.getRepository(CounsellorTimeOff).save({
      counsellor_id: counsellorIds[0],
      starts_at: new Date(at('2026-11-26', '00:00')),
      ends_at: new Date(at('2026-11-27', '00:00')),
      reason: '연차',
    });
    const days = async (month: string, counsellor: string) =>
      (
        await t.http
          .get(`/api/booking/type/${type.id}/days`)
          .query({ month, counsellor })
          .expect(200)
      ).body.days.map((day: { date: string }) => day.date);
    expect(await days('2026-11', String(counsellorIds[0]))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-27',
      '2026-11-30',
    ]);
    // Anyone: the other counsellor works on the 26th.
    expect(await days('2026-11', 'any')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
    ]);
    // 30 days ahead from 22 November: nothing after 22 December.
    const december = await days('2026-12', 'any');
    expect(december.at(-1)).toBe('2026-12-22');
    await t.http
      .get(`/api/booking/type/${type.id}/days`)
      .query({ month: '2026-13', counsellor: 'any' })
      .expect(400, {
        message: ['달을 2026-12 형식으로 입력해 주세요.'],
        error: 'Bad Request',
        statusCode: 400,
      });
  });

  it('books a time for the proven family; the time and its buffer are gone, the family sees it', async () => {
    await book('', {}).expect(401);
    const res = await book(family('parent@example.com')).expect(201);
    expect(res.body).toMatchObject({
      typeId: type.id,
      typeName: '초기 상담',
      counsellorId: counsellorIds[0],
      start: at(TUESDAY, '10:00'),
      end: at(TUESDAY, '10:50'),
      status: 'BOOKED',
      childName: '김하늘',
      childSchoolYear: '초3',
      price: 50000,
      changeUntil: at('2026-11-23', '10:00'),
      changeable: true,
      maxAheadDays: type.max_ahead_days,
    });
    const row = await t.dataSource.getRepository(Appointment).findOneByOrFail({ id: res.body.id });
    expect(row).toMatchObject({ family_email: 'parent@example.com', family_phone: null });
    // 10:00–10:50 and its 10 minutes: 10:30 overlaps, 11:00 is free.
    expect(await times(TUESDAY)).toEqual([
      '11:00',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    // The other counsellor is free at 10:00: with 상관없음 the time is still offered.
    expect((await times(TUESDAY, 'any'))[0]).toBe('10:00');
    const mine = await t.http
      .get('/api/guest/appointments')
      .set('Cookie', family('parent@example.com'))
      .expect(200);
    expect(mine.body.appointments.map((each: { id: number }) => each.id)).toEqual([res.body.id]);
    const stranger = await t.http
      .get('/api/guest/appointments')
      .set('Cookie', family('someone@example.com'))
      .expect(200);
    expect(stranger.body.appointments).toEqual([]);
  });

  it('gives 상관없음 to the least-booked counsellor free at that time', async () => {
    await book(family('a@example.com'), { start: at(TUESDAY, '13:00') }).expect(201);
    const any = await book(family('b@example.com'), {
      counsellor: 'any',
      start: at(TUESDAY, '15:00'),
    }).expect(201);
    const row = await t.dataSource.getRepository(Appointment).findOneByOrFail({ id: any.body.id });
    expect(row.counsellor_id).toBe(counsellorIds[1]);
  });

  it('does not count a hold that lapsed as a counsellor’s load for 상관없음', async () => {
    await book(family('a@example.com'), { start: at(TUESDAY, '13:00') }).expect(201);
    // Two families left the second counsellor's payment window: their holds lapsed by the clock.
    const lapsed = (time: string) => ({
      type_id: type.id,
      counsellor_id: counsellorIds[1],
      starts_at: new Date(at(TUESDAY, time)),
      ends_at: new Date(new Date(at(TUESDAY, time)).getTime() + 50 * 60_000),
      blocks_until: new Date(new Date(at(TUESDAY, time)).getTime() + 60 * 60_000),
      status: 'HELD' as const,
      hold_expires_at: new Date(t.clock.now().getTime() - 60_000),
      family_email: `left-${time}@example.com`,
      guardian_name: '이보호',
      child_name: '이아이',
      child_school_year: '초1',
      price: 50000,
      deposit: 0,
    });
    await t.dataSource.getRepository(Appointment).save([lapsed('10:00'), lapsed('11:00')]);
    const any = await book(family('b@example.com'), {
      counsellor: 'any',
      start: at(TUESDAY, '15:00'),
    }).expect(201);
    const row = await t.dataSource.getRepository(Appointment).findOneByOrFail({ id: any.body.id });
    expect(row.counsellor_id).toBe(counsellorIds[1]);
  });

  it('refuses a taken, tampered, too early or too late time, in Korean, with the nearest free times', async () => {
    await book(family('first@example.com')).expect(201);
    const taken = await book(family('second@example.com')).expect(409);
    expect(taken.body).toMatchObject({
      message: '방금 다른 분이 예약한 시간이에요. 다른 시간을 골라 주세요.',
      code: 'SLOT_TAKEN',
    });
    expect(taken.body.nearest.map((slot: { time: string }) => slot.time)).toEqual([
      '11:00',
      '13:00',
      '13:30',
    ]);
    // A start off the grid, in the lunch break, on a Saturday: never a time the page showed.
    for (const start of [at(TUESDAY, '10:15'), at(TUESDAY, '12:00'), at('2026-11-28', '10:00')]) {
      await book(family('second@example.com'), { start }).expect(409);
    }
    const soon = await book(family('second@example.com'), { start: at('2026-11-23', '10:00') });
    expect(soon.status).toBe(400);
    expect(soon.body).toMatchObject({
      message: '상담 시작 1일 전까지 예약할 수 있어요. 다른 시간을 골라 주세요.',
      code: 'TOO_SOON',
    });
    const far = await book(family('second@example.com'), { start: at('2027-01-05', '10:00') });
    expect(far.status).toBe(400);
    expect(far.body.message).toBe('오늘부터 30일 뒤까지 예약할 수 있어요.');
    // A counsellor who does not offer the type.
    await book(family('second@example.com'), { counsellor: '999' }).expect(400);
    expect(await t.dataSource.getRepository(Appointment).count()).toBe(1);
  });

  it.each([
    [{ guardianName: '' }, '보호자 이름을 입력해 주세요.'],
    [{ childName: '가'.repeat(31) }, '자녀 이름은 30자 이하로 입력해 주세요.'],
    [{ childName: '하늘 www.spam.example' }, '자녀 이름을 올바르게 입력해 주세요.'],
    [{ childSchoolYear: '대학생' }, '자녀의 학년을 선택해 주세요.'],
    [{ agree: false }, '개인정보 수집 및 이용에 동의해 주세요.'],
    [{ consentVersion: 0 }, '동의 내용이 바뀌었어요. 화면을 새로 고친 뒤 다시 확인해 주세요.'],
    [{ start: 'tomorrow' }, '예약할 시간을 선택해 주세요.'],
    [{ counsellor: 'everyone' }, '상담 선생님을 선택해 주세요.'],
  ])('refuses %j: %s', async (fields, message) => {
    const res = await book(family('parent@example.com'), fields).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
  });

  it('lets one family hold three upcoming bookings online, counted one at a time', async () => {
    const cookie = phoneFamily('01012345678');
    const starts = ['10:00', '11:00', '13:00', '14:00'].map((time) => at(TUESDAY, time));
    const answers = await Promise.all(starts.map((start) => book(cookie, { start })));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(refused.body.code).toBe('TOO_MANY_APPOINTMENTS');
    const rows = await t.dataSource.getRepository(Appointment).find();
    expect(
      rows.every((row) => row.family_phone === '01012345678' && row.family_email === null),
    ).toBe(true);
  });

  it('books one of many families racing for one time, and refuses the rest', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => book(family(`race${index}@example.com`))),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(11);
    expect(await t.dataSource.getRepository(Appointment).count()).toBe(1);
  });

  it('moves and cancels until the deadline, never onto a taken time or someone else’s booking', async () => {
    const cookie = family('parent@example.com');
    const mine = (await book(cookie).expect(201)).body.id as number;
    await book(family('other@example.com'), { start: at(TUESDAY, '13:00') }).expect(201);
    const move = (start: string, who = cookie) =>
      t.http.post(`/api/guest/appointments/${mine}/reschedule`).set('Cookie', who).send({ start });
    await move(at(TUESDAY, '13:00')).expect(409);
    await move(at(TUESDAY, '14:00'), family('other@example.com')).expect(404);
    // Its own time: a move of 30 minutes overlaps itself, and is allowed.
    const moved = await move(at(TUESDAY, '10:30')).expect(200);
    expect(moved.body).toMatchObject({ start: at(TUESDAY, '10:30'), status: 'BOOKED' });
    expect(await times(TUESDAY)).toEqual(['14:00', '14:30', '15:00', '15:30', '16:00']);

    await t.http
      .post(`/api/guest/appointments/${mine}/cancel`)
      .set('Cookie', family('other@example.com'))
      .expect(404);
    // Less than 24 hours before: the family is sent to the phone.
    t.clock.set(at('2026-11-23', '11:00'));
    const late = await t.http
      .post(`/api/guest/appointments/${mine}/cancel`)
      .set('Cookie', family('parent@example.com'))
      .expect(409);
    expect(late.body.message).toBe(
      '상담 24시간 전까지만 바꾸거나 취소할 수 있어요. 센터로 전화해 주세요.',
    );
    t.clock.set(DEFAULT_NOW);
    const cancelled = await t.http
      .post(`/api/guest/appointments/${mine}/cancel`)
      .set('Cookie', family('parent@example.com'))
      .expect(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', changeable: false });
    expect((await times(TUESDAY))[0]).toBe('10:00');
    await t.http
      .post(`/api/guest/appointments/${mine}/cancel`)
      .set('Cookie', family('parent@example.com'))
      .expect(409);
  });

  it('frees a hold whose time lapsed by the clock, and keeps one that has not', async () => {
    const hold = {
      type_id: type.id,
      counsellor_id: counsellorIds[0],
      starts_at: new Date(at(TUESDAY, '10:00')),
      ends_at: new Date(at(TUESDAY, '10:50')),
      blocks_until: new Date(at(TUESDAY, '11:00')),
      status: 'HELD' as const,
      hold_expires_at: new Date(t.clock.now().getTime() + 10 * 60_000),
      family_email: 'slow@example.com',
      guardian_name: '이보호',
      child_name: '이아이',
      child_school_year: '초1',
      price: 50000,
      deposit: 0,
    };
    const held = await t.dataSource.getRepository(Appointment).save(hold);
    expect(await times(TUESDAY)).not.toContain('10:00');
    await book(family('parent@example.com')).expect(409);
    t.clock.set(new Date(t.clock.now().getTime() + 11 * 60_000));
    expect((await times(TUESDAY))[0]).toBe('10:00');
    await book(family('parent@example.com')).expect(201);
    const lapsed = await t.dataSource.getRepository(Appointment).findOneByOrFail({ id: held.id });
    expect(lapsed.status).toBe('EXPIRED');
  });

  it('is refused by the database itself when two live appointments of a counsellor overlap', async () => {
    await book(family('parent@example.com')).expect(201);
    const overlapping = t.dataSource.query(
      `INSERT INTO appointment (type_id, counsellor_id, starts_at, ends_at, blocks_until, status,
         family_email, guardian_name, child_name, child_school_year, price, deposit)
       VALUES ($1, $2, $3, $4, $4, 'BOOKED', 'x@example.com', '가', '나', '초1', 0, 0)`,
      [type.id, counsellorIds[0], at(TUESDAY, '10:55'), at(TUESDAY, '11:45')],
    );
    await expect(overlapping).rejects.toMatchObject({ driverError: { code: '23P01' } });
  });

  it('never double-books a counsellor, whatever families book, move and cancel at once', async () => {
    const starts = ['10:00', '10:30', '11:00', '13:00', '13:30', '14:00'].map((time) =>
      at(TUESDAY, time),
    );
    const step = fc.record({
      op: fc.constantFrom('book', 'book', 'move', 'cancel'),
      who: fc.integer({ min: 0, max: 5 }),
      start: fc.constantFrom(...starts),
      counsellor: fc.constantFrom('0', '1', 'any'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { maxLength: 5 }),
        async (rounds) => {
          await t.dataSource.query('DELETE FROM appointment');
          const statuses: number[] = [];
          for (const round of rounds) {
            // Each round's steps race each other.
            await Promise.all(
              round.map(async ({ op, who, start, counsellor }) => {
                const cookie = family(`family${who}@example.com`);
                const chosen =
                  counsellor === 'any' ? 'any' : String(counsellorIds[Number(counsellor)]);
                if (op === 'book') {
                  statuses.push((await book(cookie, { start, counsellor: chosen })).status);
                  return;
                }
                const mine = await t.http.get('/api/guest/appointments').set('Cookie', cookie);
                const target = mine.body.appointments?.find(
                  (each: { changeable: boolean }) => each.changeable,
                );
                if (!target) return;
                const path = `/api/guest/appointments/${target.id}/${op === 'move' ? 'reschedule' : 'cancel'}`;
                statuses.push(
                  (await t.http.post(path).set('Cookie', cookie).send({ start })).status,
                );
              }),
            );
          }
          const overlaps: unknown[] = await t.dataSource.query(
            `SELECT a.id, b.id FROM appointment a JOIN appointment b
             ON a.id < b.id AND a.counsellor_id = b.counsellor_id
            AND tstzrange(a.starts_at, a.blocks_until) && tstzrange(b.starts_at, b.blocks_until)
          WHERE a.status IN ('HELD', 'BOOKED', 'ATTENDED', 'NO_SHOW')
            AND b.status IN ('HELD', 'BOOKED', 'ATTENDED', 'NO_SHOW')`,
          );
          expect(overlaps).toEqual([]);
          // Every refusal is one a family can read: never a 500 from a race the database settled.
          expect(statuses.filter((status) => ![200, 201, 400, 409].includes(status))).toEqual([]);
          const off = await t.dataSource.query(
            `SELECT id FROM appointment WHERE status = 'BOOKED'
             AND NOT (starts_at = ANY($1::timestamptz[]))`,
            [starts],
          );
          expect(off).toEqual([]);
        },
      ),
      { numRuns: 15 },
    );
  });
});
