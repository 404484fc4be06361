import type { EntityManager } from 'typeorm';
import { Outbox, type MessageEvent } from '../../src/outbox';
import { adminToken, bearer } from '../support/admin-session';
import { APPLICANT, apply, createOpenLecture } from '../support/applying';
import { startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';

/** One message row as the list test reads it back. */
interface Row {
  id: string;
  kind: string;
  channel: 'EMAIL' | 'ALIMTALK';
}

interface Listed {
  id: string;
  kind: string;
  kind_label: string;
  channel: string;
  delivered_via: string | null;
  recipient_masked: string;
  status: string;
  status_label: string;
  attempts: number;
  last_error: string | null;
  purged: boolean;
  history: {
    outcome: string | null;
    via: string | null;
    provider_code: string | null;
    provider_answer: string | null;
  }[];
}

const BODY = '비밀 본문: 계좌 110-222-333333';
const PROVIDER_REASON = '수신번호 형식이 올바르지 않습니다.';

/** The back office's 발송 내역, 다시 보내기 and access to 알림 템플릿 (issue 18). */
describe('admin messages API', () => {
  let t: TestApp;
  let auth: string;
  let outbox: Outbox;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: withoutRequestLimits });
    auth = bearer(await adminToken(t));
    outbox = t.running.app.get(Outbox);
  });
  afterAll(() => t.close());

  /** Writes an event's messages as the code that made a change would: in its transaction. */
  async function enqueue(event: MessageEvent): Promise<Row[]> {
    const ids = await t.dataSource.transaction((manager: EntityManager) =>
      outbox.enqueue(manager, event),
    );
    expect(ids.length).toBeGreaterThan(0);
    return t.dataSource.query(
      `SELECT id::text, kind, channel FROM message WHERE id = ANY($1::bigint[]) ORDER BY id`,
      [ids],
    );
  }

  /** A new application (to a lecture of its own: one application per lecture and e-mail). */
  async function newApplication(applicant = APPLICANT): Promise<number> {
    const lecture = await createOpenLecture(t.dataSource);
    return (await apply(t, lecture.id, { applicant })).applicationId;
  }

  const sql = (text: string, params: unknown[]) => t.dataSource.query(text, params);
  const list = (applicationId: number) =>
    t.http.get(`/api/admin/application/${applicationId}/messages`).set('Authorization', auth);
  const resend = (messageId: string) =>
    t.http.post(`/api/admin/message/${messageId}/resend`).set('Authorization', auth);

  /** Delivery jobs waiting for a message, in pg-boss's own table. */
  async function jobsFor(messageId: string): Promise<number> {
    const [{ count }] = await sql(
      `SELECT count(*)::int AS count FROM pgboss.job
        WHERE name = 'message-deliver' AND data->>'messageId' = $1 AND state = 'created'`,
      [messageId],
    );
    return count as number;
  }

  it.each([
    ['get', '/api/admin/application/1/messages'],
    ['post', '/api/admin/message/1/resend'],
    ['get', '/api/admin/message-templates'],
  ] as const)('refuses %s %s without an administrator', async (method, path) => {
    await t.http[method](path).expect(401);
    await t.http[method](path).set('Authorization', 'Bearer not-a-token').expect(401);
  });

  it('answers 404 for an unknown application and 400 for a malformed id', async () => {
    const missing = await list(999999).expect(404);
    expect(missing.body.message).toBe('신청 내역을 찾을 수 없습니다.');
    await list(Number.NaN).expect(400);
    await resend('abc').expect(400);
  });

  it('lists every message of the application newest first, masked, without bodies, with history', async () => {
    const applicationId = await newApplication();
    const otherId = await newApplication({
      ...APPLICANT,
      email: 'someone.else@example.org',
      contact: '010-7777-8888',
    });
    const reminder = await enqueue({
      kind: 'lecture-reminder',
      applicationId,
      lectureDate: '2026-12-10',
    });
    const deposit = await enqueue({ kind: 'deposit-reminder', applicationId, paymentId: 1 });
    const confirmed = await enqueue({ kind: 'deposit-confirmed', applicationId, paymentId: 1 });
    await enqueue({ kind: 'lecture-reminder', applicationId: otherId, lectureDate: '2026-12-10' });
    const byChannel = (rows: Row[], channel: Row['channel']) =>
      rows.find((row) => row.channel === channel)!.id;

    // Delivered by e-mail, with what was sent kept (never shown in the list).
    const sentEmail = byChannel(reminder, 'EMAIL');
    await sql(
      `UPDATE message SET status = 'SENT', attempts = 1, delivered_via = 'EMAIL', sent_at = now(),
              subject = '[마음숲] 내일 강의 안내', body_text = $2, body_html = $2
        WHERE id = $1`,
      [sentEmail, BODY],
    );
    await sql(
      `INSERT INTO message_attempt (message_id, started_at, finished_at, outcome, via, provider_answer)
       VALUES ($1, now(), now(), 'SENT', 'EMAIL', '250 OK')`,
      [sentEmail],
    );
    // Refused by the provider after a retry.
    const failed = byChannel(reminder, 'ALIMTALK');
    await sql(
      `UPDATE message SET status = 'FAILED', attempts = 2, failed_at = now(), last_error = $2
        WHERE id = $1`,
      [failed, PROVIDER_REASON],
    );
    await sql(
      `INSERT INTO message_attempt (message_id, started_at, finished_at, outcome, provider_code, provider_answer)
       VALUES ($1, now() - interval '5 minutes', now() - interval '5 minutes', 'RETRY', 'Timeout', '응답 시간 초과'),
              ($1, now(), now(), 'FAILED', 'InvalidPhoneNumber', $2)`,
      [failed, PROVIDER_REASON],
    );
    const retrying = byChannel(deposit, 'EMAIL');
    await sql(
      `UPDATE message SET status = 'RETRYING', attempts = 1, last_error = 'SMTP 연결 실패',
              next_attempt_at = now() + interval '1 minute' WHERE id = $1`,
      [retrying],
    );
    const sending = byChannel(deposit, 'ALIMTALK');
    await sql(`UPDATE message SET status = 'SENDING' WHERE id = $1`, [sending]);
    const pending = byChannel(confirmed, 'EMAIL');

    const res = await list(applicationId).expect(200);
    const listed = res.body as Listed[];
    const stored: { id: string }[] = await sql(
      `SELECT id::text FROM message WHERE application_id = $1 ORDER BY message.id DESC`,
      [applicationId],
    );
    // Every message of this application, newest first, and none of the other application's.
    expect(listed.map((message) => message.id)).toEqual(stored.map((row) => row.id));
    expect(listed.length).toBeGreaterThanOrEqual(6);

    const byId = new Map(listed.map((message) => [message.id, message]));
    expect(byId.get(sentEmail)).toMatchObject({
      kind: 'lecture-reminder',
      kind_label: '강의 전날 안내',
      channel: 'EMAIL',
      delivered_via: 'EMAIL',
      recipient_masked: 'pa****@example.com',
      status: 'SENT',
      status_label: '발송 완료',
      attempts: 1,
      last_error: null,
      purged: false,
      history: [{ outcome: 'SENT', via: 'EMAIL', provider_answer: '250 OK' }],
    });
    expect(byId.get(failed)).toMatchObject({
      channel: 'ALIMTALK',
      recipient_masked: '010-****-5678',
      status: 'FAILED',
      status_label: '발송 실패',
      attempts: 2,
      last_error: PROVIDER_REASON,
      history: [
        { outcome: 'RETRY', provider_code: 'Timeout' },
        {
          outcome: 'FAILED',
          provider_code: 'InvalidPhoneNumber',
          provider_answer: PROVIDER_REASON,
        },
      ],
    });
    expect(byId.get(retrying)).toMatchObject({
      kind_label: '입금 기한 안내',
      status: 'RETRYING',
      status_label: '재시도 대기',
      last_error: 'SMTP 연결 실패',
    });
    expect(byId.get(sending)).toMatchObject({ status: 'SENDING', status_label: '발송 중' });
    expect(byId.get(pending)).toMatchObject({
      kind_label: '입금 확인 안내',
      status: 'PENDING',
      status_label: '발송 대기',
      attempts: 0,
      history: [],
    });

    // No body, subject or unmasked address or number anywhere in the answer.
    const text = JSON.stringify(res.body);
    for (const secret of [BODY, '내일 강의 안내', APPLICANT.email, '01012345678', '1234-5678']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('someone');
  });

  it('resends a message as a new pending one with its delivery job; two clicks make two', async () => {
    const applicationId = await newApplication();
    const [original] = (
      await enqueue({ kind: 'lecture-reminder', applicationId, lectureDate: '2026-12-11' })
    ).filter((row) => row.channel === 'ALIMTALK');
    await sql(`UPDATE message SET status = 'FAILED', attempts = 3, last_error = $2 WHERE id = $1`, [
      original.id,
      PROVIDER_REASON,
    ]);

    const res = await resend(original.id).expect(201);
    expect(res.body).toEqual({ id: expect.any(String), status: 'PENDING' });
    const newId = res.body.id as string;
    expect(newId).not.toBe(original.id);
    const [copy] = await sql(
      `SELECT copy.kind, copy.channel, copy.recipient = original.recipient AS same_recipient,
              copy.application_id, copy.status, copy.attempts, copy.params = original.params AS same_params
         FROM message copy, message original WHERE copy.id = $1 AND original.id = $2`,
      [newId, original.id],
    );
    expect(copy).toEqual({
      kind: 'lecture-reminder',
      channel: 'ALIMTALK',
      same_recipient: true,
      application_id: applicationId,
      status: 'PENDING',
      attempts: 0,
      same_params: true,
    });
    expect(await jobsFor(newId)).toBe(1);
    // The original stays as it was, for the record.
    const [before] = await sql(`SELECT status FROM message WHERE id = $1`, [original.id]);
    expect(before.status).toBe('FAILED');

    // The new one is listed first, waiting to be sent.
    const listed = (await list(applicationId).expect(200)).body as Listed[];
    expect(listed[0]).toMatchObject({ id: newId, status: 'PENDING', status_label: '발송 대기' });

    // Two resends at once (a double click): both queued, one after the other.
    const [first, second] = await Promise.all([resend(original.id), resend(original.id)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.id).not.toBe(second.body.id);
    expect(await jobsFor(first.body.id as string)).toBe(1);
    expect(await jobsFor(second.body.id as string)).toBe(1);
  });

  it('refuses to resend an unknown message (404) or one past its retention (409)', async () => {
    const missing = await resend('999999').expect(404);
    expect(missing.body.message).toBe('발송 내역을 찾을 수 없습니다.');

    const applicationId = await newApplication();
    const [purged] = await enqueue({ kind: 'deposit-confirmed', applicationId, paymentId: 7 });
    await sql(
      `UPDATE message SET status = 'SENT', purged_at = now(), recipient = '',
              subject = NULL, body_text = NULL, body_html = NULL WHERE id = $1`,
      [purged.id],
    );
    const countBefore = await sql(`SELECT count(*)::int AS n FROM message`, []);
    const refused = await resend(purged.id).expect(409);
    expect(refused.body.message).toBe('보관 기간이 지나 다시 보낼 수 없습니다.');
    expect(await sql(`SELECT count(*)::int AS n FROM message`, [])).toEqual(countBefore);

    const listed = (await list(applicationId).expect(200)).body as Listed[];
    expect(listed.find((message) => message.id === purged.id)).toMatchObject({
      purged: true,
      recipient_masked: '',
      status_label: '발송 완료',
    });
  });
});
