import { INQUIRY_CONSENT } from '../../shared/inquiry';
import { AuditEvent } from '../../src/audit/audit-event.entity';
import { Inquiry } from '../../src/inquiries/inquiry.entity';
import { RetentionJob } from '../../src/retention/retention.job';
import { adminToken, bearer, staffAccount } from '../support/admin-session';
import { CENTRE_INBOX, messagesOf, messagingConfig, render, summary } from '../support/messages';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';

const QUESTION = {
  name: '김민지',
  phone: '010-1234-5678',
  email: '',
  topic: 'PROGRAM',
  body: '주말에도 상담을 받을 수 있나요? 평일에는 하교가 늦어요.',
  agree: true,
  consentVersion: INQUIRY_CONSENT.version,
};

/**
 * 문의 (issue 35): anyone may ask from the 문의 page, validated and limited; the centre's inbox
 * hears of each question; the back office lists them and answers once, and the answer reaches
 * the asker by what they gave (알림톡 to a mobile number, e-mail to an address); questions are
 * deleted INQUIRY_RETENTION_YEARS after they were sent.
 */
describe('inquiries', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: messagingConfig });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(DEFAULT_NOW);
    auth = bearer(await adminToken(t));
  });

  const ask = (fields: Record<string, unknown> = {}) =>
    t.http.post('/api/inquiry').send({ ...QUESTION, ...fields });

  const answer = (id: number, text: string, token = auth) =>
    t.http
      .post(`/api/admin/inquiry/${id}/answer`)
      .set('Authorization', token)
      .send({ answer: text });

  it('keeps a question and tells the centre, with the contact in full', async () => {
    const sent = await ask().expect(201);
    const id = sent.body.id as number;
    const row = await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id });
    expect(row).toMatchObject({
      name: '김민지',
      phone: '01012345678',
      email: null,
      topic: 'PROGRAM',
      status: 'NEW',
      consent_version: INQUIRY_CONSENT.version,
    });
    const messages = await messagesOf(t, { kind: 'centre-inquiry-received' });
    const mine = messages.filter((message) => message.params.inquiryId === id);
    expect(summary(mine)).toEqual([['centre-inquiry-received', 'EMAIL', CENTRE_INBOX]]);
    const { email } = await render(t, mine[0]);
    expect(email.subject).toContain('새 문의: 상담 프로그램 · 김민지');
    expect(email.text).toContain('010-1234-5678');
    expect(email.text).toContain('주말에도 상담을 받을 수 있나요?');
    expect(email.text).toContain(`/admin/inquiry/${id}`);
  });

  it.each([
    [{ name: '' }, '이름을 입력해 주세요.'],
    [{ name: '김민지\nhttps://spam.example' }, '이름을 올바르게 입력해 주세요.'],
    [{ name: '무료 쿠폰 www.spam.example' }, '이름을 올바르게 입력해 주세요.'],
    [{ name: '김\u202E지민' }, '쓸 수 없는 문자(제어 문자 등)가 들어 있습니다.'],
    [{ phone: '', email: '' }, '답변을 받을 휴대폰 번호나 이메일을 입력해 주세요.'],
    [{ phone: '031-123-4567' }, '휴대폰 번호를 010-1234-5678 형식으로 정확히 입력해 주세요.'],
    [{ phone: '010-12-3' }, '휴대폰 번호를 010-1234-5678 형식으로 정확히 입력해 주세요.'],
    [{ phone: '', email: 'not-an-address' }, '올바른 이메일 주소를 입력해 주세요.'],
    [{ topic: 'HEALTH' }, '문의 유형을 선택해 주세요.'],
    [{ body: '짧아요' }, '문의 내용은 10자 이상 2,000자 이하로 입력해 주세요.'],
    [{ body: '가'.repeat(2001) }, '문의 내용은 10자 이상 2,000자 이하로 입력해 주세요.'],
    [{ agree: false }, '개인정보 수집 및 이용에 동의해 주세요.'],
  ])('refuses %# with a Korean message, and keeps nothing', async (fields, message) => {
    const before = await t.dataSource.getRepository(Inquiry).count();
    const refused = await ask(fields).expect(400);
    expect(refused.body.message).toContain(message);
    expect(await t.dataSource.getRepository(Inquiry).count()).toBe(before);
  });

  it('refuses an answer to an older consent text with 409: the asker reloads', async () => {
    const refused = await ask({ consentVersion: INQUIRY_CONSENT.version - 1 }).expect(409);
    expect(refused.body.message).toContain('동의 내용이 바뀌었습니다.');
  });

  it('lists questions masked, waiting first, and answers one once, by 알림톡 and e-mail', async () => {
    const both = (
      await ask({ name: '이보호', email: 'Parent.Two@Example.com', phone: '010-2222-3333' }).expect(
        201,
      )
    ).body.id as number;
    const list = await t.http
      .get('/api/admin/inquiry/list?status=NEW')
      .set('Authorization', auth)
      .expect(200);
    const row = list.body.find((item: { id: number }) => item.id === both);
    expect(row).toMatchObject({
      name: '이보호',
      phone: '010-****-3333',
      email: 'pa****@example.com',
      status: 'NEW',
      topic: 'PROGRAM',
    });
    expect(JSON.stringify(list.body)).not.toContain('2222');
    const waiting = (
      await t.http.get('/api/admin/inquiry/counts').set('Authorization', auth).expect(200)
    ).body.waiting as number;
    expect(waiting).toBeGreaterThan(0);

    // A member of staff answers (not only the owner).
    const staff = await staffAccount(t, 'inquiry.staff');
    const answered = await answer(
      both,
      '  네, 토요일 오전에도 상담할 수 있어요.  ',
      bearer(staff.token),
    ).expect(201);
    expect(answered.body).toMatchObject({
      status: 'ANSWERED',
      answer: '네, 토요일 오전에도 상담할 수 있어요.',
      answered_by: staff.username,
    });
    const sent = await messagesOf(t, { kind: 'inquiry-answered' });
    const mine = sent.filter((message) => message.params.inquiryId === both);
    expect(summary(mine)).toEqual([
      ['inquiry-answered', 'EMAIL', 'parent.two@example.com'],
      ['inquiry-answered', 'ALIMTALK', '01022223333'],
    ]);
    const rendered = await render(t, mine[1]);
    expect(rendered.alimtalk?.variables).toMatchObject({
      '#{이름}': '이보호',
      '#{답변}': '네, 토요일 오전에도 상담할 수 있어요.',
    });
    // No my-info link: there is no application behind a question.
    expect(JSON.stringify(rendered.buttons)).not.toContain('/myinfo');
    // Nor the question itself: the contact was never proven, the words are the asker's.
    const byEmail = await render(t, mine[0]);
    expect(byEmail.email.text).toContain('네, 토요일 오전에도 상담할 수 있어요.');
    expect(byEmail.email.text).not.toContain('주말에도 상담을 받을 수 있나요?');
    expect(rendered.alimtalk!.text).not.toContain('주말에도');

    // A second answer (another tab, another staff member) is refused: one answer each.
    const again = await answer(both, '다시 답변').expect(409);
    expect(again.body.message).toBe('이미 답변한 문의입니다.');
    expect((await messagesOf(t, { kind: 'inquiry-answered' })).length).toBe(sent.length);

    const audit = await t.dataSource
      .getRepository(AuditEvent)
      .findOneByOrFail({ kind: 'INQUIRY', target: `inquiry:${both}` });
    expect(audit).toMatchObject({ action: 'answer', admin_name: staff.username });
    expect(JSON.stringify(audit.after)).not.toContain('토요일');

    const answeredList = await t.http
      .get('/api/admin/inquiry/list?status=ANSWERED')
      .set('Authorization', auth)
      .expect(200);
    expect(answeredList.body.map((item: { id: number }) => item.id)).toContain(both);
  });

  it('answers only with text, to a question that exists', async () => {
    const id = (await ask({ phone: '010-3333-4444' }).expect(201)).body.id as number;
    expect((await answer(id, '   ').expect(400)).body.message).toContain('답변을 입력해 주세요.');
    expect((await answer(id, '가'.repeat(801)).expect(400)).body.message).toContain(
      '답변은 800자 이하로 입력해 주세요.',
    );
    expect((await answer(999_999, '답변').expect(404)).body.message).toBe(
      '문의를 찾을 수 없습니다.',
    );
    await t.http.get('/api/admin/inquiry/list').expect(401);
    await t.http.post(`/api/admin/inquiry/${id}/answer`).send({ answer: '답변' }).expect(401);
  });

  it('slows one person down: the fourth question from one phone in ten minutes is refused', async () => {
    // A window of its own: the other tests' questions do not count here.
    t.clock.set('2026-11-22T05:00:00Z');
    const phone = '010-5555-6666';
    for (let i = 0; i < 3; i += 1) await ask({ phone, email: `a${i}@example.com` }).expect(201);
    // A new e-mail beside the same phone does not start a new count.
    const refused = await ask({ phone, email: 'new@example.com' }).expect(429);
    expect(refused.body.message).toBe('문의 시도가 너무 많습니다. 10분 후에 다시 시도해 주세요.');
    expect(refused.headers['retry-after']).toBeDefined();
    // Someone else, from the same address, still gets through.
    await ask({ phone: '010-5555-7777' }).expect(201);
    // And the same person, in the next window.
    t.clock.set('2026-11-22T05:10:00Z');
    await ask({ phone }).expect(201);
  });

  it('slows one address down: the eleventh question from it in ten minutes is refused', async () => {
    t.clock.set('2026-11-22T06:00:00Z');
    for (let i = 0; i < 10; i += 1) {
      await ask({ phone: '', email: `many${i}@example.com` }).expect(201);
    }
    await ask({ phone: '', email: 'many10@example.com' }).expect(429);
  });

  it('deletes a question three years after it was sent, answer and all', async () => {
    const id = (await ask({ phone: '010-4444-5555' }).expect(201)).body.id as number;
    await answer(id, '답변드려요.').expect(201);
    const job = t.running.app.get(RetentionJob);
    t.clock.set('2029-11-22T02:59:00Z');
    expect((await job.runOnce()).inquiriesDeleted).toBe(0);
    expect(await t.dataSource.getRepository(Inquiry).findOneBy({ id })).not.toBeNull();
    t.clock.set('2029-11-22T03:01:00Z');
    expect((await job.runOnce()).inquiriesDeleted).toBeGreaterThan(0);
    expect(await t.dataSource.getRepository(Inquiry).findOneBy({ id })).toBeNull();
  });
});
