import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { koApplication as copy } from '@/copy/ko-application';

/** The server's Korean 400 messages as they came, or a sentence for a network failure. */
export function serverMessages(error: FetchBaseQueryError | SerializedError): string[] {
  if ('status' in error) {
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')
      return [copy.errors.network];
    const message = (error.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return [message];
    if (Array.isArray(message)) {
      const texts = message.filter((item): item is string => typeof item === 'string' && !!item);
      if (texts.length > 0) return [...new Set(texts)];
    }
  }
  return [copy.errors.unknown];
}
