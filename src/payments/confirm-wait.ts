import type { Clock } from '../common/clock/clock';
import type { Payment } from './payment.entity';
import type { PaymentRepository } from './payment.repository';

/** A confirm that has not come back within this long is looked up with the provider. */
export const STALE_CONFIRM_MS = 60_000;
/** How long a concurrent verify waits for the one that is confirming. */
const WAIT_FOR_CONFIRM_MS = 8_000;

/** A confirm started this long ago is not coming back: its process died or timed out. */
export function confirmIsStale(payment: Payment, now: Date): boolean {
  const started = payment.confirm_started_at?.getTime() ?? 0;
  return now.getTime() - started > STALE_CONFIRM_MS;
}

/**
 * The attempt once the confirm in flight has come back, or as it is when WAIT_FOR_CONFIRM_MS
 * ran out (still CONFIRMING: answered as being processed). A stale confirm is not waited for.
 * An application's verify and a deposit's wait the same way.
 */
export async function waitWhileConfirming(
  payments: PaymentRepository,
  clock: Clock,
  paymentId: number,
): Promise<Payment> {
  const deadline = Date.now() + WAIT_FOR_CONFIRM_MS;
  let payment = await payments.reload(paymentId);
  while (
    payment.status === 'CONFIRMING' &&
    !confirmIsStale(payment, clock.now()) &&
    Date.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    payment = await payments.reload(paymentId);
  }
  return payment;
}
