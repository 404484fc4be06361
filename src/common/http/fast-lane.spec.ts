import type { RequestHandler } from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersOf } from './fast-lane';
import { HeldAssets } from './precompressed-assets';

describe('headersOf', () => {
  it('records what a middleware sets on every request, after its removals', () => {
    const middleware: RequestHandler = (_req, res, next) => {
      res.setHeader('X-Frame-Options', 'DENY');
      res.setHeader('X-Powered-By', 'Express');
      res.removeHeader('X-Powered-By');
      res.setHeader('Origin-Agent-Cluster', '?1');
      next();
    };
    expect(headersOf(middleware)).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Origin-Agent-Cluster', '?1'],
    ]);
  });

  it('refuses a middleware whose headers are not one fixed value', () => {
    const listing: RequestHandler = (_req, res, next) => {
      res.setHeader('Link', ['</a.css>; rel=preload', '</b.css>; rel=preload']);
      next();
    };
    expect(() => headersOf(listing)).toThrow(/Link is not a fixed value/);
    const later: RequestHandler = (_req, _res, next) => void setTimeout(next, 0);
    expect(() => headersOf(later)).toThrow(/synchronously/);
  });
});

describe('HeldAssets', () => {
  let dir: string;
  let assets: HeldAssets;
  const gzipOnly = { headers: { 'accept-encoding': 'gzip' } } as unknown as IncomingMessage;
  /** The addresses it has learned (private: what this test is about is that it stays small). */
  const learned = () => (assets as unknown as { byPathname: Map<string, unknown> }).byPathname;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'maeum-held-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app-1a2b.js'), 'export {}');
    writeFileSync(join(dir, 'assets', 'app-1a2b.js.gz'), gzipSync('export {}'));
  });
  beforeEach(() => (assets = new HeldAssets(dir)));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers every spelling of a held file but learns only the plain one', () => {
    const spellings = ['/app%2D1a2b.js', '//app-1a2b.js', '/./app-1a2b.js', '/x/../app-1a2b.js'];
    for (let i = 0; i < 200; i++) {
      for (const spelling of spellings) {
        expect(assets.find(gzipOnly, `${spelling}`)?.encoding).toBe('gzip');
      }
    }
    expect(learned().size).toBe(0);
    expect(assets.find(gzipOnly, '/app-1a2b.js')?.body.copies.gzip).toEqual(gzipSync('export {}'));
    expect([...learned().keys()]).toEqual(['/app-1a2b.js']);
  });

  it('holds nothing for names that are not there or would leave the folder', () => {
    for (const pathname of [
      '/none-0000.js',
      '/../index.html',
      '/%2e%2e/secret.js',
      '/%E0%A4%A.js',
    ]) {
      expect(assets.find(gzipOnly, pathname)).toBeUndefined();
    }
    expect(learned().size).toBe(0);
  });
});
