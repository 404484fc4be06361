import { readFileSync } from 'node:fs';
import { CONTRACT_FILES, generateContract } from '../../src/openapi/contract-files';
import { openApiPath, ROUTE_ACCESS } from '../support/route-table';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The API reference (Swagger UI at /api/docs, the document at /api/docs-json) and the committed
 * contract: openapi.json and shared/contract/api.d.ts are what the code generates now.
 */
describe('the committed contract', () => {
  it('is exactly what the code generates: openapi.json and the TypeScript types', async () => {
    const generated = await generateContract();
    expect(generated.document).toBe(readFileSync(CONTRACT_FILES.document, 'utf8'));
    expect(generated.types).toBe(readFileSync(CONTRACT_FILES.types, 'utf8'));
  }, 60_000);

  it('describes every route, with the bearer token on the administrator routes only', () => {
    const document = JSON.parse(readFileSync(CONTRACT_FILES.document, 'utf8')) as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    const described = Object.entries(ROUTE_ACCESS).map(([route]) => {
      const [method, path] = route.split(' ');
      const operation = document.paths[openApiPath(path)]?.[method.toLowerCase()];
      if (!operation) return `${route}: missing`;
      const bearer = (operation.security ?? []).some((scheme) => 'adminBearer' in scheme);
      return `${route}: ${bearer ? 'admin' : 'guest'}`;
    });
    // Signing out takes the bearer token too, but also works without one (it is public).
    expect(described).toEqual(
      Object.entries(ROUTE_ACCESS).map(
        // Owner-only routes take the same bearer token (the role is the account's, not the token's).
        ([route, access]) =>
          `${route}: ${route === 'POST /api/user/logout' || access === 'owner' ? 'admin' : access}`,
      ),
    );
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toHaveLength(Object.keys(ROUTE_ACCESS).length);
  });
});

describe('the API reference outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('serves Swagger UI and the committed document, under the same security headers', async () => {
    const page = await t.http.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger-ui-bundle.js');
    const site = await t.http.get('/api/site');
    expect(page.headers['content-security-policy']).toBe(site.headers['content-security-policy']);
    expect(page.headers['cache-control']).toBe('no-store');

    const json = await t.http.get('/api/docs-json');
    expect(json.status).toBe(200);
    expect(json.body).toEqual(JSON.parse(readFileSync(CONTRACT_FILES.document, 'utf8')));
    // Swagger UI's own files come from this origin (the swagger-ui-dist package).
    const bundle = await t.http.get('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
  });
});

describe('the API reference in production', () => {
  async function production(apiDocs: boolean): Promise<TestApp> {
    return startTestApp({ seed: false, configure: (c) => ({ ...c, env: 'production', apiDocs }) });
  }

  it('is absent unless API_DOCS=true', async () => {
    const t = await production(false);
    try {
      for (const path of [
        '/api/docs',
        '/api/docs/',
        '/api/docs-json',
        '/api/docs/swagger-ui-bundle.js',
      ]) {
        const answer = await t.http.get(path);
        expect(`${path} → ${answer.status}`).toBe(`${path} → 404`);
      }
    } finally {
      await t.close();
    }
  });

  it('is served with API_DOCS=true', async () => {
    const t = await production(true);
    try {
      expect((await t.http.get('/api/docs')).status).toBe(200);
      expect((await t.http.get('/api/docs-json')).body.openapi).toBe('3.1.0');
    } finally {
      await t.close();
    }
  });
});
