import type { GuestProof } from '../auth';

/**
 * Who asks to start or retry a payment, as plain values the controller read from the request:
 * the client's address (for the request limits), the applications this browser made (the
 * application access cookie) and the guest lookup's proof, if any.
 */
export interface PaymentCaller {
  address: string;
  madeApplications: readonly number[];
  guestProof: GuestProof | null;
}
