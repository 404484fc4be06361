import { AdminAccountOnStart } from '../../src/auth/admin-account-on-start';
import { LOGIN_LIMITS } from '../../src/auth/login-rate-limit';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../../src/config/auth.config';
import { TEST_ADMIN, adminToken, bearer } from '../support/admin-session';
import { REDIS_URL, RedisProbe, uniqueRedisPrefix } from '../support/redis';
import { startTestApp, type TestApp } from '../support/test-app';

const LOGIN = '/api/user/login';
const REFRESH = '/api/user/refresh';
const LOGOUT = '/api/user/logout';
const ADMIN_ROUTE = '/api/admin/lecture/list';

function decode(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

/** The refresh cookie as the server set it, e.g. "maeum_admin_refresh=...; Path=/api/user; ...". */
function refreshCookie(response: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (response.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((cookie) => cookie.startsWith('maeum_admin_refresh='));
}

function cookieValue(setCookie: string): string {
  return setCookie.split(';')[0];
}

describe('admin sign-in', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp({ seed: false });
  });
  afterAll(() => test.close());
  beforeEach(async () => {
    await test.dataSource.query(`DELETE FROM admin_login_attempt`);
  });

  it('stores the administrator from the environment as an argon2id hash only', async () => {
    const rows: { username: string; password_hash: string }[] = await test.dataSource.query(
      `SELECT username, password_hash FROM admin_user`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].username).toBe(TEST_ADMIN.username);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].password_hash).not.toContain(TEST_ADMIN.password);
  });

  it('answers 401 for an unknown id and 402 for a wrong password, with the Korean messages', async () => {
    const unknown = await test.http
      .post(LOGIN)
      .send({ username: 'nobody', password: TEST_ADMIN.password });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('존재하지 않는 계정입니다.');
    expect(refreshCookie(unknown)).toBeUndefined();

    const wrong = await test.http
      .post(LOGIN)
      .send({ username: TEST_ADMIN.username, password: 'not-the-password' });
    expect(wrong.status).toBe(402);
    expect(wrong.body.message).toBe('비밀번호가 일치하지 않습니다.');
    expect(refreshCookie(wrong)).toBeUndefined();
  });

  it('refuses an empty id or password with 400 and the inline message', async () => {
    for (const body of [{}, { username: 'admin' }, { username: '', password: 'x' }]) {
      const response = await test.http.post(LOGIN).send(body);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body.message)).toContain('아이디와 비밀번호를 입력해 주세요.');
    }
  });

  it('signs in with a 15-minute access token and a strict, httpOnly refresh cookie for 14 days', async () => {
    const response = await test.http.post(LOGIN).send(TEST_ADMIN);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['accessToken']);
    const claims = decode(response.body.accessToken as string);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
    expect(Number(claims.iat)).toBe(Math.floor(test.clock.now().getTime() / 1000));

    const cookie = refreshCookie(response)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/user(;|$)/);
    // Not Secure outside production (plain http in development); production sets it.
    expect(cookie).not.toMatch(/Secure/);
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]).getTime();
    expect(expires - test.clock.now().getTime()).toBeGreaterThan(14 * 86_400_000 - 2000);
    expect(expires - test.clock.now().getTime()).toBeLessThanOrEqual(14 * 86_400_000);

    const admin = await test.http
      .get(ADMIN_ROUTE)
      .set('Authorization', bearer(response.body.accessToken));
    expect(admin.status).toBe(200);
  });

  it('keeps refresh tokens hashed: the database never holds the cookie value', async () => {
    const response = await test.http.post(LOGIN).send(TEST_ADMIN);
    const token = cookieValue(refreshCookie(response)!).split('=')[1];
    const rows: { token_hash: string }[] = await test.dataSource.query(
      `SELECT token_hash FROM admin_refresh_token`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('issues no refresh cookie without auto-login', async () => {
    const response = await test.http.post(LOGIN).send({ ...TEST_ADMIN, autoLogin: false });
    expect(response.status).toBe(200);
    // Only a clearing cookie (expired) may be sent.
    const cookie = refreshCookie(response);
    expect(cookie === undefined || /Expires=Thu, 01 Jan 1970/.test(cookie)).toBe(true);
  });

  it('rotates: each refresh token works once and gives a new access token and cookie', async () => {
    const agent = test.agent();
    const login = await agent.post(LOGIN).send(TEST_ADMIN);
    const first = cookieValue(refreshCookie(login)!);

    test.clock.set(new Date(test.clock.now().getTime() + 60_000));
    const refreshed = await agent.post(REFRESH);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.accessToken).not.toBe(login.body.accessToken);
    const second = cookieValue(refreshCookie(refreshed)!);
    expect(second).not.toBe(first);
    expect(
      (await test.http.get(ADMIN_ROUTE).set('Authorization', bearer(refreshed.body.accessToken)))
        .status,
    ).toBe(200);

    // The agent now holds the second cookie; it works once more.
    expect((await agent.post(REFRESH)).status).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back (someone copied it)', async () => {
    const victim = test.agent();
    const login = await victim.post(LOGIN).send(TEST_ADMIN);
    const stolen = cookieValue(refreshCookie(login)!);

    // The real browser refreshes first...
    const legit = await victim.post(REFRESH);
    expect(legit.status).toBe(200);
    // ...then the copy is replayed: refused, and the family is revoked.
    const replay = await test.http.post(REFRESH).set('Cookie', stolen);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('로그인이 만료되었습니다. 다시 로그인해 주세요.');
    // The browser's current token is now dead too: both must sign in again.
    expect((await victim.post(REFRESH)).status).toBe(401);
  });

  it('refuses a refresh without a cookie, with an unknown one and after 14 days', async () => {
    expect((await test.http.post(REFRESH)).status).toBe(401);
    expect(
      (await test.http.post(REFRESH).set('Cookie', 'maeum_admin_refresh=made-up')).status,
    ).toBe(401);

    const agent = test.agent();
    await agent.post(LOGIN).send(TEST_ADMIN);
    test.clock.set(new Date(test.clock.now().getTime() + 14 * 86_400_000 + 1000));
    expect((await agent.post(REFRESH)).status).toBe(401);
  });

  it('logs out: the refresh cookie is revoked and cleared', async () => {
    const agent = test.agent();
    const login = await agent.post(LOGIN).send(TEST_ADMIN);
    const cookie = cookieValue(refreshCookie(login)!);
    const logout = await agent.post(LOGOUT);
    expect(logout.status).toBe(204);
    expect(refreshCookie(logout)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await test.http.post(REFRESH).set('Cookie', cookie)).status).toBe(401);
  });

  it('accepts an access token until 15 minutes have passed, then 401', async () => {
    const token = await adminToken(test);
    test.clock.set(new Date(test.clock.now().getTime() + 15 * 60 * 1000));
    expect((await test.http.get(ADMIN_ROUTE).set('Authorization', bearer(token))).status).toBe(200);
    test.clock.set(new Date(test.clock.now().getTime() + 1000));
    const expired = await test.http.get(ADMIN_ROUTE).set('Authorization', bearer(token));
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('로그인이 필요합니다.');
  });
});

// The same limits whether the counts live in PostgreSQL (default) or in Redis (REDIS_URL).
describe.each(['PostgreSQL', 'Redis'] as const)('admin sign-in rate limit in %s', (store) => {
  let test: TestApp;
  let redis: RedisProbe | undefined;

  beforeAll(async () => {
    if (store === 'Redis') redis = new RedisProbe(uniqueRedisPrefix());
    test = await startTestApp({
      seed: false,
      configure: (config) =>
        redis ? { ...config, redis: { url: REDIS_URL, prefix: redis.prefix } } : config,
    });
  });
  afterAll(async () => {
    await test?.close();
    await redis?.close();
  });
  beforeEach(async () => {
    await test.dataSource.query(`DELETE FROM admin_login_attempt`);
    await redis?.clear();
  });

  const wrong = () =>
    test.http.post(LOGIN).send({ username: TEST_ADMIN.username, password: 'wrong-password' });

  it(`answers 429 after ${LOGIN_LIMITS.account} failures, even with the right password, until 15 minutes pass`, async () => {
    for (let i = 0; i < LOGIN_LIMITS.account; i += 1) expect((await wrong()).status).toBe(402);
    const blocked = await test.http.post(LOGIN).send(TEST_ADMIN);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(
      /^로그인 시도가 너무 많습니다. \d+분 후에 다시 시도해 주세요.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(refreshCookie(blocked)).toBeUndefined();

    test.clock.set(new Date(test.clock.now().getTime() + 15 * 60 * 1000 + 1000));
    expect((await test.http.post(LOGIN).send(TEST_ADMIN)).status).toBe(200);
  });

  it('resets the count on success', async () => {
    for (let i = 0; i < LOGIN_LIMITS.account - 1; i += 1) expect((await wrong()).status).toBe(402);
    expect((await test.http.post(LOGIN).send(TEST_ADMIN)).status).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.account - 1; i += 1) expect((await wrong()).status).toBe(402);
    expect((await test.http.post(LOGIN).send(TEST_ADMIN)).status).toBe(200);
  });

  it('counts failures per client address across account names', async () => {
    for (let i = 0; i < LOGIN_LIMITS.address; i += 1) {
      const response = await test.http.post(LOGIN).send({ username: `guess${i}`, password: 'x' });
      expect(response.status).toBe(401);
    }
    expect((await test.http.post(LOGIN).send(TEST_ADMIN)).status).toBe(429);
  });

  it('lets at most the limit through when guesses arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => wrong()));
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 402)).toHaveLength(LOGIN_LIMITS.account);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - LOGIN_LIMITS.account);
  });

  it('keeps the counts only in its own store', async () => {
    await wrong().expect(402);
    const rows = await test.dataSource.query(`SELECT count(*)::int AS n FROM admin_login_attempt`);
    if (redis) {
      expect(rows[0].n).toBe(0);
      // One sorted set per scope (account, address), keyed by an HMAC, never the raw value.
      const keys = await redis.keys();
      expect(keys).toHaveLength(2);
      for (const key of keys) {
        expect(key).toMatch(/^.+\{attempts\}:admin_login_attempt:(account|address):[0-9a-f]{64}$/);
      }
    } else {
      expect(rows[0].n).toBe(2);
    }
  });
});

describe('the administrator account at start', () => {
  it(`follows ADMIN_PASSWORD: a changed one replaces the hash and ends sessions`, async () => {
    expect(ADMIN_PASSWORD_MIN_LENGTH).toBeGreaterThanOrEqual(12);
    const test = await startTestApp({ seed: false });
    try {
      const agent = test.agent();
      expect((await agent.post(LOGIN).send(TEST_ADMIN)).status).toBe(200);
      // The same start code, run again with a new password (what a restart with a new env does).
      const account = test.running.app.get(AdminAccountOnStart);
      Object.assign(test.config.auth, {
        admin: { username: TEST_ADMIN.username, password: 'a-brand-new-password-5678' },
      });
      await account.onApplicationBootstrap();
      expect((await test.http.post(LOGIN).send(TEST_ADMIN)).status).toBe(402);
      expect(
        (
          await test.http
            .post(LOGIN)
            .send({ username: 'admin', password: 'a-brand-new-password-5678' })
        ).status,
      ).toBe(200);
      expect((await agent.post(REFRESH)).status).toBe(401);
    } finally {
      await test.close();
    }
  });
});
