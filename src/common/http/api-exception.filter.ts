import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { currentRequestId, loggedPath } from '../logging/logger';
import type { ApiErrorBody } from '../openapi/api-error.response';
import { TOO_DEEP } from './storable-input';

const ROUTE_NOT_FOUND = '요청하신 API를 찾을 수 없습니다.';
const INTERNAL_ERROR = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

/** Errors Express's body parsers raise before a route is reached (body-parser's `type`). */
const BODY_PARSER_ERRORS: Record<string, { status: number; message: string }> = {
  'entity.too.large': {
    status: 413,
    message: '보내신 내용이 너무 큽니다. 내용을 줄여 다시 시도해 주세요.',
  },
  'entity.parse.failed': { status: 400, message: '요청 형식이 올바르지 않습니다.' },
  // Our own `verify` (storable-input.ts), before JSON.parse.
  'entity.too.deep': { status: 400, message: TOO_DEEP },
  'encoding.unsupported': { status: 415, message: '지원하지 않는 문자 인코딩입니다.' },
  'charset.unsupported': { status: 415, message: '지원하지 않는 문자 인코딩입니다.' },
};

/** Body-parser's error, raw or as Nest's adapter wraps it (an HttpException with it as cause). */
const DATABASE_UNAVAILABLE = '일시적으로 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.';
/** Connection failures (Node) and PostgreSQL's shutdown / not-yet-started / connection classes. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not established/i;

/** The database (or the Redis of the rate limits) cannot be reached right now: 503, not a bug. */
function isDatabaseUnavailable(exception: unknown): boolean {
  for (const candidate of [
    exception,
    (exception as { driverError?: unknown } | null)?.driverError,
  ]) {
    if (typeof candidate !== 'object' || candidate === null) continue;
    const { code, message, name } = candidate as {
      code?: unknown;
      message?: unknown;
      name?: unknown;
    };
    // TypeORM's answer to a query on a connection the server has just dropped.
    if (name === 'QueryRunnerAlreadyReleasedError') return true;
    // The same, when a transaction's connection was dropped between two of its queries.
    if (name === 'QueryRunnerProviderAlreadyReleasedError') return true;
    // Redis (REDIS_URL) holding the rate-limit counts is down or restarting.
    if (name === 'AttemptStoreUnavailableError') return true;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

function bodyParserError(exception: unknown): { status: number; message: string } | undefined {
  for (const candidate of [exception, (exception as { cause?: unknown } | null)?.cause]) {
    if (typeof candidate !== 'object' || candidate === null) continue;
    const type = (candidate as { type?: unknown }).type;
    if (typeof type === 'string' && BODY_PARSER_ERRORS[type]) return BODY_PARSER_ERRORS[type];
  }
  return undefined;
}

/**
 * Every error leaves the API as `{ statusCode, message, error }` with a Korean message.
 * Unknown errors become a generic 500; their stack goes to the log, never to the client.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    if (response.headersSent) return;

    let body: ApiErrorBody;
    const parserError = bodyParserError(exception);
    if (parserError) {
      body = {
        statusCode: parserError.status,
        message: parserError.message,
        error: httpErrorName(parserError.status),
      };
    } else if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const raw = exception.getResponse();
      let message: string | string[] =
        typeof raw === 'string' ? raw : ((raw as { message?: string | string[] }).message ?? '');
      // Express answers an unmatched route with "Cannot GET /api/..."; say it in Korean.
      if (
        status === HttpStatus.NOT_FOUND &&
        typeof message === 'string' &&
        message.startsWith('Cannot ')
      ) {
        message = ROUTE_NOT_FOUND;
      }
      body = { statusCode: status, message, error: httpErrorName(status) };
      const code = typeof raw === 'object' ? (raw as { code?: unknown }).code : undefined;
      if (typeof code === 'string') body.code = code;
      // A refusal that knows when to come back says so (rate limits): a header, and in the body
      // when the refusal put it there (with how long an already sent code still works).
      const retryAfter = (exception as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
      if (typeof raw === 'object') {
        const { retryAfterSeconds, codeExpiresInSeconds, nearest, dates } = raw as Record<
          string,
          unknown
        >;
        if (Array.isArray(nearest)) body.nearest = nearest as ApiErrorBody['nearest'];
        if (Array.isArray(dates)) body.dates = dates.filter((date) => typeof date === 'string');
        if (typeof retryAfterSeconds === 'number') {
          body.retryAfterSeconds = retryAfterSeconds;
          response.setHeader('Retry-After', String(retryAfterSeconds));
        }
        if (typeof codeExpiresInSeconds === 'number')
          body.codeExpiresInSeconds = codeExpiresInSeconds;
      }
    } else if (isDatabaseUnavailable(exception)) {
      this.logger.warn(
        `${request.method} ${loggedPath(request.path)}: database unavailable (${(exception as Error).message})`,
      );
      response.setHeader('Retry-After', '5');
      body = {
        statusCode: 503,
        message: DATABASE_UNAVAILABLE,
        error: httpErrorName(503),
        requestId: currentRequestId(),
      };
    } else {
      this.logger.error(
        `${request.method} ${loggedPath(request.path)} failed`,
        exception instanceof Error ? exception.stack : String(exception),
      );
      body = {
        statusCode: 500,
        message: INTERNAL_ERROR,
        error: 'Internal Server Error',
        // Quoted to the operator, it finds the log lines of this request.
        requestId: currentRequestId(),
      };
    }
    response.status(body.statusCode).json(body);
  }
}

function httpErrorName(status: number): string {
  const names: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    402: 'Payment Required',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
    503: 'Service Unavailable',
  };
  return names[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
}
