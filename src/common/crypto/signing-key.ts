import { createSecretKey, type KeyObject } from 'node:crypto';

const keys = new Map<string, KeyObject>();

/**
 * An HMAC secret as the KeyObject jsonwebtoken wants. Given a string, jsonwebtoken first tries to
 * parse it as a PEM private or public key and builds a KeyObject on every sign and verify; that
 * failed parse was about 7 % of the app's CPU in the registration rush (npm run bench, step 2).
 */
export function signingKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/**
 * The same key for @nestjs/jwt's verify options, which type it as `string | Buffer` although
 * they are handed as they are to jsonwebtoken, which takes a KeyObject.
 */
export function verifyingKey(secret: string): Buffer {
  return signingKey(secret) as unknown as Buffer;
}
