import type { RequestHandler } from 'express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { logAccess, requestIdFor, requestStartedAt, stampRequestStart } from '../logging/logger';
import {
  encodedHead,
  type HeldAnswer,
  type HeldAssets,
  type SpaIndex,
} from './precompressed-assets';
import type { PublicReads } from '../public-reads/public-reads';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface FastLaneSources {
  assets: HeldAssets;
  /** Absent when there is no built frontend. */
  index?: SpaIndex;
  publicReads: Pick<PublicReads, 'lookup'>;
  /** What helmet sets on every page and API answer (see `headersOf`). */
  securityHeaders: readonly (readonly [string, string])[];
  /** The access logger (see accessLogger in logger.ts). */
  logger: Logger;
}

/**
 * The hot path, in front of Express, for what a public site is asked most: hashed assets, the
 * page, and the public reads (programs, lectures, fees) held in memory and still current. They
 * are answered on Node's own response with the headers and the access line Express would give
 * them. Everything else goes to Express untouched: other methods, any query string, anything not
 * held or no longer current, and a database that does not answer (Express then answers its 503).
 *
 * Why: for these answers Express's router and middleware (logging child, helmet, body, cookie
 * and compression checks) cost three to four times the work of the answer itself; measured in
 * `npm run bench` step 1 (README, Performance).
 */
export function installFastLane(server: Server, sources: FastLaneSources): void {
  const handlers = server.listeners('request') as Handler[];
  if (handlers.length !== 1) throw new Error('the fast lane expects Express as the only handler');
  server.removeListener('request', handlers[0]);
  server.on('request', fastLane(handlers[0], sources));
}

export function fastLane(express: Handler, sources: FastLaneSources): Handler {
  const { assets, index, publicReads, logger } = sources;
  const security = sources.securityHeaders.flat();
  /** Answers with the headers Express would set, in its order, and its access line. */
  const send = (req: IncomingMessage, res: ServerResponse, held: HeldAnswer, asset: boolean) => {
    const reqId = requestIdFor(req);
    const line = {
      reqId,
      method: req.method,
      path: req.url ?? '',
      statusCode: res.statusCode,
      started: requestStartedAt(req) ?? Date.now(),
    };
    // The client left while the database was asked: nothing to write, as Express would log it.
    if (res.destroyed) return logAccess(logger, line, 'aborted');
    const head = encodedHead(req, held.body, held.encoding);
    res.writeHead(head.status, [
      'X-Request-Id',
      reqId,
      ...(asset ? [] : security),
      'Cache-Control',
      held.cacheControl,
      ...head.headers,
    ]);
    res.end(head.bytes);
    // The access line requestLogging writes; assets have none.
    if (!asset) logAccess(logger, { ...line, statusCode: head.status });
  };
  /**
   * Whatever went wrong here (a file that cannot be read, a bug) must not take the process down:
   * it is logged, and Express answers the request as if the fast lane were not there.
   */
  const recover = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    logger.error(
      { error: error instanceof Error ? error.message : String(error) },
      'fast lane failed; Express answers',
    );
    if (res.headersSent) res.destroy();
    else express(req, res);
  };
  const answer = (req: IncomingMessage, res: ServerResponse, held: HeldAnswer, asset: boolean) => {
    try {
      send(req, res, held, asset);
    } catch (error) {
      recover(req, res, error);
    }
  };
  return (req, res) => {
    const url = req.url ?? '';
    // Origin-form only ("/path"): an absolute-form target is Express's to parse.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || url[0] !== '/' || url.includes('?')) {
      return express(req, res);
    }
    // Hashed assets: no security headers and no access line, as on the Express path.
    const asset = url.startsWith('/assets/');
    let held: HeldAnswer | undefined;
    try {
      held = asset ? assets.find(req, url.slice('/assets'.length)) : index?.find(req, url);
    } catch (error) {
      return recover(req, res, error);
    }
    if (held) return answer(req, res, held, asset);
    if (asset || !url.startsWith('/api/')) return express(req, res);
    // If the database keeps this waiting, the access line (ours or Express's) counts the wait.
    stampRequestStart(req, Date.now());
    // Not current, or the database did not answer: Express asks again (reusing this request's
    // answer, see PublicReads) and answers the read or its 503.
    publicReads.lookup(req, url, (found) =>
      found ? answer(req, res, found, false) : express(req, res),
    );
  };
}

/**
 * The headers a middleware sets when it sets the same ones on every request (helmet with a fixed
 * policy), recorded once by running it on a stand-in response.
 */
export function headersOf(middleware: RequestHandler): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const stand = {
    setHeader: (name: string, value: unknown) => {
      // A header computed per request (a CSP nonce, say) cannot be recorded once.
      if (typeof value !== 'string' && typeof value !== 'number') {
        throw new Error(`${name} is not a fixed value; the fast lane cannot hold it`);
      }
      headers.set(name.toLowerCase(), [name, String(value)]);
    },
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let passed = false;
  void middleware(
    { headers: {}, method: 'GET', url: '/' } as never,
    stand as never,
    (() => {
      passed = true;
    }) as never,
  );
  if (!passed) throw new Error('the middleware did not pass the request on synchronously');
  return [...headers.values()];
}
