import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, In, IsNull, LessThan, Not, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import {
  applicationFees,
  applicationWithLecture,
  existingApplication,
  lectureIdOfApplication,
  shareLockIfUnpaid,
  updateApplication,
} from '../applications';
import type { Application } from '../applications/application.entity';
import type { PaymentAttemptStatus } from '../common/money/payment-method';
import { lectureClosedOrArchived, lockLectureClosed } from '../lectures';
import { closeOpenAttempts, type ClosedAttemptCode } from './open-attempts';
import { forApplication, Payment, type ApplicationPayment } from './payment.entity';

/**
 * The reads and writes of payment attempts that the payment use cases (start, confirm, settle,
 * webhook, reconciliation) share. Writes that must happen with other rows in one transaction
 * stay with their use case.
 */
@Injectable()
export class PaymentRepository {
  constructor(private readonly dataSource: DataSource) {}

  reload(paymentId: number): Promise<Payment> {
    return this.dataSource.getRepository(Payment).findOneByOrFail({ id: paymentId });
  }

  findOne(where: { order_id: string } | { payment_key: string }): Promise<Payment | null> {
    return this.dataSource.getRepository(Payment).findOneBy(where);
  }

  /** The attempt with its virtual account's secret, which is never selected otherwise. */
  findWithSecret(orderId: string): Promise<Payment | null> {
    return this.dataSource
      .getRepository(Payment)
      .createQueryBuilder('payment')
      .addSelect('payment.va_secret')
      .where('payment.order_id = :orderId', { orderId })
      .getOne();
  }

  /** An attempt of the application is being confirmed, or its confirm's answer never came. */
  confirmInFlight(applicationId: number): Promise<boolean> {
    return this.dataSource.getRepository(Payment).existsBy({
      application_id: applicationId,
      status: In(['CONFIRMING', 'UNKNOWN']),
    });
  }

  /** Whether the application's lecture was cancelled (폐강) or archived: nothing to pay for. */
  lectureClosed(applicationId: number): Promise<boolean> {
    return lectureOfApplicationClosed(this.dataSource.manager, applicationId);
  }

  /**
   * The lecture and courses of an application, as the success page names them, and whom its
   * e-mail goes to; `venue`: the lecture's, else empty (the caller says the centre's address).
   */
  async orderOf(applicationId: number): Promise<{
    applicantEmail: string;
    lectureTitle: string;
    courses: string[];
    lecPeriodStart: string;
    lecPeriodEnd: string;
    venue: string | null;
  }> {
    const manager = this.dataSource.manager;
    const [application, fees] = await Promise.all([
      applicationWithLecture(manager, applicationId),
      applicationFees(manager, [applicationId]),
    ]);
    if (!application) throw new NotFoundException('신청 정보를 찾을 수 없습니다.');
    return {
      applicantEmail: application.applicant_email,
      lectureTitle: application.lecture.title,
      courses: fees.map((fee) => fee.fee_type),
      lecPeriodStart: application.lecture.lec_period_start,
      lecPeriodEnd: application.lecture.lec_period_end,
      venue: application.lecture.venue,
    };
  }

  application(applicationId: number): Promise<Application> {
    return existingApplication(this.dataSource.manager, applicationId);
  }

  /** The application with its lecture, or null: what starting a payment decides on. */
  applicationWithLecture(applicationId: number): Promise<Application | null> {
    return applicationWithLecture(this.dataSource.manager, applicationId);
  }

  /** The method the family chose in my info, for the application's next attempt. */
  choosePayMethod(applicationId: number, method: Application['pay_method']): Promise<void> {
    return updateApplication(this.dataSource.manager, applicationId, { pay_method: method });
  }

  /**
   * A new attempt, READY, before the provider's window opens: for an application, or for an
   * appointment's or a session package's deposit (its owner's column set, the others null).
   */
  async insertAttempt(
    attempt: Pick<Payment, 'order_id' | 'method' | 'amount' | 'created_at'> &
      Partial<Pick<Payment, 'application_id' | 'appointment_id' | 'package_id' | 'va_due_limit'>>,
  ): Promise<void> {
    await this.dataSource.getRepository(Payment).insert({ ...attempt, status: 'READY' });
  }

  /** The application's attempts that no auto-cancel ended, newest first. */
  attemptsOf(applicationId: number): Promise<Payment[]> {
    return this.dataSource.getRepository(Payment).find({
      where: { application_id: applicationId, auto_cancel_reason: IsNull() },
      order: { id: 'DESC' },
    });
  }

  /** A confirm whose answer never came: to be looked up. */
  async markUnknown(paymentId: number): Promise<Payment> {
    await this.dataSource
      .getRepository(Payment)
      .update({ id: paymentId, status: 'CONFIRMING' }, { status: 'UNKNOWN' });
    return this.reload(paymentId);
  }

  /**
   * Ends an attempt not settled yet (READY, CONFIRMING, UNKNOWN) as failed. The paymentKey its
   * verify named is let go: only the provider's confirm of this orderId with that key binds the
   * key to the attempt, and it did not happen. Kept, a key borrowed from another family's
   * window would stay bound to the failed attempt (the key is unique), and the family's own
   * verify would be refused. `keyConfirmed`: the provider did confirm it for this order.
   */
  async markFailed(
    paymentId: number,
    code: string,
    message: string,
    { keyConfirmed = false } = {},
  ): Promise<Payment> {
    return this.dataSource.transaction(async (manager) => {
      const payment = await manager.findOne(Payment, {
        where: { id: paymentId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!payment) throw new NotFoundException('결제 정보를 찾을 수 없습니다.');
      if (!['READY', 'CONFIRMING', 'UNKNOWN'].includes(payment.status)) return payment;
      if (payment.payment_key && !keyConfirmed) {
        await manager.update(Payment, payment.id, { payment_key: null });
      }
      return writeFailure(manager, payment, code, message);
    });
  }

  /**
   * READY → CONFIRMING with `paymentKey`, for one caller, only while the application still
   * wants money (unpaid) and its lecture was not cancelled (폐강) or archived; answers the
   * claimed attempt, or null. The key-share lock on the lecture makes a 폐강 in progress finish
   * first, and the share lock on the application a close of it (a withdrawal, a refund); the
   * claim then sees their outcome. A unique index refuses a second live attempt of the
   * application, or a key bound to another attempt. Locks in the money paths' order: the
   * lecture, the application, then the attempt.
   */
  claimConfirm(
    attempt: { id: number; applicationId: number; lectureId: number },
    paymentKey: string,
    now: Date,
  ): Promise<Payment | null> {
    return this.dataSource.transaction(async (manager) => {
      // The lecture first (a 폐강 in progress finishes and is seen), then the application.
      if ((await lockLectureClosed(manager, attempt.lectureId, 'key-share')) !== false) return null;
      if (!(await shareLockIfUnpaid(manager, attempt.applicationId, attempt.lectureId))) {
        return null;
      }
      const result = await manager
        .createQueryBuilder()
        .update(Payment)
        .set({ status: 'CONFIRMING', payment_key: paymentKey, confirm_started_at: now })
        .where('id = :id AND application_id = :applicationId AND status = :status', {
          id: attempt.id,
          applicationId: attempt.applicationId,
          status: 'READY',
        })
        .returning('*')
        .execute();
      return attemptFromRow(manager, result.raw as Record<string, unknown>[]);
    });
  }

  /**
   * CONFIRMING again at `now`, for one caller, an attempt still UNKNOWN or whose confirm started
   * before `staleBefore`; answers it, or null when another caller got there first.
   */
  async reclaimConfirm(paymentId: number, now: Date, staleBefore: Date): Promise<Payment | null> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(Payment)
      .set({ status: 'CONFIRMING', confirm_started_at: now })
      .where(
        "id = :id AND (status = 'UNKNOWN' OR (status = 'CONFIRMING' AND confirm_started_at < :stale))",
        { id: paymentId, stale: staleBefore },
      )
      .returning('*')
      .execute();
    return attemptFromRow(this.dataSource.manager, result.raw as Record<string, unknown>[]);
  }

  /** Ends the application's attempts not yet sent to the provider (closeOpenAttempts). */
  closeOpen(applicationId: number, code: ClosedAttemptCode): Promise<number> {
    return this.dataSource.transaction((manager) =>
      closeOpenAttempts(manager, applicationId, code),
    );
  }

  /**
   * The first 100, in id order, of the attempts the reconciliation settles at `now`: a confirm
   * unknown or started before `staleBefore`, a virtual account past its due date, an automatic
   * cancel still to do, a cancel whose answer never came.
   */
  toReconcile(
    now: Date,
    staleBefore: Date,
    toAutoCancel: PaymentAttemptStatus[],
  ): Promise<Payment[]> {
    return this.dataSource.getRepository(Payment).find({
      where: [
        { status: 'UNKNOWN' },
        { status: 'CONFIRMING', confirm_started_at: LessThan(staleBefore) },
        { status: 'WAITING_FOR_DEPOSIT', va_due_date: LessThan(now) },
        {
          auto_cancel_reason: Not(IsNull()),
          status: In(toAutoCancel),
          auto_cancel_refused: IsNull(),
        },
        { cancel_requested_at: Not(IsNull()) },
      ],
      order: { id: 'ASC' },
      take: 100,
    });
  }

  /** Drops the cancel mark set at `requestedAt` (a newer one stays, to be looked up). */
  async dropCancelMark(paymentId: number, requestedAt: Date): Promise<void> {
    await this.dataSource
      .getRepository(Payment)
      .update({ id: paymentId, cancel_requested_at: requestedAt }, { cancel_requested_at: null });
  }

  /** The provider refused the automatic cancel with `code`: the refund waits for a person. */
  async markAutoCancelRefused(paymentId: number, code: string): Promise<Payment> {
    await this.dataSource
      .getRepository(Payment)
      .update({ id: paymentId }, { auto_cancel_refused: code.slice(0, 64) });
    return this.reload(paymentId);
  }
}

/** Records a failure inside the caller's transaction. */
export async function writeFailure(
  manager: EntityManager,
  payment: Payment,
  code: string,
  message: string,
): Promise<Payment> {
  await manager.update(Payment, payment.id, {
    status: 'FAILED',
    failure_code: code.slice(0, 64),
    failure_message: message.slice(0, 500),
  });
  return (await manager.findOneBy(Payment, { id: payment.id }))!;
}

// Reads and writes of attempts that other modules ask for (my info's rights, the retention),
// in the caller's manager.

/** The attempts of these applications, newest first. */
export async function paymentsOf(
  manager: EntityManager,
  applicationIds: number[],
): Promise<ApplicationPayment[]> {
  const rows = await manager
    .getRepository(Payment)
    .find({ where: { application_id: In(applicationIds) }, order: { id: 'DESC' } });
  return rows.map(forApplication);
}

/** The attempts of these applications, as stored (my data's download). */
export function paymentRowsOf(
  manager: EntityManager,
  applicationIds: number[],
): Promise<(Record<string, unknown> & { application_id: number })[]> {
  return manager.query(`SELECT * FROM payment WHERE application_id = ANY($1) ORDER BY id`, [
    applicationIds,
  ]);
}

/** Whether an attempt of these applications is being confirmed, unknown, or being cancelled. */
export async function anyPaymentUnsettled(
  manager: EntityManager,
  applicationIds: number[],
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM payment
      WHERE application_id = ANY($1)
        AND (status IN ('CONFIRMING', 'UNKNOWN') OR cancel_requested_at IS NOT NULL)
      LIMIT 1`,
    [applicationIds],
  );
  return rows.length > 0;
}

/** Forgets the name on the application's virtual accounts; answers its attempts' order ids. */
export async function forgetAccountHolder(
  manager: EntityManager,
  applicationId: number,
): Promise<string[]> {
  await manager.query(`UPDATE payment SET va_holder = NULL WHERE application_id = $1`, [
    applicationId,
  ]);
  const rows: { order_id: string }[] = await manager.query(
    `SELECT order_id FROM payment WHERE application_id = $1`,
    [applicationId],
  );
  return rows.map((row) => row.order_id);
}

/** Deletes the application's attempts (the retention, once their years are over). */
export async function deletePaymentsOf(
  manager: EntityManager,
  applicationId: number,
): Promise<void> {
  await manager.query(`DELETE FROM payment WHERE application_id = $1`, [applicationId]);
}

/** Whether the application's lecture was cancelled (폐강) or archived (false: no such row). */
async function lectureOfApplicationClosed(
  manager: EntityManager,
  applicationId: number,
): Promise<boolean> {
  const lectureId = await lectureIdOfApplication(manager, applicationId);
  return lectureId !== null && (await lectureClosedOrArchived(manager, lectureId));
}

// Locks the money paths take in their own transactions, always the lecture first, then the
// application, then the attempt, each through its owner (an application's lecture and an
// attempt's application never change, so finding them needs no lock).

/** An application, and its lecture when the caller has read it already (it never changes). */
export interface LectureOfApplication {
  applicationId: number;
  lectureId?: number;
}

/** A lecture locked by lockLectureFor, and whether it was cancelled (폐강) or archived. */
export interface LockedLecture {
  id: number;
  closed: boolean;
}

/**
 * Locks the lecture of an application, always the lecture first, then the application, on every
 * payment path, so that two of them never wait on each other. `take`: for writes that may take
 * or free a seat (FOR NO KEY UPDATE, the seat lock); `keep`: for a write that keeps a seat the
 * application has and takes none (FOR KEY SHARE): a 폐강 or delete in progress finishes first,
 * and seat-taking writes neither wait for it nor it for them. Null: no such application or
 * lecture.
 */
export async function lockLectureFor(
  manager: EntityManager,
  of: LectureOfApplication,
  seat: 'keep' | 'take',
): Promise<LockedLecture | null> {
  const id = of.lectureId ?? (await lectureIdOfApplication(manager, of.applicationId));
  if (id === null) return null;
  const closed = await lockLectureClosed(manager, id, seat === 'keep' ? 'key-share' : 'seat');
  return closed === null ? null : { id, closed };
}

/**
 * Writes these columns of an attempt and answers it as written (RETURNING: the row a read after
 * the write would find, without its columns that are never read, such as `va_secret`).
 */
export async function updateAttempt(
  manager: EntityManager,
  id: number,
  columns: QueryDeepPartialEntity<Payment>,
): Promise<Payment> {
  const result = await manager
    .createQueryBuilder()
    .update(Payment)
    .set(columns)
    .where('id = :id', { id })
    .returning('*')
    .execute();
  const written = attemptFromRow(manager, result.raw as Record<string, unknown>[]);
  if (!written) throw new Error(`attempt ${id} was not found to update`);
  return written;
}

/** The attempt a RETURNING * answered (null: none), without its never-read columns. */
function attemptFromRow(manager: EntityManager, rows: Record<string, unknown>[]): Payment | null {
  const [row] = rows;
  if (!row) return null;
  for (const column of manager.connection.getMetadata(Payment).columns) {
    if (!column.isSelect) delete row[column.databaseName];
  }
  return row as unknown as Payment;
}

// Reads and writes of attempts that refunds and cash receipts ask for, in the caller's manager.

/** The newest attempt of the application whose window issued a 현금영수증 (not auto-cancelled). */
export function windowCashReceiptOf(
  manager: EntityManager,
  applicationId: number,
): Promise<Payment | null> {
  return manager.findOne(Payment, {
    where: {
      application_id: applicationId,
      auto_cancel_reason: IsNull(),
      cash_receipt_url: Not(IsNull()),
    },
    order: { id: 'DESC' },
  });
}

/** A cancel whose answer never came: marked at `now`, for the reconciliation to look up. */
export async function markCancelRequested(
  manager: EntityManager,
  paymentId: number,
  now: Date,
): Promise<void> {
  await manager.getRepository(Payment).update({ id: paymentId }, { cancel_requested_at: now });
}

/** Whether the application was paid by a virtual account deposited (whole or partly refunded). */
export function depositedVirtualAccount(
  manager: EntityManager,
  applicationId: number,
): Promise<boolean> {
  return manager.getRepository(Payment).existsBy({
    application_id: applicationId,
    method: 'VIRTUAL_ACCOUNT',
    status: In(['DONE', 'PARTIAL_CANCELED']),
  });
}

/** The applications among `ids` with a payment attempt whose confirm started after `since`. */
export async function confirmsStartedSince(
  manager: EntityManager,
  ids: readonly number[],
  since: Date,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows: { application_id: number }[] = await manager.query(
    `SELECT DISTINCT application_id FROM payment
      WHERE application_id = ANY($1::int[]) AND confirm_started_at > $2`,
    [ids, since],
  );
  return new Set(rows.map((row) => row.application_id));
}

/** The attempt, if it is one of this application's (null otherwise). */
export function paymentOfApplication(
  manager: EntityManager,
  id: number,
  applicationId: number,
): Promise<Payment | null> {
  return manager.findOneBy(Payment, { id, application_id: applicationId });
}

/**
 * Virtual accounts awaiting their deposit (not the app's automatic cancels) due in (from, to],
 * by application.
 */
export function depositsDueBetween(
  manager: EntityManager,
  from: Date,
  to: Date,
): Promise<{ application_id: number; payment_id: number }[]> {
  return manager.query(
    `SELECT application_id, id AS payment_id FROM payment
      WHERE status = 'WAITING_FOR_DEPOSIT' AND auto_cancel_reason IS NULL
        AND va_due_date > $1 AND va_due_date <= $2
      ORDER BY application_id, id`,
    [from, to],
  );
}

/**
 * Virtual accounts awaiting their deposit (not the app's automatic cancels): how many, and the
 * `limit` due soonest with their applications and amounts (the dashboard's 입금 대기).
 */
export async function depositsAwaited(
  manager: EntityManager,
  limit: number,
): Promise<{
  count: number;
  soonest: { application_id: number; amount: number; va_due_date: Date | null }[];
}> {
  const waiting = `status = 'WAITING_FOR_DEPOSIT' AND auto_cancel_reason IS NULL`;
  const [[total], soonest] = await Promise.all([
    manager.query(`SELECT count(*)::int AS count FROM payment WHERE ${waiting}`) as Promise<
      { count: number }[]
    >,
    manager.query(
      `SELECT application_id, amount, va_due_date FROM payment WHERE ${waiting}
        ORDER BY va_due_date NULLS LAST, id LIMIT $1`,
      [limit],
    ) as Promise<{ application_id: number; amount: number; va_due_date: Date | null }[]>,
  ]);
  return { count: total.count, soonest };
}

// Reads and writes of appointments' deposit attempts that the appointments' privacy asks for.

/** An attempt that moved no money and never will: never sent, or ended without a charge. */
const NO_MONEY = `status IN ('READY', 'FAILED', 'EXPIRED') AND approved_at IS NULL`;

/**
 * The appointments among `ids` with a deposit attempt that took money or may have (a confirm or
 * a cancel without its answer): their books are kept.
 */
export async function appointmentsWithMoney(
  manager: EntityManager,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows: { appointment_id: number }[] = await manager.query(
    `SELECT DISTINCT appointment_id FROM payment
      WHERE appointment_id = ANY($1::int[]) AND NOT (${NO_MONEY})`,
    [ids],
  );
  return new Set(rows.map((row) => row.appointment_id));
}

/** Deletes the deposit attempts of these appointments that moved no money. */
export async function deleteUnpaidAttemptsOf(
  manager: EntityManager,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await manager.query(`DELETE FROM payment WHERE appointment_id = ANY($1::int[]) AND ${NO_MONEY}`, [
    ids,
  ]);
}

/** Whether a deposit attempt of these appointments is being confirmed, unknown, or being cancelled. */
export async function depositUnsettled(
  manager: EntityManager,
  ids: readonly number[],
): Promise<boolean> {
  if (ids.length === 0) return false;
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM payment
      WHERE appointment_id = ANY($1::int[])
        AND (status IN ('CONFIRMING', 'UNKNOWN') OR cancel_requested_at IS NOT NULL)
      LIMIT 1`,
    [ids],
  );
  return rows.length > 0;
}

/** The orders of these appointments' deposit attempts (the sandbox forgets their customers). */
export async function depositOrdersOf(
  manager: EntityManager,
  ids: readonly number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows: { order_id: string }[] = await manager.query(
    `SELECT order_id FROM payment WHERE appointment_id = ANY($1::int[])`,
    [ids],
  );
  return rows.map((row) => row.order_id);
}

/** Deletes every deposit attempt of these appointments (their books' years are over). */
export async function deleteDepositAttemptsOf(
  manager: EntityManager,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await manager.query(`DELETE FROM payment WHERE appointment_id = ANY($1::int[])`, [ids]);
}

/**
 * Deletes every attempt of these 회기권 (their books' years are over, or a package that never
 * took money is deleted).
 */
export async function deletePackageAttemptsOf(
  manager: EntityManager,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await manager.query(`DELETE FROM payment WHERE package_id = ANY($1::int[])`, [ids]);
}
