import { JwtService } from '@nestjs/jwt';
import { AdminAccountOnStart } from '../../src/auth/admin-account-on-start';
import { SESSION_RECHECK_MS } from '../../src/auth/admin-sessions';
import {
  LOGIN_LIMITS,
  LOGIN_SLOWDOWN,
  LoginRateLimit,
  type LoginAttempt,
} from '../../src/auth/login-rate-limit';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../../src/config/auth.config';
import { TEST_ADMIN, adminToken, bearer } from '../support/admin-session';
import { REDIS_URL, RedisProbe, uniqueRedisPrefix, withRedis } from '../support/redis';
import { startTestApp, type TestApp } from '../support/test-app';

const LOGIN = '/api/user/login';
const REFRESH = '/api/user/refresh';
const LOGOUT = '/api/user/logout';
const ADMIN_ROUTE = '/api/admin/lecture/list';
const INVALID = '아이디 또는 비밀번호가 일치하지 않습니다.';
const SIGN_IN_REQUIRED = '로그인이 필요합니다.';

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
    await test.dataSource.query(`DELETE FROM attempt_slot`);
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

  it('answers an unknown id and a wrong password alike: 401 and one message', async () => {
    const unknown = await test.http
      .post(LOGIN)
      .send({ username: 'nobody', password: TEST_ADMIN.password });
    const wrong = await test.http
      .post(LOGIN)
      .send({ username: TEST_ADMIN.username, password: 'not-the-password' });
    for (const answer of [unknown, wrong]) {
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(INVALID);
      expect(refreshCookie(answer)).toBeUndefined();
    }
    expect(unknown.body).toEqual(wrong.body);
  });

  it('takes as long for an unknown id as for a wrong password (argon2 runs for both)', async () => {
    const timed = async (username: string, address: string) => {
      const started = process.hrtime.bigint();
      const answer = await test.http
        .post(LOGIN)
        .set('X-Forwarded-For', address)
        .send({ username, password: 'not-the-password' });
      expect(answer.status).toBe(401);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    // Interleaved, each from an address of its own, within the account's free allowance.
    for (let i = 0; i < LOGIN_SLOWDOWN.free; i += 1) {
      unknown.push(await timed(`nobody${i}`, `198.51.100.${10 + i}`));
      wrong.push(await timed(TEST_ADMIN.username, `198.51.100.${20 + i}`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
    // Without the dummy verification an unknown id answered in a tenth of the time.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.6);
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
    // The token names its session, a row of admin_session.
    const sessions: { id: string }[] = await test.dataSource.query(
      `SELECT id FROM admin_session WHERE id = $1 AND ended_at IS NULL`,
      [claims.sid],
    );
    expect(sessions).toHaveLength(1);
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

  it('ends the session when a used refresh token comes back (someone copied it), access tokens too', async () => {
    const victim = test.agent();
    const login = await victim.post(LOGIN).send(TEST_ADMIN);
    const stolen = cookieValue(refreshCookie(login)!);

    // The real browser refreshes first...
    const legit = await victim.post(REFRESH);
    expect(legit.status).toBe(200);
    const tokens = [login.body.accessToken as string, legit.body.accessToken as string];
    for (const token of tokens) {
      expect((await test.http.get(ADMIN_ROUTE).set('Authorization', bearer(token))).status).toBe(
        200,
      );
    }
    // ...then the copy is replayed: refused, and the session is ended.
    const replay = await test.http.post(REFRESH).set('Cookie', stolen);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('로그인이 만료되었습니다. 다시 로그인해 주세요.');
    // The browser's current token is now dead too: both must sign in again...
    expect((await victim.post(REFRESH)).status).toBe(401);
    // ...and no access token of that session opens anything, though none has expired.
    for (const token of tokens) {
      const refused = await test.http.get(ADMIN_ROUTE).set('Authorization', bearer(token));
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(SIGN_IN_REQUIRED);
    }
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

  it('logs out: the refresh cookie is revoked and cleared, and the access token stops working', async () => {
    const agent = test.agent();
    const login = await agent.post(LOGIN).send(TEST_ADMIN);
    const cookie = cookieValue(refreshCookie(login)!);
    const auth = bearer(login.body.accessToken as string);
    expect((await test.http.get(ADMIN_ROUTE).set('Authorization', auth)).status).toBe(200);
    const logout = await agent.post(LOGOUT);
    expect(logout.status).toBe(204);
    expect(refreshCookie(logout)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await test.http.post(REFRESH).set('Cookie', cookie)).status).toBe(401);
    const refused = await test.http.get(ADMIN_ROUTE).set('Authorization', auth);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(SIGN_IN_REQUIRED);
  });

  it('logs out a sign-in without auto-login by its Bearer token, and only that one', async () => {
    const other = bearer(await adminToken(test));
    const login = await test.http.post(LOGIN).send({ ...TEST_ADMIN, autoLogin: false });
    const auth = bearer(login.body.accessToken as string);
    expect((await test.http.get(ADMIN_ROUTE).set('Authorization', auth)).status).toBe(200);

    expect((await test.http.post(LOGOUT).set('Authorization', auth)).status).toBe(204);
    expect((await test.http.get(ADMIN_ROUTE).set('Authorization', auth)).status).toBe(401);
    // Another sign-in (another browser) goes on.
    expect((await test.http.get(ADMIN_ROUTE).set('Authorization', other)).status).toBe(200);
  });

  it('ends nothing for a forged or garbled token on logout', async () => {
    const auth = bearer(await adminToken(test));
    const claims = decode(auth.slice('Bearer '.length));
    const forged = new JwtService().sign(claims, {
      secret: 'another-secret-another-secret-another',
      algorithm: 'HS256',
    });
    for (const header of [bearer(forged), 'Bearer not-a-token', 'Basic abc']) {
      expect((await test.http.post(LOGOUT).set('Authorization', header)).status).toBe(204);
    }
    expect((await test.http.get(ADMIN_ROUTE).set('Authorization', auth)).status).toBe(200);
  });

  it('refuses a well-signed access token that names no session (issued before sessions)', async () => {
    const valid = await adminToken(test);
    const { sid: _sid, ...claims } = decode(valid);
    const jwt = new JwtService();
    const secret = test.config.auth.jwtSecret;
    const withoutSession = jwt.sign(claims, { secret, algorithm: 'HS256' });
    const unknownSession = jwt.sign(
      { ...claims, sid: '00000000-0000-4000-8000-000000000000' },
      { secret, algorithm: 'HS256' },
    );
    for (const token of [withoutSession, unknownSession]) {
      const refused = await test.http.get(ADMIN_ROUTE).set('Authorization', bearer(token));
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(SIGN_IN_REQUIRED);
    }
    expect((await test.http.get(ADMIN_ROUTE).set('Authorization', bearer(valid))).status).toBe(200);
  });

  it(`sees a session ended elsewhere (another replica) within ${SESSION_RECHECK_MS / 1000} s, reading its row at most once in that time`, async () => {
    const token = await adminToken(test);
    const { sid } = decode(token);
    const auth = bearer(token);
    expect((await test.http.get(ADMIN_ROUTE).set('Authorization', auth)).status).toBe(200);
    // Ended behind this process's back, as sign-out on another replica does.
    await test.dataSource.query(`UPDATE admin_session SET ended_at = now() WHERE id = $1`, [sid]);
    // Still trusted from the read a moment ago: no read per request...
    test.clock.set(new Date(test.clock.now().getTime() + SESSION_RECHECK_MS - 1000));
    expect((await test.http.get(ADMIN_ROUTE).set('Authorization', auth)).status).toBe(200);
    // ...and read again once that read is SESSION_RECHECK_MS old.
    test.clock.set(new Date(test.clock.now().getTime() + 1000));
    expect((await test.http.get(ADMIN_ROUTE).set('Authorization', auth)).status).toBe(401);
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

// The same limits whether the counts live in PostgreSQL (default) or in Redis (REDIS_URL; when
// the Redis test group joined the run, see test/setup/test-groups.js).
describe.each(withRedis<'PostgreSQL' | 'Redis'>(['PostgreSQL'], 'Redis'))(
  'admin sign-in rate limit in %s',
  (store) => {
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
      await test.dataSource.query(`DELETE FROM attempt_slot`);
      await redis?.clear();
    });

    afterEach(() => jest.restoreAllMocks());

    let addresses = 0;
    /** A client address not used before (the app trusts X-Forwarded-For from loopback). */
    const newAddress = () => {
      addresses += 1;
      return `203.0.113.${addresses}`;
    };
    const signIn = (body: object, address: string) =>
      test.http.post(LOGIN).set('X-Forwarded-For', address).send(body);
    const wrong = (address: string) =>
      signIn({ username: TEST_ADMIN.username, password: 'wrong-password' }, address);
    const right = (address: string) => signIn(TEST_ADMIN, address);

    /**
     * Records each attempt's wait for its turn instead of waiting it out; unless `clockStands`,
     * moves the clock to the turn, as the real wait would (for attempts one after another).
     */
    function watchDelays({ clockStands = false } = {}): number[] {
      const delays: number[] = [];
      jest
        .spyOn(test.running.app.get(LoginRateLimit), 'wait')
        .mockImplementation(async (attempt: LoginAttempt) => {
          delays.push(attempt.delayMs);
          if (!clockStands) test.clock.set(new Date(test.clock.now().getTime() + attempt.delayMs));
        });
      return delays;
    }

    it(`answers 429 after ${LOGIN_LIMITS.pair} failures from one address, even with the right password, until 15 minutes pass`, async () => {
      const address = newAddress();
      for (let i = 0; i < LOGIN_LIMITS.pair; i += 1)
        expect((await wrong(address)).status).toBe(401);
      const blocked = await right(address);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(
        /^로그인 시도가 너무 많습니다. \d+분 후에 다시 시도해 주세요.$/,
      );
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(refreshCookie(blocked)).toBeUndefined();

      test.clock.set(new Date(test.clock.now().getTime() + 15 * 60 * 1000 + 1000));
      expect((await right(address)).status).toBe(200);
    });

    it('locks out no one but the guessing address: the right password from another address signs in', async () => {
      const attacker = newAddress();
      for (let i = 0; i < LOGIN_LIMITS.pair; i += 1)
        expect((await wrong(attacker)).status).toBe(401);
      expect((await wrong(attacker)).status).toBe(429);
      expect((await right(newAddress())).status).toBe(200);
    });

    it('never locks the administrator out: failures from many addresses only slow the account down', async () => {
      const delays = watchDelays();
      // An attacker with 12 addresses spends each one's 5 guesses, and is then refused there.
      const attackers = Array.from({ length: 12 }, newAddress);
      for (const address of attackers) {
        for (let i = 0; i < LOGIN_LIMITS.pair; i += 1) {
          expect((await wrong(address)).status).toBe(401);
        }
        expect((await wrong(address)).status).toBe(429);
      }
      // The first 5 failures cost nothing; then the account's turns are 250 ms apart, doubling, at
      // most 4 s (the 6th attempt finds no queue; the 7th waits the 250 ms the 6th left).
      const { free, firstMs, maxMs } = LOGIN_SLOWDOWN;
      expect(delays.slice(0, free + 7)).toEqual([
        0, 0, 0, 0, 0, 0, 250, 500, 1000, 2000, 4000, 4000,
      ]);
      expect(Math.max(...delays)).toBe(maxMs);
      expect(delays).toHaveLength(12 * LOGIN_LIMITS.pair);

      // The administrator, at the office, signs in: slowed like any attempt, never refused.
      const office = await right(newAddress());
      expect(office.status).toBe(200);
      expect(delays.at(-1)).toBe(maxMs);
      // The success forgave the account's failures: the next sign-in is not slowed.
      expect((await right(newAddress())).status).toBe(200);
      expect(delays.at(-1)).toBe(0);
      expect(firstMs).toBeLessThan(maxMs);
      expect(free).toBe(5);
    });

    it('slows the right password exactly as much as a wrong one (the wait tells nothing)', async () => {
      const delays = watchDelays();
      for (let i = 0; i < LOGIN_SLOWDOWN.free + 2; i += 1) await wrong(newAddress());
      await wrong(newAddress());
      await right(newAddress());
      // 7 failures before the 8th wrong one (its turn 500 ms after the 7th's), 8 before the right.
      expect(delays.slice(-2)).toEqual([500, 1000]);
    });

    it('waits the slowdown for real before answering', async () => {
      for (let i = 0; i < LOGIN_SLOWDOWN.free + 1; i += 1) await wrong(newAddress());
      const started = Date.now();
      expect((await right(newAddress())).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_SLOWDOWN.firstMs - 10);
    });

    it('evaluates one guess of the account per delay from every address together: 40 at once mostly wait in seconds, and the administrator still signs in', async () => {
      const delays = watchDelays();
      const { free, maxMs } = LOGIN_SLOWDOWN;
      // Enough failures from fresh addresses for the full 4 s spacing, then the queue runs empty.
      for (let i = 0; i < free + 4; i += 1) expect((await wrong(newAddress())).status).toBe(401);
      test.clock.set(new Date(test.clock.now().getTime() + maxMs));
      delays.length = 0;
      jest.restoreAllMocks();
      const evaluated = watchDelays({ clockStands: true });

      const answers = await Promise.all(Array.from({ length: 40 }, () => wrong(newAddress())));
      const statuses = answers.map((answer) => answer.status);
      // Turns now and in 4 s; a third would be 8 s away, more than one delay: not queued.
      expect(statuses.filter((status) => status === 401)).toHaveLength(2);
      expect(evaluated.sort((a, b) => a - b)).toEqual([0, maxMs]);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(38);
      for (const answer of refused) {
        expect(answer.body.message).toBe(
          '로그인 시도가 많아 잠시 기다려야 합니다. 8초 후에 다시 시도해 주세요.',
        );
        expect(answer.headers['retry-after']).toBe('8');
      }
      // The refused ones recorded nothing: 9 + 2 failures of the account, not 49.
      if (redis) {
        const [account] = (await redis.keys()).filter((key) => key.includes(':account:'));
        expect(await redis.client.zcard(account)).toBe(free + 4 + 2);
      } else {
        const [{ n }]: { n: number }[] = await test.dataSource.query(
          `SELECT count(*)::int AS n FROM admin_login_attempt WHERE scope = 'account'`,
        );
        expect(n).toBe(free + 4 + 2);
      }

      // Once the queue has passed, the right password from a fresh address signs in at once.
      test.clock.set(new Date(test.clock.now().getTime() + 2 * maxMs));
      expect((await right(newAddress())).status).toBe(200);
      expect(evaluated.at(-1)).toBe(0);
    });

    it('counts IPv6 addresses by their /64: guesses from many addresses of one /64 meet the pair and address limits', async () => {
      watchDelays();
      let host = 0;
      const inOne64 = () => {
        host += 1;
        return `2001:db8:${addresses}:7:${host.toString(16)}::1`;
      };
      addresses += 1;
      for (let i = 0; i < LOGIN_LIMITS.pair; i += 1)
        expect((await wrong(inOne64())).status).toBe(401);
      expect((await right(inOne64())).status).toBe(429);
      // Other accounts from that /64: refused once the /64 has spent the address's 20.
      for (let i = LOGIN_LIMITS.pair; i < LOGIN_LIMITS.address; i += 1) {
        const answer = await signIn({ username: `guess${i}`, password: 'x' }, inOne64());
        expect(answer.status).toBe(401);
      }
      expect((await signIn({ username: 'another', password: 'x' }, inOne64())).status).toBe(429);
      // The neighbouring /64 is another address.
      expect((await right(`2001:db8:${addresses}:8::1`)).status).toBe(200);
    });

    it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
      const address = newAddress();
      for (let i = 0; i < LOGIN_LIMITS.pair; i += 1)
        expect((await wrong(address)).status).toBe(401);
      expect((await right(`::ffff:${address}`)).status).toBe(429);
    });

    it("resets the pair's count on success", async () => {
      const address = newAddress();
      for (let i = 0; i < LOGIN_LIMITS.pair - 1; i += 1)
        expect((await wrong(address)).status).toBe(401);
      expect((await right(address)).status).toBe(200);
      for (let i = 0; i < LOGIN_LIMITS.pair - 1; i += 1)
        expect((await wrong(address)).status).toBe(401);
      expect((await right(address)).status).toBe(200);
    });

    it(`counts ${LOGIN_LIMITS.address} failures per client address across account names`, async () => {
      const address = newAddress();
      for (let i = 0; i < LOGIN_LIMITS.address; i += 1) {
        const response = await signIn({ username: `guess${i}`, password: 'x' }, address);
        expect(response.status).toBe(401);
      }
      expect((await right(address)).status).toBe(429);
      expect((await right(newAddress())).status).toBe(200);
    });

    it('lets at most the limit through when guesses from one address arrive at once', async () => {
      watchDelays();
      const address = newAddress();
      const answers = await Promise.all(Array.from({ length: 12 }, () => wrong(address)));
      const statuses = answers.map((response) => response.status).sort();
      expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMITS.pair);
      expect(statuses.filter((status) => status === 429)).toHaveLength(12 - LOGIN_LIMITS.pair);
    });

    it('keeps the counts only in its own store', async () => {
      await wrong(newAddress()).expect(401);
      const rows = await test.dataSource.query(
        `SELECT count(*)::int AS n FROM admin_login_attempt`,
      );
      if (redis) {
        expect(rows[0].n).toBe(0);
        // One sorted set per scope (pair, account, address), keyed by an HMAC, never the raw value.
        const keys = await redis.keys();
        expect(keys).toHaveLength(3);
        for (const key of keys) {
          expect(key).toMatch(
            /^.+\{attempts\}:admin_login_attempt:(pair|account|address):[0-9a-f]{64}$/,
          );
        }
      } else {
        expect(rows[0].n).toBe(3);
      }
    });
  },
);

describe('the administrator account at start', () => {
  it(`follows ADMIN_PASSWORD: a changed one replaces the hash and ends sessions`, async () => {
    expect(ADMIN_PASSWORD_MIN_LENGTH).toBeGreaterThanOrEqual(12);
    const test = await startTestApp({ seed: false });
    try {
      const agent = test.agent();
      const login = await agent.post(LOGIN).send(TEST_ADMIN);
      expect(login.status).toBe(200);
      const auth = bearer(login.body.accessToken as string);
      expect((await test.http.get(ADMIN_ROUTE).set('Authorization', auth)).status).toBe(200);
      // The same start code, run again with a new password (what a restart with a new env does).
      const account = test.running.app.get(AdminAccountOnStart);
      Object.assign(test.config.auth, {
        admin: { username: TEST_ADMIN.username, password: 'a-brand-new-password-5678' },
      });
      await account.onApplicationBootstrap();
      expect((await test.http.post(LOGIN).send(TEST_ADMIN)).status).toBe(401);
      expect(
        (
          await test.http
            .post(LOGIN)
            .send({ username: 'admin', password: 'a-brand-new-password-5678' })
        ).status,
      ).toBe(200);
      // Every earlier session ended: its refresh cookie and, at once, its access token.
      expect((await agent.post(REFRESH)).status).toBe(401);
      expect((await test.http.get(ADMIN_ROUTE).set('Authorization', auth)).status).toBe(401);
    } finally {
      await test.close();
    }
  });
});
