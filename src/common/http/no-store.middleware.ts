import type { NextFunction, Request, Response } from 'express';

/**
 * Closed by default for caches: every answer under /api says `Cache-Control: no-store` before
 * any route, parser or guard runs, so an answer with personal data (a guest's lookup, a payment,
 * the back office's applicants), and any error on the way to it, is never kept by the browser or
 * a proxy. The public reads that may be cached say so themselves and replace it: programs,
 * lectures and fees (short public lifetimes with an ETag, PublicReadInterceptor), uploaded
 * images (a year, immutable) and the site's details (`no-cache`). test/api/no-store.test.ts
 * walks every route to hold this.
 */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
