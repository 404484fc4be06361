import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ko } from '@/copy/ko';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

/** The HTTP status of a failed query, or undefined for network and parsing failures. */
export function errorStatus(error: QueryError): number | undefined {
  if (error && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

/** A short, human-readable reason for a failed query: the server's Korean message when it sent one. */
export function errorMessage(error: QueryError): string {
  if (!error) return '';
  if ('status' in error) {
    const data = error.data as { message?: unknown } | undefined;
    const message = data?.message;
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && message.length > 0) return message.join(', ');
    if (typeof error.status === 'number') return ko.status.httpError(error.status);
    if (error.status === 'FETCH_ERROR') return ko.status.networkError;
    return 'error' in error ? error.error : '';
  }
  return error.message ?? '';
}
