import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { addDays, seoulDate } from '../common/dates/seoul-date';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { maskedName } from './masking';

/** How many of each the retention removed in one run (counts only: never who). */
export interface RetentionCounts {
  unpaidAnonymised: number;
  paidAnonymised: number;
  recordsDeleted: number;
  waitlistAnonymised: number;
}

/** Applications taken per query; the run goes on until none is left. */
const BATCH = 200;

/** What an anonymised application's personal fields become (the columns are NOT NULL). */
export const ANONYMOUS = {
  name: '(삭제됨)',
  contact: '000-0000-0000',
  birth: '1900-01-01',
  email: (id: number) => `deleted-${id}@deleted.invalid`,
} as const;

/**
 * What an application loses when its person goes: `unpaid` (no money ever moved) keeps nothing
 * of the person; `paid` keeps what the Electronic Commerce Act needs, with a masked name.
 */
export type AnonymiseRule = 'unpaid' | 'paid';

/**
 * Removes one application's personal fields, and those of what hangs on it: the name on its
 * virtual account, the sandbox provider's copy, its messages' bodies and recipients, its
 * waiting-list entry. A paid one keeps a masked name for its records; an unpaid one keeps
 * nothing of the person. Takes the row lock; answers false when the row is gone or was
 * anonymised before. The one code path of the daily retention and of a parent's deletion
 * request (my info): run it inside the caller's transaction.
 */
export async function anonymiseApplication(
  manager: EntityManager,
  id: number,
  rule: AnonymiseRule,
  now: Date,
): Promise<boolean> {
  const [row]: { applicant_name: string; anonymised_at: Date | null }[] = await manager.query(
    `SELECT applicant_name, anonymised_at FROM application WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!row || row.anonymised_at) return false;
  await manager.query(
    `UPDATE application
        SET applicant_name = $2, applicant_email = $3, applicant_contact = $4,
            applicant_birth = $5, marketing_opt_in = false, anonymised_at = $6,
            participant_name = NULL, participant_school_year = NULL,
            guardian_name = NULL, guardian_relation = NULL,
            centre_cancel_reason = CASE WHEN $7 THEN centre_cancel_reason END
      WHERE id = $1`,
    [
      id,
      rule === 'paid' ? maskedName(row.applicant_name) : ANONYMOUS.name,
      ANONYMOUS.email(id),
      ANONYMOUS.contact,
      ANONYMOUS.birth,
      now,
      rule === 'paid',
    ],
  );
  await manager.query(`UPDATE payment SET va_holder = NULL WHERE application_id = $1`, [id]);
  await manager.query(
    `UPDATE sandbox_payment SET customer_name = NULL, customer_email = NULL
      WHERE order_id IN (SELECT order_id FROM payment WHERE application_id = $1)`,
    [id],
  );
  await manager.query(
    `UPDATE message
        SET subject = NULL, body_text = NULL, body_html = NULL, buttons = NULL,
            recipient = '(삭제됨)', purged_at = coalesce(purged_at, $2)
      WHERE application_id = $1 AND status IN ('SENT', 'FAILED')`,
    [id, now],
  );
  await manager.query(
    `UPDATE waitlist_entry
        SET applicant_name = $2, applicant_email = 'deleted-waitlist-' || id || '@deleted.invalid',
            applicant_contact = $3, applicant_birth = $4, anonymised_at = $5
      WHERE application_id = $1 AND anonymised_at IS NULL`,
    [id, ANONYMOUS.name, ANONYMOUS.contact, ANONYMOUS.birth, now],
  );
  return true;
}

/** Removes the personal fields of these waiting-list entries (no money hangs on an entry). */
export async function anonymiseWaitlistEntries(
  manager: EntityManager,
  ids: readonly number[],
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows: { id: number }[] = await manager.query(
    `WITH removed AS (
       UPDATE waitlist_entry
          SET applicant_name = $2, applicant_email = 'deleted-waitlist-' || id || '@deleted.invalid',
              applicant_contact = $3, applicant_birth = $4, anonymised_at = $5
        WHERE id = ANY($1::int[]) AND anonymised_at IS NULL
        RETURNING id)
     SELECT id FROM removed`,
    [ids, ANONYMOUS.name, ANONYMOUS.contact, ANONYMOUS.birth, now],
  );
  return rows.length;
}

/**
 * Keeps families' personal data only as long as it is needed (issue 21). Daily, on one replica
 * (RetentionJob), relative to the last day of each lecture in Seoul:
 *
 * - an application no money ever moved for (no ledger row): its personal fields removed
 *   UNPAID_RETENTION_DAYS (30) after its lecture;
 * - a paid one: after RETENTION_DAYS (90) everything but what the Electronic Commerce Act needs
 *   (amount, dates, method, lecture, the ledger, a masked name) is removed, and those remains are
 *   deleted RECORD_RETENTION_YEARS (5) after the lecture;
 * - a waiting-list entry: WAITLIST_RETENTION_DAYS (30) after its lecture.
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
    private readonly dataSource: DataSource,
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
    };
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    if (total > 0) this.logger.log({ msg: 'retention removed personal data', ...counts });
    if (this.failures.length) {
      throw new Error(`retention failed for ${this.failures.length} application(s); retried`);
    }
    return counts;
  }

  /**
   * Ids of applications a rule applies to: their lecture ended before `endedBefore` (a Seoul
   * date). `unpaid`/`paid`: not yet anonymised, with or without a ledger row; `remains`: paid and
   * anonymised (an unpaid one keeps nothing worth deleting apart: its row stays, empty).
   */
  private candidates(rule: 'unpaid' | 'paid' | 'remains', endedBefore: string) {
    const money = `EXISTS (SELECT 1 FROM ledger_entry entry WHERE entry.application_id = application.id)`;
    const where = {
      unpaid: `application.anonymised_at IS NULL AND NOT ${money}`,
      paid: `application.anonymised_at IS NULL AND ${money}`,
      remains: `application.anonymised_at IS NOT NULL AND ${money}`,
    }[rule];
    return async (afterId: number): Promise<number[]> => {
      const rows: { id: number }[] = await this.dataSource.query(
        `SELECT application.id FROM application
           JOIN lecture ON lecture.id = application.lecture_id
          WHERE lecture.lec_period_end < $1::date AND application.id > $2 AND ${where}
          ORDER BY application.id LIMIT ${BATCH}`,
        [endedBefore, afterId],
      );
      return rows.map((row) => row.id);
    };
  }

  /** Runs `work` for every candidate, each in its own transaction; answers how many it did. */
  private async each(
    candidates: (afterId: number) => Promise<number[]>,
    work: (manager: EntityManager, id: number) => Promise<boolean>,
  ): Promise<number> {
    let done = 0;
    let afterId = 0;
    for (;;) {
      const ids = await candidates(afterId);
      if (ids.length === 0) return done;
      for (const id of ids) {
        try {
          if (await this.dataSource.transaction((manager) => work(manager, id))) done += 1;
        } catch (error) {
          // Rolled back whole: this one is left as it was, the others go on; the run fails at
          // its end so the job is tried again.
          this.failures.push(id);
          this.logger.error(`retention of application ${id} failed: ${(error as Error).message}`);
        }
      }
      afterId = ids[ids.length - 1];
    }
  }

  /**
   * Deletes what the Act kept, once its years are over: the application with its fees, payment
   * attempts, ledger rows (allowed for this transaction only), receipts and closure outcomes.
   */
  private async deleteRemains(manager: EntityManager, id: number): Promise<boolean> {
    const [row]: { anonymised_at: Date | null }[] = await manager.query(
      `SELECT anonymised_at FROM application WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!row?.anonymised_at) return false;
    await manager.query(`SET LOCAL maeum.purge_records = 'on'`);
    await manager.query(`DELETE FROM ledger_entry WHERE application_id = $1`, [id]);
    await manager.query(`DELETE FROM cash_receipt WHERE application_id = $1`, [id]);
    await manager.query(`DELETE FROM lecture_closure_item WHERE application_id = $1`, [id]);
    await manager.query(`DELETE FROM message WHERE application_id = $1`, [id]);
    await manager.query(`DELETE FROM payment WHERE application_id = $1`, [id]);
    await manager.query(`DELETE FROM application WHERE id = $1`, [id]);
    return true;
  }

  /**
   * Entries of lectures that ended before `endedBefore`, whatever became of them, in one
   * statement (no money hangs on an entry).
   */
  private async anonymiseWaitlist(endedBefore: string, now: Date): Promise<number> {
    // A CTE, so that the driver answers the rows (an UPDATE alone answers [rows, count]).
    const rows: { id: number }[] = await this.dataSource.query(
      `WITH removed AS (
         UPDATE waitlist_entry entry
            SET applicant_name = $2,
                applicant_email = 'deleted-waitlist-' || entry.id || '@deleted.invalid',
                applicant_contact = $3, applicant_birth = $4, anonymised_at = $5
           FROM lecture
          WHERE lecture.id = entry.lecture_id AND lecture.lec_period_end < $1::date
            AND entry.anonymised_at IS NULL
          RETURNING entry.id)
       SELECT id FROM removed`,
      [endedBefore, ANONYMOUS.name, ANONYMOUS.contact, ANONYMOUS.birth, now],
    );
    return rows.length;
  }
}

/** The Seoul date `years` before `date` (29 February becomes 28 February). */
function yearsBefore(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const day = m === 2 && d === 29 ? 28 : d;
  return `${String(y - years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The last day the Electronic Commerce Act's remains of a paid application are kept: its
 * lecture's last day plus `years` (the retention deletes them the day after).
 */
export function recordsKeptUntil(lectureEnd: string, years: number): string {
  const [y, m, d] = lectureEnd.split('-').map(Number);
  const day = m === 2 && d === 29 ? 28 : d;
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
