import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { Application } from '../applications/application.entity';
import { Payment } from './payment.entity';

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
  async lectureClosed(applicationId: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM application JOIN lecture ON lecture.id = application.lecture_id
        WHERE application.id = $1
          AND (lecture.closed_at IS NOT NULL OR lecture.archived_at IS NOT NULL)`,
      [applicationId],
    );
    return rows.length > 0;
  }

  application(applicationId: number): Promise<Application> {
    return this.dataSource.getRepository(Application).findOneByOrFail({ id: applicationId });
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
export function paymentsOf(manager: EntityManager, applicationIds: number[]): Promise<Payment[]> {
  return manager
    .getRepository(Payment)
    .find({ where: { application_id: In(applicationIds) }, order: { id: 'DESC' } });
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
