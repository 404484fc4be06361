import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { Outbox, type AppointmentChangedBy, type MessageEvent } from '../outbox';
import { countScheduleChange, scheduleOf } from './appointment-messages';

export type { AppointmentChangedBy };

const HOUR = 60 * 60 * 1000;

/**
 * What the family is told about its appointment (issue 37): 알림톡 (SMS fallback) and e-mail to
 * the proven contact, written in the caller's transaction through the outbox, so a change and
 * its message commit together. Every write of an appointment (the family's and the calendar's)
 * calls one of these in the same transaction.
 *
 * A booking and a move also queue the reminders (APPOINTMENT_REMINDER_HOURS before the start,
 * with Outbox.enqueueLater), named by the appointment's schedule revision: when their time comes
 * the renderer skips a reminder whose appointment was cancelled or moved since (superseded), and
 * a move queues new ones for the new time. A reminder whose time is already past when booked
 * (a booking a few hours ahead) is not queued: the booking's own message says it all.
 */
@Injectable()
export class AppointmentNotices {
  constructor(
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new booking (by the family or the centre). */
  async booked(manager: EntityManager, appointmentId: number): Promise<void> {
    const schedule = await scheduleOf(manager, appointmentId);
    if (!schedule) return;
    await this.outbox.enqueue(manager, { kind: 'appointment-booked', appointmentId });
    await this.remind(manager, appointmentId, schedule);
  }

  /**
   * A time the centre held for a family who phoned, with the link to pay its deposit (no
   * reminders: the booking's message and its reminders follow the payment, AppointmentDeposits).
   */
  async payLink(manager: EntityManager, appointmentId: number): Promise<void> {
    await this.outbox.enqueue(manager, { kind: 'appointment-pay-link', appointmentId });
  }

  /** The time (or counsellor) moved; `previousStart` is the old start. */
  async moved(
    manager: EntityManager,
    appointmentId: number,
    previousStart: Date,
    by: AppointmentChangedBy,
  ): Promise<void> {
    const schedule = await countScheduleChange(manager, appointmentId);
    if (!schedule) return;
    await this.outbox.enqueue(manager, {
      kind: 'appointment-moved',
      appointmentId,
      revision: schedule.revision,
      previousStart: previousStart.toISOString(),
      by,
    });
    await this.remind(manager, appointmentId, schedule);
  }

  /** Cancelled (by the family or the centre). */
  async cancelled(
    manager: EntityManager,
    appointmentId: number,
    by: AppointmentChangedBy,
  ): Promise<void> {
    await this.outbox.enqueue(manager, { kind: 'appointment-cancelled', appointmentId, by });
  }

  /** The reminders of this revision whose time is still ahead, each due at its time. */
  private async remind(
    manager: EntityManager,
    appointmentId: number,
    schedule: { revision: number; start: Date },
  ): Promise<void> {
    const now = this.clock.now().getTime();
    for (const hoursBefore of this.config.messages.appointmentReminderHours) {
      const due = new Date(schedule.start.getTime() - hoursBefore * HOUR);
      if (due.getTime() <= now) continue;
      const reminder: MessageEvent = {
        kind: 'appointment-reminder',
        appointmentId,
        revision: schedule.revision,
        startsAt: schedule.start.toISOString(),
        hoursBefore,
      };
      await this.outbox.enqueueLater(manager, due, reminder);
    }
  }
}
