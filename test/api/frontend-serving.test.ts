import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../support/test-app';

const BUNDLE = `export const pages = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `page-${i}`))};`;

async function rawGet(t: TestApp, path: string, acceptEncoding: string) {
  const address = t.running.app.getHttpServer().address() as AddressInfo;
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      get(
        {
          host: '127.0.0.1',
          port: address.port,
          path,
          headers: { 'Accept-Encoding': acceptEncoding },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      ).on('error', reject);
    },
  );
}

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
    // What scripts/compress-assets.mjs writes at build time.
    writeFileSync(join(staticDir, 'assets', 'app-def456.js'), BUNDLE);
    writeFileSync(join(staticDir, 'assets', 'app-def456.js.br'), brotliCompressSync(BUNDLE));
    writeFileSync(join(staticDir, 'assets', 'app-def456.js.gz'), gzipSync(BUNDLE));
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

  it('answers the page compressed once, with an ETag that saves the body on revalidation', async () => {
    const gzipped = await t.http.get('/lecture/3').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toContain('SPA');
    const etag = gzipped.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.http
      .get('/program/1')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', etag)
      .expect(304);
    expect(again.text).toBe('');
    expect(again.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const plain = await t.http.get('/').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('SPA');
  });

  it('serves hashed assets with immutable caching', async () => {
    const res = await t.http.get('/assets/index-abc123.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the brotli copy written at build time to browsers that accept it', async () => {
    // Raw bytes as the browser receives them (supertest would decode them itself).
    const res = await rawGet(t, '/assets/app-def456.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(brotliDecompressSync(res.body).toString()).toBe(BUNDLE);
  });

  it('falls back to the gzip copy, then to the plain file', async () => {
    const gzip = await t.http
      .get('/assets/app-def456.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(BUNDLE); // supertest inflates gzip
    const plain = await t.http
      .get('/assets/app-def456.js')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(BUNDLE);
    // No copies: the file as it is.
    const small = await t.http
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.text).toBe('console.log(1)');
    // Held in memory like the compressed ones (a strong ETag of its bytes, not the file's
    // modification time): every page's 0.6 kB entry is answered without touching the disk.
    expect(small.headers.etag).toMatch(/^"[\w-]{27}"$/);
    await t.http
      .get('/assets/index-abc123.js')
      .set('If-None-Match', small.headers.etag as string)
      .expect(304);
    // A path that climbs out of assets/ never finds a compressed copy of another file.
    const climb = await t.http.get('/assets/..%2F..%2Fpackage.json').set('Accept-Encoding', 'br');
    expect(climb.headers['content-encoding']).toBeUndefined();
    expect(climb.text).not.toContain('"dependencies"');
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
