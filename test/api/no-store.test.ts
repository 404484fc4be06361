import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { SandboxControl } from '../../src/sandbox/sandbox-control';
import { TEST_ADMIN, adminToken, bearer } from '../support/admin-session';
import {
  APPLICANT,
  applicationBody,
  approveInCheckout,
  apply,
  createOpenLecture,
  type InitAnswer,
} from '../support/applying';
import { startTestApp, type TestApp } from '../support/test-app';
import { listRoutes, type Route } from '../support/routes';
import { codeSentTo } from '../support/family-proof';

/**
 * Personal data is never kept by a browser or a proxy: every answer under /api and /sandbox says
 * `Cache-Control: no-store` (src/common/http/no-store.middleware.ts), errors included, except the
 * public reads on this list, which are the same for everyone and say how they may be kept.
 * A new route is no-store unless it is added here on purpose.
 */
/** Programs, lectures and fees, with the default lifetimes (src/config/public-cache.config.ts). */
const PUBLIC_READ = 'public, max-age=5, s-maxage=5, stale-while-revalidate=10, stale-if-error=600';

const CACHEABLE_PUBLIC_READS: Record<string, string> = {
  'GET /api/site': 'no-cache',
  // The consent texts: the same for everyone, fixed per release (src/privacy/consents.ts).
  'GET /api/consents': 'no-cache',
  'GET /api/program/list': PUBLIC_READ,
  'GET /api/program/:id': PUBLIC_READ,
  'GET /api/program/images/:id': PUBLIC_READ,
  'GET /api/lecture/list': PUBLIC_READ,
  'GET /api/lecture/:id': PUBLIC_READ,
  'GET /api/lecture/fee/:lectureId': PUBLIC_READ,
  'GET /api/upload/:folder/:file': 'public, max-age=31536000, immutable',
  'GET /sandbox/toss/v1.js': 'no-cache',
  // The files search engines read, outside /api (src/pages): public, kept like the reads.
  'GET /robots.txt': 'public, max-age=3600',
  'GET /sitemap.xml': PUBLIC_READ,
  'GET /notice/rss.xml': PUBLIC_READ,
};

/** The API and the sandbox: where answers may hold personal data. */
const PRIVATE_BY_DEFAULT = /^\/(api|sandbox)(\/|$)/;

/** A concrete URL for a route pattern, naming nothing that exists: ids 999999, keys "x". */
function concrete(path: string): string {
  return path
    .replace(/:(id|lectureId)\b/g, '999999')
    .replace(/:[A-Za-z]+/g, 'x')
    .replace(/\{\*[A-Za-z]+\}/g, 'x');
}

function keyOf(route: Route): string {
  return `${route.method} ${route.path}`;
}

/** "<route> → <status> <cache-control>", so a failure names every offending answer at once. */
function described(label: string, res: Response): string {
  return `${label} → ${res.status} ${String(res.headers['cache-control'])}`;
}

describe('no answer with personal data may be kept: Cache-Control: no-store', () => {
  let t: TestApp;
  let routes: Route[];
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    routes = listRoutes(t);
    token = await adminToken(t);
  });
  afterAll(() => t.close());

  it('lists only cacheable reads that exist', () => {
    const keys = new Set(routes.map(keyOf));
    expect(Object.keys(CACHEABLE_PUBLIC_READS).filter((key) => !keys.has(key))).toEqual([]);
    expect(routes.length).toBeGreaterThan(20);
  });

  it('says no-store on every other route, whatever it answers, with and without a token', async () => {
    const checked = routes.filter(
      (route) => PRIVATE_BY_DEFAULT.test(route.path) && !(keyOf(route) in CACHEABLE_PUBLIC_READS),
    );
    const answers: string[] = [];
    for (const route of checked) {
      const method = route.method.toLowerCase() as 'get';
      const url = concrete(route.path);
      answers.push(described(`${keyOf(route)} (guest)`, await t.http[method](url)));
      answers.push(
        described(
          `${keyOf(route)} (admin)`,
          await t.http[method](url).set('Authorization', bearer(token)),
        ),
      );
    }
    expect(answers.filter((answer) => !answer.endsWith(' no-store'))).toEqual([]);
    expect(answers.length).toBe(checked.length * 2);
  });

  it('says no-store on an unknown API address and on a body the parser refuses', async () => {
    const answers = [
      described('unknown', await t.http.get('/api/no-such-thing').expect(404)),
      described(
        'bad JSON',
        await t.http
          .post('/api/guest/user-check')
          .set('Content-Type', 'application/json')
          .send('{"email":')
          .expect(400),
      ),
      described(
        'too large',
        await t.http
          .post('/api/guest/user-check')
          .set('Content-Type', 'application/json')
          .send(JSON.stringify({ email: 'x'.repeat(2_000_000) }))
          .expect(413),
      ),
    ];
    expect(answers.filter((answer) => !answer.endsWith(' no-store'))).toEqual([]);
  });

  it('keeps the public reads cacheable as they say', async () => {
    for (const [path, route] of [
      ['/api/site', 'GET /api/site'],
      ['/api/program/list', 'GET /api/program/list'],
      ['/api/lecture/list', 'GET /api/lecture/list'],
    ]) {
      const res = await t.http.get(path).expect(200);
      expect(`${path} ${res.headers['cache-control']}`).toBe(
        `${path} ${CACHEABLE_PUBLIC_READS[route]}`,
      );
    }
    // A public read that fails (an unknown id) is not kept either.
    const missing = await t.http.get('/api/lecture/999999').expect(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const script = await t.http.get('/sandbox/toss/v1.js').expect(200);
    expect(script.headers['cache-control']).toBe('no-cache');
  });

  describe('on the answers that carry personal data, when they succeed', () => {
    let lectureId: number;
    let guest: { agent: TestAgent; applicationId: number };
    let lookup: TestAgent;
    const successes: string[] = [];

    /** Records the answer (it must have succeeded) for the final check. */
    function record(label: string, res: Response): Response {
      expect(`${label} ${res.status}`).toMatch(/ [23]\d\d$/);
      successes.push(described(label, res));
      return res;
    }

    beforeAll(async () => {
      lectureId = (await createOpenLecture(t.dataSource)).id;
    });

    it('applying, paying, failing and retrying', async () => {
      const control = t.running.app.get(SandboxControl);
      const applied = record(
        'POST /api/lecture/application/data',
        await t
          .agent()
          .post('/api/lecture/application/data')
          .send(await applicationBody(t, lectureId)),
      );
      expect(applied.body.state).toBe(0);
      guest = await apply(t, lectureId, {
        applicant: { ...APPLICANT, email: 'second@example.com' },
      });
      const init = record(
        'POST /api/payments',
        await guest.agent.post('/api/payments').send({ applicationId: guest.applicationId }),
      ).body as InitAnswer;
      expect(init.customerEmail).toBe('second@example.com');
      const approved = await approveInCheckout(t, init);
      control.failNext('confirm', { code: 'REJECT_CARD_PAYMENT' });
      await t.http
        .post('/api/payments/verify')
        .send({ ...approved, applicationId: guest.applicationId })
        .expect(400);
      record(
        'POST /api/payments/retry',
        await guest.agent.post('/api/payments/retry').send({ applicationId: guest.applicationId }),
      );
      const second = (
        await guest.agent.post('/api/payments').send({ applicationId: guest.applicationId })
      ).body as InitAnswer;
      const paid = await approveInCheckout(t, second);
      record(
        'POST /api/payments/verify',
        await t.http
          .post('/api/payments/verify')
          .send({ ...paid, applicationId: guest.applicationId }),
      );
      record(
        'GET /sandbox/toss/payments/:paymentKey',
        await t.http.get(`/sandbox/toss/payments/${paid.paymentKey}`),
      );
      record(
        'GET /sandbox/toss/receipt/:paymentKey',
        await t.http.get(`/sandbox/toss/receipt/${paid.paymentKey}`),
      );
    });

    it('the guest’s lookup, my info and cancelling', async () => {
      lookup = t.agent();
      record(
        'POST /api/guest/user-check',
        await lookup
          .post('/api/guest/user-check')
          .send({ email: 'second@example.com', birth: APPLICANT.birth }),
      );
      record(
        'POST /api/guest/code/verify',
        await lookup
          .post('/api/guest/code/verify')
          .send({ email: 'second@example.com', code: await codeSentTo(t, 'second@example.com') }),
      );
      const info = record(
        'POST /api/guest/user-info',
        await lookup.post('/api/guest/user-info').send({ email: 'second@example.com' }),
      );
      expect(JSON.stringify(info.body)).toContain(APPLICANT.name);
      record(
        'POST /api/guest/cancel',
        await lookup.post('/api/guest/cancel').send({ applicationId: guest.applicationId }),
      );
    });

    it('the back office’s applicants, lectures and sign-in', async () => {
      // The route walk above called POST /api/user/logout with the token, which ended its session.
      token = await adminToken(t);
      const admin = (path: string) => t.http.get(path).set('Authorization', bearer(token));
      record('GET /api/admin/user/list', await admin('/api/admin/user/list'));
      record(
        'GET /api/admin/lecture/applicant/:id',
        await admin(`/api/admin/lecture/applicant/${lectureId}`),
      );
      record('GET /api/admin/applicants.csv', await admin('/api/admin/applicants.csv'));
      record('GET /api/admin/lecture/list', await admin('/api/admin/lecture/list'));
      record('GET /api/admin/lecture/:id', await admin(`/api/admin/lecture/${lectureId}`));
      const browser = t.agent();
      record(
        'POST /api/user/login',
        await browser
          .post('/api/user/login')
          .send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
      );
      record('POST /api/user/refresh', await browser.post('/api/user/refresh'));
    });

    it('said no-store on every one of them', () => {
      expect(successes).toHaveLength(17);
      expect(successes.filter((answer) => !answer.endsWith(' no-store'))).toEqual([]);
    });
  });
});
