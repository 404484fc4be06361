import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { applicationsInStatus, applicationsOfLecturesInStatus } from '../applications';
import { addDays, seoulDate } from '../common/dates/seoul-date';
import { lecturesStartingOn } from '../lectures';
import { eventKey, knownEventKeys, type MessageEvent } from '../outbox';
import { Outbox } from '../outbox';
import { depositsDueBetween } from '../payments';

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
    private readonly manager: EntityManager,
    private readonly outbox: Outbox,
  ) {}

  async runOnce(now: Date): Promise<{ queued: number }> {
    const today = seoulDate(now);
    const due = await depositsDueBetween(this.manager, now, new Date(now.getTime() + DAY));
    const awaiting = await applicationsInStatus(
      this.manager,
      due.map((row) => row.application_id),
      ['W'],
    );
    const deposits = due.filter((row) => awaiting.has(row.application_id));
    const tomorrow = addDays(today, 1);
    const lectures = await applicationsOfLecturesInStatus(
      this.manager,
      await lecturesStartingOn(this.manager, tomorrow),
      ['Y', 'P'],
    );
    const events: MessageEvent[] = [
      ...deposits.map((row): MessageEvent => ({
        kind: 'deposit-reminder',
        applicationId: row.application_id,
        paymentId: row.payment_id,
      })),
      ...lectures.map((applicationId): MessageEvent => ({
        kind: 'lecture-reminder',
        applicationId,
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
    const done = await knownEventKeys(this.manager, keys);
    const fresh = events.filter((_event, index) => !done.has(keys[index]));
    if (fresh.length === 0) return 0;
    return this.manager.transaction(
      async (manager) => (await this.outbox.enqueue(manager, ...fresh)).length,
    );
  }
}
