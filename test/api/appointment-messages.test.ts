import { BOOKING_CONSENT } from '../../shared/booking';
import { AppointmentNotices } from '../../src/appointments/appointment-notices';
import type { AppointmentType } from '../../src/appointments/appointment-type.entity';
import { GuestToken, GUEST_TOKEN_COOKIE } from '../../src/auth';
import { MessageWorker } from '../../src/notifications/message-worker';
import { Message } from '../../src/outbox/message.entity';
import { createBookableType } from '../support/appointments';
import { guestProofCookie } from '../support/guest-proof';
import { smtpTo } from '../support/message-testing';
import { messagingConfig, render } from '../support/messages';
import { SmtpSink, type ReceivedMail } from '../support/smtp-sink';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';
import { CapturedLog } from '../support/captured-log';

/** Seoul wall clock on a date, as an instant. */
const seoul = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`);
const TUESDAY = '2026-11-24';
const ADDRESS = '서울특별시 강동구 상암로 000, 마음숲빌딩 3층';
const NAVER_MAP = `https://map.naver.com/p/search/${encodeURIComponent(ADDRESS)}`;
const KAKAO_MAP = `https://map.kakao.com/link/search/${encodeURIComponent(ADDRESS)}`;

/** What a booking holds that no message may repeat (issue 37: nothing about the family). */
const GUARDIAN = '탁보호';
const SCHOOL_YEAR = '초3';
const CHILD = '탁하람';
const EMAIL = 'haram.parent@example.org';
const PHONE = '01073912846';

/** The unfolded lines of an .ics, as a calendar app reads them. */
function icsLines(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

/**
 * What families are told about their counselling appointments (issue 37): a booking, a move and
 * a cancel write their messages in the change's transaction, to the proven contact (e-mail with
 * an .ics over real SMTP; 알림톡 with the personal my-info link), saying who made the change;
 * reminders are queued for their time and, when it comes (the injected clock moved), skipped if
 * the appointment was cancelled or moved since. Nothing personal beyond what the family needs
 * reaches a message, and nothing reaches the logs.
 */
describe('appointment messages', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let type: AppointmentType;
  let counsellorIds: number[];
  let worker: MessageWorker;
  const log = new CapturedLog();

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await startTestApp({
      seed: false,
      logLevel: 'trace',
      logDestination: log,
      configure: (config) => smtpTo(sink.url)(messagingConfig(config)),
    });
    worker = t.running.app.get(MessageWorker);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  beforeEach(async () => {
    t.clock.set(new Date(DEFAULT_NOW));
    await t.dataSource.query('DELETE FROM appointment');
    const made = await createBookableType(t.dataSource, { counsellors: 1 });
    type = made.type;
    counsellorIds = made.counsellors.map((counsellor) => counsellor.id);
  });

  const emailFamily = () => guestProofCookie(t, { email: EMAIL });
  const phoneFamily = () => {
    const [cookie] = t.running.app.get(GuestToken).issue({
      phone: PHONE,
      provenAt: t.clock.now(),
      viaLink: false,
    });
    return `${GUEST_TOKEN_COOKIE}=${cookie.value}`;
  };

  async function book(cookie: string, time = '10:00'): Promise<number> {
    const res = await t.http
      .post('/api/guest/appointments')
      .set('Cookie', cookie)
      .send({
        typeId: type.id,
        counsellor: String(counsellorIds[0]),
        start: seoul(TUESDAY, time).toISOString(),
        guardianName: GUARDIAN,
        childName: CHILD,
        childSchoolYear: SCHOOL_YEAR,
        agree: true,
        consentVersion: BOOKING_CONSENT.version,
      })
      .expect(201);
    return res.body.id as number;
  }

  /** The outbox rows of one appointment, oldest first. */
  function messagesOf(appointmentId: number): Promise<Message[]> {
    return t.dataSource
      .getRepository(Message)
      .createQueryBuilder('message')
      .where("message.params->>'appointmentId' = :id", { id: String(appointmentId) })
      .orderBy('message.id')
      .getMany();
  }

  async function only(appointmentId: number, kind: string, hoursBefore?: number) {
    const rows = (await messagesOf(appointmentId)).filter(
      (row) =>
        row.kind === kind &&
        (hoursBefore === undefined || Number(row.params.hoursBefore) === hoursBefore),
    );
    return rows;
  }

  /** The e-mails the SMTP server accepted for one message. */
  const mailOf = (message: Message): ReceivedMail | undefined =>
    sink.received.find((mail) => mail.messageId === `<message-${message.id}@maeum.example.kr>`);

  const calendarOf = (mail: ReceivedMail) => {
    const part = mail.parts.find((each) => each.type === 'text/calendar');
    if (!part) throw new Error('no .ics in the e-mail');
    return part;
  };

  it('tells a family its booking in the booking’s transaction: an e-mail with the .ics and map links', async () => {
    const id = await book(emailFamily());
    const rows = await messagesOf(id);
    expect(rows.map((row) => [row.kind, row.channel, row.recipient, row.status])).toEqual([
      ['appointment-booked', 'EMAIL', EMAIL, 'PENDING'],
      ['appointment-reminder', 'EMAIL', EMAIL, 'PENDING'],
      ['appointment-reminder', 'EMAIL', EMAIL, 'PENDING'],
    ]);
    // The reminders wait for their time: 24 and 2 hours before (APPOINTMENT_REMINDER_HOURS).
    expect(rows.slice(1).map((row) => [row.params.hoursBefore, row.next_attempt_at])).toEqual([
      [24, seoul('2026-11-23', '10:00')],
      [2, seoul(TUESDAY, '08:00')],
    ]);

    await worker.drain();
    const [booked] = await only(id, 'appointment-booked');
    expect(
      (await t.dataSource.getRepository(Message).findOneByOrFail({ id: booked.id })).status,
    ).toBe('SENT');
    const mail = mailOf(booked)!;
    expect(mail.to).toEqual([EMAIL]);
    expect(mail.subject).toBe('[마음숲] 상담 예약이 확정됐어요');
    expect(mail.text).toContain(`${CHILD} 보호자님, 안녕하세요.`);
    expect(mail.text).toContain('■ 상담: 초기 상담');
    expect(mail.text).toContain('■ 일시: 2026년 11월 24일(화) 10:00~10:50');
    expect(mail.text).toContain(`■ 장소: ${ADDRESS}`);
    expect(mail.text).toContain(`■ 지도: ${NAVER_MAP}`);
    expect(mail.text).toContain(`카카오맵: ${KAKAO_MAP}`);
    expect(mail.html).toContain('네이버 지도');

    const ics = calendarOf(mail);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(ics.headers['content-disposition']).toMatch(/attachment; filename="?appointment\.ics/);
    expect(icsLines(ics.content)).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        `UID:appointment-${id}@localhost`,
        'SEQUENCE:0',
        'DTSTART;TZID=Asia/Seoul:20261124T100000',
        'DTEND;TZID=Asia/Seoul:20261124T105000',
        'LOCATION:서울특별시 강동구 상암로 000\\, 마음숲빌딩 3층',
        `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${EMAIL}`,
        'STATUS:CONFIRMED',
      ]),
    );
  });

  it('sends 알림톡 to a proven phone, in 해요체, with the personal link into my info', async () => {
    const id = await book(phoneFamily());
    const rows = await messagesOf(id);
    expect(rows.map((row) => [row.kind, row.channel, row.recipient])).toEqual([
      ['appointment-booked', 'ALIMTALK', PHONE],
      ['appointment-reminder', 'ALIMTALK', PHONE],
      ['appointment-reminder', 'ALIMTALK', PHONE],
    ]);
    const rendered = await render(t, rows[0]);
    expect(rendered.alimtalk!.template).toBe('appointment-booked');
    expect(rendered.alimtalk!.text).toBe(
      [
        '[마음숲] 상담 예약 확정 안내',
        '',
        `${CHILD} 보호자님, 상담 예약이 확정됐어요.`,
        '',
        '■ 상담: 초기 상담',
        '■ 일시: 2026년 11월 24일(화) 10:00~10:50',
        `■ 상담 선생님: ${rendered.alimtalk!.variables['#{선생님}']}`,
        `■ 장소: ${ADDRESS}`,
        '',
        "오시는 길은 아래 '네이버 지도'나 '카카오맵'에서, 예약 변경이나 취소는 '내 예약 보기'에서 할 수 있어요.",
      ].join('\n'),
    );
    expect(rendered.alimtalk!.variables['#{선생님}']).toMatch(/^선생님\d+-1$/);
    const [mine, naver, kakao] = rendered.alimtalk!.buttons;
    expect([naver, kakao]).toEqual([
      { name: '네이버 지도', url: NAVER_MAP },
      { name: '카카오맵', url: KAKAO_MAP },
    ]);
    expect(mine.name).toBe('내 예약 보기');
    expect(mine.url.startsWith(`http://localhost:${t.config.port}/myinfo/link#`)).toBe(true);
    // The link proves the phone it was sent to, once.
    const token = mine.url.split('#')[1];
    await t.http.post('/api/guest/link').send({ token }).expect(200);
    await t.http.post('/api/guest/link').send({ token }).expect(410);
    expect(rendered.alimtalk!.smsText).toContain(`${CHILD} 보호자님, 초기 상담 예약이 확정됐어요.`);
  });

  it('tells a move with a new .ics (same UID, higher SEQUENCE); old reminders are skipped, new ones sent', async () => {
    const cookie = emailFamily();
    const id = await book(cookie);
    await worker.drain();
    const [oldDayBefore] = await only(id, 'appointment-reminder', 24);
    const [oldTwoHours] = await only(id, 'appointment-reminder', 2);

    await t.http
      .post(`/api/guest/appointments/${id}/reschedule`)
      .set('Cookie', cookie)
      .send({ start: seoul(TUESDAY, '14:00').toISOString() })
      .expect(200);
    const [moved] = await only(id, 'appointment-moved');
    expect(moved.params).toEqual({
      appointmentId: id,
      revision: 1,
      previousStart: seoul(TUESDAY, '10:00').toISOString(),
      by: 'FAMILY',
    });
    await worker.drain();
    const mail = mailOf(moved)!;
    expect(mail.subject).toBe('[마음숲] 상담 예약 시간이 바뀌었어요');
    expect(mail.text).toContain('요청하신 대로 초기 상담 예약 시간을 바꿨어요.');
    expect(mail.text).toContain('■ 바뀐 일시: 2026년 11월 24일(화) 14:00~14:50');
    expect(mail.text).toContain('■ 이전 일시: 2026년 11월 24일(화) 10:00');
    expect(icsLines(calendarOf(mail).content)).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        `UID:appointment-${id}@localhost`,
        'SEQUENCE:1',
        'DTSTART;TZID=Asia/Seoul:20261124T140000',
      ]),
    );

    // The new time's reminders, each due at its own time.
    const [dayBefore] = (await only(id, 'appointment-reminder', 24)).filter(
      (row) => row.params.revision === 1,
    );
    const [twoHours] = (await only(id, 'appointment-reminder', 2)).filter(
      (row) => row.params.revision === 1,
    );
    expect(dayBefore.next_attempt_at).toEqual(seoul('2026-11-23', '14:00'));
    expect(twoHours.next_attempt_at).toEqual(seoul(TUESDAY, '12:00'));

    // Monday 10:00: the old time's reminder is due, and not needed any more.
    t.clock.set(seoul('2026-11-23', '10:00'));
    expect(await worker.deliver(oldDayBefore.id)).toBe('skipped');
    expect(await worker.deliver(dayBefore.id)).toBe('not-due');
    const skipped = await t.dataSource
      .getRepository(Message)
      .findOneByOrFail({ id: oldDayBefore.id });
    expect([skipped.status, skipped.last_error]).toEqual([
      'SKIPPED',
      '예약 시간이 다시 바뀌어 새 안내로 대신했습니다.',
    ]);
    expect(mailOf(oldDayBefore)).toBeUndefined();

    t.clock.set(seoul('2026-11-23', '14:00'));
    expect(await worker.deliver(dayBefore.id)).toBe('sent');
    const reminder = mailOf(dayBefore)!;
    expect(reminder.subject).toBe('[마음숲] 내일 14:00에 상담이 있어요');
    expect(reminder.text).toContain('■ 일시: 2026년 11월 24일(화) 14:00~14:50');
    expect(reminder.text).toContain(`■ 지도: ${NAVER_MAP}`);
    // A reminder carries no calendar file: the family has the event already.
    expect(reminder.parts.some((part) => part.type === 'text/calendar')).toBe(false);

    t.clock.set(seoul(TUESDAY, '08:00'));
    expect(await worker.deliver(oldTwoHours.id)).toBe('skipped');
    t.clock.set(seoul(TUESDAY, '12:00'));
    expect(await worker.deliver(twoHours.id)).toBe('sent');
    expect(mailOf(twoHours)!.subject).toBe('[마음숲] 오늘 14:00에 상담이 있어요');
  });

  it('tells a cancel with METHOD:CANCEL; the booking’s unsent message and its reminders are not sent', async () => {
    const cookie = emailFamily();
    const id = await book(cookie);
    await t.http.post(`/api/guest/appointments/${id}/cancel`).set('Cookie', cookie).expect(200);
    await worker.drain();

    const [booked] = await only(id, 'appointment-booked');
    const [cancelled] = await only(id, 'appointment-cancelled');
    expect(cancelled.params).toEqual({ appointmentId: id, by: 'FAMILY' });
    // In the order they were written (a find without an order has none).
    const rows = await t.dataSource.getRepository(Message).find({
      where: [{ id: booked.id }, { id: cancelled.id }],
      order: { id: 'ASC' },
    });
    expect(rows.map((row) => [row.kind, row.status, row.last_error])).toEqual([
      ['appointment-booked', 'SKIPPED', '예약이 취소되어 보내지 않았습니다.'],
      ['appointment-cancelled', 'SENT', null],
    ]);
    const mail = mailOf(cancelled)!;
    expect(mail.subject).toBe('[마음숲] 상담 예약이 취소됐어요');
    expect(mail.text).toContain('요청하신 대로 초기 상담 예약을 취소했어요.');
    expect(mail.text).toContain('■ 취소: 보호자 요청');
    const ics = calendarOf(mail);
    expect(ics.headers['content-type']).toMatch(/method=CANCEL/i);
    expect(icsLines(ics.content)).toEqual(
      expect.arrayContaining([
        'METHOD:CANCEL',
        'STATUS:CANCELLED',
        `UID:appointment-${id}@localhost`,
        'SEQUENCE:1',
      ]),
    );

    for (const [reminder, at] of [
      [(await only(id, 'appointment-reminder', 24))[0], seoul('2026-11-23', '10:00')],
      [(await only(id, 'appointment-reminder', 2))[0], seoul(TUESDAY, '08:00')],
    ] as const) {
      t.clock.set(at);
      expect(await worker.deliver(reminder.id)).toBe('skipped');
      expect(mailOf(reminder)).toBeUndefined();
    }
  });

  it('says when the centre moved or cancelled it (the calendar’s calls, in its transaction)', async () => {
    const id = await book(phoneFamily());
    const notices = t.running.app.get(AppointmentNotices);
    await t.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE appointment SET starts_at = $2, ends_at = $3, blocks_until = $3 WHERE id = $1`,
        [id, seoul(TUESDAY, '15:00'), seoul(TUESDAY, '15:50')],
      );
      await notices.moved(manager, id, seoul(TUESDAY, '10:00'), 'CENTRE');
    });
    const [moved] = await only(id, 'appointment-moved');
    const movedText = (await render(t, moved)).alimtalk!.text;
    expect(movedText).toContain(`${CHILD} 보호자님, 센터에서 상담 예약 시간을 바꿨어요.`);
    expect(movedText).toContain('■ 바뀐 일시: 2026년 11월 24일(화) 15:00~15:50');
    expect(movedText).toContain('■ 이전 일시: 2026년 11월 24일(화) 10:00');

    await t.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE appointment SET status = 'CANCELLED', cancel_reason = '상담사 개인 사정' WHERE id = $1`,
        [id],
      );
      await notices.cancelled(manager, id, 'CENTRE');
    });
    const [cancelled] = await only(id, 'appointment-cancelled');
    const rendered = await render(t, cancelled);
    expect(rendered.alimtalk!.text).toContain(
      `${CHILD} 보호자님, 센터에서 상담 예약을 취소했어요.`,
    );
    expect(rendered.email.text).toContain('■ 취소: 센터 취소');
    // Why the centre cancelled is the centre's note, never the family's message.
    expect(rendered.email.text).not.toContain('개인 사정');
    expect(rendered.alimtalk!.text).not.toContain('개인 사정');
  });

  it('writes nothing when the change does not commit', async () => {
    const cookie = emailFamily();
    const id = await book(cookie);
    const before = (await messagesOf(id)).length;
    // Another family takes 14:00; moving onto it is refused and tells nobody anything.
    await book(guestProofCookie(t, { email: 'other.family@example.org' }), '14:00');
    await t.http
      .post(`/api/guest/appointments/${id}/reschedule`)
      .set('Cookie', cookie)
      .send({ start: seoul(TUESDAY, '14:00').toISOString() })
      .expect(409);
    const notices = t.running.app.get(AppointmentNotices);
    await expect(
      t.dataSource.transaction(async (manager) => {
        await notices.cancelled(manager, id, 'CENTRE');
        throw new Error('the calendar’s change failed');
      }),
    ).rejects.toThrow('the calendar’s change failed');
    expect(await messagesOf(id)).toHaveLength(before);
  });

  it('queues no reminder whose time has already passed when booked', async () => {
    // A type bookable an hour ahead; Monday 12:00, Tuesday 10:00 is 22 hours away: the
    // day-before reminder's time is past, the two-hour one is queued.
    await t.dataSource.query(`UPDATE appointment_type SET min_notice_minutes = 60 WHERE id = $1`, [
      type.id,
    ]);
    t.clock.set(seoul('2026-11-23', '12:00'));
    const id = await book(emailFamily());
    const reminders = await only(id, 'appointment-reminder');
    expect(reminders.map((row) => row.params.hoursBefore)).toEqual([2]);
  });

  it('carries only what the family needs, and no log line holds a contact', async () => {
    const id = await book(emailFamily());
    const rows = await messagesOf(id);
    for (const row of rows) {
      const rendered = await render(t, row);
      const texts = [
        rendered.email.subject,
        rendered.email.text,
        rendered.email.html,
        rendered.alimtalk?.text ?? '',
        rendered.alimtalk?.smsText ?? '',
      ].join('\n');
      expect(texts).toContain(CHILD);
      for (const secret of [GUARDIAN, SCHOOL_YEAR, PHONE, '50,000원']) {
        expect(texts).not.toContain(secret);
      }
    }
    await worker.drain();
    const personal = [EMAIL, PHONE, '010-7391-2846', GUARDIAN, CHILD];
    const leaks = log.lines.filter((line) => personal.some((value) => line.includes(value)));
    expect(leaks).toEqual([]);
    expect(log.lines.some((line) => line.includes('appointment-booked'))).toBe(true);
  });
});
