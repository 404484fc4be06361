import { loadLimitsConfig } from '../../src/config/limits.config';
import type { AppConfig } from '../../src/config/app.config';
import {
  APPLICANT,
  applicationBody,
  approveInCheckout,
  apply,
  createOpenLecture,
  type InitAnswer,
} from '../support/applying';
import { REDIS_URL, RedisProbe, uniqueRedisPrefix, withRedis } from '../support/redis';
import { DEFAULT_NOW, startTestApp, type TestApp } from '../support/test-app';

const APPLY = '/api/lecture/application/data';
const INIT = '/api/payments';
const VERIFY = '/api/payments/verify';
const WINDOW_MS = 10 * 60_000;

/** Small limits, so that a test reaches them in a few requests. */
const SMALL = {
  windowMinutes: 10,
  apply: { address: 6, email: 3 },
  paymentStart: { address: 8, application: 4 },
  verify: { address: 8, application: 5 },
  inquiry: { address: 8, phone: 3, email: 3 },
};

function small(config: AppConfig): AppConfig {
  return { ...config, limits: { ...config.limits, requests: SMALL } };
}

/**
 * Applying, starting a payment and verifying write rows and call the provider: each is limited
 * per client address and per e-mail or application (issue 15), in PostgreSQL by default and in
 * Redis with REDIS_URL (when the Redis test group joined the run), with 429, a Korean message and Retry-After.
 */
describe.each(withRedis<[string, boolean]>([['PostgreSQL', false]], ['Redis', true]))(
  'request limits on applying and paying (%s)',
  (_store, onRedis) => {
    let t: TestApp;
    let redis: RedisProbe | undefined;
    let lectureId: number;
    let people = 0;
    let addresses = 0;

    beforeAll(async () => {
      redis = onRedis ? new RedisProbe(uniqueRedisPrefix()) : undefined;
      t = await startTestApp({
        seed: false,
        configure: (config) =>
          small(redis ? { ...config, redis: { url: REDIS_URL, prefix: redis.prefix } } : config),
      });
      lectureId = (await createOpenLecture(t.dataSource)).id;
    });
    afterAll(async () => {
      await t?.close();
      await redis?.close();
    });
    beforeEach(() => {
      // Each test starts in a window of its own.
      people += 1;
      t.clock.set(new Date(Date.parse(DEFAULT_NOW) + people * WINDOW_MS));
    });

    const newAddress = () => {
      addresses += 1;
      return `198.51.100.${addresses}`;
    };

    async function applyFrom(address: string, email: string) {
      return t.http
        .post(APPLY)
        .set('X-Forwarded-For', address)
        .send(await applicationBody(t, lectureId, { applicant: { ...APPLICANT, email } }));
    }

    function expectLimited(
      res: {
        status: number;
        body: { message: string; code: string };
        headers: Record<string, string>;
      },
      message: RegExp,
      code: string,
    ) {
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(message);
      expect(res.body.code).toBe(code);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(SMALL.windowMinutes * 60);
    }

    it('limits applications per e-mail from one address until the window ends; other addresses keep theirs', async () => {
      const email = `limit${people}@example.com`;
      const address = newAddress();
      for (let i = 0; i < SMALL.apply.email; i += 1) {
        expect((await applyFrom(address, email)).status).toBe(200);
      }
      expectLimited(
        await applyFrom(address, email),
        /^신청 시도가 너무 많습니다\. \d+분 후에 다시 시도해 주세요\.$/,
        'TOO_MANY_APPLICATIONS',
      );
      // Nobody elsewhere can use up a family's count by sending its e-mail.
      expect((await applyFrom(newAddress(), email)).status).toBe(200);
      // Another e-mail from the same address goes on.
      expect((await applyFrom(address, `other${people}@example.com`)).status).toBe(200);
      t.clock.set(new Date(t.clock.now().getTime() + WINDOW_MS));
      expect((await applyFrom(address, email)).status).toBe(200);
    });

    it('limits applications per address across e-mails; other addresses are not affected', async () => {
      const address = newAddress();
      for (let i = 0; i < SMALL.apply.address; i += 1) {
        expect((await applyFrom(address, `many${people}-${i}@example.com`)).body.state).toBe(0);
      }
      const refused = await applyFrom(address, `many${people}-x@example.com`);
      expectLimited(refused, /^신청 시도가 너무 많습니다/, 'TOO_MANY_APPLICATIONS');
      expect((await applyFrom(newAddress(), `many${people}-x@example.com`)).body.state).toBe(0);
      // Nothing was stored for the refused request.
      const stored = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM application WHERE applicant_email = $1`,
        [`many${people}-x@example.com`],
      );
      expect(stored[0].n).toBe(1);
    });

    it('limits payment starts per application and stores no attempt beyond it', async () => {
      const { agent, applicationId } = await apply(t, lectureId, {
        applicant: { ...APPLICANT, email: `starts${people}@example.com` },
      });
      for (let i = 0; i < SMALL.paymentStart.application; i += 1) {
        await agent
          .post(INIT)
          .set('X-Forwarded-For', newAddress())
          .send({ applicationId })
          .expect(200);
      }
      const refused = await agent
        .post(INIT)
        .set('X-Forwarded-For', newAddress())
        .send({ applicationId });
      expectLimited(refused, /^결제 시작 시도가 너무 많습니다/, 'TOO_MANY_PAYMENT_STARTS');
      const attempts = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM payment WHERE application_id = $1`,
        [applicationId],
      );
      expect(attempts[0].n).toBe(SMALL.paymentStart.application);
    });

    it('does not count starts and verifies that cannot speak for the application', async () => {
      const { agent, applicationId } = await apply(t, lectureId, {
        applicant: { ...APPLICANT, email: `notmine${people}@example.com` },
      });
      // A stranger without the application's cookie (403), and verifies naming no order of it.
      for (let i = 0; i < SMALL.paymentStart.application + 2; i += 1) {
        await t.http
          .post(INIT)
          .set('X-Forwarded-For', newAddress())
          .send({ applicationId })
          .expect(403);
      }
      for (let i = 0; i < SMALL.verify.application + 2; i += 1) {
        await t.http
          .post(VERIFY)
          .set('X-Forwarded-For', newAddress())
          .send({ applicationId, orderId: 'AAAAAAAAAAAA', paymentKey: 'x', amount: 1000 })
          .expect(400);
      }
      // The family still starts and pays.
      const init = (await agent.post(INIT).send({ applicationId }).expect(200)).body as InitAnswer;
      const approved = await approveInCheckout(t, init);
      const paid = await t.http
        .post(VERIFY)
        .send({ ...approved, applicationId })
        .expect(200);
      expect(paid.body.paymentStatus).toBe('Y');
    });

    it('counts refused payment starts for their address', async () => {
      const { applicationId } = await apply(t, lectureId, {
        applicant: { ...APPLICANT, email: `prober${people}@example.com` },
      });
      const address = newAddress();
      for (let i = 0; i < SMALL.paymentStart.address; i += 1) {
        await t.http.post(INIT).set('X-Forwarded-For', address).send({ applicationId }).expect(403);
      }
      const refused = await t.http
        .post(INIT)
        .set('X-Forwarded-For', address)
        .send({ applicationId });
      expectLimited(refused, /^결제 시작 시도가 너무 많습니다/, 'TOO_MANY_PAYMENT_STARTS');
    });

    it('limits verifies per application, then lets the family verify in the next window', async () => {
      const { agent, applicationId } = await apply(t, lectureId, {
        applicant: { ...APPLICANT, email: `verifies${people}@example.com` },
      });
      const init = (await agent.post(INIT).send({ applicationId }).expect(200)).body as InitAnswer;
      const approved = await approveInCheckout(t, init);
      const wrong = { ...approved, applicationId, amount: approved.amount + 1 };
      for (let i = 0; i < SMALL.verify.application; i += 1) {
        await t.http.post(VERIFY).set('X-Forwarded-For', newAddress()).send(wrong).expect(400);
      }
      const refused = await t.http
        .post(VERIFY)
        .set('X-Forwarded-For', newAddress())
        .send({ ...approved, applicationId });
      expectLimited(refused, /^결제 확인 시도가 너무 많습니다/, 'TOO_MANY_VERIFIES');

      t.clock.set(new Date(t.clock.now().getTime() + WINDOW_MS));
      const paid = await t.http
        .post(VERIFY)
        .send({ ...approved, applicationId })
        .expect(200);
      expect(paid.body.paymentStatus).toBe('Y');
    });

    it('keeps no e-mail or address in the store, only their HMACs', async () => {
      const email = `secret${people}@example.com`;
      const address = newAddress();
      await applyFrom(address, email);
      const stored = redis
        ? (await redis.keys()).join('\n')
        : JSON.stringify(await t.dataSource.query(`SELECT * FROM request_counter`));
      expect(stored).toContain('apply:');
      expect(stored).not.toContain(email);
      expect(stored).not.toContain(address);
    });
  },
);

describe('request limit settings', () => {
  it('defaults to generous per-address limits and tight per-person ones, and validates', () => {
    expect(loadLimitsConfig({})).toEqual({
      unpaidReleaseMinutes: 15,
      requests: {
        windowMinutes: 10,
        apply: { address: 300, email: 20 },
        paymentStart: { address: 600, application: 20 },
        verify: { address: 1200, application: 30 },
        inquiry: { address: 10, phone: 3, email: 3 },
      },
      deviceCookies: { lifetimeDays: 30, failureLimit: 10, lockoutMinutes: 60 },
    });
    expect(loadLimitsConfig({ APPLY_LIMIT_PER_ADDRESS: '1000' }).requests.apply.address).toBe(1000);
    expect(loadLimitsConfig({ INQUIRY_LIMIT_PER_CONTACT: '2' }).requests.inquiry).toEqual({
      address: 10,
      phone: 2,
      email: 2,
    });
    expect(() => loadLimitsConfig({ APPLY_LIMIT_PER_EMAIL: '0' })).toThrow(
      'APPLY_LIMIT_PER_EMAIL must be an integer from 1 to 1000000, got "0"',
    );
    expect(() => loadLimitsConfig({ UNPAID_APPLICATION_RELEASE_MINUTES: 'soon' })).toThrow(
      /UNPAID_APPLICATION_RELEASE_MINUTES/,
    );
  });
});
