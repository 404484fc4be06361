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

export function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/**
 * One answer held in memory in the encodings it may be sent in (`identity` is the plain bytes),
 * with its type and ETag: public reads, the page and hashed assets are all answered this way.
 */
export interface EncodedBody {
  type: string;
  etag: string;
  copies: Partial<Record<Encoding | 'identity', Buffer>>;
}

/** The held encoding the client prefers, else the plain bytes if held. */
export function chooseEncoding(req: Request, body: EncodedBody): Encoding | 'identity' | undefined {
  const preferred = pickEncoding(req.headers['accept-encoding']).find(
    ({ encoding }) => body.copies[encoding],
  );
  if (preferred) return preferred.encoding;
  return body.copies.identity ? 'identity' : undefined;
}

/** Answers one held encoding, or 304 without a body when the client already has it. */
export function sendEncoded(
  req: Request,
  res: Response,
  body: EncodedBody,
  encoding: Encoding | 'identity',
): void {
  const bytes = body.copies[encoding]!;
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', body.etag);
  if (req.headers['if-none-match'] === body.etag) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', body.type);
  // Already compressed: the compression middleware leaves an encoded answer alone.
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(bytes.length));
  res.status(200).end(req.method === 'HEAD' ? undefined : bytes);
}

/**
 * Serves the .br or .gz copy written at build time (scripts/compress-assets.mjs) of a hashed
 * asset under /assets/ when the client accepts it, with immutable caching, from memory (read once
 * per file); anything else falls through to the static files.
 */
export function precompressedAssets(staticDir: string) {
  const assetsDir = join(staticDir, 'assets');
  // Only files that exist are held: a flood of made-up names cannot grow this.
  const held = new Map<string, EncodedBody>();
  const load = (file: string, type: string): EncodedBody | undefined => {
    let body = held.get(file);
    if (!body && existsSync(file)) {
      const copies: EncodedBody['copies'] = {};
      for (const { encoding, suffix } of pickEncoding('br, gzip')) {
        if (existsSync(`${file}${suffix}`)) copies[encoding] = readFileSync(`${file}${suffix}`);
      }
      const first = copies.br ?? copies.gzip;
      if (!first) return undefined;
      body = { type, etag: etagOf(first), copies };
      held.set(file, body);
    }
    return body;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const relative = normalize(decodeURIComponent(req.path)).replace(/^[/\\]+/, '');
    const type = CONTENT_TYPES[extname(relative)];
    if (!type || relative.startsWith('..') || relative.includes('\0')) return next();
    const body = load(join(assetsDir, relative), type);
    const encoding = body && chooseEncoding(req, body);
    if (!body || !encoding) {
      res.setHeader('Vary', 'Accept-Encoding');
      return next();
    }
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    sendEncoded(req, res, body, encoding);
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
  const index: EncodedBody = {
    type: 'text/html; charset=utf-8',
    etag: etagOf(html),
    copies: {
      identity: html,
      br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
    },
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (/^\/(api|sandbox|assets)(\/|$)/.test(req.path) || extname(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    sendEncoded(req, res, index, chooseEncoding(req, index)!);
  };
}
