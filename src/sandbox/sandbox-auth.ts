import { timingSafeEqual } from 'node:crypto';
import { tossError, type ApiAnswer } from './toss-errors';

const BASIC = /^Basic ([A-Za-z0-9+/]+={0,2})$/i;

/**
 * Toss's API authentication: `Authorization: Basic base64(secretKey + ':')` (toss-contract.md §2).
 * No header or a wrong key: 401 UNAUTHORIZED_KEY; a header that is not Basic base64 with the
 * colon: 403 INCORRECT_BASIC_AUTH_FORMAT. Answers null when the caller may pass. `secretKey` is
 * the app's configured one (in production SANDBOX_SECRET_KEY, never the built-in public key).
 */
export function checkAuthorization(
  header: string | undefined,
  secretKey: string,
): ApiAnswer | null {
  if (!header) return tossError('UNAUTHORIZED_KEY');
  const match = BASIC.exec(header.trim());
  if (!match) return tossError('INCORRECT_BASIC_AUTH_FORMAT');
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) return tossError('INCORRECT_BASIC_AUTH_FORMAT');
  return sameSecret(decoded.slice(0, colon), secretKey) ? null : tossError('UNAUTHORIZED_KEY');
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
