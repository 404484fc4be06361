import { randomUUID } from 'node:crypto';
import { Application } from '../../src/applications/application.entity';
import { AuditEvent } from '../../src/audit/audit-event.entity';
import { Message } from '../../src/outbox/message.entity';
import { adminToken, bearer, staffAccount } from '../support/admin-session';
import { createOpenLecture } from '../support/applying';
import { workerOf } from '../support/message-testing';
import { startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';

const TITLE = '2회차 강의실이 바뀌었어요';
const BODY = '12월 11일 2회차는 3층 세미나실에서 진행해요.\n시간은 그대로 오전 10시예요.';

/**
 * 수강생에게 메시지 보내기 (issue 36) on PostgreSQL: the count and the preview, one message per
 * family through the outbox, the cancelled left out unless chosen, a double click sent once,
 * a changed count and the daily cap refused, and the audit trail.
 */
describe('lecture broadcasts API', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: withoutRequestLimits });
    auth = bearer(await adminToken(t));
  });
  afterAll(() => t.close());

  /** An application straight into the database, as the apply would store it. */
  function application(
    lectureId: number,
    email: string,
    contact: string,
    status: 'N' | 'W' | 'Y' | 'P' | 'C',
  ) {
    return t.dataSource.getRepository(Application).save({
      lecture_id: lectureId,
      applicant_name: '김민지',
      applicant_email: email,
      applicant_contact: contact,
      applicant_birth: '1988-04-12',
      total_amount: 50000,
      pay_method: 'CARD',
      payment_status: status,
      created_at: t.clock.now(),
    });
  }

  /**
   * A lecture with: one parent's two children (one e-mail, one phone, both paid), a family
   * awaiting its deposit, a second parent of that family (its phone, another e-mail, paid), an
   * unpaid one and a cancelled one.
   */
  async function lectureWithFamilies() {
    const lecture = await createOpenLecture(t.dataSource);
    const first = await application(lecture.id, 'parent@example.com', '010-1111-1111', 'Y');
    const second = await application(lecture.id, 'parent@example.com', '010-1111-1111', 'Y');
    const waiting = await application(lecture.id, 'wait@example.com', '010-2222-2222', 'W');
    const partner = await application(lecture.id, 'partner@example.com', '010-2222-2222', 'P');
    const unpaid = await application(lecture.id, 'unpaid@example.com', '010-3333-3333', 'N');
    const cancelled = await application(lecture.id, 'gone@example.com', '010-4444-4444', 'C');
    return { lecture, first, second, waiting, partner, unpaid, cancelled };
  }

  const draft = (overrides: Record<string, unknown> = {}) => ({
    audience: 'ALL',
    channel: 'EMAIL',
    title: TITLE,
    body: BODY,
    ...overrides,
  });
  const preview = (lectureId: number, body: Record<string, unknown>, as = auth) =>
    t.http
      .post(`/api/admin/lecture/${lectureId}/broadcast/preview`)
      .set('Authorization', as)
      .send(body);
  const send = (lectureId: number, body: Record<string, unknown>, as = auth) =>
    t.http.post(`/api/admin/lecture/${lectureId}/broadcast`).set('Authorization', as).send(body);

  const messagesOfLecture = (lectureId: number): Promise<Message[]> =>
    t.dataSource.query(
      `SELECT m.* FROM message m JOIN application a ON a.id = m.application_id
        WHERE m.kind = 'lecture-broadcast' AND a.lecture_id = $1 ORDER BY m.id`,
      [lectureId],
    );

  it('refuses both routes without an administrator', async () => {
    for (const path of [
      '/api/admin/lecture/1/broadcast/preview',
      '/api/admin/lecture/1/broadcast',
    ]) {
      await t.http.post(path).send(draft()).expect(401);
      await t.http.post(path).set('Authorization', 'Bearer not-a-token').send(draft()).expect(401);
    }
  });

  it('counts the families of each choice, and shows the message as they will read it', async () => {
    const { lecture } = await lectureWithFamilies();
    const count = async (audience: string, channel: string) => {
      const body = (await preview(lecture.id, draft({ audience, channel })).expect(200)).body;
      return [body.families, body.applications];
    };
    // E-mail: the two children's parent once; the cancelled one left out.
    expect(await count('ALL', 'EMAIL')).toEqual([4, 5]);
    // 알림톡: the second parent shares the waiting family's phone.
    expect(await count('ALL', 'ALIMTALK')).toEqual([3, 5]);
    expect(await count('PAID', 'EMAIL')).toEqual([2, 3]);
    expect(await count('AWAITING_DEPOSIT', 'EMAIL')).toEqual([1, 1]);
    expect(await count('UNPAID', 'ALIMTALK')).toEqual([1, 1]);
    expect(await count('CANCELLED', 'EMAIL')).toEqual([1, 1]);

    const alimtalk = (await preview(lecture.id, draft({ channel: 'ALIMTALK' })).expect(200)).body;
    expect(alimtalk).toMatchObject({
      channel: 'ALIMTALK',
      subject: null,
      sent_today: 0,
      daily_limit: 3,
      buttons: ['내 신청 보기'],
    });
    expect(alimtalk.text).toContain(`${lecture.title} 안내`);
    expect(alimtalk.text).toContain(`${TITLE}\n\n${BODY}`);
    expect(alimtalk.sms_text).toContain(BODY);
    const email = (await preview(lecture.id, draft()).expect(200)).body;
    expect(email.subject).toBe(`[마음숲] ${TITLE}`);
    expect(email.text).toContain('3층 세미나실');
    expect(email.sms_text).toBeNull();
    // A preview sends nothing.
    expect(await messagesOfLecture(lecture.id)).toEqual([]);
  });

  it('refuses what it cannot send, in Korean, at the field', async () => {
    const { lecture } = await lectureWithFamilies();
    const refused = async (body: Record<string, unknown>) =>
      (await preview(lecture.id, body).expect(400)).body.message as string[];
    expect(await refused(draft({ title: '   ' }))).toContain('제목을 입력해 주세요.');
    expect(await refused(draft({ title: '가'.repeat(41) }))).toContain(
      '제목은 40자 이하로 입력해 주세요.',
    );
    expect(await refused(draft({ title: '첫 줄\n둘째 줄' }))).toContain(
      '제목은 한 줄로 입력해 주세요.',
    );
    expect(await refused(draft({ body: '' }))).toContain('내용을 입력해 주세요.');
    expect(await refused(draft({ channel: 'ALIMTALK', body: '가'.repeat(701) }))).toContain(
      '알림톡 내용은 700자 이하로 입력해 주세요.',
    );
    // The same text fits an e-mail; an e-mail's limit is 2,000.
    await preview(lecture.id, draft({ body: '가'.repeat(701) })).expect(200);
    expect(await refused(draft({ body: '가'.repeat(2001) }))).toContain(
      '이메일 내용은 2,000자 이하로 입력해 주세요.',
    );
    expect(await refused(draft({ audience: 'EVERYONE' }))).toContain('받는 사람을 선택해 주세요.');
    expect(await refused(draft({ channel: 'SMS' }))).toContain('보낼 방법을 선택해 주세요.');
    const noKey = await send(lecture.id, draft({ families: 4 })).expect(400);
    expect(noKey.body.message).toContain(
      '요청 정보가 올바르지 않습니다. 페이지를 새로 고쳐 주세요.',
    );
    expect((await preview(999_999, draft()).expect(404)).body.message).toBe(
      '강의를 찾을 수 없습니다.',
    );
  });

  it('sends one message per family, never to the cancelled, and delivers each once', async () => {
    const { lecture, first, waiting, partner, unpaid, cancelled } = await lectureWithFamilies();
    const key = randomUUID();
    const sent = await send(lecture.id, draft({ families: 4, request_key: key })).expect(201);
    expect(sent.body).toMatchObject({ families: 4, repeated: false });

    const messages = await messagesOfLecture(lecture.id);
    expect(
      messages.map((message) => [message.channel, message.recipient, message.application_id]),
    ).toEqual([
      ['EMAIL', 'parent@example.com', first.id],
      ['EMAIL', 'wait@example.com', waiting.id],
      ['EMAIL', 'partner@example.com', partner.id],
      ['EMAIL', 'unpaid@example.com', unpaid.id],
    ]);
    expect(messages.some((message) => message.application_id === cancelled.id)).toBe(false);

    // A double click (the same request again, and two at once) sends nothing more.
    const again = await send(lecture.id, draft({ families: 4, request_key: key })).expect(201);
    expect(again.body).toEqual({ id: sent.body.id, families: 4, repeated: true });
    const both = await Promise.all([
      send(lecture.id, draft({ families: 4, request_key: key })),
      send(lecture.id, draft({ families: 4, request_key: key })),
    ]);
    expect(both.map((answer) => answer.body.repeated)).toEqual([true, true]);
    expect(await messagesOfLecture(lecture.id)).toHaveLength(4);
    // The same key on another lecture is refused, not answered as that lecture's send.
    const other = await lectureWithFamilies();
    const crossed = await send(other.lecture.id, draft({ families: 4, request_key: key })).expect(
      409,
    );
    expect(crossed.body.message).toBe(
      '다른 강의에 이미 쓴 요청입니다. 미리 보기를 다시 한 뒤 보내 주세요.',
    );
    expect(await messagesOfLecture(other.lecture.id)).toHaveLength(0);

    // The worker delivers each once, with the director's words and the lecture.
    await workerOf(t).drain();
    const delivered = await messagesOfLecture(lecture.id);
    expect(delivered.map((message) => message.status)).toEqual(['SENT', 'SENT', 'SENT', 'SENT']);
    expect(delivered[0].subject).toBe(`[마음숲] ${TITLE}`);
    expect(delivered[0].body_text).toContain('12월 11일 2회차는 3층 세미나실에서 진행해요.');
    expect(delivered[0].body_text).toContain(lecture.title);

    // The trail says who sent what to how many, in words the back office reads.
    const audit = await t.dataSource
      .getRepository(AuditEvent)
      .findOneByOrFail({ action: 'lecture.broadcast', target: `lecture:${lecture.id}` });
    expect(audit).toMatchObject({ kind: 'MESSAGE', admin_name: 'admin' });
    expect(audit.after).toEqual({
      message_kind: 'lecture-broadcast',
      broadcast: sent.body.id,
      audience: 'ALL',
      channel: 'EMAIL',
      families: 4,
      title: TITLE,
    });
    expect(JSON.stringify(audit)).not.toContain('세미나실');
    const trail = await t.http
      .get('/api/admin/audit?kind=MESSAGE')
      .set('Authorization', auth)
      .expect(200);
    expect(trail.body.items.map((item: { summary: string }) => item.summary)).toContain(
      `강의 '${lecture.title}' 수강생 메시지 보내기: 전체 4가족`,
    );
  });

  it('sends 알림톡 to each mobile number once, and to the cancelled only when chosen', async () => {
    const { lecture, cancelled } = await lectureWithFamilies();
    await send(
      lecture.id,
      draft({ channel: 'ALIMTALK', families: 3, request_key: randomUUID() }),
    ).expect(201);
    expect((await messagesOfLecture(lecture.id)).map((message) => message.recipient)).toEqual([
      '01011111111',
      '01022222222',
      '01033333333',
    ]);
    await send(
      lecture.id,
      draft({ audience: 'CANCELLED', families: 1, request_key: randomUUID() }),
    ).expect(201);
    const toCancelled = (await messagesOfLecture(lecture.id)).filter(
      (message) => message.application_id === cancelled.id,
    );
    expect(toCancelled.map((message) => message.recipient)).toEqual(['gone@example.com']);
  });

  it('refuses a count that changed since the preview, writing nothing', async () => {
    const { lecture } = await lectureWithFamilies();
    await application(lecture.id, 'late@example.com', '010-5555-5555', 'Y');
    const refused = await send(
      lecture.id,
      draft({ families: 4, request_key: randomUUID() }),
    ).expect(409);
    expect(refused.body.message).toBe(
      '받는 가족 수가 바뀌었습니다(4가족 → 5가족). 미리 보기를 다시 확인한 뒤 보내 주세요.',
    );
    expect(await messagesOfLecture(lecture.id)).toEqual([]);
    const none = await send(
      lecture.id,
      draft({
        audience: 'AWAITING_DEPOSIT',
        channel: 'ALIMTALK',
        families: 1,
        request_key: randomUUID(),
      }),
    ).expect(201);
    expect(none.body.families).toBe(1);
  });

  it('caps each lecture’s Seoul day, for staff as for the owner, and opens again the next day', async () => {
    const { lecture } = await lectureWithFamilies();
    const other = await lectureWithFamilies();
    const staff = bearer((await staffAccount(t, 'broadcast.staff')).token);
    const once = (lectureId: number, as = auth) =>
      send(lectureId, draft({ audience: 'UNPAID', families: 1, request_key: randomUUID() }), as);
    await once(lecture.id).expect(201);
    await once(lecture.id, staff).expect(201);
    await once(lecture.id).expect(201);
    const capped = await once(lecture.id, staff).expect(429);
    expect(capped.body.message).toBe(
      '이 강의에는 오늘 이미 3번 보냈습니다. 하루에 3번까지 보낼 수 있으니 내일 다시 보내 주세요.',
    );
    expect(await messagesOfLecture(lecture.id)).toHaveLength(3);
    expect((await preview(lecture.id, draft()).expect(200)).body.sent_today).toBe(3);
    // Another lecture has its own count.
    await once(other.lecture.id, staff).expect(201);
    // Midnight in Seoul (15:00 UTC) starts a new day (signed in again: the token aged too).
    const now = t.clock.now();
    t.clock.set('2026-11-22T14:59:59Z');
    try {
      await once(lecture.id, bearer(await adminToken(t))).expect(429);
      t.clock.set('2026-11-22T15:00:00Z');
      await once(lecture.id, bearer(await adminToken(t))).expect(201);
    } finally {
      t.clock.set(now);
    }
    const staffRows = await t.dataSource
      .getRepository(AuditEvent)
      .findBy({ action: 'lecture.broadcast', admin_name: 'broadcast.staff' });
    expect(staffRows).toHaveLength(2);
  });
});
