import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import type { LogLevelName } from '../../config/log-level';
import { SECRET_FIELDS, maskPersonalData } from './mask';

export type { LogLevelName };

/** Pino's ISO time field, formatted once per millisecond: under load many lines share one. */
let lastTime = { ms: Number.NaN, field: '' };
function isoTime(): string {
  const ms = Date.now();
  if (ms !== lastTime.ms) lastTime = { ms, field: `,"time":"${new Date(ms).toISOString()}"` };
  return lastTime.field;
}

/** The request a piece of work belongs to, for every log line written while doing it. */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** An id a client or proxy sent, if it is a plain token; anything else is replaced. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,64}$/;

function maskedError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: maskPersonalData(String(error)) };
  return {
    type: error.name,
    message: maskPersonalData(error.message),
    stack: error.stack ? maskPersonalData(error.stack) : undefined,
  };
}

/**
 * One JSON object per line on stdout: time, level, msg, the request id of the request being
 * served, and nothing personal — known fields are redacted wherever they appear, and free text
 * goes through maskPersonalData.
 *
 * Stdout is written asynchronously: under load, lines written while a write is in progress go
 * out together in the next one instead of one system call each (a third of the CPU of a held
 * answer in bench step 1). Pino flushes what is pending when the process exits, also on
 * process.exit after a fatal error; only a SIGKILL can cut the last few lines.
 */
export function createRootLogger(level: LogLevelName, destination?: DestinationStream): Logger {
  const redact = SECRET_FIELDS.flatMap((field) => [
    /^[A-Za-z]+$/.test(field) ? field : `["${field}"]`,
    /^[A-Za-z]+$/.test(field) ? `*.${field}` : `*["${field}"]`,
  ]);
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Every line written while serving a request carries its id (access lines name it).
      mixin: (merge) => {
        const requestId = currentRequestId();
        return requestId && !('reqId' in merge) ? { reqId: requestId } : {};
      },
      redact: { paths: redact, censor: '[redacted]' },
      serializers: { err: maskedError },
      hooks: {
        logMethod(args, method) {
          const masked = args.map((arg: unknown) =>
            typeof arg === 'string' ? maskPersonalData(arg) : arg,
          ) as Parameters<typeof method>;
          method.apply(this, masked);
        },
      },
    },
    destination ?? pino.destination({ dest: 1, sync: false, maxLength: MAX_PENDING_LOG_BYTES }),
  );
}

/**
 * What may wait in memory for stdout when it does not keep up (a blocked pipe, a slow collector):
 * past this, lines are dropped instead of growing the heap until the process dies.
 */
const MAX_PENDING_LOG_BYTES = 16 * 1024 * 1024;

/** Paths in access lines are cut here: a made-up 8 kB URL should not be logged 8 kB at a time. */
const MAX_LOGGED_PATH = 512;

/**
 * Addresses that carry a secret in the path: a waiting-list offer's link holds a seat and opens
 * the family's details, a counsellor's calendar feed address opens their appointments and a
 * staff booking's payment link (its API, and its page under /program/{id}/booking/pay/) pays its
 * deposit and a 회기권's (/booking/package/) pays the package (issue 37), so none of these reaches
 * a log line.
 */
const SECRET_IN_PATH = /(\/(?:lecture\/offer|calendar-feed|booking\/pay|booking\/package)\/)[^/]+/i;

export function loggedPath(path: string): string {
  const shown = path.replace(SECRET_IN_PATH, '$1[token]');
  return shown.length > MAX_LOGGED_PATH ? `${shown.slice(0, MAX_LOGGED_PATH)}…` : shown;
}

/**
 * The access lines' logger: pino on the root logger's own stream, in its format, without
 * redaction, masking or the request-context mixin: its fields are fixed (id, method, path,
 * status, time) and hold nothing personal.
 */
function accessLogger(root: Logger): Logger {
  return pino(
    {
      level: root.level,
      base: { pid: process.pid },
      timestamp: isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    (root as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym],
  );
}

/** Nest's logger interface over pino: the context (class name) becomes a field. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly root: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    // Nest passes (message, stack?, context?).
    const context = typeof params.at(-1) === 'string' ? (params.at(-1) as string) : undefined;
    const stack = params.length > 1 && typeof params[0] === 'string' ? params[0] : undefined;
    const fields: Record<string, unknown> = { context };
    if (message instanceof Error) fields.err = message;
    else if (stack) fields.stack = maskPersonalData(stack);
    this.root.error(fields, message instanceof Error ? message.message : String(message));
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    const context = typeof params.at(-1) === 'string' ? (params.at(-1) as string) : undefined;
    if (typeof message === 'object' && message !== null && !(message instanceof Error)) {
      this.root[level]({ context, ...(message as object) });
    } else {
      this.root[level]({ context }, String(message));
    }
  }
}

/** The caller's X-Request-Id when it is a plain token, else a new UUID. */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Gives each request an id (the caller's X-Request-Id when it is a plain token, else a new UUID),
 * answers it in X-Request-Id, runs the request inside its context, and writes one access line
 * when the response closes (method, path without the query, status, time; a warning from 400 on,
 * "request failed" from 500 on, when its cause was already logged with its stack by the
 * exception filter, and "request aborted" when the client left before the answer was sent).
 * Health probes and hashed assets are not logged.
 *
 * One 'close' listener tells all three apart: Node emits it on every response, right after
 * 'finish' when the whole answer was handed to the socket (writableFinished), else when the
 * connection went away first. 'error' is listened to as well, so that a failed write is logged
 * as failed (once) instead of bringing the process down.
 */
export function requestLogging(root: Logger) {
  const access = accessLogger(root);
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = requestIdFor(req);
    (req as Request & { id: string }).id = requestId;
    res.setHeader('X-Request-Id', requestId);
    const query = req.url.indexOf('?');
    const path = query === -1 ? req.url : req.url.slice(0, query);
    if (!/^\/(api\/health|assets\/)/.test(path) && path !== '/favicon.ico') {
      const started = Date.now();
      let logged = false;
      const done = (error?: Error) => {
        if (logged) return;
        logged = true;
        const failed = !!error || res.statusCode >= 500;
        const outcome = failed ? 'failed' : res.writableFinished ? 'completed' : 'aborted';
        const warn = outcome !== 'completed' || res.statusCode >= 400;
        access[warn ? 'warn' : 'info'](
          {
            reqId: requestId,
            req: { method: req.method, path: loggedPath(path) },
            res: { statusCode: res.statusCode },
            responseTime: Date.now() - started,
          },
          `request ${outcome}`,
        );
      };
      res.on('close', done).on('error', done);
    }
    requestContext.run({ requestId }, next);
  };
}
