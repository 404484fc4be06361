import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../support/test-app';

describe('one process serves the API and the built frontend', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'maeum-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(
      join(staticDir, 'index.html'),
      '<!doctype html><html lang="ko"><div id="root">SPA</div></html>',
    );
    writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await startTestApp({ staticDir, seed: false });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each(['/', '/lecture/3', '/Lecture', '/program/1', '/myinfo'])(
    'answers the app for the deep link %s',
    async (path) => {
      const res = await t.http.get(path).expect(200).expect('Content-Type', /html/);
      expect(res.text).toContain('SPA');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with immutable caching', async () => {
    const res = await t.http.get('/assets/index-abc123.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown API paths with JSON, never the page', async () => {
    const res = await t.http
      .get('/api/lecture/list/extra/segments')
      .expect(404)
      .expect('Content-Type', /json/);
    expect(res.text).not.toContain('SPA');
    await t.http.post('/api/nothing-here').expect(404).expect('Content-Type', /json/);
  });

  it('sends security headers with every page', async () => {
    const res = await t.http.get('/').expect(200);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers the health checks', async () => {
    await t.http.get('/api/health').expect(200, { status: 'ok' });
    await t.http.get('/api/health/ready').expect(200, { status: 'ok' });
  });
});
