import type { EntityManager } from 'typeorm';

export interface OfferClaimInput {
  lectureId: number;
  /** Lower-case, as the application stores it. */
  email: string;
  /**
   * The applicant's birth date: it must be the entry's. The link shows the entry's other details
   * to whoever holds it; the birth date, which the guest lookup asks for, it never shows.
   */
  birth: string;
  /** The courses the application selects: exactly the offered course, else 'invalid'. */
  feeIds: number[];
  /** The injected clock's time. */
  now: Date;
}

export interface ClaimedOffer {
  entryId: number;
  /** Records the application made through the offer (same transaction, after its insert). */
  linkApplication(applicationId: number): Promise<void>;
}

/**
 * Uses a waiting-list offer for an application, inside the application's transaction, with the
 * lecture's row already locked by the caller (lock order: lecture, then the entry). On success
 * the entry is APPLIED (its seat is then free for this very application to take) and the caller
 * links the application once stored. 'invalid': a tampered or unknown token, or an offer of
 * another lecture, e-mail or course (404); 'gone': expired, used, cancelled or removed (410).
 *
 * The waiting list owns the entries, so it implements this (src/waitlist/); applications only
 * declares what it needs, so that it never imports the module that depends on it. The app wires
 * the implementation to this token (app.module.ts).
 */
export type OfferClaim = (
  manager: EntityManager,
  token: string,
  input: OfferClaimInput,
) => Promise<ClaimedOffer | 'invalid' | 'gone'>;

export const OFFER_CLAIM = Symbol('OFFER_CLAIM');

/** Until the waiting list binds its own: no token is valid. */
export const noOfferClaims: OfferClaim = () => Promise.resolve('invalid');
