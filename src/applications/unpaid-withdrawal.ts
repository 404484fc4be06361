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

/**
 * The applications among `ids` with a payment attempt whose confirm started after `since` (the
 * window was approved: opening one costs nothing, so only a confirm keeps an unpaid application
 * fresh). Payments owns the attempts and implements it (confirmsStartedSince); the app binds it.
 */
export type ConfirmsStartedSince = (
  manager: EntityManager,
  ids: readonly number[],
  since: Date,
) => Promise<Set<number>>;

export const CONFIRMS_STARTED_SINCE = Symbol('CONFIRMS_STARTED_SINCE');
