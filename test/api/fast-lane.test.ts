import type { Application } from 'express';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request, { type Response } from 'supertest';
import { HeldAssets } from '../../src/common/http/precompressed-assets';
import { ContentVersion } from '../../src/common/public-reads/content-version';
import { startTestApp, type TestApp } from '../support/test-app';

const BUNDLE = `export const pages = ${JSON.stringify(Array.from({ length: 50 }, (_, i) => `p${i}`))};`;

/** Headers that differ between any two answers, whoever gives them. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);

function comparable(res: Response) {
  const headers = Object.fromEntries(
    Object.entries(res.headers).filter(([name]) => !PER_ANSWER.has(name)),
  );
  return { status: res.status, headers, body: res.text };
}

/**
 * The fast lane (src/common/http/fast-lane.ts) answers held pages, assets and public reads in
 * front of Express. Each case asks the server (fast lane first) and Express alone for the same
 * thing, and counts whether Express was asked.
 */
describe('the fast lane answers exactly as Express does, and only what it holds', () => {
  let t: TestApp;
  let staticDir: string;
  let express: Application;
  let expressHandled: jest.SpyInstance;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'maeum-fast-lane-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html lang="ko">SPA</html>');
    writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.js'), BUNDLE);
    writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(BUNDLE));
    writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.js.gz'), gzipSync(BUNDLE));
    t = await startTestApp({ staticDir });
    express = t.running.app.getHttpAdapter().getInstance() as Application;
    expressHandled = jest.spyOn(express as unknown as { handle: () => void }, 'handle');
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  /** The same request through the server (fast lane first) and through Express alone. */
  async function both(path: string, headers: Record<string, string> = {}, method = 'get') {
    const ask = (target: Parameters<typeof request>[0]) => {
      const req = (request(target) as unknown as Record<string, (p: string) => request.Test>)[
        method
      ](path);
      for (const [name, value] of Object.entries(headers)) req.set(name, value);
      return req;
    };
    expressHandled.mockClear();
    const viaServer = await ask(t.running.app.getHttpServer());
    const servedByExpress = expressHandled.mock.calls.length > 0;
    expressHandled.mockClear();
    const viaExpress = await ask(express);
    expressHandled.mockClear();
    return { viaServer, viaExpress, servedByExpress };
  }

  it.each([
    ['/', {}],
    ['/lecture/3', { 'Accept-Encoding': 'gzip' }],
    ['/program', { 'Accept-Encoding': 'br' }],
    ['/assets/app-1a2b3c.js', { 'Accept-Encoding': 'gzip, br' }],
  ])('answers %s (%j) itself, with the same status, headers and bytes', async (path, headers) => {
    const { viaServer, viaExpress, servedByExpress } = await both(path, headers);
    expect(servedByExpress).toBe(false);
    expect(viaServer.status).toBe(200);
    expect(comparable(viaServer)).toEqual(comparable(viaExpress));
    expect(viaServer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a public read from Express first, then itself while it is current', async () => {
    const first = await both('/api/lecture/list', { 'Accept-Encoding': 'br' });
    expect(first.servedByExpress).toBe(true);
    const second = await both('/api/lecture/list', { 'Accept-Encoding': 'br' });
    expect(second.servedByExpress).toBe(false);
    expect(comparable(second.viaServer)).toEqual(comparable(second.viaExpress));
    expect(second.viaServer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(JSON.parse(second.viaServer.text)).toEqual(expect.any(Array));

    // A change to the content: Express builds the new answer, then the fast lane holds it.
    await t.dataSource.query(`UPDATE lecture SET title = title || ' (변경)'`);
    const changed = await both('/api/lecture/list');
    expect(changed.servedByExpress).toBe(true);
    expect(changed.viaServer.text).toContain('(변경)');
    expect((await both('/api/lecture/list')).servedByExpress).toBe(false);
  });

  it('revalidates with the ETag (304 without a body) and answers HEAD without one', async () => {
    await t.http.get('/api/program/list');
    const etag = (await t.http.get('/api/program/list')).headers.etag as string;
    const revalidated = await both('/api/program/list', { 'If-None-Match': etag });
    expect(revalidated.servedByExpress).toBe(false);
    expect(revalidated.viaServer.status).toBe(304);
    expect(comparable(revalidated.viaServer)).toEqual(comparable(revalidated.viaExpress));
    const head = await both('/', {}, 'head');
    expect(head.servedByExpress).toBe(false);
    expect(comparable(head.viaServer)).toEqual(comparable(head.viaExpress));
  });

  it('leaves to Express: query strings, other methods, misses, unknown assets and 404s', async () => {
    await t.http.get('/api/lecture/list');
    const cases: [string, string, Record<string, string>?][] = [
      ['get', '/api/lecture/list?x=1'],
      ['get', '/?utm_source=kakao'],
      ['post', '/api/lecture/list'],
      ['get', '/api/lecture/999999'],
      ['get', '/api/health/ready'],
      ['get', '/assets/none-000000.js'],
      // Only the build's compressed copies are held; the plain file is the static files' job.
      ['get', '/assets/app-1a2b3c.js', { 'Accept-Encoding': 'identity' }],
      ['get', '/robots.txt'],
    ];
    for (const [method, path, headers] of cases) {
      const { viaServer, viaExpress, servedByExpress } = await both(path, headers, method);
      expect({ path, servedByExpress }).toEqual({ path, servedByExpress: true });
      expect(viaServer.status).toBe(viaExpress.status);
    }
  });

  it('leaves an absolute-form request target to Express', async () => {
    const { port } = t.running.app.getHttpServer().address() as AddressInfo;
    expressHandled.mockClear();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: `http://127.0.0.1:${port}/api/lecture/list` },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject).end();
    });
    expect(expressHandled).toHaveBeenCalled();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual(expect.any(Array));
  });

  it('leaves a read to Express when the content version cannot be read', async () => {
    await t.http.get('/api/program/list');
    expressHandled.mockClear();
    const version = t.running.app.get(ContentVersion);
    const failing = jest
      .spyOn(version, 'whenRead')
      .mockImplementation((done) => done(new Error('Connection terminated unexpectedly')));
    try {
      const res = await t.http.get('/api/program/list');
      expect(expressHandled).toHaveBeenCalled();
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(res.headers['content-type']).toMatch(/json/);
    } finally {
      failing.mockRestore();
    }
    expect((await t.http.get('/api/program/list')).status).toBe(200);
  });

  it('learns a read only under its own address; other spellings go to Express each time', async () => {
    for (let i = 0; i < 3; i++) {
      const { viaServer, servedByExpress } = await both('/api/lecture/%31');
      expect({ i, status: viaServer.status, servedByExpress }).toEqual({
        i,
        status: 200,
        servedByExpress: true,
      });
    }
    await both('/api/lecture/1');
    expect((await both('/api/lecture/1')).servedByExpress).toBe(false);
  });

  it('survives a throw inside it: Express answers and the server stays up', async () => {
    const failing = jest.spyOn(HeldAssets.prototype, 'find').mockImplementationOnce(() => {
      throw new Error('EMFILE: too many open files');
    });
    try {
      const { viaServer, viaExpress, servedByExpress } = await both('/assets/app-1a2b3c.js', {
        'Accept-Encoding': 'gzip',
      });
      expect(servedByExpress).toBe(true);
      expect(viaServer.status).toBe(200);
      expect(comparable(viaServer)).toEqual(comparable(viaExpress));
    } finally {
      failing.mockRestore();
    }
    expect((await both('/assets/app-1a2b3c.js')).servedByExpress).toBe(false);
  });
});
