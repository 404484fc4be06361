import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';

export interface ApiErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
  /** A machine-readable reason where the client acts on it (e.g. a payment error code). */
  code?: string;
}

const ROUTE_NOT_FOUND = '요청하신 API를 찾을 수 없습니다.';
const INTERNAL_ERROR = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

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
    if (exception instanceof HttpException) {
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
    } else {
      this.logger.error(
        `${request.method} ${request.path} failed`,
        exception instanceof Error ? exception.stack : String(exception),
      );
      body = { statusCode: 500, message: INTERNAL_ERROR, error: 'Internal Server Error' };
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
