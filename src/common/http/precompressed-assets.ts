import type { NextFunction, Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

type Encoding = 'br' | 'gzip';

/** The encodings a client accepts, by preference of what we have: brotli, then gzip. */
export function pickEncoding(header: string | undefined): { encoding: Encoding; suffix: string }[] {
  const accepted = (header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0+)?$/.test(q.trim()))
    .map(([name]) => name.toLowerCase());
  const options: { encoding: Encoding; suffix: string }[] = [];
  if (accepted.includes('br')) options.push({ encoding: 'br', suffix: '.br' });
  if (accepted.includes('gzip')) options.push({ encoding: 'gzip', suffix: '.gz' });
  return options;
}

function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/** A file's compressed copies, held in memory: the files are small and never change. */
interface Compressed {
  type: string;
  etag: string;
  copies: Partial<Record<Encoding, Buffer>>;
}

function sendCompressed(req: Request, res: Response, file: Compressed, encoding: Encoding): void {
  const body = file.copies[encoding]!;
  res.setHeader('Content-Type', file.type);
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.setHeader('ETag', file.etag);
  if (req.headers['if-none-match'] === file.etag) {
    res.status(304).end();
    return;
  }
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Serves the .br or .gz copy written at build time (scripts/compress-assets.mjs) of a hashed
 * asset under /assets/ when the client accepts it, with immutable caching, from memory (read once
 * per file); anything else falls through to the static files.
 */
export function precompressedAssets(staticDir: string) {
  const assetsDir = join(staticDir, 'assets');
  const known = new Map<string, Compressed | null>();
  const load = (file: string, type: string): Compressed | null => {
    if (!known.has(file)) {
      const copies: Partial<Record<Encoding, Buffer>> = {};
      for (const { encoding, suffix } of pickEncoding('br, gzip')) {
        if (existsSync(`${file}${suffix}`)) copies[encoding] = readFileSync(`${file}${suffix}`);
      }
      const first = copies.br ?? copies.gzip;
      known.set(file, first ? { type, etag: etagOf(first), copies } : null);
    }
    return known.get(file) ?? null;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const relative = normalize(decodeURIComponent(req.path)).replace(/^[/\\]+/, '');
    const type = CONTENT_TYPES[extname(relative)];
    if (!type || relative.startsWith('..') || relative.includes('\0')) return next();
    const file = join(assetsDir, relative);
    if (!existsSync(file)) return next();
    const compressed = load(file, type);
    res.setHeader('Vary', 'Accept-Encoding');
    const choice = pickEncoding(req.headers['accept-encoding']).find(
      ({ encoding }) => compressed?.copies[encoding],
    );
    if (!compressed || !choice) return next();
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    sendCompressed(req, res, compressed, choice.encoding);
  };
}

/**
 * The single-page app's index.html for every page address (no file extension, outside /api and
 * the sandbox), from memory and compressed once at start, revalidated by ETag: it is the same
 * for every page and changes only with a new build. Never cached without asking (`no-cache`), so
 * a new build's asset names arrive at once.
 */
export function spaIndex(staticDir: string) {
  const path = join(staticDir, 'index.html');
  if (!existsSync(path)) return undefined;
  const html = readFileSync(path);
  const index: Compressed = {
    type: 'text/html; charset=utf-8',
    etag: etagOf(html),
    copies: {
      br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
    },
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (/^\/(api|sandbox|assets)(\/|$)/.test(req.path) || extname(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    const [choice] = pickEncoding(req.headers['accept-encoding']);
    if (!choice) {
      res.setHeader('Content-Type', index.type);
      res.setHeader('ETag', index.etag);
      if (req.headers['if-none-match'] === index.etag) {
        res.status(304).end();
        return;
      }
      res.status(200).end(req.method === 'HEAD' ? undefined : html);
      return;
    }
    sendCompressed(req, res, index, choice.encoding);
  };
}
