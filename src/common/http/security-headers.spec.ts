import helmet, { type HelmetOptions } from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { securityHeaders } from './security-headers';

function response(): ServerResponse {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  // Set before helmet runs, as Express would without `app.disable('x-powered-by')`.
  res.setHeader('X-Powered-By', 'Express');
  return res;
}

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.tosspayments.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      frameAncestors: ["'none'"],
    },
  },
  strictTransportSecurity: true,
};

describe('securityHeaders', () => {
  it('sets what helmet sets, with the same values, in the same order', () => {
    const byHelmet = response();
    let helmetDone = false;
    helmet(OPTIONS)({} as IncomingMessage, byHelmet, () => (helmetDone = true));
    const replayed = response();
    let replayDone = false;
    securityHeaders(OPTIONS)({} as never, replayed as never, () => (replayDone = true));

    expect(helmetDone && replayDone).toBe(true);
    expect(replayed.getHeaderNames()).toEqual(byHelmet.getHeaderNames());
    expect(replayed.getHeaders()).toEqual(byHelmet.getHeaders());
    expect(replayed.getHeader('x-powered-by')).toBeUndefined();
    expect(replayed.getHeader('content-security-policy')).toContain(
      "script-src 'self' https://js.tosspayments.com;",
    );
  });

  it('follows the options: no HSTS when it is off', () => {
    const res = response();
    securityHeaders({ ...OPTIONS, strictTransportSecurity: false })(
      {} as never,
      res as never,
      () => undefined,
    );
    expect(res.getHeader('strict-transport-security')).toBeUndefined();
    expect(res.getHeader('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a directive that depends on the request, which it would freeze', () => {
    const nonce = () => "'nonce-abc'";
    expect(() =>
      securityHeaders({
        contentSecurityPolicy: { useDefaults: false, directives: { scriptSrc: ["'self'", nonce] } },
      }),
    ).toThrow(/scriptSrc depends on the request/);
  });

  it('refuses options helmet itself refuses', () => {
    expect(() =>
      securityHeaders({
        contentSecurityPolicy: { useDefaults: false, directives: { scriptSrc: ["'self"] } },
      }),
    ).toThrow();
  });
});
