import type { RequestHandler } from 'express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { REQUEST_STARTED, loggedPath, requestIdFor, stampRequestStart } from '../logging/logger';
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
  const accessLine = (req: IncomingMessage, reqId: string, status: number, started: number) => {
    const aborted = status === 0;
    logger[aborted ? 'warn' : 'info'](
      {
        reqId,
        req: { method: req.method, path: loggedPath(req.url ?? '') },
        res: { statusCode: aborted ? 200 : status },
        responseTime: Date.now() - started,
      },
      aborted ? 'request aborted' : 'request completed',
    );
  };
  /** Answers with the headers Express would set, in its order, and its access line. */
  const send = (req: IncomingMessage, res: ServerResponse, held: HeldAnswer, asset: boolean) => {
    const reqId = requestIdFor(req);
    const started = (req as IncomingMessage & { [REQUEST_STARTED]?: number })[REQUEST_STARTED];
    // The client left while the database was asked: nothing to write, as Express would log it.
    if (res.destroyed) return accessLine(req, reqId, 0, started ?? Date.now());
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
    // The access line requestLogging writes, field for field; assets have none.
    if (!asset) accessLine(req, reqId, head.status, started ?? Date.now());
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
    let held: HeldAnswer | undefined;
    try {
      if (url.startsWith('/assets/')) {
        held = assets.find(req, url.slice('/assets'.length));
        // Hashed assets: no security headers and no access line, as on the Express path.
        return held ? answer(req, res, held, true) : express(req, res);
      }
      held = index?.find(req, url);
    } catch (error) {
      return recover(req, res, error);
    }
    if (held) return answer(req, res, held, false);
    if (!url.startsWith('/api/')) return express(req, res);
    // If the database keeps this waiting, the access line (ours or Express's) counts the wait.
    stampRequestStart(req, Date.now());
    try {
      publicReads.lookup(req, url, (found) => {
        if (found) return answer(req, res, found, false);
        // Not current, or the database did not answer: Express asks again (reusing this
        // request's answer, see PublicReads) and answers the read or its 503.
        try {
          express(req, res);
        } catch (error) {
          // Only Express itself throwing could land here: nothing is left to answer with.
          logger.error(
            { error: error instanceof Error ? error.message : String(error) },
            'request failed in Express',
          );
          res.destroy();
        }
      });
    } catch (error) {
      recover(req, res, error);
    }
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
