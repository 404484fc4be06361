import type { TossError } from '../payments';
import { API_ERROR_FALLBACK, API_ERROR_MESSAGES } from './sandbox-copy';

/** What the sandbox API answers: an HTTP status and a JSON body (null: an empty body). */
export interface ApiAnswer {
  status: number;
  body: object | null;
}

/** Toss's HTTP status for each error code it documents (toss-contract.md §2–4). */
const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHORIZED_KEY: 401,
  ...byStatus(403, [
    'REJECT_CARD_PAYMENT',
    'REJECT_CARD_COMPANY',
    'FORBIDDEN_REQUEST',
    'REJECT_ACCOUNT_PAYMENT',
    'NOT_AVAILABLE_BANK',
    'INCORRECT_BASIC_AUTH_FORMAT',
    'FDS_ERROR',
    'NOT_CANCELABLE_AMOUNT',
    'NOT_CANCELABLE_PAYMENT',
    'EXCEED_MAX_REFUND_DUE',
    'NOT_ALLOWED_PARTIAL_REFUND_WAITING_DEPOSIT',
    'FORBIDDEN_CONSECUTIVE_REQUEST',
  ]),
  ...byStatus(404, [
    'NOT_FOUND_PAYMENT',
    'NOT_FOUND_PAYMENT_SESSION',
    'NOT_FOUND',
    'NOT_FOUND_CASH_RECEIPT',
  ]),
  ...byStatus(500, [
    'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING',
    'FAILED_INTERNAL_SYSTEM_PROCESSING',
    'UNKNOWN_PAYMENT_ERROR',
    'FAILED_REFUND_PROCESS',
    'FAILED_METHOD_HANDLING_CANCEL',
    'COMMON_ERROR',
  ]),
};

function byStatus(status: number, codes: string[]): Record<string, number> {
  return Object.fromEntries(codes.map((code) => [code, status]));
}

/** Toss's status for a code; every other code (the 400 row and unknown ones) is 400. */
export function statusOfCode(code: string): number {
  return STATUS_BY_CODE[code] ?? 400;
}

export function messageOfCode(code: string): string {
  return API_ERROR_MESSAGES[code] ?? API_ERROR_FALLBACK;
}

/** An error answer in Toss's shape, with Toss's status and message unless given. */
export function tossError(code: string, message?: string, status?: number): ApiAnswer {
  const body: TossError = { code, message: message ?? messageOfCode(code) };
  return { status: status ?? statusOfCode(code), body };
}

/** 400 INVALID_REQUEST with the rule that was broken. */
export function invalidRequest(detail: string): ApiAnswer {
  return tossError('INVALID_REQUEST', `${messageOfCode('INVALID_REQUEST')} ${detail}`);
}
