// @engine the PostgreSQL rate-limit store
import { createHmac } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { APPLICANT, approveInCheckout, apply, type InitAnswer } from '../support/applying';
import { createLecture } from '../support/factories';
import { LookupRateLimit, type LookupAttempt } from '../../src/guests/lookup-rate-limit';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';
import { codeSentTo } from '../support/family-proof';

const CHECK = '/api/guest/user-check';
const INFO = '/api/guest/user-info';
const COOKIE = 'maeum_guest';
const NO_PROOF = /이메일 인증이 필요합니다/;
const WITHDRAW = {
  allowed: true,
  kind: 'WITHDRAW',
  refundRate: 0,
  refundAmount: 0,
  needsRefundAccount: false,
  reason: null,
};
const TOO_MANY = /조회 시도가 너무 많습니다\. (\d+)분 후에 다시 시도해 주세요\./;

/**
 * The guest lookup (issue 4, "Lookup with proof"): e-mail plus birth date answer the spec's
 * states and, on a match, a short-lived proof cookie; my info only for the e-mail it proves;
 * guessing limited per e-mail and client address and per address, slowed per e-mail, in
 * PostgreSQL.
 */
describe('guest lookup: user-check, user-info and its rate limits', () => {
  let t: TestApp;
  let people = 0;
  let addresses = 0;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(DEFAULT_NOW));

  /** A lecture open for registration today whose lecture runs 2026-12-10 to 2026-12-11. */
  function openLecture(fees?: { fee_type: string; amount: number }[]) {
    return createLecture(
      t.dataSource,
      {
        reg_period_start: '2026-11-20',
        reg_period_end: '2026-11-30',
        lec_period_start: '2026-12-10',
        lec_period_end: '2026-12-11',
      },
      fees,
    );
  }

  /** A new person applies to a fresh lecture; answers their e-mail and birth date. */
  async function applicant(birth = '1988-04-12') {
    people += 1;
    const email = `guest${people}@example.com`;
    const lecture = await openLecture();
    await apply(t, lecture.id, { applicant: { ...APPLICANT, email, birth } });
    return { email, birth };
  }

  /** A distinct client address (the app trusts X-Forwarded-For from loopback, as behind a proxy). */
  function newAddress(): string {
    addresses += 1;
    return `198.18.${addresses >> 8}.${addresses & 255}`;
  }

  function check(body: object, address: string, agent: TestAgent = t.agent()) {
    return agent.post(CHECK).set('X-Forwarded-For', address).send(body);
  }

  function guestCookies(res: { headers: Record<string, unknown> }): string[] {
    const raw = res.headers['set-cookie'];
    const all = Array.isArray(raw) ? (raw as string[]) : raw ? [String(raw)] : [];
    return all.filter((cookie) => cookie.startsWith(`${COOKIE}=`));
  }

  function tokenOf(res: { headers: Record<string, unknown> }): string {
    return guestCookies(res)[0]
      .split(';')[0]
      .slice(COOKIE.length + 1);
  }

  /** A browser that has looked this person up successfully. */
  async function lookedUp(person: { email: string; birth: string }) {
    const agent = t.agent();
    const address = newAddress();
    const res = await check(person, address, agent).expect(200);
    expect(res.body).toMatchObject({ state: 1, proven: false });
    const email = person.email.trim().toLowerCase();
    const verified = await agent
      .post('/api/guest/code/verify')
      .set('X-Forwarded-For', address)
      .send({ email, code: await codeSentTo(t, email) })
      .expect(200);
    return { agent, token: tokenOf(verified) };
  }

  describe('POST /api/guest/user-check', () => {
    it('requires a valid e-mail and birth date, with Korean messages', async () => {
      const address = newAddress();
      const none = await check({}, address).expect(400);
      expect(none.body.message).toEqual(
        expect.arrayContaining(['이메일을 입력해 주세요.', '생년월일을 올바르게 입력해 주세요.']),
      );
      const bad = await check({ email: 'not-an-email', birth: '1988-02-30' }, address).expect(400);
      expect(bad.body.message).toEqual(
        expect.arrayContaining([
          '올바른 이메일 주소를 입력해 주세요.',
          '생년월일을 올바르게 입력해 주세요.',
        ]),
      );
      expect(guestCookies(bad)).toEqual([]);
    });

    it('answers -1 without history, 0 on a wrong birth date, and sets no cookie for either', async () => {
      const person = await applicant();
      const unknown = await check(
        { email: 'nobody@example.com', birth: person.birth },
        newAddress(),
      ).expect(200);
      expect(unknown.body).toEqual({ state: -1 });
      expect(guestCookies(unknown)).toEqual([]);

      const wrong = await check({ email: person.email, birth: '1988-04-13' }, newAddress()).expect(
        200,
      );
      expect(wrong.body).toEqual({ state: 0 });
      expect(guestCookies(wrong)).toEqual([]);
    });

    it('answers 1 for the matching pair (e-mail in any case) and sends a code; the code sets a signed, httpOnly, SameSite=Strict, 15-minute cookie for /api/guest and /api/payments', async () => {
      const person = await applicant();
      const address = newAddress();
      const agent = t.agent();
      const checked = await check(
        { email: `  ${person.email.toUpperCase()} `, birth: person.birth },
        address,
        agent,
      ).expect(200);
      expect(checked.body).toMatchObject({ state: 1, proven: false });
      // The pair alone sets nothing (issue 32).
      expect(guestCookies(checked)).toEqual([]);
      const res = await agent
        .post('/api/guest/code/verify')
        .send({ email: person.email, code: await codeSentTo(t, person.email) })
        .expect(200);
      const cookies = guestCookies(res);
      expect(cookies).toHaveLength(4);
      const paths = cookies.map((cookie) => /;\s*Path=([^;]+)/i.exec(cookie)?.[1]).sort();
      expect(paths).toEqual([
        '/api/guest',
        '/api/lecture/application',
        '/api/lecture/waitlist',
        '/api/payments',
      ]);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/;\s*HttpOnly/i);
        expect(cookie).toMatch(/;\s*SameSite=Strict/i);
        expect(cookie).toMatch(/;\s*Max-Age=900(;|$)/i);
      }
      // A JWT bound to the lower-cased e-mail, expiring 15 minutes after the (test) clock's now.
      const [, payload] = tokenOf(res).split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        em: string;
        pa: number;
        exp: number;
        iat: number;
      };
      expect(claims.em).toBe(person.email);
      expect(claims.pa).toBe(Date.parse(DEFAULT_NOW) / 1000);
      // No birth date in any form.
      expect(JSON.stringify(claims)).not.toContain(person.birth);
      expect(claims.iat).toBe(Date.parse(DEFAULT_NOW) / 1000);
      expect(claims.exp - claims.iat).toBe(900);
    });
  });

  describe('POST /api/guest/user-info', () => {
    it('answers 401 and no data without a token', async () => {
      const person = await applicant();
      const res = await t.http.post(INFO).send({ email: person.email }).expect(401);
      expect(res.body.message).toMatch(NO_PROOF);
      expect(res.body.userInfo).toBeUndefined();
      expect(JSON.stringify(res.body)).not.toContain(person.email);
    });

    it('answers 401 for another e-mail than the token proves', async () => {
      const victim = await applicant();
      const guesser = await applicant();
      const { agent } = await lookedUp(guesser);
      await agent.post(INFO).send({ email: guesser.email }).expect(200);
      const res = await agent.post(INFO).send({ email: victim.email }).expect(401);
      expect(res.body.message).toMatch(NO_PROOF);
      expect(JSON.stringify(res.body)).not.toContain(victim.email);
    });

    it('answers 401 once 15 minutes have passed on the clock', async () => {
      const person = await applicant();
      const { agent } = await lookedUp(person);
      t.clock.set(new Date(Date.parse(DEFAULT_NOW) + 14 * 60 * 1000 + 59 * 1000));
      await agent.post(INFO).send({ email: person.email }).expect(200);
      t.clock.set(new Date(Date.parse(DEFAULT_NOW) + 15 * 60 * 1000 + 1000));
      const res = await agent.post(INFO).send({ email: person.email }).expect(401);
      expect(res.body.message).toMatch(NO_PROOF);
      expect(res.body.lectureInfos).toBeUndefined();
    });

    it('answers 401 for a tampered signature, a token re-signed with another secret, or a payload naming another e-mail', async () => {
      const person = await applicant();
      const victim = await applicant();
      const { token } = await lookedUp(person);
      const [header, payload, signature] = token.split('.');
      const send = (value: string, email = person.email) =>
        t.http
          .post(INFO)
          .set('Cookie', `${COOKIE}=${value}`)
          .send({ email })
          .expect(401)
          .then((res) => expect(res.body.message).toMatch(NO_PROOF));

      // The genuine token works when sent the same way, so the refusals below are the tampering.
      await t.http
        .post(INFO)
        .set('Cookie', `${COOKIE}=${token}`)
        .send({ email: person.email })
        .expect(200);

      // The first characters, not the last (whose low bits are padding in base64url).
      const flipped = `${signature.startsWith('AA') ? 'BB' : 'AA'}${signature.slice(2)}`;
      await send(`${header}.${payload}.${flipped}`);

      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
      const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: victim.email })).toString(
        'base64url',
      );
      await send(`${header}.${forgedPayload}.${signature}`, victim.email);

      const otherSecret = createHmac('sha256', 'not-the-secret')
        .update(`${header}.${forgedPayload}`)
        .digest('base64url');
      await send(`${header}.${forgedPayload}.${otherSecret}`, victim.email);

      const unsigned = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString(
        'base64url',
      );
      await send(`${unsigned}.${forgedPayload}.`, victim.email);
    });

    it('answers the spec’s shape: a paid card application with its receipt and a virtual account awaiting deposit', async () => {
      people += 1;
      const email = `family${people}@example.com`;
      const birth = '1985-01-31';
      const who = { ...APPLICANT, email, birth, name: '이서연', contact: '010-9876-5432' };

      const cardLecture = await openLecture([
        { fee_type: '1회차 (12월 10일)', amount: 50000 },
        { fee_type: '2회차 (12월 11일)', amount: 30000 },
      ]);
      const card = await apply(t, cardLecture.id, { applicant: who, payMethod: '카드' });
      const cardInit = (
        await card.agent
          .post('/api/payments')
          .send({ applicationId: card.applicationId })
          .expect(200)
      ).body as InitAnswer;
      const cardPaid = await approveInCheckout(t, cardInit);
      const cardVerify = await t.http
        .post('/api/payments/verify')
        .send({ ...cardPaid, applicationId: card.applicationId })
        .expect(200);
      expect(cardVerify.body.paymentStatus).toBe('Y');

      const vaLecture = await openLecture([{ fee_type: '특강 (12월 10일)', amount: 40000 }]);
      const va = await apply(t, vaLecture.id, { applicant: who, payMethod: '가상계좌' });
      const vaInit = (
        await va.agent.post('/api/payments').send({ applicationId: va.applicationId }).expect(200)
      ).body as InitAnswer;
      const vaApproved = await approveInCheckout(t, vaInit);
      const vaVerify = await t.http
        .post('/api/payments/verify')
        .send({ ...vaApproved, applicationId: va.applicationId })
        .expect(200);
      expect(vaVerify.body.paymentStatus).toBe('W');

      const unpaidLecture = await openLecture([{ fee_type: '보충 (12월 11일)', amount: 10000 }]);
      const unpaid = await apply(t, unpaidLecture.id, { applicant: who, payMethod: '계좌이체' });

      const { agent } = await lookedUp({ email, birth });
      const res = await agent.post(INFO).send({ email: email.toUpperCase() }).expect(200);
      expect(res.body).toEqual({
        proven: { email, phone: null, viaLink: false },
        userInfo: { name: '이서연', email, birth, contact: '010-9876-5432' },
        waitlist: [],
        lectureInfos: [
          {
            applicationId: unpaid.applicationId,
            applicantName: '이서연',
            appliedAt: new Date(DEFAULT_NOW).toISOString(),
            lectureTitle: unpaidLecture.title,
            lecturePreiodStart: '2026-12-10',
            lecturePreiodEnd: '2026-12-11',
            phase: 'UPCOMING',
            totalFee: 10000,
            paymentStatus: 'N',
            refundedAmount: 0,
            stateLabel: '결제 미완료',
            refunds: [],
            fees: [{ type: '보충 (12월 11일)', amount: 10000 }],
            payments: {
              method: '계좌이체',
              status: null,
              receipt_url: null,
              cash_receipt_url: null,
              virtualAccount: null,
            },
            cancellation: WITHDRAW,
            autoCancels: [],
          },
          {
            applicationId: va.applicationId,
            applicantName: '이서연',
            appliedAt: new Date(DEFAULT_NOW).toISOString(),
            lectureTitle: vaLecture.title,
            lecturePreiodStart: '2026-12-10',
            lecturePreiodEnd: '2026-12-11',
            phase: 'UPCOMING',
            totalFee: 40000,
            paymentStatus: 'W',
            refundedAmount: 0,
            stateLabel: '입금 대기 · 가상계좌',
            refunds: [],
            fees: [{ type: '특강 (12월 10일)', amount: 40000 }],
            payments: {
              method: '가상계좌',
              status: 'WAITING_FOR_DEPOSIT',
              receipt_url: vaVerify.body.receiptUrl,
              cash_receipt_url: null,
              virtualAccount: {
                bankCode: '20',
                bank: '우리은행',
                accountNumber: vaVerify.body.virtualAccount.accountNumber,
                holder: '이서연',
                dueDate: '2026-11-25T03:00:00.000Z',
              },
            },
            cancellation: WITHDRAW,
            autoCancels: [],
          },
          {
            applicationId: card.applicationId,
            applicantName: '이서연',
            appliedAt: new Date(DEFAULT_NOW).toISOString(),
            lectureTitle: cardLecture.title,
            lecturePreiodStart: '2026-12-10',
            lecturePreiodEnd: '2026-12-11',
            phase: 'UPCOMING',
            totalFee: 80000,
            paymentStatus: 'Y',
            refundedAmount: 0,
            stateLabel: '결제 완료 · 카드',
            refunds: [],
            fees: [
              { type: '1회차 (12월 10일)', amount: 50000 },
              { type: '2회차 (12월 11일)', amount: 30000 },
            ],
            payments: {
              method: '카드',
              status: 'DONE',
              receipt_url: expect.stringMatching(/\S/),
              cash_receipt_url: null,
              virtualAccount: null,
            },
            cancellation: {
              allowed: true,
              kind: 'REFUND',
              refundRate: 100,
              refundAmount: 80000,
              needsRefundAccount: false,
              reason: null,
            },
            autoCancels: [],
          },
        ],
      });
      expect(res.body.lectureInfos[2].payments.receipt_url).toBe(cardVerify.body.receiptUrl);
    });
  });

  describe('rate limits (stored in PostgreSQL, moved with the clock)', () => {
    afterEach(() => jest.restoreAllMocks());

    /**
     * Records each lookup's wait for its turn instead of waiting it out; unless `clockStands`,
     * moves the clock to the turn, as the real wait would (for lookups one after another).
     */
    function watchDelays({ clockStands = false } = {}): number[] {
      const delays: number[] = [];
      jest
        .spyOn(t.running.app.get(LookupRateLimit), 'wait')
        .mockImplementation(async (attempt: LookupAttempt) => {
          delays.push(attempt.delayMs);
          if (!clockStands) t.clock.set(new Date(t.clock.now().getTime() + attempt.delayMs));
        });
      return delays;
    }

    it('after 5 failures for an e-mail from one address answers 429 there with when to retry, refuses even the right birth date there, and allows it again once the window has passed', async () => {
      const person = await applicant();
      const address = newAddress();
      for (let i = 1; i <= 5; i += 1) {
        const res = await check({ email: person.email, birth: `1970-01-0${i}` }, address);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ state: 0 });
      }
      t.clock.set(new Date(Date.parse(DEFAULT_NOW) + 3 * 60 * 1000));
      const blocked = await check({ email: person.email, birth: '1970-01-06' }, address);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(TOO_MANY);
      expect(TOO_MANY.exec(blocked.body.message)?.[1]).toBe('12');
      expect(blocked.headers['retry-after']).toBe(String(12 * 60));

      const right = await check(person, address);
      expect(right.status).toBe(429);
      expect(right.body.message).toMatch(TOO_MANY);
      expect(guestCookies(right)).toEqual([]);

      // Still refused a second before the first failure leaves the window.
      t.clock.set(new Date(Date.parse(DEFAULT_NOW) + 15 * 60 * 1000 - 1000));
      expect((await check(person, address)).status).toBe(429);

      t.clock.set(new Date(Date.parse(DEFAULT_NOW) + 15 * 60 * 1000));
      const allowed = await check(person, address).expect(200);
      expect(allowed.body).toMatchObject({ state: 1 });
      expect(allowed.body).toMatchObject({ proven: false });
    });

    it('never locks the family out: an attacker failing from many addresses only slows the e-mail down, and the right birth date from a fresh address works', async () => {
      const delays = watchDelays();
      const person = await applicant();
      let guess = 0;
      const wrongBirth = () => {
        guess += 1;
        return `1950-01-${String((guess % 28) + 1).padStart(2, '0')}`;
      };
      // 12 addresses, each spending its 5 guesses and then refused there.
      for (let a = 0; a < 12; a += 1) {
        const address = newAddress();
        for (let i = 0; i < 5; i += 1) {
          expect((await check({ email: person.email, birth: wrongBirth() }, address)).body).toEqual(
            { state: 0 },
          );
        }
        expect((await check(person, address)).status).toBe(429);
      }
      // No refusal for the e-mail itself: after 5 failures its turns are 250 ms apart, doubling,
      // at most 4 s (the 6th lookup finds no queue; the 7th waits the 250 ms the 6th left).
      expect(delays.slice(0, 12)).toEqual([0, 0, 0, 0, 0, 0, 250, 500, 1000, 2000, 4000, 4000]);
      expect(delays).toHaveLength(60);

      const family = await check(person, newAddress());
      expect(family.body).toMatchObject({ state: 1 });
      expect(family.body).toMatchObject({ proven: false });
      // Slowed like every lookup of that e-mail, right or wrong.
      expect(delays.at(-1)).toBe(4000);
      // The success forgave the e-mail's failures: the next lookup is not slowed.
      expect((await check(person, newAddress())).body).toMatchObject({ state: 1 });
      expect(delays.at(-1)).toBe(0);
    });

    it('waits the slowdown for real before answering', async () => {
      const person = await applicant();
      for (let i = 1; i <= 6; i += 1) {
        await check({ email: person.email, birth: `1970-05-0${i}` }, newAddress());
      }
      const started = Date.now();
      expect((await check(person, newAddress())).body).toMatchObject({ state: 1 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    });

    it('evaluates one lookup of the e-mail per 4 s from every address together: 40 birth dates at once mostly wait in seconds, and the family still gets in', async () => {
      const delays = watchDelays();
      const person = await applicant('1990-07-15');
      // 9 failures from fresh addresses: the full 4 s spacing. Then the queue runs empty.
      for (let i = 1; i <= 9; i += 1) {
        const res = await check({ email: person.email, birth: `1990-01-0${i}` }, newAddress());
        expect(res.body).toEqual({ state: 0 });
      }
      t.clock.set(new Date(t.clock.now().getTime() + 4000));
      delays.length = 0;
      jest.restoreAllMocks();
      const evaluated = watchDelays({ clockStands: true });

      // The review's sweep: 40 birth dates (the right one among them) from 40 addresses at once.
      const births = Array.from(
        { length: 40 },
        (_, i) => `1991-${String((i % 12) + 1).padStart(2, '0')}-0${Math.floor(i / 12) + 1}`,
      );
      births[39] = person.birth;
      const answers = await Promise.all(
        births.map((birth) => check({ email: person.email, birth }, newAddress())),
      );
      // Turns now and in 4 s; a third would be 8 s away, more than one delay: not queued.
      expect(answers.filter((res) => res.status === 200)).toHaveLength(2);
      expect(evaluated.sort((a, b) => a - b)).toEqual([0, 4000]);
      const refused = answers.filter((res) => res.status === 429);
      expect(refused).toHaveLength(38);
      for (const res of refused) {
        expect(res.body.message).toBe(
          '조회 시도가 많아 잠시 기다려야 합니다. 8초 후에 다시 시도해 주세요.',
        );
        expect(res.headers['retry-after']).toBe('8');
        expect(guestCookies(res)).toEqual([]);
      }
      // At 4 s per lookup, the ~36,500 possible birth dates take more than a day.
      expect((36_500 * 4000) / 86_400_000).toBeGreaterThan(1);

      // Once the queue has passed, the right birth date from a fresh address gets in at once.
      t.clock.set(new Date(t.clock.now().getTime() + 8000));
      const family = await check(person, newAddress());
      expect(family.body).toMatchObject({ state: 1 });
      expect(evaluated.at(-1)).toBe(0);
    });

    it("counts IPv6 addresses by their /64: the review's guesses from many addresses of one /64 are refused", async () => {
      watchDelays();
      const person = await applicant();
      let host = 0;
      const inOne64 = () => {
        host += 1;
        return `2001:db8:${people}:9:${host.toString(16)}::1`;
      };
      for (let i = 1; i <= 5; i += 1) {
        const res = await check({ email: person.email, birth: `1960-01-0${i}` }, inOne64());
        expect(res.body).toEqual({ state: 0 });
      }
      expect((await check(person, inOne64())).status).toBe(429);
      // Other e-mails from that /64: refused once it has spent the address's 20.
      for (let i = 5; i < 20; i += 1) {
        const res = await check(
          { email: `other${i}-${people}@example.com`, birth: '1960-01-01' },
          inOne64(),
        );
        expect(res.status).toBe(200);
      }
      expect(
        (await check({ email: `last-${people}@example.com`, birth: '1960-01-01' }, inOne64()))
          .status,
      ).toBe(429);
      // The neighbouring /64 is another address; an IPv4-mapped address is its IPv4 address.
      expect((await check(person, `2001:db8:${people}:10::1`)).body).toMatchObject({ state: 1 });
      const address = newAddress();
      for (let i = 1; i <= 5; i += 1) {
        await check({ email: person.email, birth: `1961-01-0${i}` }, address).expect(200);
      }
      expect((await check(person, `::ffff:${address}`)).status).toBe(429);
    });

    it('counts e-mails without history too, and stores no e-mail in the table', async () => {
      const email = `unknown${people}@example.com`;
      const address = newAddress();
      for (let i = 0; i < 5; i += 1) {
        expect((await check({ email, birth: '1990-01-01' }, address)).body).toEqual({
          state: -1,
        });
      }
      expect((await check({ email, birth: '1990-01-01' }, address)).status).toBe(429);
      const rows: { key_hash: string }[] = await t.dataSource.query(
        `SELECT key_hash FROM guest_lookup_attempt`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(15);
      expect(JSON.stringify(rows)).not.toContain(email);
      expect(JSON.stringify(rows)).not.toContain('example.com');
    });

    it('a success forgives the pair’s earlier failures', async () => {
      const person = await applicant();
      const address = newAddress();
      for (let i = 1; i <= 4; i += 1) {
        expect((await check({ ...person, birth: `1970-02-0${i}` }, address)).body.state).toBe(0);
      }
      expect((await check(person, address)).body).toMatchObject({ state: 1 });
      for (let i = 1; i <= 5; i += 1) {
        expect((await check({ ...person, birth: `1970-03-0${i}` }, address)).body.state).toBe(0);
      }
      expect((await check({ ...person, birth: '1970-03-06' }, address)).status).toBe(429);
    });

    it('limits one client address to 20 failures whatever the e-mails, and a success there does not reset it', async () => {
      const address = newAddress();
      const person = await applicant();
      for (let i = 1; i <= 19; i += 1) {
        const res = await check(
          { email: `walker${i}.${address}@example.com`, birth: '1990-01-01' },
          address,
        );
        expect(res.body).toEqual({ state: -1 });
      }
      // A success from the same address (e.g. the guesser's own application) resets nothing...
      expect((await check(person, address)).body).toMatchObject({ state: 1 });
      // ...so one more failure is the 20th, and then the address is refused, even a right pair.
      expect(
        (await check({ email: `walker20.${address}@example.com`, birth: '1990-01-01' }, address))
          .body,
      ).toEqual({ state: -1 });
      const blocked = await check(person, address);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(TOO_MANY);
      // Another address is not affected.
      expect((await check(person, newAddress())).body).toMatchObject({ state: 1 });

      t.clock.set(new Date(Date.parse(DEFAULT_NOW) + 15 * 60 * 1000));
      expect((await check(person, address)).body).toMatchObject({ state: 1 });
    });

    it('lets no more than 5 of 12 simultaneous wrong guesses for one e-mail from one address through', async () => {
      watchDelays();
      const person = await applicant();
      const address = newAddress();
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          check({ ...person, birth: `1970-04-${String(i + 1).padStart(2, '0')}` }, address),
        ),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
      expect((await check(person, address)).status).toBe(429);
      expect((await check(person, newAddress())).body).toMatchObject({ state: 1 });
    });
  });

  describe('paying later from my info (POST /api/payments and /retry with the guest token)', () => {
    /** A person applies (as 계좌이체) in one browser; answers them and the application. */
    async function unpaidApplication() {
      people += 1;
      const who = { ...APPLICANT, email: `later${people}@example.com` };
      const lecture = await openLecture();
      const { applicationId } = await apply(t, lecture.id, {
        applicant: who,
        payMethod: '계좌이체',
      });
      return { who, applicationId };
    }

    it('pays an unpaid application from another browser with the guest token and a new method → Y', async () => {
      const { who, applicationId } = await unpaidApplication();
      // A browser without the application's cookie and without a lookup may not.
      await t.agent().post('/api/payments/retry').send({ applicationId }).expect(403);
      await t.agent().post('/api/payments').send({ applicationId }).expect(403);

      const { agent } = await lookedUp({ email: who.email, birth: who.birth });
      const retry = await agent
        .post('/api/payments/retry')
        .send({ applicationId, payMethod: '카드' })
        .expect(200);
      expect(retry.body).toMatchObject({ applicationId, payMethod: '카드' });
      const init = (await agent.post('/api/payments').send({ applicationId }).expect(200))
        .body as InitAnswer;
      expect(init.method).toBe('카드');
      const approved = await approveInCheckout(t, init);
      const verify = await t.http
        .post('/api/payments/verify')
        .send({ ...approved, applicationId })
        .expect(200);
      expect(verify.body).toMatchObject({ paymentStatus: 'Y', method: '카드' });

      // Paid: no second charge, with either proof.
      const again = await agent.post('/api/payments/retry').send({ applicationId }).expect(409);
      expect(again.body.code).toBe('ALREADY_PAID');
      await agent.post('/api/payments').send({ applicationId }).expect(409);
    });

    it("refuses another guest's token and an invalid method; an awaiting account gets no second charge", async () => {
      const mine = await unpaidApplication();
      const other = await unpaidApplication();
      const { agent } = await lookedUp({ email: other.who.email, birth: other.who.birth });
      await agent
        .post('/api/payments/retry')
        .send({ applicationId: mine.applicationId })
        .expect(403);
      const bad = await agent
        .post('/api/payments/retry')
        .send({ applicationId: other.applicationId, payMethod: '현금' })
        .expect(400);
      expect(JSON.stringify(bad.body)).toContain('결제 수단을 선택해 주세요.');

      await agent
        .post('/api/payments/retry')
        .send({ applicationId: other.applicationId, payMethod: '가상계좌' })
        .expect(200);
      const init = (
        await agent.post('/api/payments').send({ applicationId: other.applicationId }).expect(200)
      ).body as InitAnswer;
      expect(init.method).toBe('가상계좌');
      const approved = await approveInCheckout(t, init);
      const verify = await t.http
        .post('/api/payments/verify')
        .send({ ...approved, applicationId: other.applicationId })
        .expect(200);
      expect(verify.body.paymentStatus).toBe('W');
      const waiting = await agent
        .post('/api/payments/retry')
        .send({ applicationId: other.applicationId, payMethod: '카드' })
        .expect(409);
      expect(waiting.body.code).toBe('AWAITING_DEPOSIT');
    });
  });
});
