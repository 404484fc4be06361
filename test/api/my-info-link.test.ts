import { MyInfoLinks } from '../../src/notifications/my-info-links';
import { Outbox } from '../../src/outbox/outbox';
import { WaitlistEntry } from '../../src/waitlist/waitlist-entry.entity';
import { APPLICANT, apply, createOpenLecture } from '../support/applying';
import { deposit, messagesOf, messagingConfig, pay, render } from '../support/messages';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';
import { lookUpWithCode } from '../support/family-proof';

const LINK = '/api/guest/link';
const INFO = '/api/guest/user-info';
const HOUR = 60 * 60 * 1000;
const REFUND_ACCOUNT = { bankCode: '88', accountNumber: '110123456789', holderName: '김민지' };

/**
 * The personal link in every family message: signed, single-use, valid 24 hours from the
 * message's render; it opens my info with the same proof as the lookup, for that family only.
 */
describe('my-info link: POST /api/guest/link', () => {
  let t: TestApp;
  let lectureId: number;
  let people = 0;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: messagingConfig });
    lectureId = (await createOpenLecture(t.dataSource)).id;
  });
  afterAll(() => t.close());
  afterEach(() => t.clock.set(DEFAULT_NOW));

  /** A family applies; answers its e-mail, application and the token of its message's link. */
  async function family(birth = APPLICANT.birth, channel: 'EMAIL' | 'ALIMTALK' = 'EMAIL') {
    people += 1;
    const email = `link${people}@example.com`;
    const { applicationId } = await apply(t, lectureId, {
      applicant: { ...APPLICANT, email, birth },
    });
    const message = (await messagesOf(t, { application_id: applicationId })).find(
      (row) => row.channel === channel,
    )!;
    const rendered = await render(t, message);
    const url = rendered.buttons.find((button) => button.name === '내 신청 보기')!.url;
    expect(url.startsWith(`http://localhost:${t.config.port}/myinfo/link#`)).toBe(true);
    // The e-mail carries the same link.
    expect(rendered.email.html).toContain(url);
    return { email, applicationId, messageId: message.id, token: url.split('#')[1] };
  }

  it('opens my info without the birth date: the proof cookie works for user-info', async () => {
    const { email, applicationId, token } = await family();
    const browser = t.agent();

    const opened = await browser.post(LINK).send({ token }).expect(200);
    expect(opened.body).toEqual({ email, phone: null });
    expect(String(opened.headers['set-cookie'])).toMatch(/maeum_guest=.*HttpOnly/);

    const info = await browser.post(INFO).send({ email }).expect(200);
    expect(JSON.stringify(info.body)).toContain(`"applicationId":${applicationId}`);
  });

  it('is single-use: the second open answers 410 and sets nothing', async () => {
    const { token, messageId } = await family('1990-01-01', 'ALIMTALK');
    await t.http.post(LINK).send({ token }).expect(200);
    const again = await t.http.post(LINK).send({ token }).expect(410);
    expect(again.body.message).toBe('이미 사용된 링크입니다. 수강 내역 조회로 확인해 주세요.');
    expect(again.headers['set-cookie']).toBeUndefined();
    const [row] = await t.dataSource.query(`SELECT link_used_at FROM message WHERE id = $1`, [
      messageId,
    ]);
    expect(row.link_used_at).toEqual(new Date(DEFAULT_NOW));
  });

  it('opens once when ten tabs open it together', async () => {
    const { token } = await family();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.http.post(LINK).send({ token })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200,
      ...Array<number>(9).fill(410),
    ]);
  });

  it('expires 24 hours after the message was rendered', async () => {
    const { token } = await family();
    t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 24 * HOUR - 1000));
    const { token: other } = await family();
    t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 24 * HOUR));
    const expired = await t.http.post(LINK).send({ token }).expect(410);
    expect(expired.body.message).toBe(
      '링크의 유효 기간(24시간)이 지났습니다. 수강 내역 조회로 확인해 주세요.',
    );
    // A link rendered later is still good then.
    await t.http.post(LINK).send({ token: other }).expect(200);
  });

  it('refuses a forged, altered or malformed token with 400', async () => {
    const { token, messageId } = await family();
    const [payload, mac] = token.split('.');
    const flipped = `${payload}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    // Another message's id with this token's signature.
    const otherId = Buffer.from(
      `${Number(messageId) + 1}.${Buffer.from(payload, 'base64url').toString().split('.')[1]}`,
    ).toString('base64url');
    // Signed with another secret.
    const foreign = new MyInfoLinks(t.dataSource.manager, t.clock, {
      ...t.config,
      guestTokenSecret: 'another-secret-0123456789abcdef-0123456789',
    }).sign(messageId, new Date(Date.now() + HOUR));
    for (const bad of [flipped, `${otherId}.${mac}`, foreign, 'not-a-token-at-all', `${token}x`]) {
      const res = await t.http.post(LINK).send({ token: bad }).expect(400);
      expect(res.body.message).toEqual(expect.stringContaining('링크가 올바르지 않습니다.'));
    }
    await t.http.post(LINK).send({}).expect(400);
    // The real one was never used up by the forgeries.
    await t.http.post(LINK).send({ token }).expect(200);
  });

  it('a link of family A never opens family B', async () => {
    const a = await family('1980-02-02');
    const b = await family('1981-03-03');
    const browser = t.agent();
    expect((await browser.post(LINK).send({ token: a.token }).expect(200)).body).toEqual({
      email: a.email,
      phone: null,
    });
    const refused = await browser.post(INFO).send({ email: b.email }).expect(401);
    expect(refused.body.message).toBe('이메일 인증이 필요합니다. 수강 내역 조회를 다시 해 주세요.');
    const mine = await browser.post(INFO).send({ email: a.email }).expect(200);
    expect(JSON.stringify(mine.body)).not.toContain(`"applicationId":${b.applicationId}`);
  });

  it('the offer message’s link opens my info of the person waiting, with the offer in it', async () => {
    const lecture = await createOpenLecture(t.dataSource);
    const [fee] = await t.dataSource.query(
      `SELECT id FROM lecture_fee WHERE lecture_id = $1 ORDER BY id LIMIT 1`,
      [lecture.id],
    );
    const now = t.clock.now();
    const entry = await t.dataSource.getRepository(WaitlistEntry).save({
      lecture_id: lecture.id,
      lecture_fee_id: fee.id,
      applicant_name: '대기자',
      applicant_email: 'waiting-only@example.com',
      applicant_contact: '010-2222-3333',
      applicant_birth: '1986-03-03',
      status: 'OFFERED',
      created_at: now,
      offered_at: now,
      offer_expires_at: new Date(now.getTime() + 24 * HOUR),
    });
    const outbox = t.running.app.get(Outbox);
    await t.dataSource.transaction((manager) =>
      outbox.enqueue(manager, {
        kind: 'waitlist-offer',
        waitlistEntryId: entry.id,
        offeredAt: now.toISOString(),
      }),
    );
    const [message] = await messagesOf(t, { waitlist_entry_id: entry.id });
    const rendered = await render(t, message);
    const token = rendered.buttons
      .find((button) => button.name === '내 신청 보기')!
      .url.split('#')[1];

    const browser = t.agent();
    await browser
      .post(LINK)
      .send({ token })
      .expect(200, { email: 'waiting-only@example.com', phone: null });
    const info = await browser.post(INFO).send({ email: 'waiting-only@example.com' }).expect(200);
    expect(info.body.waitlist).toEqual([
      expect.objectContaining({ id: entry.id, status: 'OFFERED' }),
    ]);
  });
  it('may not name a refund account: that takes the birth date, as the lookup asks', async () => {
    people += 1;
    const who = { ...APPLICANT, email: `link${people}@example.com` };
    const { agent, applicationId } = await apply(t, lectureId, {
      applicant: who,
      payMethod: '가상계좌',
    });
    const { paymentKey } = await pay(t, agent, applicationId);
    await deposit(t, paymentKey);
    const message = (await messagesOf(t, { application_id: applicationId })).find(
      (row) => row.kind === 'deposit-confirmed' && row.channel === 'ALIMTALK',
    )!;
    const url = (await render(t, message)).buttons.find((b) => b.name === '내 신청 보기')!.url;

    // Someone holding the link (a mistyped number reaches a stranger) sees the application...
    const holder = t.agent();
    await holder
      .post(LINK)
      .send({ token: url.split('#')[1] })
      .expect(200);
    // (the 알림톡's link proves the phone it went to)
    await holder.post(INFO).send({}).expect(200);
    // ...but cannot send its refund to an account of their choosing.
    const refused = await holder
      .post('/api/guest/cancel')
      .send({ applicationId, refundAccount: REFUND_ACCOUNT })
      .expect(403);
    expect(refused.body.message).toBe('환불받을 계좌를 지정하려면 인증번호로 다시 확인해 주세요.');
    const [row] = await t.dataSource.query(`SELECT payment_status FROM application WHERE id = $1`, [
      applicationId,
    ]);
    expect(row.payment_status).toBe('Y');

    // The family, having typed the code sent to its e-mail, can.
    const family = t.agent();
    await lookUpWithCode(t, family, who, { 'X-Forwarded-For': '198.51.100.77' });
    await family
      .post('/api/guest/cancel')
      .send({ applicationId, refundAccount: REFUND_ACCOUNT })
      .expect(200);
  });
});
