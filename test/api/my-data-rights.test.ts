import type TestAgent from 'supertest/lib/agent';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { adminToken, bearer } from '../support/admin-session';
import { APPLICANT, approveInCheckout, apply, type InitAnswer } from '../support/applying';
import { createLecture } from '../support/factories';
import { DEFAULT_NOW, startTestApp, withoutRequestLimits, type TestApp } from '../support/test-app';
import type { Schema } from '../../shared/contract/schema';
import { codeSentTo, lookUpWithCode, proveContact } from '../support/family-proof';

const PROOF_REQUIRED = '이메일 인증이 필요합니다. 수강 내역 조회를 다시 해 주세요.';
/** Seoul noon of 2026-12-12, the day after the lectures end. */
const DEC_12 = '2026-12-12T03:00:00Z';

/**
 * A parent's rights from my info (issue 21): download everything stored about them (and never
 * anyone else's), correct the phone and e-mail (the lookup follows the new e-mail), request
 * deletion (refused while money is unsettled or a lecture not yet over is live; then what no
 * law requires goes at once and the answer says what is kept, why and until when). Each request
 * is recorded for the back office with ids only.
 */
describe('my info: a parent’s rights', () => {
  let t: TestApp;
  let control: SandboxControl;
  let people = 0;
  let addresses = 0;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: withoutRequestLimits });
    control = t.running.app.get(SandboxControl);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set(DEFAULT_NOW);
    control.reset();
  });

  function family(overrides: Partial<typeof APPLICANT> = {}) {
    people += 1;
    return { ...APPLICANT, email: `rights${people}@example.com`, ...overrides };
  }

  function lecture(title: string) {
    return createLecture(
      t.dataSource,
      {
        title,
        reg_period_start: '2026-11-20',
        reg_period_end: '2026-11-30',
        lec_period_start: '2026-12-10',
        lec_period_end: '2026-12-11',
      },
      [{ fee_type: '1회차', amount: 50000 }],
    );
  }

  async function applied(who: typeof APPLICANT, title: string, payMethod = '카드') {
    const { id } = await lecture(title);
    return { ...(await apply(t, id, { applicant: who, payMethod })), lectureId: id };
  }

  /** Pays (a virtual account is issued and waits for its deposit): answers the paymentKey. */
  async function pay(agent: TestAgent, applicationId: number): Promise<string> {
    const init = (await agent.post('/api/payments').send({ applicationId }).expect(200))
      .body as InitAnswer;
    const approved = await approveInCheckout(t, init);
    await t.http
      .post('/api/payments/verify')
      .send({ ...approved, applicationId })
      .expect(200);
    return approved.paymentKey;
  }

  async function lookedUp(who: { email: string; birth: string }): Promise<TestAgent> {
    addresses += 1;
    const agent = t.agent();
    await lookUpWithCode(t, agent, who, { 'X-Forwarded-For': `198.18.21.${addresses}` });
    return agent;
  }

  /** 연락처 수정's code: sent to the new e-mail or number, read there. */
  async function codeFor(
    agent: TestAgent,
    contact: { email: string } | { phone: string },
  ): Promise<string> {
    await agent
      .post('/api/guest/code')
      .send({ ...contact, purpose: 'contact-change' })
      .expect(200);
    return codeSentTo(
      t,
      'email' in contact ? contact.email.toLowerCase() : contact.phone.replace(/\D/g, ''),
    );
  }

  const personal = async (id: number) =>
    (
      await t.dataSource.query(
        `SELECT applicant_name, applicant_email, applicant_contact, applicant_birth, anonymised_at
           FROM application WHERE id = $1`,
        [id],
      )
    )[0];

  async function requests(): Promise<Schema<'PrivacyRequestRow'>[]> {
    // A new token: the clock may have moved past the first one's lifetime.
    const res = await t.http
      .get('/api/admin/privacy-requests')
      .set('Authorization', bearer(await adminToken(t)));
    expect(res.status).toBe(200);
    return (res.body as Schema<'PrivacyRequestPage'>).items;
  }

  it('downloads everything made with the proven e-mail, and nothing of another family', async () => {
    const who = family({ name: '김민지' });
    const card = await applied(who, '부모 교육 1');
    await pay(card.agent, card.applicationId);
    const awaiting = await applied(who, '부모 교육 2', '가상계좌');
    await pay(awaiting.agent, awaiting.applicationId);
    // Another family applies with its own e-mail and number.
    const stranger = await applied(
      {
        ...who,
        email: `other-${who.email}`,
        name: '박타인',
        birth: '1970-01-01',
        contact: '010-9999-8888',
      },
      '부모 교육 3',
    );

    const agent = await lookedUp(who);
    const res = await agent.get('/api/guest/my-data').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-2026-11-22\.json"; filename\*=UTF-8''/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('\n  "신청자"'); // pretty-printed, Korean keys
    const file = JSON.parse(res.text);
    expect(file.신청자).toEqual({
      이름: '김민지',
      이메일: who.email,
      연락처: who.contact,
      생년월일: who.birth,
    });
    const ids = file.신청.map((application: { 신청번호: number }) => application.신청번호);
    expect(ids.sort()).toEqual([card.applicationId, awaiting.applicationId].sort());
    expect(res.text).not.toContain('박타인');
    expect(res.text).not.toContain('010-9999-8888');
    expect(ids).not.toContain(stranger.applicationId);

    const paid = file.신청.find((a: { 신청번호: number }) => a.신청번호 === card.applicationId);
    expect(paid).toMatchObject({
      강의명: '부모 교육 1',
      강의기간: '2026-12-10 ~ 2026-12-11',
      결제상태: '결제 완료',
      총액: 50000,
      과정: [{ 과정: '1회차', 금액: 50000 }],
      입출금내역: [expect.objectContaining({ 구분: '결제', 금액: 50000 })],
    });
    expect(paid.결제[0]).toMatchObject({ 결제수단: '카드', 금액: 50000, 상태: 'DONE' });
    expect(paid.결제[0].영수증).toEqual(expect.any(String));
    const va = file.신청.find((a: { 신청번호: number }) => a.신청번호 === awaiting.applicationId);
    expect(va.결제상태).toBe('입금 대기');
    expect(va.결제[0].가상계좌).toMatchObject({ 계좌번호: expect.any(String) });

    const [recorded] = await requests();
    expect(recorded).toMatchObject({ kind: 'DOWNLOAD', outcome: 'DONE' });
    expect(recorded.applicationIds.sort()).toEqual(ids.sort());
  });

  it('refuses every right without the lookup proof', async () => {
    await t.http.get('/api/guest/my-data').expect(401, /이메일 인증이 필요합니다/);
    const who = family();
    await applied(who, '증명 없음');
    const stranger = t.agent();
    for (const [path, body] of [
      ['/api/guest/contact', { email: who.email, newContact: '010-2222-3333' }],
      ['/api/guest/delete-request', { email: who.email }],
    ] as const) {
      const res = await stranger.post(path).send(body).expect(401);
      expect(res.body.message).toBe(PROOF_REQUIRED);
    }
    // A proof for one e-mail does not act on another.
    const other = family();
    await applied(other, '다른 사람');
    const agent = await lookedUp(other);
    await agent
      .post('/api/guest/contact')
      .send({ email: who.email, newContact: '010-2222-3333' })
      .expect(401);
  });

  it('corrects the phone and the e-mail, and the lookup goes on with the new e-mail', async () => {
    const who = family();
    const first = await applied(who, '연락처 1');
    const second = await applied(who, '연락처 2');
    const agent = await lookedUp(who);

    const bad = await agent
      .post('/api/guest/contact')
      .send({ email: who.email, newContact: '1234' })
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain(
      '연락처를 010-1234-5678 형식으로 정확히 입력해 주세요.',
    );

    await agent
      .post('/api/guest/contact')
      .send({
        email: who.email,
        newContact: '010-2222-3333',
        newContactCode: await codeFor(agent, { phone: '010-2222-3333' }),
      })
      .expect(200);
    expect((await personal(first.applicationId)).applicant_contact).toBe('010-2222-3333');
    expect((await personal(second.applicationId)).applicant_contact).toBe('010-2222-3333');

    const newEmail = `moved${people}@example.com`;
    const moved = await agent
      .post('/api/guest/contact')
      .send({
        email: who.email,
        newEmail: newEmail.toUpperCase(),
        newEmailCode: await codeFor(agent, { email: newEmail }),
      })
      .expect(200);
    expect(moved.body).toMatchObject({ applications: 2, email: newEmail });
    expect((await personal(first.applicationId)).applicant_email).toBe(newEmail);
    // The same browser goes on under the new e-mail; the old one shows nothing.
    const info = await agent.post('/api/guest/user-info').send({ email: newEmail }).expect(200);
    expect(info.body.userInfo).toMatchObject({ email: newEmail, contact: '010-2222-3333' });
    await agent.post('/api/guest/user-info').send({ email: who.email }).expect(401);
    // A new lookup works with the new e-mail, and the old one finds no history.
    await lookedUp({ email: newEmail, birth: who.birth });
    await t.http
      .post('/api/guest/user-check')
      .set('X-Forwarded-For', '198.18.22.1')
      .send({ email: who.email, birth: who.birth })
      .expect(200, { state: -1 });

    const kinds = (await requests()).slice(0, 2);
    expect(kinds.map((row) => [row.kind, row.outcome, row.detail])).toEqual([
      ['CORRECT', 'DONE', 'email'],
      ['CORRECT', 'DONE', 'phone'],
    ]);
    expect(JSON.stringify(kinds)).not.toContain('@');
    expect(JSON.stringify(kinds)).not.toContain('010-');
  });

  it('refuses an e-mail someone who proved it used for the same lecture, changing nothing', async () => {
    const who = family();
    const mine = await applied(who, '같은 강의');
    const taken = family();
    // Only what someone proved holds an e-mail (issue 32).
    const owner = t.agent();
    await proveContact(
      t,
      owner,
      { email: taken.email },
      {
        headers: { 'X-Forwarded-For': '198.18.40.1' },
      },
    );
    await apply(t, mine.lectureId, { applicant: taken }, owner);
    const agent = await lookedUp(who);
    const res = await agent
      .post('/api/guest/contact')
      .send({
        email: who.email,
        newEmail: taken.email,
        newEmailCode: await codeFor(agent, { email: taken.email }),
        newContact: '010-5555-6666',
        newContactCode: await codeFor(agent, { phone: '010-5555-6666' }),
      })
      .expect(409);
    expect(res.body.message).toBe(
      '이 이메일은 같은 강의에 다른 분이 신청할 때 이미 사용한 주소라 바꿀 수 없습니다. 다른 이메일을 입력해 주세요.',
    );
    expect(await personal(mine.applicationId)).toMatchObject({
      applicant_email: who.email,
      applicant_contact: who.contact,
    });
    expect((await requests())[0]).toMatchObject({ kind: 'CORRECT', outcome: 'REFUSED_TAKEN' });
  });

  it('moves onto an e-mail a stranger used for the same lecture without proving it', async () => {
    const who = family();
    const mine = await applied(who, '같은 강의, 증명 없이');
    const stranger = family();
    await apply(t, mine.lectureId, { applicant: stranger });
    const agent = await lookedUp(who);
    await agent
      .post('/api/guest/contact')
      .send({
        email: who.email,
        newEmail: stranger.email,
        newEmailCode: await codeFor(agent, { email: stranger.email }),
      })
      .expect(200);
    expect((await personal(mine.applicationId)).applicant_email).toBe(stranger.email);
  });

  it('refuses deletion while a deposit is awaited, then deletes what no law keeps', async () => {
    const who = family({ name: '김민지' });
    const card = await applied(who, '삭제 1');
    await pay(card.agent, card.applicationId);
    const unpaid = await applied(who, '삭제 2');
    const awaiting = await applied(who, '삭제 3', '가상계좌');
    const paymentKey = await pay(awaiting.agent, awaiting.applicationId);
    const before = await Promise.all(
      [card, unpaid, awaiting].map((app) => personal(app.applicationId)),
    );

    // A virtual account still awaits its deposit: refused, nothing changed.
    let agent = await lookedUp(who);
    const refused = await agent
      .post('/api/guest/delete-request')
      .send({ email: who.email })
      .expect(409);
    expect(refused.body.message).toContain(
      '아직 정산되지 않은 결제가 있어 지금은 삭제할 수 없습니다.',
    );
    expect(refused.body.message).toContain('아무것도 삭제되지 않았습니다.');
    expect(
      await Promise.all([card, unpaid, awaiting].map((app) => personal(app.applicationId))),
    ).toEqual(before);
    expect((await requests())[0]).toMatchObject({ kind: 'DELETE', outcome: 'REFUSED_MONEY' });

    // The deposit comes, the lectures end: the deletion goes through.
    await t.http.post(`/sandbox/toss/payments/${paymentKey}/deposit`).expect(303);
    await control.webhooksSettled();
    t.clock.set(DEC_12);
    agent = await lookedUp(who);
    const res = await agent
      .post('/api/guest/delete-request')
      .send({ email: who.email })
      .expect(200);
    const body = res.body as Schema<'DeletionResponse'>;
    expect(body.deleted).toBe(1);
    expect(body.kept.map((kept) => kept.applicationId).sort()).toEqual(
      [card.applicationId, awaiting.applicationId].sort(),
    );
    for (const kept of body.kept) {
      expect(kept).toMatchObject({ keptUntil: '2031-12-11' });
      expect(kept.why).toContain('전자상거래 등에서의 소비자보호에 관한 법률');
      expect(kept.what).toContain('결제 금액');
    }
    // The lookup ends: the proof cookie is cleared.
    expect(String(res.headers['set-cookie'])).toMatch(/maeum_guest=;/);
    await agent.post('/api/guest/user-info').send({ email: who.email }).expect(401);

    // What is kept: the paid ones' records with a masked name; nothing of the unpaid one.
    expect(await personal(unpaid.applicationId)).toMatchObject({
      applicant_name: '(삭제됨)',
      applicant_email: `deleted-${unpaid.applicationId}@deleted.invalid`,
      applicant_contact: '000-0000-0000',
      applicant_birth: '1900-01-01',
    });
    const [kept] = await t.dataSource.query(
      `SELECT applicant_name, applicant_email, total_amount, payment_status, pay_method
         FROM application WHERE id = $1`,
      [card.applicationId],
    );
    expect(kept).toEqual({
      applicant_name: '김*지',
      applicant_email: `deleted-${card.applicationId}@deleted.invalid`,
      total_amount: 50000,
      payment_status: 'Y',
      pay_method: 'CARD',
    });
    const [ledger] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM ledger_entry WHERE application_id = $1`,
      [card.applicationId],
    );
    expect(ledger.n).toBeGreaterThan(0);
    // The e-mail finds nothing any more.
    await t.http
      .post('/api/guest/user-check')
      .set('X-Forwarded-For', '198.18.23.1')
      .send({ email: who.email, birth: who.birth })
      .expect(200, { state: -1 });

    const [recorded] = await requests();
    expect(recorded).toMatchObject({ kind: 'DELETE', outcome: 'DONE' });
    expect(recorded.applicationIds.sort()).toEqual(
      [card.applicationId, unpaid.applicationId, awaiting.applicationId].sort(),
    );
  });

  it('asks to cancel first an application of a lecture not yet over', async () => {
    const who = family();
    const upcoming = await applied(who, '아직 열리지 않은 강의');
    const agent = await lookedUp(who);
    const res = await agent
      .post('/api/guest/delete-request')
      .send({ email: who.email })
      .expect(409);
    expect(res.body.message).toContain('먼저 수강 내역에서 신청을 취소하신 뒤');
    expect((await personal(upcoming.applicationId)).applicant_email).toBe(who.email);
    expect((await requests())[0]).toMatchObject({ kind: 'DELETE', outcome: 'REFUSED_LIVE' });
  });

  it('lists the requests for administrators only', async () => {
    const auth = bearer(await adminToken(t));
    await t.http.get('/api/admin/privacy-requests').expect(401);
    const res = await t.http
      .get('/api/admin/privacy-requests?page=1')
      .set('Authorization', auth)
      .expect(200);
    expect(res.body).toMatchObject({ page: 1, size: 20, total: expect.any(Number) });
    await t.http.get('/api/admin/privacy-requests?page=0').set('Authorization', auth).expect(400);
  });
});
