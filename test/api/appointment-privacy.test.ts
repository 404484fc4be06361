import { BOOKING_CONSENT } from '../../shared/booking';
import { Appointment } from '../../src/appointments/appointment.entity';
import { RetentionJob } from '../../src/retention';
import { createBookableType } from '../support/appointments';
import { codeSentTo, proveContact } from '../support/family-proof';
import { DEFAULT_NOW, startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';

const at = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`).toISOString();
const EMAIL = 'parent@example.com';

/**
 * A family's appointments under its privacy rights (issue 37): its data download holds them,
 * a deletion waits while one is still to come and then removes them all, and the daily
 * retention deletes an appointment RETENTION_DAYS (90) after it ended.
 */
describe('appointments and a family’s privacy', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: withoutRequestLimits });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(DEFAULT_NOW);
    await t.dataSource.query('DELETE FROM appointment');
  });

  async function bookedFamily() {
    const { type, counsellors } = await createBookableType(t.dataSource);
    const agent = t.agent();
    await proveContact(t, agent, { email: EMAIL });
    const booked = await agent
      .post('/api/guest/appointments')
      .send({
        typeId: type.id,
        counsellor: String(counsellors[0].id),
        start: at('2026-11-24', '10:00'),
        guardianName: '김보호',
        childName: '김하늘',
        childSchoolYear: '초3',
        agree: true,
        consentVersion: BOOKING_CONSENT.version,
      })
      .expect(201);
    return { agent, id: booked.body.id as number };
  }

  it('downloads the appointments, refuses deletion while one is to come, then deletes them', async () => {
    const { agent, id } = await bookedFamily();
    const download = await agent.get('/api/guest/my-data').expect(200);
    const document = JSON.parse(download.text as string);
    expect(document.상담예약).toEqual([
      expect.objectContaining({
        예약번호: id,
        상담: '초기 상담',
        보호자: '김보호',
        자녀: { 이름: '김하늘', 학년: '초3' },
        이메일: EMAIL,
        상태: 'BOOKED',
      }),
    ]);

    // The booking's message and the reminders waiting for their time.
    expect(document.상담예약[0].보낸메시지).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ 종류: 'appointment-booked', 경로: '이메일' }),
        expect.objectContaining({ 종류: 'appointment-reminder', 상태: 'PENDING' }),
      ]),
    );
    const messagesOf = async () =>
      Number(
        (
          await t.dataSource.query(
            `SELECT count(*) FROM message WHERE (params->>'appointmentId')::integer = $1`,
            [id],
          )
        )[0].count,
      );
    expect(await messagesOf()).toBeGreaterThan(0);

    const refused = await agent
      .post('/api/guest/delete-request')
      .send({ email: EMAIL })
      .expect(409);
    expect(refused.body.message).toContain('다가오는 상담 예약이 있어 지금은 삭제할 수 없습니다.');
    expect(await t.dataSource.getRepository(Appointment).countBy({ id })).toBe(1);

    await agent.post(`/api/guest/appointments/${id}/cancel`).expect(200);
    const deleted = await agent
      .post('/api/guest/delete-request')
      .send({ email: EMAIL })
      .expect(200);
    expect(deleted.body).toMatchObject({ appointmentsDeleted: 1 });
    expect(await t.dataSource.getRepository(Appointment).countBy({ id })).toBe(0);
    // Its messages (the booking's, the cancel's, the reminders waiting) go with it.
    expect(await messagesOf()).toBe(0);
  });

  it('moves the appointments with a corrected phone and e-mail, each proven by its code', async () => {
    const { agent, id } = await bookedFamily();
    const codeFor = async (contact: { email: string } | { phone: string }) => {
      await agent
        .post('/api/guest/code')
        .send({ ...contact, purpose: 'contact-change' })
        .expect(200);
      return codeSentTo(t, 'email' in contact ? contact.email : contact.phone.replace(/\D/g, ''));
    };
    await agent
      .post('/api/guest/contact')
      .send({
        email: EMAIL,
        newContact: '010-2222-3333',
        newContactCode: await codeFor({ phone: '010-2222-3333' }),
      })
      .expect(200);
    const moved = 'moved@example.com';
    await agent
      .post('/api/guest/contact')
      .send({ email: EMAIL, newEmail: moved, newEmailCode: await codeFor({ email: moved }) })
      .expect(200);
    expect(await t.dataSource.getRepository(Appointment).findOneByOrFail({ id })).toMatchObject({
      family_email: moved,
      family_phone: '01022223333',
    });
    // The browser goes on under the new e-mail and still finds its booking.
    const mine = await agent.get('/api/guest/appointments').expect(200);
    expect(mine.body.appointments.map((each: { id: number }) => each.id)).toEqual([id]);
  });

  it('deletes an appointment 90 days after it ended, not a day before', async () => {
    const { id } = await bookedFamily();
    const job = t.running.app.get(RetentionJob);
    // It ended 2026-11-24 10:50 in Seoul; 90 days later is 2027-02-22 10:50.
    expect((await job.runOnce(new Date(at('2027-02-22', '10:49')))).appointmentsDeleted).toBe(0);
    expect(await t.dataSource.getRepository(Appointment).countBy({ id })).toBe(1);
    expect((await job.runOnce(new Date(at('2027-02-22', '10:51')))).appointmentsDeleted).toBe(1);
    expect(await t.dataSource.getRepository(Appointment).countBy({ id })).toBe(0);
    const left = await t.dataSource.query(
      `SELECT id FROM message WHERE (params->>'appointmentId')::integer = $1`,
      [id],
    );
    expect(left).toEqual([]);
  });
});
