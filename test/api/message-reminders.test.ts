import { MessageReminders } from '../../src/notifications/message-reminders';
import { MessageRenderer } from '../../src/notifications/message-renderer';
import type { MessageKind } from '../../src/outbox/message-kinds';
import { adminToken, bearer } from '../support/admin-session';
import { APPLICANT, apply } from '../support/applying';
import { createLecture } from '../support/factories';
import {
  CENTRE_INBOX,
  deposit,
  messagesOf,
  messagingConfig,
  pay,
  render,
  summary,
} from '../support/messages';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';

/** An instant given in Seoul time. */
const seoul = (local: string) => new Date(`${local}+09:00`);

/**
 * The messages no request causes (MessageReminders.runOnce with a moved clock): the deposit
 * reminder within the last 24 hours before an account's due time, the lecture reminder the day
 * before (Seoul), the centre's digest of yesterday; each once, never for cancelled applications.
 */
describe('message reminders', () => {
  let t: TestApp;
  let reminders: MessageReminders;
  let auth: string;
  let people = 0;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: messagingConfig });
    reminders = t.running.app.get(MessageReminders);
    auth = bearer(await adminToken(t));
  });
  afterAll(() => t.close());
  afterEach(() => t.clock.set(DEFAULT_NOW));

  /** A lecture open on the test clock's day, starting on `start`. */
  function lecture(start: string) {
    return createLecture(t.dataSource, {
      reg_period_start: '2026-11-20',
      reg_period_end: '2026-11-30',
      lec_period_start: start,
      lec_period_end: start,
    });
  }

  async function applied(lectureId: number, payMethod = '카드') {
    people += 1;
    const email = `remind${people}@example.com`;
    const { agent, applicationId } = await apply(t, lectureId, {
      applicant: { ...APPLICANT, email },
      payMethod,
    });
    return { agent, applicationId, email };
  }

  function kinds(applicationId: number, kind: MessageKind) {
    return messagesOf(t, { application_id: applicationId, kind });
  }

  it('reminds of a deposit once, within the 24 hours before its due time, and not when cancelled', async () => {
    const target = await lecture('2026-12-20');
    const waiting = await applied(target.id, '가상계좌');
    const { paymentKey } = await pay(t, waiting.agent, waiting.applicationId);
    const cancelled = await applied(target.id, '가상계좌');
    await pay(t, cancelled.agent, cancelled.applicationId);
    await t.http
      .post(`/api/admin/application/${cancelled.applicationId}/cancel`)
      .set('Authorization', auth)
      .send({ reason: '중복 신청' })
      .expect(200);

    // Due 2026-11-25 12:00 in Seoul (72 hours after 11-22 12:00).
    await reminders.runOnce(seoul('2026-11-24T11:59:59'));
    expect(await kinds(waiting.applicationId, 'deposit-reminder')).toEqual([]);

    await reminders.runOnce(seoul('2026-11-24T12:00:00'));
    const sent = await kinds(waiting.applicationId, 'deposit-reminder');
    expect(summary(sent)).toEqual([
      ['deposit-reminder', 'EMAIL', waiting.email],
      ['deposit-reminder', 'ALIMTALK', '01012345678'],
    ]);
    await reminders.runOnce(seoul('2026-11-24T18:00:00'));
    await reminders.runOnce(seoul('2026-11-25T11:59:00'));
    expect(await kinds(waiting.applicationId, 'deposit-reminder')).toHaveLength(2);
    expect(await kinds(cancelled.applicationId, 'deposit-reminder')).toEqual([]);

    t.clock.set(seoul('2026-11-24T12:00:00'));
    const rendered = await render(t, sent[1]);
    expect(rendered.alimtalk!.text).toContain('■ 입금 기한: 2026년 11월 25일(수) 12:00까지');
    expect(rendered.alimtalk!.text).toContain('■ 입금 금액: 80,000원');
    expect(rendered.alimtalk!.text).toContain('■ 은행: 우리은행');

    // Paid before the reminder went out: nothing left to remind of.
    await deposit(t, paymentKey);
    expect(await t.running.app.get(MessageRenderer).render(sent[0], t.clock.now())).toBeNull();
  });

  it('reminds paid families the day before the lecture (Seoul), once; never unpaid or cancelled ones', async () => {
    const target = await lecture('2026-12-10');
    await t.dataSource.query(
      `UPDATE lecture SET venue = '마음숲빌딩 5층 세미나실', what_to_bring = '필기도구' WHERE id = $1`,
      [target.id],
    );
    const paid = await applied(target.id);
    await pay(t, paid.agent, paid.applicationId);
    const unpaid = await applied(target.id);
    const refunded = await applied(target.id);
    await pay(t, refunded.agent, refunded.applicationId);
    await t.http
      .post(`/api/admin/application/${refunded.applicationId}/cancel`)
      .set('Authorization', auth)
      .send({ reason: '개인 사정' })
      .expect(200);

    await reminders.runOnce(seoul('2026-12-08T23:59:00'));
    expect(await kinds(paid.applicationId, 'lecture-reminder')).toEqual([]);

    // 2026-12-09 00:00 in Seoul is still 12-08 in UTC.
    await reminders.runOnce(seoul('2026-12-09T00:00:00'));
    await reminders.runOnce(seoul('2026-12-09T15:00:00'));
    const sent = await kinds(paid.applicationId, 'lecture-reminder');
    expect(summary(sent).map(([kind, channel]) => [kind, channel])).toEqual([
      ['lecture-reminder', 'EMAIL'],
      ['lecture-reminder', 'ALIMTALK'],
    ]);
    expect(sent[0].params).toEqual({
      applicationId: paid.applicationId,
      lectureDate: '2026-12-10',
    });
    expect(await kinds(unpaid.applicationId, 'lecture-reminder')).toEqual([]);
    expect(await kinds(refunded.applicationId, 'lecture-reminder')).toEqual([]);
    // The day of the lecture: nothing more.
    await reminders.runOnce(seoul('2026-12-10T09:00:00'));
    expect(await kinds(paid.applicationId, 'lecture-reminder')).toHaveLength(2);

    const rendered = await render(t, sent[1]);
    expect(rendered.alimtalk!.variables).toMatchObject({
      '#{일정}': '2026년 12월 10일(목)',
      '#{장소}': '마음숲빌딩 5층 세미나실',
      '#{준비물}': '필기도구',
    });
    expect(rendered.alimtalk!.buttons[0]).toEqual({
      name: '오시는 길',
      url: `http://localhost:${t.config.port}/#directions-heading`,
    });
  });

  it('sends the centre yesterday’s digest once, on the first run after midnight in Seoul', async () => {
    // A day of its own: two applications, one paid by card, one paid and refunded.
    const day = '2026-11-26';
    t.clock.set(seoul(`${day}T10:00:00`));
    // The administrator's token lives 15 minutes on the clock: a new one on this day.
    auth = bearer(await adminToken(t));
    const target = await lecture('2026-12-20');
    const first = await applied(target.id);
    await pay(t, first.agent, first.applicationId);
    const second = await applied(target.id);
    await pay(t, second.agent, second.applicationId);
    await t.http
      .post(`/api/admin/application/${second.applicationId}/cancel`)
      .set('Authorization', auth)
      .send({ reason: '강의 변경' })
      .expect(200);
    const third = await applied(target.id);
    await t.http
      .post(`/api/admin/application/${third.applicationId}/cancel`)
      .set('Authorization', auth)
      .send({ reason: '중복 신청' })
      .expect(200);
    // Paid at the desk and partly given back by hand: the ledger's movements count too.
    const fourth = await applied(target.id);
    await t.http
      .post(`/api/admin/application/${fourth.applicationId}/payment`)
      .set('Authorization', auth)
      .send({ amount: 80000, paidOn: day, method: 'CASH' })
      .expect(200);
    await t.http
      .post(`/api/admin/application/${fourth.applicationId}/refund`)
      .set('Authorization', auth)
      .send({ amount: 30000, reason: '1회차 불참' })
      .expect(200);

    const digests = () => messagesOf(t, { kind: 'centre-daily-digest' });
    const before = (await digests()).length;
    await reminders.runOnce(seoul(`${day}T23:59:00`));
    expect((await digests()).filter((m) => m.params.date === day)).toEqual([]);

    await reminders.runOnce(seoul('2026-11-27T00:01:00'));
    await reminders.runOnce(seoul('2026-11-27T08:00:00'));
    const mine = (await digests()).filter((m) => m.params.date === day);
    expect(summary(mine)).toEqual([['centre-daily-digest', 'EMAIL', CENTRE_INBOX]]);
    expect((await digests()).length).toBe(before + 2); // 11-25's (first run) and 11-26's

    const rendered = await render(t, mine[0]);
    expect(rendered.email.subject).toBe('[마음숲] 일일 현황 2026년 11월 26일(목)');
    expect(rendered.email.text).toContain('■ 신청: 4건 · 320,000원');
    expect(rendered.email.text).toContain('■ 결제: 3건 · 240,000원');
    expect(rendered.email.text).toContain('■ 환불: 2건 · 110,000원');
    expect(rendered.email.text).toContain('■ 결제 전 취소: 1건');
  });
});
