import { APP_LOADER_SOURCE } from '../../src/pages/app-loader';
import { startTestApp, type TestApp } from '../support/test-app';

function policy(res: { headers: Record<string, unknown> }): Record<string, string> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

describe('Content-Security-Policy', () => {
  describe('with the built-in sandbox', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ seed: false });
    });
    afterAll(() => t.close());

    it('allows this origin only, no inline script but the app loader, no framing', async () => {
      const csp = policy(await t.http.get('/api/health').expect(200));
      // The one inline script a rendered page starts the app with, by its hash (app-loader.ts).
      expect(csp['script-src']).toBe(`'self' ${APP_LOADER_SOURCE}`);
      expect(APP_LOADER_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
      expect(csp['connect-src']).toBe("'self'");
      expect(csp['frame-src']).toBe("'self'");
      expect(csp['frame-ancestors']).toBe("'none'");
      expect(csp['object-src']).toBe("'none'");
    });
  });

  describe('with real Toss keys', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({
        seed: false,
        configure: (config) => ({
          ...config,
          payments: {
            ...config.payments,
            mode: 'toss',
            clientKey: 'test_ck_placeholder',
            secretKey: 'test_sk_placeholder',
            apiBase: 'http://127.0.0.1:9',
            timeoutMs: 1000,
          },
        }),
      });
    });
    afterAll(() => t.close());

    it('lets the browser load Toss’s script and open its payment window, and nothing else', async () => {
      const csp = policy(await t.http.get('/api/health').expect(200));
      expect(csp['script-src']).toBe(`'self' ${APP_LOADER_SOURCE} https://js.tosspayments.com`);
      expect(csp['frame-src']).toContain('https://*.tosspayments.com');
      expect(csp['form-action']).toContain('https://*.tosspayments.com');
      expect(csp['default-src']).toBe("'self'");
    });

    it('does not serve the sandbox', async () => {
      await t.http.get('/sandbox/toss/v1.js').expect(404);
    });
  });
});
