import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import { AdminAuthGuard } from '../../src/auth/admin-auth.guard';
import { LecturesService } from '../../src/lectures/lectures.service';
import { startTestApp, type TestApp } from '../support/test-app';
import { CapturedLog } from '../support/captured-log';

const BUNDLE = `export const pages = ${JSON.stringify(Array.from({ length: 50 }, (_, i) => `p${i}`))};`;

/**
 * Public reads and assets go through Express and the whole Nest pipeline (middleware, guards,
 * interceptors, filters), cached reads included: what is added to the pipeline applies to them.
 * Their lifetimes come from the settings.
 */
describe('public reads through the Nest pipeline', () => {
  let t: TestApp;
  let staticDir: string;
  const log = new CapturedLog();

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'maeum-pipeline-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html lang="ko">SPA</html>');
    writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.js'), BUNDLE);
    writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(BUNDLE));
    writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.js.gz'), gzipSync(BUNDLE));
    t = await startTestApp({
      staticDir,
      logLevel: 'info',
      logDestination: log,
      configure: (config) => ({
        ...config,
        publicCache: {
          maxAgeSeconds: 7,
          sharedMaxAgeSeconds: 30,
          staleWhileRevalidateSeconds: 15,
          staleIfErrorSeconds: 120,
        },
      }),
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('says the lifetimes of the settings on every public read, and a year on hashed assets', async () => {
    const lecture = (await t.http.get('/api/lecture/list').expect(200)).body[0] as { id: number };
    const program = (await t.http.get('/api/program/list').expect(200)).body[0] as { id: number };
    const expected =
      'public, max-age=7, s-maxage=30, stale-while-revalidate=15, stale-if-error=120';
    for (const path of [
      '/api/lecture/list',
      `/api/lecture/${lecture.id}`,
      `/api/lecture/fee/${lecture.id}`,
      '/api/program/list',
      `/api/program/${program.id}`,
      `/api/program/images/${program.id}`,
    ]) {
      const res = await t.http.get(path).expect(200);
      expect(`${path} ${res.headers['cache-control']}`).toBe(`${path} ${expected}`);
      expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    }
    const asset = await t.http.get('/assets/app-1a2b3c.js').set('Accept-Encoding', 'br');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    // Assets now pass helmet too: a script is never sniffed as something else.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 304 through the pipeline: request id, security headers and an access line', async () => {
    const first = await t.http.get('/api/program/list').expect(200);
    const again = await t.http
      .get('/api/program/list')
      .set('If-None-Match', first.headers.etag)
      .set('X-Request-Id', 'revalidate-1234')
      .expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['x-request-id']).toBe('revalidate-1234');
    expect(again.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(again.headers['cache-control']).toMatch(/^public, max-age=7,/);
    expect(log.records().find((record) => record.reqId === 'revalidate-1234')).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', path: '/api/program/list' },
      res: { statusCode: 304 },
    });
  });

  it('runs the global guard on a cached read: what it refuses is refused', async () => {
    await t.http.get('/api/lecture/list').expect(200);
    const guard = jest.spyOn(AdminAuthGuard.prototype, 'canActivate').mockResolvedValue(false);
    try {
      const refused = await t.http.get('/api/lecture/list').expect(403);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(guard).toHaveBeenCalledTimes(1);
    } finally {
      guard.mockRestore();
    }
    await t.http.get('/api/lecture/list').expect(200);
  });

  it('asks PostgreSQL for the content version at most once a second, not per request', async () => {
    const query = jest.spyOn(t.running.app.get(DataSource), 'query');
    try {
      t.clock.set(new Date(t.clock.now().getTime() + 1000));
      for (let i = 0; i < 20; i += 1) await t.http.get('/api/lecture/list').expect(200);
      const versionReads = () =>
        query.mock.calls.filter(([sql]) => String(sql).includes('public_content_version'));
      expect(versionReads()).toHaveLength(1);
      t.clock.set(new Date(t.clock.now().getTime() + 1000));
      await t.http.get('/api/lecture/list').expect(200);
      expect(versionReads()).toHaveLength(2);
    } finally {
      query.mockRestore();
    }
  });

  it('holds one answer per address however a client spells it (case, trailing slash)', async () => {
    const lectures = t.running.app.get(LecturesService);
    const first = await t.http.get('/api/lecture/list').expect(200);
    const list = jest.spyOn(lectures, 'list');
    try {
      for (const spelling of ['/api/LECTURE/list', '/api/lecture/list/', '/api/Lecture/LIST/']) {
        const answer = await t.http.get(spelling).expect(200);
        expect(answer.headers.etag).toBe(first.headers.etag);
      }
      // Every spelling was answered from the one held answer: nothing was built again.
      expect(list).not.toHaveBeenCalled();
    } finally {
      list.mockRestore();
    }
  });
});
