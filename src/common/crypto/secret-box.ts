import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts small secrets kept in the database (an authenticator's TOTP secret) with AES-256-GCM
 * under a key derived from the app's secret (JWT_SECRET) by HKDF, one key per `purpose`: a copy of
 * the database alone (a backup, a stolen dump) does not give the secrets away, and the key is
 * never the signing key itself. `context` (e.g. the account's id) is authenticated with the text,
 * so a sealed value moved to another row does not open.
 *
 * Sealed form: `v1.<iv>.<tag>.<ciphertext>`, base64url. The version leaves room for a new scheme.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(appSecret: string, purpose: string) {
    this.key = Buffer.from(
      hkdfSync('sha256', Buffer.from(appSecret, 'utf8'), 'maeum-secret-box', purpose, 32),
    );
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), encrypted]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plain text, or undefined when the value was sealed under another key or altered. */
  open(sealed: string, context: string): string | undefined {
    const [version, iv, tag, encrypted] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || encrypted === undefined) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(encrypted, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
