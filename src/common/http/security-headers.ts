import type { NextFunction, Request, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/** What helmet did to a response: a header set to a value, or removed (undefined). */
type HeaderStep = readonly [name: string, value: string | undefined];

/**
 * Helmet, with its headers worked out once: the configured helmet middleware runs at start
 * against a stand-in response, and each answer gets what it did there (the same headers, the
 * same values, in the same order; X-Powered-By removed), from one middleware instead of helmet's
 * thirteen chained ones.
 *
 * Only valid because nothing in these options depends on the request: helmet accepts functions
 * as CSP directive values (a per-request nonce, for instance), and those would be frozen at their
 * first value here, so such options are refused. Any other helmet option is a constant.
 */
export function securityHeaders(options: HelmetOptions) {
  const csp = options.contentSecurityPolicy;
  const directives = (typeof csp === 'object' ? csp.directives : undefined) ?? {};
  for (const [name, value] of Object.entries(directives)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((entry) => typeof entry === 'function')) {
      throw new Error(`CSP directive ${name} depends on the request: run helmet itself`);
    }
  }
  const steps = recordHelmet(helmet(options));
  return (_req: Request, res: Response, next: NextFunction): void => {
    for (const [name, value] of steps) {
      if (value === undefined) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    next();
  };
}

/** Runs helmet's middleware once on a stand-in response and lists what it did to the headers. */
function recordHelmet(middleware: ReturnType<typeof helmet>): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const response = {
    setHeader(name: string, value: unknown) {
      steps.push([name, String(value)]);
      return response;
    },
    removeHeader(name: string) {
      steps.push([name, undefined]);
    },
  };
  let outcome: { error?: unknown } | undefined;
  middleware({} as never, response as never, (error?: unknown) => {
    outcome = { error };
  });
  // Helmet's middlewares call next synchronously; an error is a wrong option.
  if (!outcome) throw new Error('helmet did not finish synchronously');
  if (outcome.error) throw outcome.error as Error;
  return steps;
}
