import type TestAgent from 'supertest/lib/agent';
import { Message } from '../../src/outbox/message.entity';
import { MessageWorker } from '../../src/notifications/message-worker';
import { MessagePeriodicJob } from '../../src/notifications/message-periodic';
import { APPLICANT, applicationBody, apply, createOpenLecture } from '../support/applying';
import { codeSentTo, lookUpWithCode, proveContact } from '../support/family-proof';
import { messagesOf, messagingConfig, render } from '../support/messages';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';

const CODE = '/api/guest/code';
const VERIFY = '/api/guest/code/verify';
const CHECK = '/api/guest/user-check';
const INFO = '/api/guest/user-info';
const LINK = '/api/guest/link';
const BROWSERS = '/api/guest/browsers';
const FORGET = '/api/guest/browsers/forget';
const MINUTE = 60_000;

function cookiesOf(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? (raw as string[]) : raw ? [String(raw)] : [];
}

function named(res: { headers: Record<string, unknown> }, name: string): string[] {
  return cookiesOf(res).filter(
    (cookie) => cookie.startsWith(`${name}=`) && !/Max-Age=0/.test(cookie),
  );
}

/**
 * A family is whoever proves its e-mail or phone with a one-time code (issue 32, section 1):
 * never a birth date, never being first with an e-mail.
 */
describe('the family proves its contact with a one-time code', () => {
  let t: TestApp;
  let lectureId: number;
  let people = 0;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, configure: messagingConfig });
    lectureId = (await createOpenLecture(t.dataSource)).id;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(DEFAULT_NOW));

  function fresh(): string {
    people += 1;
    return `family${people}@example.com`;
  }

  function later(minutes: number) {
    t.clock.set(new Date(t.clock.now().getTime() + minutes * MINUTE));
  }

  describe('codes', () => {
    it('answers the same for a contact with history and one without, and sends a code to each', async () => {
      const known = fresh();
      await apply(t, lectureId, { applicant: { ...APPLICANT, email: known } });
      const unknown = fresh();
      const a = await t.agent().post(CODE).send({ email: known }).expect(200);
      const b = await t.agent().post(CODE).send({ email: unknown }).expect(200);
      expect(a.body).toEqual({ proven: false, expiresInSeconds: 600, resendInSeconds: 60 });
      expect(b.body).toEqual(a.body);
      expect(await codeSentTo(t, known)).toMatch(/^[0-9]{6}$/);
      expect(await codeSentTo(t, unknown)).toMatch(/^[0-9]{6}$/);
      // A phone number gets its code by 알림톡 (SMS when it cannot), to its digits.
      await t.agent().post(CODE).send({ phone: '010-5555-0101' }).expect(200);
      const [toPhone] = await messagesOf(t, { kind: 'family-code', recipient: '01055550101' });
      expect(toPhone.channel).toBe('ALIMTALK');
    });

    it('refuses a contact that is not an e-mail or a mobile number, in Korean', async () => {
      const res = await t.agent().post(CODE).send({ phone: '02-123-4567' }).expect(400);
      expect(JSON.stringify(res.body)).toContain('휴대폰 번호를 올바르게 입력해 주세요.');
      await t.agent().post(CODE).send({}).expect(400);
    });

    it('stores only keyed hashes: neither the code nor the contact is in family_code', async () => {
      const email = fresh();
      await t.agent().post(CODE).send({ email }).expect(200);
      const code = await codeSentTo(t, email);
      const rows: Record<string, unknown>[] = await t.dataSource.query(
        `SELECT * FROM family_code ORDER BY id DESC LIMIT 1`,
      );
      const stored = JSON.stringify(rows[0]);
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(email);
      expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0].contact_digest).toMatch(/^[0-9a-f]{64}$/);
    });

    it('proves the contact with the right code, once: the code is used up and leaves its message', async () => {
      const email = fresh();
      const browser = t.agent();
      await browser.post(CODE).send({ email }).expect(200);
      const code = await codeSentTo(t, email);
      // The message is delivered with the code in it (the sandbox page shows it meanwhile).
      await t.running.app.get(MessageWorker).drain();
      const [sent] = await messagesOf(t, { kind: 'family-code', recipient: email });
      expect(sent.body_text).toContain(code);

      const ok = await browser.post(VERIFY).send({ email, code }).expect(200);
      expect(ok.body).toEqual({ proven: true, remembered: false });
      expect(named(ok, 'maeum_guest')).toHaveLength(4);
      const info = await browser.post(INFO).send({}).expect(200);
      expect(info.body.proven).toEqual({ email, phone: null, viaLink: false });
      expect(info.body.userInfo).toBeNull();

      const again = await t.agent().post(VERIFY).send({ email, code }).expect(400);
      expect(again.body.code).toBe('CODE_EXPIRED');
      const reused = await browser.post(VERIFY).send({ email, code }).expect(400);
      expect(reused.body).toMatchObject({
        code: 'CODE_EXPIRED',
        message: '이미 사용한 인증번호예요. 인증번호를 다시 받아 주세요.',
      });
      const redacted = await t.dataSource.getRepository(Message).findOneByOrFail({ id: sent.id });
      expect(redacted.body_text).not.toContain(code);
      expect(redacted.body_text).toContain('●●●●●●');
      expect(redacted.params.code).toBeUndefined();
    });

    it('expires after FAMILY_CODE_MINUTES on the clock, and the expired code leaves its message', async () => {
      const email = fresh();
      const browser = t.agent();
      await browser.post(CODE).send({ email }).expect(200);
      const code = await codeSentTo(t, email);
      later(10);
      const res = await browser.post(VERIFY).send({ email, code }).expect(400);
      expect(res.body).toMatchObject({
        code: 'CODE_EXPIRED',
        message: '인증번호의 유효 시간이 지났어요. 다시 받아 주세요.',
      });
      await t.running.app.get(MessagePeriodicJob).runOnce();
      const [message] = await messagesOf(t, { kind: 'family-code', recipient: email });
      expect(message.params.code).toBeUndefined();
    });

    it('sends a browser a second code no sooner than 60 s after the first, which the second replaces', async () => {
      const email = fresh();
      const browser = t.agent();
      const asked = await browser.post(CODE).send({ email }).expect(200);
      // The code belongs to this browser: a short-lived httpOnly cookie, kept by the next code.
      const [bound] = named(asked, 'maeum_family_code');
      expect(bound).toMatch(/^maeum_family_code=[A-Za-z0-9_-]{43};/);
      expect(bound).toMatch(/Max-Age=600;/);
      expect(bound).toMatch(/Path=\/api\/guest;/);
      expect(bound).toMatch(/HttpOnly/);
      expect(bound).toMatch(/SameSite=Strict/);
      const first = await codeSentTo(t, email);
      const soon = await browser.post(CODE).send({ email }).expect(429);
      // The code sent a moment ago still works: a reloaded page asks for it (60 s, 600 s).
      expect(soon.body).toMatchObject({
        code: 'CODE_RESEND_TOO_SOON',
        retryAfterSeconds: 60,
        codeExpiresInSeconds: 600,
      });
      later(1);
      const again = await browser.post(CODE).send({ email }).expect(200);
      expect(named(again, 'maeum_family_code')[0].split(';')[0]).toBe(bound.split(';')[0]);
      const second = await codeSentTo(t, email);
      if (first !== second) {
        const old = await browser.post(VERIFY).send({ email, code: first }).expect(400);
        expect(old.body.code).toBe('CODE_WRONG');
      }
      await browser.post(VERIFY).send({ email, code: second }).expect(200);
    });

    it('sends at most 5 codes per contact from one address, 15 from all, in an hour', async () => {
      const email = fresh();
      const from = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n}` });
      for (let address = 1; address <= 3; address += 1) {
        for (let i = 0; i < 5; i += 1) {
          await t.agent().post(CODE).set(from(address)).send({ email }).expect(200);
          later(1);
        }
        const refused = await t.agent().post(CODE).set(from(address)).send({ email }).expect(429);
        expect(refused.body.code).toBe('TOO_MANY_CODES');
      }
      // The contact's ceiling: 15 an hour whoever asks.
      const ceiling = await t.agent().post(CODE).set(from(4)).send({ email }).expect(429);
      expect(ceiling.body.code).toBe('TOO_MANY_CODES');
      later(60);
      await t.agent().post(CODE).set(from(1)).send({ email }).expect(200);
    });
  });

  describe('a birth date proves nothing by itself', () => {
    it('the lookup with the right e-mail and birth date sends a code and opens nothing until it is typed', async () => {
      const email = fresh();
      await apply(t, lectureId, { applicant: { ...APPLICANT, email } });
      const browser = t.agent();
      const res = await browser.post(CHECK).send({ email, birth: APPLICANT.birth }).expect(200);
      expect(res.body).toEqual({
        state: 1,
        proven: false,
        expiresInSeconds: 600,
        resendInSeconds: 60,
      });
      expect(named(res, 'maeum_guest')).toEqual([]);
      await browser.post(INFO).send({ email }).expect(401);

      await browser
        .post(VERIFY)
        .send({ email, code: await codeSentTo(t, email) })
        .expect(200);
      await browser.post(INFO).send({ email }).expect(200);
    });

    it('shows a proven e-mail everything made with it, whatever birth date was typed', async () => {
      const email = fresh();
      const mine = await apply(t, lectureId, { applicant: { ...APPLICANT, email } });
      const other = await apply(t, (await createOpenLecture(t.dataSource)).id, {
        applicant: { ...APPLICANT, email, birth: '1970-07-07', name: '타인' },
      });
      const browser = t.agent();
      await lookUpWithCode(t, browser, { email, birth: APPLICANT.birth });
      const info = await browser.post(INFO).send({}).expect(200);
      const ids = info.body.lectureInfos.map((row: { applicationId: number }) => row.applicationId);
      expect(ids.sort()).toEqual([mine.applicationId, other.applicationId].sort());
      expect(JSON.stringify(info.body)).not.toContain('otherApplicant');
    });

    it('a phone proven by its code shows what was made with that number, whatever the dashes', async () => {
      const email = fresh();
      const made = await apply(t, lectureId, {
        applicant: { ...APPLICANT, email, contact: '010-7777-0001' },
      });
      const browser = t.agent();
      await proveContact(t, browser, { phone: '01077770001' });
      const info = await browser.post(INFO).send({}).expect(200);
      expect(info.body.proven).toEqual({ email: null, phone: '01077770001', viaLink: false });
      expect(
        info.body.lectureInfos.map((row: { applicationId: number }) => row.applicationId),
      ).toEqual([made.applicationId]);
    });
  });

  describe("a message's my-info link", () => {
    async function linkOf(email: string, channel: 'EMAIL' | 'ALIMTALK') {
      const { applicationId } = await apply(t, lectureId, {
        applicant: { ...APPLICANT, email, contact: '010-4444-0002' },
      });
      const message = (await messagesOf(t, { application_id: applicationId })).find(
        (row) => row.channel === channel,
      )!;
      const url = (await render(t, message)).buttons.find((b) => b.name === '내 신청 보기')!.url;
      return { applicationId, token: url.split('#')[1] };
    }

    it('answers the contact it was sent to, never the birth date, and marks the proof as a link', async () => {
      const email = fresh();
      const { token } = await linkOf(email, 'EMAIL');
      const browser = t.agent();
      const opened = await browser.post(LINK).send({ token }).expect(200);
      expect(opened.body).toEqual({ email, phone: null });
      expect(JSON.stringify(opened.body)).not.toContain(APPLICANT.birth);
      const info = await browser.post(INFO).send({}).expect(200);
      expect(info.body.proven).toEqual({ email, phone: null, viaLink: true });
    });

    it('sent by 알림톡, proves the phone number, not the e-mail', async () => {
      const email = fresh();
      const { token } = await linkOf(email, 'ALIMTALK');
      const opened = await t.agent().post(LINK).send({ token }).expect(200);
      expect(opened.body).toEqual({ email: null, phone: '01044440002' });
    });
  });

  describe('a remembered browser', () => {
    it('skips the code for the same contact, keeps the time of its code, and can be signed out', async () => {
      const email = fresh();
      const phone = t.agent();
      await proveContact(t, phone, { email }, { remember: true });
      const laptop = t.agent();
      await proveContact(t, laptop, { email }, { remember: true });

      later(60 * 24 * 3);
      const again = await phone.post(CODE).send({ email }).expect(200);
      expect(again.body).toEqual({ proven: true });
      expect(named(again, 'maeum_guest')).toHaveLength(4);
      const info = await phone.post(INFO).send({}).expect(200);
      expect(info.body.proven.email).toBe(email);
      // The lookup skips the code the same way (with a right pair).
      await apply(t, lectureId, { applicant: { ...APPLICANT, email } });
      const check = await phone.post(CHECK).send({ email, birth: APPLICANT.birth }).expect(200);
      expect(check.body).toEqual({ state: 1, proven: true });

      // Not for another contact.
      const other = await phone.post(CODE).send({ email: fresh() }).expect(200);
      expect(other.body.proven).toBe(false);

      const list = await phone.get(BROWSERS).expect(200);
      expect(list.body.browsers).toHaveLength(2);
      expect(list.body.browsers.filter((b: { current: boolean }) => b.current)).toHaveLength(1);

      // 다른 기기 모두 로그아웃: the laptop must type a code again.
      await phone.post(CODE).send({ email }).expect(200);
      const forgot = await phone.post(FORGET).send({ scope: 'others' }).expect(200);
      expect(forgot.body).toEqual({ forgotten: 1 });
      const laptopAgain = await laptop.post(CODE).send({ email }).expect(200);
      expect(laptopAgain.body.proven).toBe(false);

      // 이 기기 로그아웃: the proof ends and the browser is forgotten.
      await phone.post(FORGET).send({ scope: 'this' }).expect(200);
      await phone.post(INFO).send({}).expect(401);
      later(2);
      const phoneAgain = await phone.post(CODE).send({ email }).expect(200);
      expect(phoneAgain.body.proven).toBe(false);
    });

    it('ends after FAMILY_REMEMBER_DAYS', async () => {
      const email = fresh();
      const browser: TestAgent = t.agent();
      await proveContact(t, browser, { email }, { remember: true });
      later(60 * 24 * 30);
      const res = await browser.post(CODE).send({ email }).expect(200);
      expect(res.body.proven).toBe(false);
    });
  });

  describe('what a stranger can do to a family’s door', () => {
    const STRANGER = { 'X-Forwarded-For': '203.0.113.66' };
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

    it('a stranger asking codes for the family’s e-mail every minute leaves the family’s code standing', async () => {
      const email = fresh();
      const family = t.agent();
      await family.post(CODE).send({ email }).expect(200);
      const code = await codeSentTo(t, email);
      const stranger = t.agent();
      for (let minute = 1; minute <= 4; minute += 1) {
        later(1);
        await stranger.post(CODE).set(STRANGER).send({ email }).expect(200);
      }
      later(1);
      await family.post(VERIFY).send({ email, code }).expect(200);
      // The minute between two codes is per browser: another one need not wait for the stranger's.
      await t.agent().post(CODE).send({ email }).expect(200);
    });

    it('a stranger’s wrong tries leave the family’s code usable', async () => {
      const email = fresh();
      const family = t.agent();
      await family.post(CODE).send({ email }).expect(200);
      const code = await codeSentTo(t, email);
      const wrong = wrongFor(code);
      // Without a code of their own: refused, and no try counts against anyone.
      const stranger = t.agent();
      for (let i = 0; i < 5; i += 1) {
        const res = await stranger.post(VERIFY).set(STRANGER).send({ email, code: wrong });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'CODE_EXPIRED' });
        expect(res.body.message).toContain('인증번호를 다시 받아 주세요.');
      }
      // With their own code: they lock their own, only.
      await stranger.post(CODE).set(STRANGER).send({ email }).expect(200);
      const theirs = await codeSentTo(t, email);
      const guess = wrongFor(theirs) === code ? '222222' : wrongFor(theirs);
      for (let i = 0; i < 5; i += 1) {
        await stranger.post(VERIFY).set(STRANGER).send({ email, code: guess }).expect(400);
      }
      const locked = await stranger.post(VERIFY).set(STRANGER).send({ email, code: theirs });
      expect(locked.body.code).toBe('CODE_LOCKED');
      await family.post(VERIFY).send({ email, code }).expect(200);
    });

    it('a stranger who uses up their sends for the family’s e-mail leaves the family its first send', async () => {
      const email = fresh();
      for (let i = 0; i < 5; i += 1) {
        await t.agent().post(CODE).set(STRANGER).send({ email }).expect(200);
        later(1);
      }
      const spent = await t.agent().post(CODE).set(STRANGER).send({ email }).expect(429);
      expect(spent.body.code).toBe('TOO_MANY_CODES');
      const family = t.agent();
      await family.post(CODE).send({ email }).expect(200);
      await family
        .post(VERIFY)
        .send({ email, code: await codeSentTo(t, email) })
        .expect(200);
    });

    it('a second lookup within the minute keeps only the code of the same browser', async () => {
      const email = fresh();
      await apply(t, lectureId, { applicant: { ...APPLICANT, email } });
      const family = t.agent();
      await family.post(CHECK).send({ email, birth: APPLICANT.birth }).expect(200);
      const code = await codeSentTo(t, email);
      // The same browser again: the code already sent stands, nothing new is sent.
      const again = await family.post(CHECK).send({ email, birth: APPLICANT.birth }).expect(200);
      expect(again.body).toMatchObject({ state: 1, proven: false });
      expect(await codeSentTo(t, email)).toBe(code);
      // Another browser gets a code of its own, and the family's still works.
      const other = t.agent();
      await other.post(CHECK).set(STRANGER).send({ email, birth: APPLICANT.birth }).expect(200);
      const theirs = await codeSentTo(t, email);
      const sent = await messagesOf(t, { kind: 'family-code', recipient: email });
      expect(sent).toHaveLength(2);
      await other.post(VERIFY).send({ email, code: theirs }).expect(200);
      await family.post(VERIFY).send({ email, code }).expect(200);
    });

    it('refuses a code typed in another browser than the one that asked for it', async () => {
      const email = fresh();
      const family = t.agent();
      await family.post(CODE).send({ email }).expect(200);
      const code = await codeSentTo(t, email);
      const elsewhere = await t.agent().post(VERIFY).send({ email, code }).expect(400);
      expect(elsewhere.body).toEqual(
        expect.objectContaining({
          code: 'CODE_EXPIRED',
          message: '이 기기에서 받은 인증번호가 없어요. 인증번호를 다시 받아 주세요.',
        }),
      );
      expect(named(elsewhere, 'maeum_guest')).toEqual([]);
      // A browser with a code of its own for another contact is refused the same way.
      const other = t.agent();
      await other.post(CODE).send({ email: fresh() }).expect(200);
      const mixed = await other.post(VERIFY).send({ email, code }).expect(400);
      expect(mixed.body.code).toBe('CODE_EXPIRED');
      await family.post(VERIFY).send({ email, code }).expect(200);
    });
  });

  describe('what a stranger does with a family’s e-mail', () => {
    it('a stranger who applies first never blocks the family who proves the e-mail: the stranger’s unpaid one is withdrawn', async () => {
      const email = fresh();
      const lecture = (await createOpenLecture(t.dataSource)).id;
      const squat = await apply(t, lecture, {
        applicant: { ...APPLICANT, email, birth: '1970-07-07', name: '타인' },
      });
      const family = t.agent();
      await proveContact(t, family, { email });
      const body = await applicationBody(t, lecture, { applicant: { ...APPLICANT, email } });
      const res = await family.post('/api/lecture/application/data').send(body).expect(200);
      expect(res.body).toEqual({ state: 0, applicationId: expect.any(Number) });
      const [row] = await t.dataSource.query(
        `SELECT payment_status, withdrawn_reason, refunded_amount FROM application WHERE id = $1`,
        [squat.applicationId],
      );
      expect(row).toEqual({
        payment_status: 'C',
        withdrawn_reason: 'SUPERSEDED',
        refunded_amount: 0,
      });
    });

    it('a stranger cannot move their application onto a family’s e-mail without the code sent there', async () => {
      const family = fresh();
      await apply(t, lectureId, { applicant: { ...APPLICANT, email: family } });
      const strangerEmail = fresh();
      const theirs = await apply(t, (await createOpenLecture(t.dataSource)).id, {
        applicant: { ...APPLICANT, email: strangerEmail, birth: '1970-07-07' },
      });
      const stranger = t.agent();
      await proveContact(t, stranger, { email: strangerEmail });
      const refused = await stranger
        .post('/api/guest/contact')
        .send({ newEmail: family })
        .expect(400);
      expect(refused.body.code).toBe('CODE_REQUIRED');
      const guessed = await stranger
        .post('/api/guest/contact')
        .send({ newEmail: family, newEmailCode: '123456' })
        .expect(400);
      expect(['CODE_EXPIRED', 'CODE_WRONG']).toContain(guessed.body.code);
      const [row] = await t.dataSource.query(
        `SELECT applicant_email FROM application WHERE id = $1`,
        [theirs.applicationId],
      );
      expect(row.applicant_email).toBe(strangerEmail);
    });
  });
});
