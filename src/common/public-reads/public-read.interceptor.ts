import {
  Injectable,
  SetMetadata,
  applyDecorators,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { from, lastValueFrom, map, of, type Observable } from 'rxjs';
import { chooseEncoding } from '../http/precompressed-assets';
import { Reflector } from '@nestjs/core';
import { PublicReads, type PublicAnswer, type SeatScope } from './public-reads';

const SEATS_SHOWN = 'publicRead:seats';
const CACHE_CONTROL = 'publicRead:cacheControl';

/**
 * Answers a public read (the same for everyone, no personal data) from the in-process cache
 * (PublicReads), with the public `Cache-Control` of the settings, its ETag (304 when the client
 * has it) and the compressed copy the client accepts. The handler runs only when the content
 * changed since the answer was built.
 *
 * An interceptor, so the request has been through everything else first: middleware (request
 * id, access log, helmet), guards, and any interceptor or filter added later.
 */
@Injectable()
export class PublicReadInterceptor implements NestInterceptor {
  constructor(
    private readonly reads: PublicReads,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    // The address as the route spells it is the key: these routes take no query, and only
    // answers that succeeded are kept (ids are checked by IdParamPipe before any is built), so
    // made-up ids cannot grow it, nor other spellings of a real address (see canonicalPath).
    const key = canonicalPath(req);
    const seats = seatScope(this.reflector.get<string>(SEATS_SHOWN, context.getHandler()), req);
    const cacheControl =
      this.reflector.get<string>(CACHE_CONTROL, context.getHandler()) ?? this.reads.cacheControl;
    const held = this.reads.held(key, seats);
    if (held) return of(this.send(req, res, held, cacheControl));
    return from(this.reads.answer(key, () => lastValueFrom(next.handle()), seats)).pipe(
      map((answer) => this.send(req, res, answer, cacheControl)),
    );
  }

  /**
   * The body for Nest to send (as bytes, see AppExpressAdapter): the held copy in the encoding
   * the client accepts (the compression middleware leaves an encoded answer alone), or none when
   * the client's ETag matches, which Express answers 304 (its freshness check, as for every JSON
   * answer).
   */
  private send(
    req: Request,
    res: Response,
    answer: PublicAnswer,
    cacheControl: string,
  ): Buffer | undefined {
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', answer.etag);
    if (req.fresh) return undefined;
    const encoding = chooseEncoding(req, answer)!;
    res.setHeader('Content-Type', answer.type);
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    return answer.copies[encoding];
  }
}

/**
 * The request's address as its route spells it: Express matches paths case-insensitively and
 * with or without a trailing slash, so `/api/LECTURE/list/` reaches the lecture list too. Keyed
 * by the raw path, every such spelling would be one more entry to build (a query and a brotli
 * compression at its best) and hold; keyed by the route, all share one.
 */
export function canonicalPath(req: Request): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route !== 'string') return req.path;
  return route.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(req.params[name] ?? '')),
  );
}

/**
 * Marks a route (or a controller's routes) as a cached public read: see PublicReadInterceptor.
 * `cacheControl` replaces the settings' lifetimes for a route browsers must ask again each time
 * (the centre's details: `no-cache`, revalidated with the ETag); the server's cache is the same.
 */
export const PublicRead = (options: { cacheControl?: string } = {}) =>
  options.cacheControl === undefined
    ? UseInterceptors(PublicReadInterceptor)
    : applyDecorators(
        SetMetadata(CACHE_CONTROL, options.cacheControl),
        UseInterceptors(PublicReadInterceptor),
      );

/**
 * A cached public read that shows seats: of every lecture ('all'), or of the lecture whose id
 * is the named route parameter. Its answer is rebuilt when those seats change (SeatVersions)
 * or when a hold it counted lapses (answerChangesAt).
 */
export const ShowsSeats = (of: 'all' | { param: string }) =>
  SetMetadata(SEATS_SHOWN, of === 'all' ? 'all' : `param:${of.param}`);

function seatScope(shown: string | undefined, req: Request): SeatScope {
  if (!shown) return undefined;
  if (shown === 'all') return 'all';
  const id = Number(req.params[shown.slice('param:'.length)]);
  return Number.isInteger(id) ? id : 'all';
}
