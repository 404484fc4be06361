import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
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

type Choice = { encoding: Encoding; suffix: string };

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
const parsed = new Map<string, Choice[]>();

/** The encodings a client accepts, by preference of what we have: brotli, then gzip. */
export function pickEncoding(header: string | undefined): readonly Choice[] {
  const key = header ?? '';
  let options = parsed.get(key);
  if (!options) {
    options = parseAcceptEncoding(key);
    // Made-up values cannot grow this without bound.
    if (parsed.size >= 64) parsed.clear();
    parsed.set(key, options);
  }
  return options;
}

function parseAcceptEncoding(header: string): Choice[] {
  const accepted = header
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0+)?$/i.test(q.trim()))
    .map(([name]) => name.toLowerCase());
  const options: Choice[] = [];
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
export function chooseEncoding(
  req: IncomingMessage,
  body: EncodedBody,
): Encoding | 'identity' | undefined {
  const preferred = pickEncoding(req.headers['accept-encoding']).find(
    ({ encoding }) => body.copies[encoding],
  );
  if (preferred) return preferred.encoding;
  return body.copies.identity ? 'identity' : undefined;
}

/**
 * Answers one held encoding on a response other middleware may already have set headers on:
 * 304 without a body when the client already has it (for a 200 only: a not-found page is sent
 * with its 404 each time).
 */
export function sendEncoded(
  req: IncomingMessage,
  res: ServerResponse,
  body: EncodedBody,
  encoding: Encoding | 'identity',
  status = 200,
): void {
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', body.etag);
  if (status === 200 && req.headers['if-none-match'] === body.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const bytes = body.copies[encoding]!;
  res.setHeader('Content-Type', body.type);
  // Already compressed: the compression middleware leaves an encoded answer alone.
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(bytes.length));
  res.statusCode = status;
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** An answer this module holds, in the encoding chosen for one request. */
export interface HeldAnswer {
  body: EncodedBody;
  encoding: Encoding | 'identity';
  cacheControl: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MAX_PATHNAMES = 1_000;

/**
 * The .br or .gz copy written at build time (scripts/compress-assets.mjs) of a hashed asset under
 * /assets/, or the file itself when it has none (too small to compress), from memory (read once
 * per file). Only files that exist are held: a flood of made-up names cannot grow this.
 */
export class HeldAssets {
  private readonly dir: string;
  private readonly held = new Map<string, EncodedBody>();
  /** The same, by the path as the URL spells it: no decoding or path work once known. */
  private readonly byPathname = new Map<string, EncodedBody>();

  constructor(staticDir: string) {
    this.dir = join(staticDir, 'assets');
  }

  /** `pathname` is below /assets/ (undecoded, as in the URL); undefined when not held. */
  find(req: IncomingMessage, pathname: string): HeldAnswer | undefined {
    let body = this.byPathname.get(pathname);
    if (!body) {
      const relative = this.relative(pathname);
      body = relative === undefined ? undefined : this.load(relative);
      if (!body) return undefined;
      // Only the plain spelling of a held file: other spellings (%2e, //, ./) are resolved each
      // time, so they cannot grow this or push the real names out.
      if (`/${relative}` === pathname && this.byPathname.size < MAX_PATHNAMES) {
        this.byPathname.set(pathname, body);
      }
    }
    const encoding = chooseEncoding(req, body);
    return encoding ? { body, encoding, cacheControl: IMMUTABLE } : undefined;
  }

  /** The file's path below the assets folder, undefined when it would leave it. */
  private relative(pathname: string): string | undefined {
    let relative: string;
    try {
      relative = normalize(decodeURIComponent(pathname)).replace(/^[/\\]+/, '');
    } catch {
      return undefined;
    }
    if (relative.startsWith('..') || relative.includes('\0')) return undefined;
    return relative;
  }

  /** Express: held assets answered, anything else to the static files. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const held = this.find(req, req.path);
      if (!held) {
        res.setHeader('Vary', 'Accept-Encoding');
        return next();
      }
      sendHeld(req, res, held);
    };
  }

  private load(relative: string): EncodedBody | undefined {
    const type = CONTENT_TYPES[extname(relative)];
    if (!type) return undefined;
    const file = join(this.dir, relative);
    let body = this.held.get(file);
    if (!body && existsSync(file)) {
      const copies: EncodedBody['copies'] = {};
      for (const { encoding, suffix } of pickEncoding('br, gzip')) {
        if (existsSync(`${file}${suffix}`)) copies[encoding] = readFileSync(`${file}${suffix}`);
      }
      // A file too small to be worth compressing (the build writes no copy of it, like the
      // 0.6 kB entry every page starts the app with) is held as it is.
      if (!copies.br && !copies.gzip) copies.identity = readFileSync(file);
      const first = copies.br ?? copies.gzip ?? copies.identity!;
      body = { type, etag: etagOf(first), copies };
      this.held.set(file, body);
    }
    return body;
  }
}

export function sendHeld(
  req: IncomingMessage,
  res: ServerResponse,
  held: HeldAnswer,
  status = 200,
): void {
  res.setHeader('Cache-Control', held.cacheControl);
  sendEncoded(req, res, held.body, held.encoding, status);
}

/**
 * The single-page app's index.html (the shell), for the pages the browser renders itself
 * (src/pages answers with it), from memory and compressed once at start, revalidated by ETag:
 * it is the same for every such page and changes only with a new build. Never cached without
 * asking (`no-cache`), so a new build's asset names arrive at once.
 */
export class SpaIndex {
  private constructor(private readonly index: EncodedBody) {}

  /** Undefined when there is no built frontend. */
  static load(staticDir: string): SpaIndex | undefined {
    const path = join(staticDir, 'index.html');
    if (!existsSync(path)) return undefined;
    const html = readFileSync(path);
    return new SpaIndex({
      type: 'text/html; charset=utf-8',
      etag: etagOf(html),
      copies: {
        identity: html,
        br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
      },
    });
  }

  /** `pathname` as in the URL, without the query; undefined when it is not a page address. */
  find(req: IncomingMessage, pathname: string): HeldAnswer | undefined {
    if (/^\/(api|sandbox|assets)(\/|$)/.test(pathname) || extname(pathname)) return undefined;
    return {
      body: this.index,
      encoding: chooseEncoding(req, this.index)!,
      cacheControl: 'no-cache',
    };
  }
}
