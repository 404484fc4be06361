import { JwtService } from '@nestjs/jwt';
import { adminToken, bearer, staffAccount } from '../support/admin-session';
import { startTestApp, type TestApp } from '../support/test-app';
import { listRoutes, type Route } from '../support/routes';
import { API_DOCS_ROUTES, API_ROUTES, ROUTE_ACCESS } from '../support/route-table';

/**
 * Closed by default: every route answers 401 without an administrator's access token unless it
 * is on this list (the API's own routes: marked `guest` in test/support/route-table.ts). A new
 * route that should be public must be marked so on purpose, and a route that forgot @Public()
 * fails its guest test instead of leaking data.
 */
const PUBLIC_ROUTES = [
  // The API's public routes are marked `guest` in the route table.
  ...Object.entries(ROUTE_ACCESS)
    .filter(([, access]) => access === 'guest')
    .map(([route]) => route),
  // The API reference (Swagger UI at /api/docs, its document at /api/docs-json): public by
  // design, it describes the routes and holds no data. In production only with API_DOCS=true.
  ...API_DOCS_ROUTES,
  // The payment sandbox (mounted only without Toss keys) checks Basic auth itself, like Toss.
  'GET /sandbox/toss/v1.js',
  'GET /sandbox/toss/checkout',
  'POST /sandbox/toss/checkout',
  'GET /sandbox/toss/payments/:paymentKey',
  'POST /sandbox/toss/payments/:paymentKey/deposit',
  'GET /sandbox/toss/receipt/:paymentKey',
  'POST /sandbox/toss/v1/payments/confirm',
  'GET /sandbox/toss/v1/payments/:paymentKey',
  'GET /sandbox/toss/v1/payments/orders/:orderId',
  'POST /sandbox/toss/v1/payments/:paymentKey/cancel',
  'POST /sandbox/toss/v1/cash-receipts',
  'POST /sandbox/toss/v1/cash-receipts/:receiptKey/cancel',
  'GET /sandbox/toss/cash-receipt/:receiptKey',
  // The message sandbox's box (mounted only while a channel is the sandbox); on a live site
  // (production with MESSAGE_SANDBOX=true) it asks for an administrator's token itself.
  'GET /sandbox/messages',
  'GET /sandbox/messages.json',
  ...['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].map(
    (method) => `${method} /sandbox/{*path}`,
  ),
  // The files search engines read (src/pages, issue 34), outside /api like the sandbox; only
  // GET answers, any other method is a 404.
  ...['/robots.txt', '/sitemap.xml', '/notice/rss.xml'].flatMap((path) =>
    ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].map((method) => `${method} ${path}`),
  ),
];

/** A concrete URL for a route pattern: every parameter becomes 1. */
function concrete(path: string): string {
  return path.replace(/:[A-Za-z]+/g, '1').replace(/\{\*[A-Za-z]+\}/g, 'x');
}

describe('every route is closed unless it is on the public list', () => {
  let test: TestApp;
  let routes: Route[];

  beforeAll(async () => {
    test = await startTestApp({ seed: false });
    routes = listRoutes(test);
  });
  afterAll(() => test.close());

  it('finds the routes (the listing itself works)', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(keys).toEqual(expect.arrayContaining(['POST /api/user/login', 'GET /api/lecture/list']));
    expect(keys.filter((key) => key.includes('/api/admin/')).length).toBeGreaterThan(3);
  });

  it('knows every API route in the route table that the API reference is checked against', () => {
    const keys = routes
      .map((route) => `${route.method} ${route.path}`)
      .filter((key) => / \/api\//.test(key) && !API_DOCS_ROUTES.includes(key));
    expect([...keys].sort()).toEqual([...API_ROUTES].sort());
  });

  it('lists no public route that does not exist', () => {
    const keys = new Set(routes.map((route) => `${route.method} ${route.path}`));
    expect(PUBLIC_ROUTES.filter((route) => !keys.has(route))).toEqual([]);
  });

  it('answers 401 with a Korean message on every other route without a token', async () => {
    const closed = routes.filter(
      (route) => !PUBLIC_ROUTES.includes(`${route.method} ${route.path}`),
    );
    expect(closed.length).toBeGreaterThan(3);
    const answers: string[] = [];
    for (const route of closed) {
      const response = await test.http[route.method.toLowerCase() as 'get'](concrete(route.path));
      answers.push(`${route.method} ${route.path} → ${response.status} ${response.body?.message}`);
    }
    expect(answers).toEqual(
      closed.map((route) => `${route.method} ${route.path} → 401 로그인이 필요합니다.`),
    );
  });

  it('keeps every owner route to the owner: staff 403 in Korean, the owner let through', async () => {
    const owner = await adminToken(test);
    const staff = await staffAccount(test);
    const answer = async (route: string, token: string) => {
      const [method, path] = route.split(' ');
      const response = await test.http[method.toLowerCase() as 'get'](concrete(path)).set(
        'Authorization',
        bearer(token),
      );
      return { status: response.status, message: response.body?.message as unknown };
    };
    const ownerRoutes = Object.entries(ROUTE_ACCESS)
      .filter(([, access]) => access === 'owner')
      .map(([route]) => route);
    expect(ownerRoutes.length).toBeGreaterThanOrEqual(8);
    const byStaff: string[] = [];
    const byOwner: string[] = [];
    for (const route of ownerRoutes) {
      const asStaff = await answer(route, staff.token);
      byStaff.push(`${route} → ${asStaff.status} ${String(asStaff.message)}`);
      const asOwner = await answer(route, owner);
      byOwner.push(`${route} → ${[401, 403].includes(asOwner.status) ? asOwner.status : 'open'}`);
    }
    expect(byStaff).toEqual(
      ownerRoutes.map(
        (route) => `${route} → 403 권한이 없습니다. 대표 관리자만 사용할 수 있는 기능입니다.`,
      ),
    );
    expect(byOwner).toEqual(ownerRoutes.map((route) => `${route} → open`));
  });

  it("lets a staff account through every admin route that is not the owner's", async () => {
    const staff = await staffAccount(test, 'staff.two');
    const adminRoutes = Object.entries(ROUTE_ACCESS)
      .filter(([, access]) => access === 'admin')
      .map(([route]) => route);
    expect(adminRoutes.length).toBeGreaterThan(20);
    const refused: string[] = [];
    for (const route of adminRoutes) {
      const [method, path] = route.split(' ');
      const response = await test.http[method.toLowerCase() as 'get'](concrete(path)).set(
        'Authorization',
        bearer(staff.token),
      );
      if ([401, 403].includes(response.status)) refused.push(`${route} → ${response.status}`);
    }
    expect(refused).toEqual([]);
  });

  it('refuses an expired token, one signed with another secret, an unsigned one and a guest token', async () => {
    const closed = routes.filter(
      (route) => !PUBLIC_ROUTES.includes(`${route.method} ${route.path}`),
    );
    const valid = await adminToken(test);
    const claims = JSON.parse(Buffer.from(valid.split('.')[1], 'base64url').toString()) as {
      sub: string;
      name: string;
      typ: string;
      iat: number;
      exp: number;
    };
    const jwt = new JwtService();
    const forged = jwt.sign(claims, {
      secret: 'another-secret-another-secret-another',
      algorithm: 'HS256',
    });
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${valid.split('.')[1]}.`;
    const guestShaped = jwt.sign(
      { ...claims, typ: 'guest-lookup' },
      { secret: test.config.auth.jwtSecret, algorithm: 'HS256' },
    );

    const statuses = async (token: string) => {
      const result: number[] = [];
      for (const route of closed) {
        const response = await test.http[route.method.toLowerCase() as 'get'](
          concrete(route.path),
        ).set('Authorization', bearer(token));
        result.push(response.status);
      }
      return result;
    };
    const allUnauthorized = closed.map(() => 401);
    expect(await statuses(forged)).toEqual(allUnauthorized);
    expect(await statuses(unsigned)).toEqual(allUnauthorized);
    expect(await statuses(guestShaped)).toEqual(allUnauthorized);

    // The real token opens them (whatever the route then answers, it is not 401)...
    expect((await statuses(valid)).filter((status) => status === 401)).toEqual([]);
    // ...until 15 minutes have passed.
    test.clock.set(new Date(test.clock.now().getTime() + 15 * 60 * 1000 + 1000));
    expect(await statuses(valid)).toEqual(allUnauthorized);
  });
});
