import type { EntityManager } from 'typeorm';

export type WithdrawOutcome = 'withdrawn' | 'not-unpaid' | 'payment-in-flight';

/**
 * Withdraws an unpaid application inside the caller's transaction, ending its payment attempts
 * not yet confirmed. Payments owns the attempts, so payments implements it (withdrawUnpaid in
 * payments/open-attempts.ts); applications only declares what it needs (a new application
 * superseding a stale unpaid one), so that it never imports the module that depends on it. The
 * app wires the implementation to this token (app.module.ts).
 */
export type UnpaidWithdrawal = (
  manager: EntityManager,
  applicationId: number,
  reason: 'GUEST' | 'SUPERSEDED' | 'CENTRE',
  now: Date,
) => Promise<WithdrawOutcome>;

export const UNPAID_WITHDRAWAL = Symbol('UNPAID_WITHDRAWAL');
