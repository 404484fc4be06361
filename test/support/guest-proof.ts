import { GuestToken, GUEST_TOKEN_COOKIE } from '../../src/auth';
import type { TestApp } from './test-app';

/**
 * A guest proof's cookie header for this e-mail, as a right code issues it, with the code typed
 * at `provenAt` (default: now on the test clock). For tests of how fresh a proof must be;
 * `lookUpWithCode` (family-proof.ts) proves a contact the way a family does.
 */
export function guestProofCookie(
  t: TestApp,
  who: { email: string },
  provenAt: Date = t.clock.now(),
): string {
  const [cookie] = t.running.app.get(GuestToken).issue({
    email: who.email.trim().toLowerCase(),
    provenAt,
    viaLink: false,
  });
  return `${GUEST_TOKEN_COOKIE}=${cookie.value}`;
}
