import * as argon2 from 'argon2';

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
