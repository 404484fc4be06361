import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { applicationsOfLectures, deleteApplication, lockAnonymised } from '../applications';
import {
  deleteAppointmentBooksEndedBefore,
  deleteAppointmentsEndedBefore,
  retainPackages,
} from '../appointments';
import { deleteCashReceiptsOf } from '../cash-receipts';
import { addDays, seoulDate } from '../common/dates/seoul-date';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { deleteInquiriesSentBefore } from '../inquiries';
import { lecturesEndedBefore } from '../lectures';
import { applicationsWithMoney, purgeLedgerOf } from '../ledger';
import { deleteMessagesOfApplication } from '../outbox';
import { deletePaymentsOf } from '../payments';
import { yearsBefore } from '../privacy';
import { deleteClosureItemsOf } from '../refunds';
import { anonymiseWaitlistOfLectures } from '../waitlist';
import { anonymiseApplication, ENTRANT } from './erasure';

/** How many of each the retention removed in one run (counts only: never who). */
export interface RetentionCounts {
  unpaidAnonymised: number;
  paidAnonymised: number;
  recordsDeleted: number;
  waitlistAnonymised: number;
  /** Questions from the 문의 page past INQUIRY_RETENTION_YEARS, deleted with their answers. */
  inquiriesDeleted: number;
  /** Counselling appointments that ended RETENTION_DAYS ago or more (issue 37), deleted. */
  appointmentsDeleted: number;
  /**
   * Appointments kept for their deposit's books (emptied of the family) whose
   * RECORD_RETENTION_YEARS are over, deleted with their money rows.
   */
  appointmentRecordsDeleted: number;
  /**
   * 회기권 emptied of the family RETENTION_DAYS after they ended (used up or refunded), or deleted
   * with their money rows once the books' years are over.
   */
  packagesRetained: number;
}

/** The same instant `years` earlier (29 February falls back to 1 March). */
function yearsBeforeInstant(now: Date, years: number): Date {
  const then = new Date(now);
  then.setUTCFullYear(then.getUTCFullYear() - years);
  return then;
}

/** Applications taken per query; the run goes on until none is left. */
const BATCH = 200;

/**
 * Keeps families' personal data only as long as it is needed (issue 21). Daily, on one replica
 * (RetentionJob), relative to the last day of each lecture in Seoul:
 *
 * - an application no money ever moved for (no ledger row): its personal fields removed
 *   UNPAID_RETENTION_DAYS (30) after its lecture;
 * - a paid one: after RETENTION_DAYS (90) everything but what the Electronic Commerce Act needs
 *   (amount, dates, method, lecture, the ledger, a masked name) is removed, and those remains are
 *   deleted RECORD_RETENTION_YEARS (5) after the lecture;
 * - a waiting-list entry: WAITLIST_RETENTION_DAYS (30) after its lecture;
 * - a question from the 문의 page: INQUIRY_RETENTION_YEARS (3) after it was sent;
 * - a counselling appointment: deleted RETENTION_DAYS (90) after it ended (no money is taken
 *   online for one yet, so the law keeps nothing of it; the period lets the centre see a family's
 *   recent no-shows).
 *
 * Message bodies have their own period (MessageRetention); an application's messages lose theirs
 * when it is anonymised. Each application is one transaction holding its row lock, the rule
 * checked again inside, so a run killed midway leaves none half done and the next run finishes
 * the rest; a row already anonymised is never touched again. A backup restored later is purged
 * again at the next run, since the rules read only the rows.
 */
@Injectable()
export class Retention {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly manager: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Applications whose retention failed in the current run. */
  private failures: number[] = [];

  async runOnce(now: Date): Promise<RetentionCounts> {
    this.failures = [];
    const today = seoulDate(now);
    const rules = this.config.privacy;
    const counts: RetentionCounts = {
      unpaidAnonymised: await this.each(
        this.candidates('unpaid', addDays(today, -rules.unpaidRetentionDays)),
        (manager, id) => anonymiseApplication(manager, id, 'unpaid', now),
      ),
      paidAnonymised: await this.each(
        this.candidates('paid', addDays(today, -rules.paidRetentionDays)),
        (manager, id) => anonymiseApplication(manager, id, 'paid', now),
      ),
      recordsDeleted: await this.each(
        this.candidates('remains', yearsBefore(today, rules.recordRetentionYears)),
        (manager, id) => this.deleteRemains(manager, id),
      ),
      waitlistAnonymised: await this.anonymiseWaitlist(
        addDays(today, -rules.waitlistRetentionDays),
        now,
      ),
      inquiriesDeleted: await deleteInquiriesSentBefore(
        this.manager,
        yearsBeforeInstant(now, rules.inquiryRetentionYears),
      ),
      appointmentsDeleted: await deleteAppointmentsEndedBefore(
        this.manager,
        new Date(now.getTime() - rules.paidRetentionDays * 24 * 60 * 60 * 1000),
      ),
      appointmentRecordsDeleted: await deleteAppointmentBooksEndedBefore(
        this.manager,
        yearsBeforeInstant(now, rules.recordRetentionYears),
      ),
      packagesRetained: await retainPackages(
        this.manager,
        new Date(now.getTime() - rules.paidRetentionDays * 24 * 60 * 60 * 1000),
        yearsBeforeInstant(now, rules.recordRetentionYears),
        now,
      ),
    };
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    if (total > 0) this.logger.log({ msg: 'retention removed personal data', ...counts });
    if (this.failures.length) {
      throw new Error(`retention failed for ${this.failures.length} application(s); retried`);
    }
    return counts;
  }

  /**
   * Ids of applications a rule applies to, a batch at a time after a given id: their lecture
   * ended before `endedBefore` (a Seoul date). `unpaid`/`paid`: not yet anonymised, with or
   * without a ledger row; `remains`: paid and anonymised (an unpaid one keeps nothing worth
   * deleting apart: its row stays, empty). `next`: where the following batch starts.
   */
  private candidates(rule: 'unpaid' | 'paid' | 'remains', endedBefore: string) {
    let lectures: Promise<number[]> | null = null;
    return async (afterId: number): Promise<{ ids: number[]; next: number | null }> => {
      lectures ??= lecturesEndedBefore(this.manager, endedBefore);
      const batch = await applicationsOfLectures(
        this.manager,
        await lectures,
        rule === 'remains',
        afterId,
        BATCH,
      );
      if (batch.length === 0) return { ids: [], next: null };
      const paid = await applicationsWithMoney(this.manager, batch);
      const ids = batch.filter((id) => paid.has(id) === (rule !== 'unpaid'));
      return { ids, next: batch[batch.length - 1] };
    };
  }

  /** Runs `work` for every candidate, each in its own transaction; answers how many it did. */
  private async each(
    candidates: (afterId: number) => Promise<{ ids: number[]; next: number | null }>,
    work: (manager: EntityManager, id: number) => Promise<boolean>,
  ): Promise<number> {
    let done = 0;
    let afterId = 0;
    for (;;) {
      const { ids, next } = await candidates(afterId);
      if (next === null) return done;
      for (const id of ids) {
        try {
          if (await this.manager.transaction((manager) => work(manager, id))) done += 1;
        } catch (error) {
          // Rolled back whole: this one is left as it was, the others go on; the run fails at
          // its end so the job is tried again.
          this.failures.push(id);
          this.logger.error(`retention of application ${id} failed: ${(error as Error).message}`);
        }
      }
      afterId = next;
    }
  }

  /**
   * Deletes what the Act kept, once its years are over: the application with its fees, payment
   * attempts, ledger rows (allowed for this transaction only), receipts and closure outcomes.
   */
  private async deleteRemains(manager: EntityManager, id: number): Promise<boolean> {
    if (!(await lockAnonymised(manager, id))) return false;
    await purgeLedgerOf(manager, id);
    await deleteCashReceiptsOf(manager, id);
    await deleteClosureItemsOf(manager, id);
    await deleteMessagesOfApplication(manager, id);
    await deletePaymentsOf(manager, id);
    await deleteApplication(manager, id);
    return true;
  }

  /**
   * Entries of lectures that ended before `endedBefore`, whatever became of them, in one
   * statement (no money hangs on an entry).
   */
  private async anonymiseWaitlist(endedBefore: string, now: Date): Promise<number> {
    const lectures = await lecturesEndedBefore(this.manager, endedBefore);
    return anonymiseWaitlistOfLectures(this.manager, lectures, ENTRANT, now);
  }
}
