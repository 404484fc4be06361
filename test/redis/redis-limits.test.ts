import { LOGIN_LIMITS, LOGIN_SLOWDOWN, LoginRateLimit } from '../../src/auth/login-rate-limit';
import { LOOKUP_LIMITS } from '../../src/guests/lookup-rate-limit';
import { TEST_ADMIN } from '../support/admin-session';
import { freePort } from '../support/app-process';
import { REDIS_URL, RedisProbe, uniqueRedisPrefix } from '../support/redis';
import { startTestApp, type TestApp } from '../support/test-app';

const LOGIN = '/api/user/login';

/**
 * With REDIS_URL the rate-limit counts live in Redis: every replica on that Redis shares them,
 * and a Redis that cannot be reached answers 503 in Korean instead of letting guesses through.
 */
describe('rate limits in Redis (REDIS_URL)', () => {
  let redis: RedisProbe;
  let one: TestApp;
  let two: TestApp;

  // Replicas share GUEST_TOKEN_SECRET (production requires it): the lookup keys are its HMACs.
  const guestTokenSecret = 'redis-limits-test-guest-token-secret-0123456789';
  const onRedis = (url = REDIS_URL, prefix = redis.prefix) =>
    startTestApp({
      seed: false,
      configure: (config) => ({ ...config, guestTokenSecret, redis: { url, prefix } }),
    });

  beforeAll(async () => {
    redis = new RedisProbe(uniqueRedisPrefix());
    // Two apps, each with a database of its own: only Redis joins them, as it joins replicas.
    one = await onRedis();
    two = await onRedis();
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await redis?.close();
  });
  beforeEach(() => redis.clear());

  it('counts sign-in failures on two apps against one limit', async () => {
    const wrong = { username: TEST_ADMIN.username, password: 'wrong-password' };
    for (let i = 0; i < LOGIN_LIMITS.pair; i += 1) {
      const app = i % 2 === 0 ? one : two;
      await app.http.post(LOGIN).send(wrong).expect(401);
    }
    for (const app of [one, two]) {
      const blocked = await app.http.post(LOGIN).send(TEST_ADMIN).expect(429);
      expect(blocked.body.message).toMatch(/^로그인 시도가 너무 많습니다/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('counts guest lookups by e-mail and address on two apps against one limit', async () => {
    const body = { email: 'someone@example.com', birth: '1990-01-01' };
    for (let i = 0; i < LOOKUP_LIMITS.pair; i += 1) {
      const app = i % 2 === 0 ? one : two;
      await app.http.post('/api/guest/user-check').send(body).expect(200, { state: -1 });
    }
    const blocked = await two.http.post('/api/guest/user-check').send(body).expect(429);
    expect(blocked.body.message).toMatch(/^조회 시도가 너무 많습니다/);
    const keys = await redis.keys();
    expect(keys.some((key) => key.includes(':guest_lookup_attempt:pair:'))).toBe(true);
    expect(keys.some((key) => key.includes(':guest_lookup_attempt:email:'))).toBe(true);
    expect(keys.join(' ')).not.toContain('someone@example.com');
  });

  it('evaluates one sign-in of the account per delay across both apps, however many arrive', async () => {
    const evaluated: number[] = [];
    for (const app of [one, two]) {
      jest
        .spyOn(app.running.app.get(LoginRateLimit), 'wait')
        .mockImplementation(async (attempt) => {
          evaluated.push(attempt.delayMs);
        });
    }
    try {
      const wrong = { username: TEST_ADMIN.username, password: 'wrong-password' };
      const from = (app: TestApp, i: number) =>
        app.http.post(LOGIN).set('X-Forwarded-For', `192.0.2.${i}`).send(wrong);
      // 9 failures, 5 s apart on both clocks (each finds the queue empty): the full 4 s spacing.
      const later = () => {
        for (const app of [one, two]) {
          app.clock.set(new Date(app.clock.now().getTime() + 5000));
        }
      };
      for (let i = 0; i < LOGIN_SLOWDOWN.free + 4; i += 1) {
        await from(i % 2 === 0 ? one : two, i + 1).expect(401);
        later();
      }
      evaluated.length = 0;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => from(i % 2 === 0 ? one : two, 100 + i)),
      );
      // Turns now and in 4 s, whichever app took them; a third would be 8 s away: not queued.
      expect(answers.filter((answer) => answer.status === 401)).toHaveLength(2);
      expect(evaluated.sort((a, b) => a - b)).toEqual([0, LOGIN_SLOWDOWN.maxMs]);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(18);
      expect(refused.every((answer) => answer.headers['retry-after'] === '8')).toBe(true);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('answers 503 in Korean while Redis cannot be reached, never letting a guess through', async () => {
    const closed = await freePort();
    const down = await onRedis(`redis://127.0.0.1:${closed}/0`, uniqueRedisPrefix());
    try {
      for (let i = 0; i < LOGIN_LIMITS.pair + 2; i += 1) {
        const answer = await down.http.post(LOGIN).send(TEST_ADMIN).expect(503);
        expect(answer.body.message).toBe(
          '일시적으로 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
        );
        expect(answer.headers['retry-after']).toBe('5');
      }
      // Pages that need no limit are not affected.
      await down.http.get('/api/lecture/list').expect(200);
    } finally {
      await down.close();
    }
  });
});
