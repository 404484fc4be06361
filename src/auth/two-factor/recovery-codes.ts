import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/O, 1/I/L: a code is copied from paper by hand. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * Ten new recovery codes, `XXXX-XXXX-XXXX-XXXX`: 16 characters of 31, about 79 bits each, so a
 * plain SHA-256 is enough to keep them (as for refresh tokens): nobody can try them all offline.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    ).join('-'),
  );
}

/** The code as stored: upper case, without dashes or spaces (people type it either way). */
export function normaliseRecoveryCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export function looksLikeRecoveryCode(input: string): boolean {
  const code = normaliseRecoveryCode(input);
  return code.length === GROUPS * GROUP_LENGTH && [...code].every((c) => ALPHABET.includes(c));
}

export function hashRecoveryCode(input: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(input)).digest('hex');
}
