import { proveContact } from '../support/family-proof';
import { Application } from '../../src/applications/application.entity';
import { ApplicationFee } from '../../src/applications/application-fee.entity';
import { createLecture } from '../support/factories';
import { APPLICANT, applicationBody, createOpenLecture } from '../support/applying';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';

const APPLY = '/api/lecture/application/data';

describe('POST /api/lecture/application/data', () => {
  let t: TestApp;
  let lectureId: number;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    lectureId = (await createOpenLecture(t.dataSource)).id;
  });
  afterAll(() => t.close());

  const countOf = (email: string) =>
    t.dataSource
      .getRepository(Application)
      .countBy({ applicant_email: email, lecture_id: lectureId });
  /** Each cookie set, without its value and expiry: its name and attributes. */
  const cookieNames = (res: { headers: Record<string, unknown> }) =>
    ([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? []).map((cookie) => {
      const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
      return [pair.split('=')[0], ...attributes.filter((a) => !/^expires=/i.test(a))].join('; ');
    });

  it('stores the applicant, the application and the chosen fees with the server’s amounts', async () => {
    const body = await applicationBody(t, lectureId, {
      applicant: { ...APPLICANT, email: 'Stored.Parent@Example.com' },
    });
    // The client's fee objects are read for their ids only.
    body.selectedFees = body.selectedFees.map((fee) => ({ ...fee, amount: 1, fee_type: 'x' }));
    const res = await t.http.post(APPLY).send(body).expect(200);
    expect(res.body).toEqual({ state: 0, applicationId: expect.any(Number) });

    const application = await t.dataSource
      .getRepository(Application)
      .findOneByOrFail({ id: res.body.applicationId });
    expect(application).toMatchObject({
      lecture_id: lectureId,
      applicant_name: '김민지',
      applicant_email: 'stored.parent@example.com',
      applicant_contact: '010-1234-5678',
      applicant_birth: '1988-04-12',
      total_amount: 80000,
      pay_method: 'CARD',
      payment_status: 'N',
    });
    const fees = await t.dataSource
      .getRepository(ApplicationFee)
      .find({ where: { application_id: application.id }, order: { amount: 'DESC' } });
    expect(fees.map((fee) => [fee.fee_type, fee.amount])).toEqual([
      [expect.stringContaining('1회차'), 50000],
      [expect.stringContaining('2회차'), 30000],
    ]);
  });

  it('sets an httpOnly, SameSite=Strict proof cookie for paying this application', async () => {
    const body = await applicationBody(t, lectureId, {
      applicant: { ...APPLICANT, email: 'cookie@example.com' },
    });
    const res = await t.http.post(APPLY).send(body).expect(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';');
    expect(cookie).toMatch(/maeum_applications=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/payments/);
    // Applying reads it too: a second application from this browser is told it is one.
    expect(cookie).toMatch(/Path=\/api\/lecture\/application/);
  });

  describe('a second application of the same e-mail (issue 32)', () => {
    const bodyFor = (email: string) =>
      applicationBody(t, lectureId, { applicant: { ...APPLICANT, email } });

    it('answers state -1 to the browser that made the first, whatever the case of the e-mail', async () => {
      const browser = t.agent();
      await browser
        .post(APPLY)
        .send(await bodyFor('twice@example.com'))
        .expect(200);
      const res = await browser
        .post(APPLY)
        .send(await bodyFor('TWICE@example.com'))
        .expect(200);
      expect(res.body).toEqual({ state: -1 });
      expect(await countOf('twice@example.com')).toBe(1);
    });

    it('answers state -1 to a browser that proved the e-mail with a code', async () => {
      const email = 'proven-twice@example.com';
      await t.http
        .post(APPLY)
        .send(await bodyFor(email))
        .expect(200);
      // Paid, so the proven family's application does not simply replace it.
      await t.dataSource
        .getRepository(Application)
        .update({ applicant_email: email }, { payment_status: 'Y' });
      const family = t.agent();
      await proveContact(t, family, { email });
      expect(
        (
          await family
            .post(APPLY)
            .send(await bodyFor(email))
            .expect(200)
        ).body,
      ).toEqual({ state: -1 });
      expect(await countOf(email)).toBe(1);
    });

    it('answers anyone else like a fresh e-mail, and stores it beside the first', async () => {
      const email = 'held@example.com';
      const first = await t
        .agent()
        .post(APPLY)
        .send(await bodyFor(email))
        .expect(200);
      const fresh = await t
        .agent()
        .post(APPLY)
        .send(await bodyFor('fresh@example.com'))
        .expect(200);
      const second = await t
        .agent()
        .post(APPLY)
        .send(await bodyFor(email))
        .expect(200);
      // The same shape, the same cookies: nothing tells that the e-mail had applied.
      expect(second.body).toEqual({ state: 0, applicationId: expect.any(Number) });
      expect(Object.keys(second.body)).toEqual(Object.keys(fresh.body));
      expect(cookieNames(second)).toEqual(cookieNames(fresh));
      expect(second.body.applicationId).not.toBe(first.body.applicationId);
      expect(await countOf(email)).toBe(2);
    });

    it('tells the e-mail of an application stored beside its own, whatever was ticked', async () => {
      const email = 'told@example.com';
      await t
        .agent()
        .post(APPLY)
        .send(await bodyFor(email))
        .expect(200);
      const body = { ...(await bodyFor(email)), notifyEmail: false, notifyAlimtalk: true };
      const res = await t.agent().post(APPLY).send(body).expect(200);
      const messages = await t.dataSource.query(
        `SELECT channel, recipient FROM message
          WHERE application_id = $1 AND kind = 'application-received' ORDER BY channel`,
        [res.body.applicationId],
      );
      expect(messages).toEqual([
        { channel: 'ALIMTALK', recipient: '01012345678' },
        { channel: 'EMAIL', recipient: email },
      ]);
    });

    it('accepts exactly one of twenty identical applications arriving at once from a proven browser', async () => {
      const email = 'rush@example.com';
      const family = t.agent();
      await proveContact(t, family, { email });
      const body = await bodyFor(email);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => family.post(APPLY).send(body)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(answers.filter((a) => a.body.state === 0)).toHaveLength(1);
      expect(answers.filter((a) => a.body.state === -1)).toHaveLength(19);
      expect(await countOf(email)).toBe(1);
    });
  });

  it('refuses a tampered total and stores nothing', async () => {
    const body = await applicationBody(t, lectureId, {
      applicant: { ...APPLICANT, email: 'cheap@example.com' },
      totalAmount: 1000,
    });
    const res = await t.http.post(APPLY).send(body).expect(400);
    expect(res.body.message).toBe(
      '결제 금액이 변경되었습니다. 페이지를 새로 고친 뒤 다시 신청해 주세요.',
    );
    expect(
      await t.dataSource
        .getRepository(Application)
        .countBy({ applicant_email: 'cheap@example.com' }),
    ).toBe(0);
  });

  it('refuses fees of another lecture', async () => {
    const other = await createOpenLecture(t.dataSource);
    const foreign = (await t.http.get(`/api/lecture/fee/${other.id}`)).body;
    const body = await applicationBody(t, lectureId, {
      applicant: { ...APPLICANT, email: 'foreign@example.com' },
    });
    body.selectedFees = [body.selectedFees[0], foreign[0]];
    body.totalAmount = body.selectedFees[0].amount + foreign[0].amount;
    const res = await t.http.post(APPLY).send(body).expect(400);
    expect(res.body.message).toMatch(/이 강의에 없는 항목/);
  });

  it('refuses the same fee twice', async () => {
    const body = await applicationBody(t, lectureId, {
      applicant: { ...APPLICANT, email: 'dup-fee@example.com' },
    });
    body.selectedFees = [body.selectedFees[0], body.selectedFees[0]];
    body.totalAmount = body.selectedFees[0].amount * 2;
    await t.http.post(APPLY).send(body).expect(400);
  });

  it.each([
    ['before registration opens', { reg_period_start: '2026-11-23', reg_period_end: '2026-11-30' }],
    ['after registration closed', { reg_period_start: '2026-11-01', reg_period_end: '2026-11-21' }],
  ])('refuses a lecture %s (today in Seoul)', async (_, dates) => {
    const closed = await createLecture(t.dataSource, dates);
    const res = await t.http
      .post(APPLY)
      .send(await applicationBody(t, closed.id))
      .expect(400);
    expect(res.body.message).toBe('지금은 이 강의의 신청 기간이 아닙니다.');
  });

  it('refuses an application until the opening minute (Seoul) and takes it from that minute', async () => {
    const atTen = await createLecture(t.dataSource, {
      reg_period_start: '2026-11-22',
      reg_start_time: '10:00',
      reg_period_end: '2026-11-30',
    });
    const body = await applicationBody(t, atTen.id, {
      applicant: { ...APPLICANT, email: 'at-ten@example.com' },
    });
    try {
      t.clock.set('2026-11-22T00:59:00Z'); // 09:59 in Seoul
      const early = await t.http.post(APPLY).send(body).expect(400);
      expect(early.body.message).toBe('지금은 이 강의의 신청 기간이 아닙니다.');
      t.clock.set('2026-11-22T00:59:59.999Z');
      await t.http.post(APPLY).send(body).expect(400);
      t.clock.set('2026-11-22T01:00:00Z'); // 10:00 in Seoul
      const res = await t.http.post(APPLY).send(body).expect(200);
      expect(res.body).toEqual({ state: 0, applicationId: expect.any(Number) });
    } finally {
      t.clock.set(DEFAULT_NOW);
    }
  });

  it('answers 404 for a lecture that does not exist', async () => {
    const body = await applicationBody(t, lectureId);
    await t.http
      .post(APPLY)
      .send({ ...body, lectureId: 999999 })
      .expect(404);
  });

  type EditableBody = { applicant?: Record<string, unknown>; [field: string]: unknown };
  const invalid: [string, (body: EditableBody) => void, string][] = [
    [
      'an empty name',
      (b) => (b.applicant!.name = '   '),
      '이름은 1자 이상 50자 이하로 입력해 주세요.',
    ],
    [
      'a long name',
      (b) => (b.applicant!.name = '가'.repeat(51)),
      '이름은 1자 이상 50자 이하로 입력해 주세요.',
    ],
    [
      'a bad e-mail',
      (b) => (b.applicant!.email = 'not-an-email'),
      '올바른 이메일 주소를 입력해 주세요.',
    ],
    [
      'a short phone',
      (b) => (b.applicant!.contact = '010-1234'),
      '연락처를 010-1234-5678 형식으로 정확히 입력해 주세요.',
    ],
    [
      'an unformatted phone',
      (b) => (b.applicant!.contact = '01012345678'),
      '연락처를 010-1234-5678 형식으로 정확히 입력해 주세요.',
    ],
    [
      'an impossible birth date',
      (b) => (b.applicant!.birth = '1990-02-30'),
      '생년월일을 올바르게 입력해 주세요.',
    ],
    [
      'a birth date in the future',
      (b) => (b.applicant!.birth = '2026-11-23'),
      '생년월일을 올바르게 입력해 주세요.',
    ],
    ['no consent', (b) => (b.applicant!.agree = false), '개인정보 수집 및 이용에 동의해 주세요.'],
    ['no fee', (b) => (b.selectedFees = []), '최소 한 개 이상의 강의를 선택해 주세요.'],
    ['an unknown method', (b) => (b.payMethod = '현금'), '결제 수단을 선택해 주세요.'],
    ['a negative total', (b) => (b.totalAmount = -1), '합계 금액이 올바르지 않습니다.'],
    ['a missing applicant', (b) => delete b.applicant, '신청자 정보를 입력해 주세요.'],
    ['an unknown field', (b) => (b.admin = true), '허용되지 않은 항목입니다: admin'],
  ];
  it.each(invalid)('refuses %s with a Korean message', async (_, change, message) => {
    const body = await applicationBody(t, lectureId, {
      applicant: { ...APPLICANT, email: 'invalid@example.com' },
    });
    change(body as EditableBody);
    const res = await t.http.post(APPLY).send(body).expect(400);
    expect(([] as string[]).concat(res.body.message)).toContain(message);
  });
});
