import { ko } from '@/copy/ko';
import type { ApiErrorBody } from './types';

/** Toss's code for "confirming is still going on" (spec §8), also sent by our own server. */
export const PROCESSING_CODE = 'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING';

export type PaymentApiError = {
  /** HTTP status; undefined when no answer came (network, timeout). */
  status?: number;
  code?: string;
  /** The server's Korean message, or a sentence saying the server could not be reached. */
  message: string;
  /** No answer, or the server failed: the outcome is unknown, never assume it failed. */
  unknownOutcome: boolean;
};

/** What a failed payment call (an RTK Query error) means for the page. */
export function paymentApiError(error: unknown): PaymentApiError {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  if (typeof status === 'number') {
    const body = data as Partial<ApiErrorBody> | undefined;
    const raw = body?.message;
    const message = Array.isArray(raw) ? raw.join('\n') : typeof raw === 'string' ? raw : '';
    return {
      status,
      code: typeof body?.code === 'string' ? body.code : undefined,
      message: message || ko.status.httpError(status),
      unknownOutcome: status >= 500,
    };
  }
  return { message: ko.status.networkError, unknownOutcome: true };
}

/** A rejection of the Toss SDK (`{ code, message }`), or of loading its script. */
export function sdkError(error: unknown): { code: string; message: string } {
  if (error && typeof error === 'object') {
    const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
    return {
      code: typeof code === 'string' ? code : typeof name === 'string' ? name : 'UNKNOWN',
      message: typeof message === 'string' ? message : '',
    };
  }
  return { code: 'UNKNOWN', message: String(error) };
}

/**
 * Which lecture an application's payment is for, kept in sessionStorage while the browser is
 * away at the payment window: the navigation state does not survive the trip, and a 409 on the
 * return (the seat's hold lapsed and the lecture filled up) then still offers that lecture's
 * 대기 신청. Nothing personal is stored; a failing storage only loses the shortcut.
 */
const key = (applicationId: number) => `maeum.payment-lecture.${applicationId}`;

export function rememberPaymentLecture(applicationId: number, lectureId: number | undefined) {
  if (lectureId === undefined) return;
  try {
    sessionStorage.setItem(key(applicationId), String(lectureId));
  } catch {
    // Storage unavailable (private mode, quota): the link falls back to the lecture list.
  }
}

export function paymentLecture(applicationId: number): number | undefined {
  try {
    const value = Number(sessionStorage.getItem(key(applicationId)));
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}
