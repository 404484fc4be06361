import type TestAgent from 'supertest/lib/agent';
import { ADMIN_DEVICE_COOKIE, LoginRateLimit } from '../../src/auth/login-rate-limit';
import { GUEST_DEVICE_COOKIE, LookupRateLimit } from '../../src/guests/lookup-rate-limit';
import { TEST_ADMIN } from '../support/admin-session';
import { APPLICANT, apply } from '../support/applying';
import { createLecture } from '../support/factories';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';

const LOGIN = '/api/user/login';
const CHECK = '/api/guest/user-check';
const FLOOD_ADDRESSES = 100;

/**
 * Issue 32, "Lock-out under a sustained flood": wrong answers from ~100 addresses (X-Forwarded-For
 * from the trusted proxy, loopback in tests) fill the account's or e-mail's slowdown queue, so an
 * unknown browser is refused or slowed; a browser holding the device cookie of an earlier success
 * (OWASP's device cookies) gets in at once. The slowdown's waits are recorded instead of slept
 * (the clock stands: a flood arrives at once), and the rightful answer is timed by wall clock too.
 */
describe('device cookies: the rightful browser gets through a flood', () => {
  let t: TestApp;
  let addresses = 0;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(DEFAULT_NOW);
    await t.dataSource.query(`DELETE FROM admin_login_attempt`);
    await t.dataSource.query(`DELETE FROM guest_lookup_attempt`);
    await t.dataSource.query(`DELETE FROM device_cookie_attempt`);
    await t.dataSource.query(`DELETE FROM attempt_slot`);
  });
  afterEach(() => jest.restoreAllMocks());

  function newAddress(): string {
    addresses += 1;
    return `198.19.${addresses >> 8}.${addresses & 255}`;
  }

  /** Records each attempt's wait for its turn instead of sleeping it. */
  function watchWaits(limiter: { wait(attempt: { delayMs: number }): Promise<void> }): number[] {
    const delays: number[] = [];
    jest.spyOn(limiter, 'wait').mockImplementation(async (attempt: { delayMs: number }) => {
      delays.push(attempt.delayMs);
    });
    return delays;
  }

  function deviceCookieOf(res: { headers: Record<string, unknown> }, name: string) {
    const raw = res.headers['set-cookie'];
    const all = Array.isArray(raw) ? (raw as string[]) : raw ? [String(raw)] : [];
    return all.find((cookie) => cookie.startsWith(`${name}=`));
  }

  /** Sends `count` requests in waves of 10 at once (a flood, without 100 argon2 runs at once). */
  async function waves<T>(count: number, send: (i: number) => Promise<T>): Promise<T[]> {
    const answers: T[] = [];
    for (let i = 0; i < count; i += 10) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, count - i) }, (_, j) => send(i + j)),
        )),
      );
    }
    return answers;
  }

  /** Refused with seconds to wait, or made to wait at least a second for its turn. */
  function expectSlowed(
    answer: { status: number; body: { code?: string } },
    delays: number[],
    code: string,
  ) {
    if (answer.status === 429) expect(answer.body.code).toBe(code);
    else expect(delays.at(-1)).toBeGreaterThanOrEqual(1000);
  }

  async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
    const started = Date.now();
    const value = await run();
    return { value, ms: Date.now() - started };
  }

  describe('admin sign-in', () => {
    const login = (agent: TestAgent, password: string, address = newAddress()) =>
      agent
        .post(LOGIN)
        .set('X-Forwarded-For', address)
        .send({ username: TEST_ADMIN.username, password, autoLogin: false });

    /** Wrong passwords for the owner's account from FLOOD_ADDRESSES addresses at once. */
    async function flood(): Promise<number[]> {
      const answers = await waves(FLOOD_ADDRESSES, (i) => login(t.agent(), `wrong-password-${i}`));
      return answers.map((answer) => answer.status);
    }

    it('lets the owner’s browser in at once during a flood from 100 addresses, while an unknown browser is refused', async () => {
      const owner = t.agent();
      const first = await login(owner, TEST_ADMIN.password);
      expect(first.status).toBe(200);
      const cookie = deviceCookieOf(first, ADMIN_DEVICE_COOKIE.cookieName);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\/api\/user(;|$)/);

      const delays = watchWaits(t.running.app.get(LoginRateLimit));
      const statuses = await flood();
      // The flood itself: a few wrong passwords evaluated, the rest refused with a wait.
      expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(5);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(50);

      // An unknown browser with the right password: refused for seconds, or queued behind the flood.
      const stranger = await login(t.agent(), TEST_ADMIN.password);
      expectSlowed(stranger, delays, 'TOO_MANY_LOGINS');

      // The owner's browser, from yet another address, during the same flood.
      delays.length = 0;
      const again = await timed(() => login(owner, TEST_ADMIN.password));
      expect(again.value.status).toBe(200);
      expect(typeof again.value.body.accessToken).toBe('string');
      expect(delays).toEqual([0]);
      expect(again.ms).toBeLessThan(2000);
      // A fresh device cookie (new nonce) replaces the one presented.
      const renewed = deviceCookieOf(again.value, ADMIN_DEVICE_COOKIE.cookieName);
      expect(renewed).toBeDefined();
      expect(renewed?.split(';')[0]).not.toBe(cookie?.split(';')[0]);
    });

    it('locks a device cookie out after its own failure limit, without touching the shared count', async () => {
      watchWaits(t.running.app.get(LoginRateLimit));
      const browser = t.agent();
      expect((await login(browser, TEST_ADMIN.password)).status).toBe(200);
      const limit = t.config.limits.deviceCookies.failureLimit;
      for (let i = 0; i < limit; i += 1) {
        expect((await login(browser, `wrong-${i}`)).status).toBe(401);
      }
      const locked = await login(browser, TEST_ADMIN.password);
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe('TOO_MANY_LOGINS');
      // Those failures were the cookie's: the account's shared count saw none of them.
      const [{ count }]: { count: number }[] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM admin_login_attempt`,
      );
      expect(count).toBe(0);
      // A browser without it still signs in (through the shared limits).
      expect((await login(t.agent(), TEST_ADMIN.password)).status).toBe(200);
      // And the locked cookie works again once its lockout has passed.
      t.clock.set(
        new Date(
          Date.parse(DEFAULT_NOW) + t.config.limits.deviceCookies.lockoutMinutes * 60_000 + 1000,
        ),
      );
      expect((await login(browser, TEST_ADMIN.password)).status).toBe(200);
    });

    it('does not trust a forged, foreign or expired device cookie', async () => {
      watchWaits(t.running.app.get(LoginRateLimit));
      const first = await login(t.agent(), TEST_ADMIN.password);
      const value = deviceCookieOf(first, ADMIN_DEVICE_COOKIE.cookieName)!.split(';')[0];
      await flood();
      const forged = value.replace(/.~/, (m) => (m[0] === 'A' ? 'B~' : 'A~'));
      const answers = [
        // Forged: its signature no longer matches.
        await login(t.agent(), TEST_ADMIN.password).set('Cookie', forged),
      ];
      // Expired: past DEVICE_COOKIE_DAYS.
      t.clock.set(
        new Date(
          Date.parse(DEFAULT_NOW) + (t.config.limits.deviceCookies.lifetimeDays + 1) * 86_400_000,
        ),
      );
      await flood();
      answers.push(await login(t.agent(), TEST_ADMIN.password).set('Cookie', value));
      for (const answer of answers) expect(answer.status).toBe(429);
    });
  });

  describe('the family’s lookup', () => {
    async function applicant() {
      const email = `device${addresses}@example.com`;
      const birth = '2016-03-09';
      const lecture = await createLecture(t.dataSource, {
        reg_period_start: '2026-11-20',
        reg_period_end: '2026-11-30',
        lec_period_start: '2026-12-10',
        lec_period_end: '2026-12-11',
      });
      await apply(t, lecture.id, { applicant: { ...APPLICANT, email, birth } });
      return { email, birth };
    }

    const check = (agent: TestAgent, body: object, address = newAddress()) =>
      agent.post(CHECK).set('X-Forwarded-For', address).send(body);

    it('lets the family’s browser in at once during a flood from 100 addresses, while an unknown browser is refused', async () => {
      const family = await applicant();
      const browser = t.agent();
      const first = await check(browser, family);
      expect(first.body).toMatchObject({ state: 1 });
      const cookie = deviceCookieOf(first, GUEST_DEVICE_COOKIE.cookieName);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\/api\/guest(;|$)/);

      const delays = watchWaits(t.running.app.get(LookupRateLimit));
      const answers = await waves(FLOOD_ADDRESSES, (i) =>
        check(t.agent(), {
          email: family.email,
          birth: `2015-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
        }),
      );
      expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThan(50);

      const stranger = await check(t.agent(), family);
      expectSlowed(stranger, delays, 'TOO_MANY_LOOKUPS');

      delays.length = 0;
      const again = await timed(() => check(browser, family));
      expect(again.value.status).toBe(200);
      expect(again.value.body).toMatchObject({ state: 1 });
      expect(delays).toEqual([0]);
      expect(again.ms).toBeLessThan(2000);
    });

    it('binds the cookie to the e-mail it proved: another e-mail gets no pass', async () => {
      const family = await applicant();
      addresses += 1;
      const other = await applicant();
      const browser = t.agent();
      expect((await check(browser, family)).body).toMatchObject({ state: 1 });
      const delays = watchWaits(t.running.app.get(LookupRateLimit));
      await waves(40, (i) =>
        check(t.agent(), {
          email: other.email,
          birth: `2014-01-${String((i % 28) + 1).padStart(2, '0')}`,
        }),
      );
      expectSlowed(await check(browser, other), delays, 'TOO_MANY_LOOKUPS');
    });
  });
});
