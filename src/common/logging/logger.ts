import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { SECRET_FIELDS, maskPersonalData } from './mask';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

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
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // The access logger (pino-http) already binds reqId; every other line gets it here.
      mixin: (_merge, _level, logger) => {
        const requestId = currentRequestId();
        return requestId && !('reqId' in logger.bindings()) ? { reqId: requestId } : {};
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
    destination,
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

/**
 * Gives each request an id (the caller's X-Request-Id when it is a plain token, else a new UUID),
 * answers it in X-Request-Id, runs the request inside its context, and writes one access line
 * when the answer is sent (method, path without the query, status, time). Health probes and
 * hashed assets are not logged.
 */
export function requestLogging(root: Logger) {
  const access = pinoHttp({
    logger: root,
    genReqId: (req: IncomingMessage) => (req as IncomingMessage & { id: string }).id,
    quietReqLogger: true,
    autoLogging: {
      ignore: (req: IncomingMessage) =>
        /^\/(api\/health|assets\/)/.test(req.url ?? '') || req.url === '/favicon.ico',
    },
    // A 5xx answer was already logged with its cause by the exception filter: no second stack.
    customErrorObject: (
      _req: IncomingMessage,
      _res: ServerResponse,
      _error: Error,
      val: object,
    ) => ({
      ...val,
      err: undefined,
    }),
    customErrorMessage: () => 'request failed',
    // The access line of a failed request is a warning: a real fault was already logged as an
    // error with its stack by the exception filter; a 502/503 is an expected, handled condition.
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
      error || res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.headers['x-request-id'];
    const requestId =
      typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    (req as Request & { id: string }).id = requestId;
    res.setHeader('X-Request-Id', requestId);
    requestContext.run({ requestId }, () => access(req, res, next));
  };
}
