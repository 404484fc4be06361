import { In, IsNull, type EntityManager } from 'typeorm';
import { lockedApplication, updateApplication, type WithdrawOutcome } from '../applications';
import { LIVE_ATTEMPT_STATUSES } from '../common/money/payment-method';
import { Payment } from './payment.entity';

/** Why an attempt that never reached the provider's confirm was ended by the app. */
export const CLOSED_ATTEMPT = {
  /** The application was cancelled, refunded or withdrawn: nothing more is to be paid. */
  APPLICATION_CLOSED: '이미 취소된 신청이라 결제를 진행하지 않았습니다.',
  /** The guest withdrew the unpaid application, or a new application of the e-mail replaced it. */
  APPLICATION_WITHDRAWN: '신청이 취소되었습니다.',
  /** The centre recorded a payment made at the desk: nothing is left to pay online. */
  PAID_AT_DESK: '센터에서 결제가 완료된 신청입니다.',
} as const;

export type ClosedAttemptCode = keyof typeof CLOSED_ATTEMPT;

/**
 * Ends every attempt of the application that has not been sent to the provider's confirm
 * (READY: a payment window still open, in this tab or another), inside the caller's
 * transaction. Every path that ends an application's need for money calls this in the same
 * transaction that changes the application, so a window left open cannot be confirmed later:
 * its verify finds the attempt failed and calls nobody. A confirm that was already claimed is
 * not touched here; if it takes money, the settlement cancels it (PaymentSettlement.settle).
 */
export async function closeOpenAttempts(
  manager: EntityManager,
  applicationId: number,
  code: ClosedAttemptCode,
): Promise<number> {
  const result = await manager
    .createQueryBuilder()
    .update(Payment)
    .set({ status: 'FAILED', failure_code: code, failure_message: CLOSED_ATTEMPT[code] })
    .where('application_id = :applicationId AND status = :status', {
      applicationId,
      status: 'READY',
    })
    .execute();
  return result.affected ?? 0;
}

/**
 * Withdraws an unpaid application inside the caller's transaction: nothing reached the provider,
 * so nothing is charged or refunded, and the reason is recorded. The application's row is locked
 * first; a confirm being claimed reads that row with a share lock (PaymentConfirm.claim), so it
 * either finished before (and this answers 'payment-in-flight', changing nothing) or waits and
 * then finds the application cancelled.
 */
export async function withdrawUnpaid(
  manager: EntityManager,
  applicationId: number,
  reason: 'GUEST' | 'SUPERSEDED' | 'CENTRE',
  now: Date,
): Promise<WithdrawOutcome> {
  const application = await lockedApplication(manager, applicationId);
  if (!application || application.payment_status !== 'N') return 'not-unpaid';
  const live = await manager.getRepository(Payment).existsBy({
    application_id: applicationId,
    status: In(LIVE_ATTEMPT_STATUSES),
    auto_cancel_reason: IsNull(),
  });
  if (live) return 'payment-in-flight';
  await closeOpenAttempts(manager, applicationId, 'APPLICATION_WITHDRAWN');
  await updateApplication(manager, applicationId, {
    payment_status: 'C',
    refunded_amount: 0,
    withdrawn_reason: reason,
    withdrawn_at: now,
  });
  return 'withdrawn';
}
