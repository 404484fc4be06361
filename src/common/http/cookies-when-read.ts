import cookieParser from 'cookie-parser';
import type { Request } from 'express';

/** What cookie-parser sets on a request. */
const PARSED = ['cookies', 'signedCookies', 'secret'] as const;

/**
 * cookie-parser, run the first time a request's cookies are read rather than on every request:
 * most answers (public reads, pages, assets) never look at them. Accessors on Express's request
 * prototype (`app.request`, Express's own place for request properties) run the real middleware
 * on that request and return what it set, so `req.cookies` (the @Cookie() decorator, a
 * controller's own read) holds exactly what cookie-parser gives.
 */
export function parseCookiesWhenRead(requestPrototype: object, parse = cookieParser()): void {
  for (const name of PARSED) {
    Object.defineProperty(requestPrototype, name, {
      configurable: true,
      get(this: Request): unknown {
        // Own properties first: they hide these accessors from now on, and cookie-parser, which
        // skips a request whose `req.cookies` is set, sees none yet.
        for (const own of PARSED) setOwn(this, own, undefined);
        parse(this, this.res!, () => undefined);
        return this[name];
      },
      set(this: Request, value: unknown) {
        setOwn(this, name, value);
      },
    });
  }
}

function setOwn(req: Request, name: string, value: unknown): void {
  Object.defineProperty(req, name, { value, writable: true, enumerable: true, configurable: true });
}
