import cookieParser from 'cookie-parser';
import type { Request } from 'express';
import { parseCookiesWhenRead } from './cookies-when-read';

/** A request on a prototype with the accessors, as Express makes them from `app.request`. */
function requestWith(cookie: string | undefined, parse = cookieParser()) {
  const prototype = {};
  parseCookiesWhenRead(prototype, parse);
  const req = Object.create(prototype) as Request;
  Object.assign(req, { headers: cookie === undefined ? {} : { cookie }, res: {} });
  return req;
}

/** What cookie-parser, run as a middleware, sets on the same request. */
function parsedEagerly(cookie: string | undefined) {
  const req = { headers: cookie === undefined ? {} : { cookie } } as Request;
  cookieParser()(req, {} as never, () => undefined);
  return req;
}

describe('parseCookiesWhenRead', () => {
  it.each([
    ['refresh=abc.def; theme=dark'],
    ['data=j:{"a":1}; plain=%ED%95%9C'],
    [''],
    [undefined],
  ])('gives what cookie-parser gives for %p', (header) => {
    const lazy = requestWith(header);
    const eager = parsedEagerly(header);
    expect(lazy.cookies).toEqual(eager.cookies);
    expect(lazy.signedCookies).toEqual(eager.signedCookies);
    expect(lazy.secret).toBe(eager.secret);
  });

  it('parses once, on the first read, and never for a request that does not read them', () => {
    const parse = jest.fn(cookieParser());
    const unread = requestWith('refresh=abc', parse);
    expect(unread.headers.cookie).toBe('refresh=abc');
    expect(parse).not.toHaveBeenCalled();

    const req = requestWith('refresh=abc', parse);
    expect(req.cookies).toEqual({ refresh: 'abc' });
    expect(req.cookies.refresh).toBe('abc');
    expect(req.signedCookies).toEqual({});
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('keeps what a request is given in their place', () => {
    const req = requestWith('refresh=abc');
    req.cookies = { other: '1' };
    expect(req.cookies).toEqual({ other: '1' });
  });
});
