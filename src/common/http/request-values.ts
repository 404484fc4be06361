import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';

/**
 * Controllers read what a service needs from the request with these, and services take plain
 * values: a service never sees Express's Request, so it can be called from a job, a test or
 * another transport as it is.
 */

/** The client's address as Express sees it (req.ip, after `trust proxy`); limits key it. */
export const ClientAddress = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): string =>
    ctx.switchToHttp().getRequest<Request>().ip ?? 'unknown',
);

/**
 * The origin the request came to (`https://host`), as Express sees it after `trust proxy`: links
 * the app hands out start with it when PUBLIC_URL is not set.
 */
export const RequestOrigin = createParamDecorator((_data: unknown, ctx: ExecutionContext) => {
  const req = ctx.switchToHttp().getRequest<Request>();
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
});

/** One cookie's raw value (cookie-parser): unknown until the service that owns it verifies it. */
export const Cookie = createParamDecorator(
  (name: string, ctx: ExecutionContext): unknown =>
    (ctx.switchToHttp().getRequest<Request>().cookies as Record<string, unknown> | undefined)?.[
      name
    ],
);

/** A cookie a service wants set; the controller writes it (setCookies). */
export interface CookieToSet {
  name: string;
  value: string;
  options: {
    httpOnly: true;
    sameSite: 'strict';
    secure: boolean;
    path: string;
    maxAge: number;
  };
}

export function setCookies(res: Response, cookies: readonly CookieToSet[]): void {
  for (const cookie of cookies) res.cookie(cookie.name, cookie.value, cookie.options);
}
