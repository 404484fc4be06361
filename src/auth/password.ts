import * as argon2 from 'argon2';
import { ADMIN_PASSWORD_MIN_LENGTH, isPlaceholder } from '../config/auth.config';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): memory-hard against
 * offline guessing, about 30 ms per hash here, and small enough for a 250 MB container.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The hash of a random password nobody kept, made with OPTIONS: a sign-in for an unknown account
 * is checked against it, so that it takes as long as one for the real account (the answer's
 * timing does not tell whether an id exists).
 */
export const UNKNOWN_ACCOUNT_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$ROaldFsphQjVrRDRTAVgUg$npk5P+auz5KCr9OYa8G5vw+HYH7pljvuJmb6aCOccwI';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash never signs anyone in.
    return false;
  }
}

/** True when the stored hash was made with other parameters and should be redone. */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, OPTIONS);
}

/** Passwords of 12 characters or more that lead the published breach lists (lower-cased). */
const BREACHED = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123123123123',
  '111111111111',
  '000000000000',
  'qwertyuiop12',
  'qwertyuiopas',
  'qwerty123456',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'password1234',
  'password123!',
  'passw0rd1234',
  'iloveyou1234',
  'abcd12345678',
  'abc123456789',
  'qwer1234qwer',
  'asdf1234asdf',
  'zxcvbnm12345',
]);

export const PASSWORD_RULES = {
  tooShort: `비밀번호는 ${ADMIN_PASSWORD_MIN_LENGTH}자 이상으로 입력해 주세요.`,
  tooLong: '비밀번호는 200자 이하로 입력해 주세요.',
  common: '너무 흔하거나 유출된 적이 있는 비밀번호입니다. 다른 비밀번호를 입력해 주세요.',
  containsUsername: '비밀번호에 아이디를 넣지 말아 주세요.',
} as const;

/**
 * Why a new password is refused, in Korean, or null when it may be used: the same length and
 * example-value checks as the owner's ADMIN_PASSWORD (auth.config.ts), and a short list of the
 * most breached passwords of that length, one character repeated, or the account's own name.
 */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return PASSWORD_RULES.tooShort;
  if (password.length > 200) return PASSWORD_RULES.tooLong;
  const lower = password.trim().toLowerCase();
  if (isPlaceholder(password) || BREACHED.has(lower) || /^(.)\1*$/.test(lower)) {
    return PASSWORD_RULES.common;
  }
  if (username.length >= 3 && lower.includes(username.toLowerCase())) {
    return PASSWORD_RULES.containsUsername;
  }
  return null;
}
