import { JwtService } from '@nestjs/jwt';
import { GuestToken, GUEST_TOKEN_COOKIE } from '../../src/auth';
import { signingKey } from '../../src/common/crypto/signing-key';
import type { TestApp } from './test-app';

/**
 * A guest proof's cookie header for this e-mail and birth date, as the lookup issues it, that
 * also says the family typed a one-time code at `provenAt` (the `pa` claim; issue 32). Until the
 * code step lands, tests mint it here; `provenAt` undefined gives today's proof (no code).
 */
export function guestProofCookie(
  t: TestApp,
  who: { email: string; birth: string },
  provenAt: Date | undefined = t.clock.now(),
): string {
  const [cookie] = t.running.app.get(GuestToken).issue({
    email: who.email.trim().toLowerCase(),
    birth: who.birth,
  });
  if (!provenAt) return `${GUEST_TOKEN_COOKIE}=${cookie.value}`;
  const jwt = t.running.app.get(JwtService, { strict: false });
  const claims = jwt.decode<Record<string, unknown>>(cookie.value);
  const token = jwt.sign(
    { ...claims, pa: Math.floor(provenAt.getTime() / 1000) },
    { privateKey: signingKey(t.config.guestTokenSecret), algorithm: 'HS256' },
  );
  return `${GUEST_TOKEN_COOKIE}=${token}`;
}
