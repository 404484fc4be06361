import type { Payment } from './payment.entity';

/**
 * The Idempotency-Key of a cancel of this attempt at the provider. The provider answers a key it
 * has seen with its first answer, so every retry of one cancel must carry the same key and a
 * new cancel a new one: the first cancel of an attempt keeps the key it always had
 * (`cancel-<orderId>`); a later one (the rest after a partial refund) adds the balance it starts
 * from, which changes only when a cancel went through.
 */
export function cancelIdempotencyKey(
  payment: Pick<Payment, 'order_id' | 'amount' | 'balance_amount'>,
): string {
  const balance = payment.balance_amount;
  return balance === null || balance === payment.amount
    ? `cancel-${payment.order_id}`
    : `cancel-${payment.order_id}-${balance}`;
}

/** A cancel claim older than this belonged to a replica that died mid-cancel. */
export const CANCEL_CLAIM_STALE_MS = 2 * 60_000;

/**
 * Whether a cancel or refund holds the application's claim (ProviderCancel) at `now`. Recording
 * a desk payment reads it with the row locked and waits its turn (409), so a payment cannot land
 * between a cancel's look at the money and the cancel itself.
 */
export function cancelClaimHeld(claimedAt: Date | null | undefined, now: Date): boolean {
  return !!claimedAt && claimedAt.getTime() >= now.getTime() - CANCEL_CLAIM_STALE_MS;
}
