import { generateSecret, generateURI, verify } from 'otplib';
import { toString as qrSvg } from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after the current one is accepted too (a phone's clock drifts). */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

export const TOTP_CODE = /^\d{6}$/;

/** A new secret: 20 random bytes in Base32 (32 characters), what authenticator apps expect. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return generateURI({ issuer, label: account, secret });
}

/**
 * The QR code of the otpauth:// address as an SVG data URL, drawn here (nothing is fetched): the
 * page shows it as an image, which the Content-Security-Policy's `img-src data:` allows.
 */
export async function totpQrCode(uri: string): Promise<string> {
  const svg = await qrSvg(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step the code belongs to when it is right at `now` (the step before, the current one
 * or the one after) and later than `afterStep`; else undefined. Refusing every step up to the
 * last accepted one is what stops a code, once seen, from working again in its window.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | undefined> {
  if (!TOTP_CODE.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
