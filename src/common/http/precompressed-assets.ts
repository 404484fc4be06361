import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The encodings a client accepts, by preference of what we have: brotli, then gzip. */
export function pickEncoding(
  header: string | undefined,
): { encoding: 'br' | 'gzip'; suffix: string }[] {
  const accepted = (header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0+)?$/.test(q.trim()))
    .map(([name]) => name.toLowerCase());
  const options: { encoding: 'br' | 'gzip'; suffix: string }[] = [];
  if (accepted.includes('br')) options.push({ encoding: 'br', suffix: '.br' });
  if (accepted.includes('gzip')) options.push({ encoding: 'gzip', suffix: '.gz' });
  return options;
}

/**
 * Serves the .br or .gz copy written at build time (scripts/compress-assets.mjs) of a hashed
 * asset under /assets/ when the client accepts it, with immutable caching; anything else falls
 * through to the static files. Which copies exist is looked up once per path.
 */
export function precompressedAssets(staticDir: string) {
  const assetsDir = join(staticDir, 'assets');
  const known = new Map<string, Set<string>>();
  const variants = (file: string) => {
    let found = known.get(file);
    if (!found) {
      found = new Set(['.br', '.gz'].filter((suffix) => existsSync(`${file}${suffix}`)));
      known.set(file, found);
    }
    return found;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const relative = normalize(decodeURIComponent(req.path)).replace(/^[/\\]+/, '');
    const type = CONTENT_TYPES[extname(relative)];
    if (!type || relative.startsWith('..') || relative.includes('\0')) return next();
    const file = join(assetsDir, relative);
    const available = variants(file);
    const choice = pickEncoding(req.headers['accept-encoding']).find(({ suffix }) =>
      available.has(suffix),
    );
    res.setHeader('Vary', 'Accept-Encoding');
    if (!choice) return next();
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', choice.encoding);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.sendFile(`${file}${choice.suffix}`, { dotfiles: 'deny', lastModified: true }, (error) => {
      if (error) next(error);
    });
  };
}
