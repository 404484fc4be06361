// @engine one request per route, on whichever engine the run has
import { adminToken, bearer } from '../support/admin-session';
import { API_ROUTES } from '../support/route-table';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Every route of the route table answers without a server error on this run's engine: one
 * request each, as the owner (so guarded routes reach their handlers), on the demo content,
 * with every path parameter 1 and an empty JSON body. The answer may be anything a client is
 * meant to see (200, 400, 404, 409…); a 5xx means the route broke on this engine. CI runs the
 * whole API suite on the PostgreSQL server and this, with the engine-tagged files, on the
 * embedded default (README, "How deep a new test goes").
 */
describe('one request per route', () => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    test = await startTestApp();
    token = await adminToken(test);
  });
  afterAll(() => test.close());

  it('gets no 5xx from any route in the route table', async () => {
    expect(API_ROUTES.length).toBeGreaterThan(50);
    const broken: string[] = [];
    // Signing out ends the owner's session: last, so that every other route sees the owner.
    const SIGN_OUT = 'POST /api/user/logout';
    for (const route of [...API_ROUTES.filter((r) => r !== SIGN_OUT), SIGN_OUT]) {
      const [method, pattern] = route.split(' ');
      const path = pattern.replace(/:[A-Za-z]+/g, '1');
      let call = test.http[method.toLowerCase() as 'get'](path).set('Authorization', bearer(token));
      if (method !== 'GET' && method !== 'DELETE') call = call.send({});
      const response = await call;
      if (response.status >= 500) broken.push(`${route} → ${response.status}`);
    }
    expect(broken).toEqual([]);
  });
});
