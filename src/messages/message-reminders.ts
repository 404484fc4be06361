import { Injectable } from '@nestjs/common';

/**
 * The messages no request causes, decided from stored times and the clock it is given: the
 * deposit reminder the day before a virtual account's due date, the lecture reminder the day
 * before the lecture, and the centre's daily digest. Each is an outbox event with a unique key,
 * so running this twice (two replicas, a retried job) queues nothing twice. Run by the periodic
 * messages job; tests call runOnce with a moved clock.
 */
@Injectable()
export class MessageReminders {
  // Issue 18, templates and events: fills this in.
  runOnce(_now: Date): Promise<{ queued: number }> {
    return Promise.resolve({ queued: 0 });
  }
}
