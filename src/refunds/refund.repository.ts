import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  applicationById,
  applicationsOwnedBy,
  applicationsWithLectures,
  applicationWithLecture,
  claimCancel,
  existingApplication,
  lockedApplication,
  releaseCancelClaim,
  updateApplication,
  type ApplicationChange,
  type WithdrawOutcome,
} from '../applications';
import type { Application } from '../applications/application.entity';
import type { ProvenContact } from '../auth';
import {
  ledgerTotals,
  movementsOf,
  recordHandBack,
  recordManualRefund,
  type DeskMovement,
  type HandBackOutcome,
  type LedgerEntry,
  type MoneyTotals,
} from '../ledger';
import {
  closeOpenAttempts,
  markCancelRequested,
  paymentsOf,
  withdrawUnpaid,
  type Payment,
} from '../payments';

/** Why an unpaid application is withdrawn, as payments' withdrawUnpaid records it. */
export type WithdrawalReason = Parameters<typeof withdrawUnpaid>[2];
/** Why open attempts are ended, as payments' closeOpenAttempts records it. */
export type ClosedAttemptCode = Parameters<typeof closeOpenAttempts>[2];

/**
 * The rows the cancel and refund use cases (the guest's cancel, the centre's cancel and refunds,
 * ProviderCancel) read and write: applications, payment attempts and the ledger, each asked of
 * its owner's index, and the application's cancel claim. The services keep the rules and decide
 * the order. A method whose first parameter is a manager runs only in the caller's transaction
 * (`transaction`), as the owners' functions do; one with an optional last manager runs alone or
 * in it. Service specs give the services a fake of this class.
 */
@Injectable()
export class RefundRepository {
  constructor(private readonly entityManager: EntityManager) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.entityManager.transaction(work);
  }

  /** The applications made with the proof's e-mail or phone, newest first (no lectures). */
  applicationsOwnedBy(proof: ProvenContact): Promise<Application[]> {
    return applicationsOwnedBy(this.entityManager, proof);
  }

  applicationById(id: number): Promise<Application | null> {
    return applicationById(this.entityManager, id);
  }

  /** The application, which must exist (EntityNotFoundError otherwise). */
  application(id: number): Promise<Application> {
    return existingApplication(this.entityManager, id);
  }

  applicationWithLecture(id: number): Promise<Application | null> {
    return applicationWithLecture(this.entityManager, id);
  }

  applicationsWithLectures(ids: readonly number[]): Promise<Application[]> {
    return applicationsWithLectures(this.entityManager, ids);
  }

  /** The application under its row lock (FOR UPDATE), in the caller's transaction. */
  lockedApplication(manager: EntityManager, id: number): Promise<Application | null> {
    return lockedApplication(manager, id);
  }

  updateApplication(
    id: number,
    change: ApplicationChange,
    manager: EntityManager = this.entityManager,
  ): Promise<void> {
    return updateApplication(manager, id, change);
  }

  /** Takes the application's cancel claim at `now` unless another, newer than `staleBefore`, holds it. */
  claimCancel(applicationId: number, now: Date, staleBefore: Date): Promise<boolean> {
    return claimCancel(this.entityManager, applicationId, now, staleBefore);
  }

  /** Lets go of the claim taken at `claimedAt` (a newer one stays). */
  releaseCancelClaim(applicationId: number, claimedAt: Date): Promise<void> {
    return releaseCancelClaim(this.entityManager, applicationId, claimedAt);
  }

  /** The application's payment attempts, newest first. */
  attemptsOf(
    applicationId: number,
    manager: EntityManager = this.entityManager,
  ): Promise<Payment[]> {
    return paymentsOf(manager, [applicationId]);
  }

  /** A cancel whose answer never came: marked at `now`, for the reconciliation to look up. */
  markCancelRequested(paymentId: number, now: Date): Promise<void> {
    return markCancelRequested(this.entityManager, paymentId, now);
  }

  /** Withdraws an unpaid application, ending its attempts not yet confirmed, in the caller's transaction. */
  withdrawUnpaid(
    manager: EntityManager,
    applicationId: number,
    reason: WithdrawalReason,
    now: Date,
  ): Promise<WithdrawOutcome> {
    return withdrawUnpaid(manager, applicationId, reason, now);
  }

  /** Ends the application's attempts not yet sent to the provider, in the caller's transaction. */
  closeOpenAttempts(
    manager: EntityManager,
    applicationId: number,
    code: ClosedAttemptCode,
  ): Promise<number> {
    return closeOpenAttempts(manager, applicationId, code);
  }

  /** What the ledger says was paid and refunded (0 and 0 with no movement). */
  async totals(
    applicationId: number,
    manager: EntityManager = this.entityManager,
  ): Promise<MoneyTotals> {
    return (
      (await ledgerTotals(manager, [applicationId])).get(applicationId) ?? { paid: 0, refunded: 0 }
    );
  }

  /** The ledger's totals of each of these applications, in one query (none: 0 and 0). */
  async totalsOf(applicationIds: number[]): Promise<Map<number, MoneyTotals>> {
    return ledgerTotals(this.entityManager, applicationIds);
  }

  /** The payment attempts of each of these applications, in one query. */
  async attemptsOfEach(applicationIds: number[]): Promise<Map<number, Payment[]>> {
    const each = new Map<number, Payment[]>();
    if (applicationIds.length === 0) return each;
    for (const attempt of await paymentsOf(this.entityManager, applicationIds)) {
      const list = each.get(attempt.application_id);
      if (list) list.push(attempt);
      else each.set(attempt.application_id, [attempt]);
    }
    return each;
  }

  /** The application's movements, oldest first. */
  movementsOf(applicationId: number): Promise<LedgerEntry[]> {
    return movementsOf(this.entityManager, applicationId);
  }

  /** Records once that a cash refund's money was handed back, in the caller's transaction. */
  recordHandBack(
    manager: EntityManager,
    entry: { applicationId: number; entryId: number },
    at: Date,
    by: string,
  ): Promise<HandBackOutcome> {
    return recordHandBack(manager, entry, at, by);
  }

  /** Records money given back by hand, in the caller's transaction; answers the entry's id. */
  recordManualRefund(manager: EntityManager, movement: DeskMovement): Promise<number> {
    return recordManualRefund(manager, movement);
  }
}
