import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { addDays, seoulDate } from '../common/dates/seoul-date';
import { eventKey, type MessageEvent } from '../outbox';
import { Outbox } from '../outbox';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The messages no request causes, decided from stored times and the clock it is given: the
 * deposit reminder the day before a virtual account's due date, the lecture reminder the day
 * before the lecture, and the centre's daily digest. Each is an outbox event with a unique key,
 * so running this twice (two replicas, a retried job) queues nothing twice. Run by the periodic
 * messages job; tests call runOnce with a moved clock.
 *
 * - deposit-reminder: an application awaiting its deposit (W) whose account is due within the
 *   next 24 hours and not yet due;
 * - lecture-reminder: a paid application (Y, P) whose lecture starts tomorrow (Seoul);
 * - centre-daily-digest: yesterday (Seoul), queued by the first run of the day.
 */
@Injectable()
export class MessageReminders {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  async runOnce(now: Date): Promise<{ queued: number }> {
    const today = seoulDate(now);
    const deposits: { application_id: number; payment_id: number }[] = await this.dataSource.query(
      `SELECT application.id AS application_id, payment.id AS payment_id
         FROM application JOIN payment ON payment.application_id = application.id
        WHERE application.payment_status = 'W'
          AND payment.status = 'WAITING_FOR_DEPOSIT' AND payment.auto_cancel_reason IS NULL
          AND payment.va_due_date > $1 AND payment.va_due_date <= $2
        ORDER BY application.id`,
      [now, new Date(now.getTime() + DAY)],
    );
    const tomorrow = addDays(today, 1);
    const lectures: { application_id: number }[] = await this.dataSource.query(
      `SELECT application.id AS application_id
         FROM application JOIN lecture ON lecture.id = application.lecture_id
        WHERE application.payment_status IN ('Y', 'P')
          AND lecture.lec_period_start = $1 AND lecture.archived_at IS NULL
        ORDER BY application.id`,
      [tomorrow],
    );
    const events: MessageEvent[] = [
      ...deposits.map((row): MessageEvent => ({
        kind: 'deposit-reminder',
        applicationId: row.application_id,
        paymentId: row.payment_id,
      })),
      ...lectures.map((row): MessageEvent => ({
        kind: 'lecture-reminder',
        applicationId: row.application_id,
        lectureDate: tomorrow,
      })),
      { kind: 'centre-daily-digest', date: addDays(today, -1) },
    ];
    return { queued: await this.enqueueNew(events) };
  }

  /**
   * Queues the events that have no message yet, in one transaction; the unique key still
   * decides when two runs race (the second inserts nothing).
   */
  private async enqueueNew(events: MessageEvent[]): Promise<number> {
    const keys = events.map(eventKey);
    const known: { event_key: string }[] = await this.dataSource.query(
      `SELECT DISTINCT event_key FROM message WHERE event_key = ANY($1)`,
      [keys],
    );
    const done = new Set(known.map((row) => row.event_key));
    const fresh = events.filter((_event, index) => !done.has(keys[index]));
    if (fresh.length === 0) return 0;
    return this.dataSource.transaction(
      async (manager) => (await this.outbox.enqueue(manager, ...fresh)).length,
    );
  }
}
