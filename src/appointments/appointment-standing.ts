import { Brackets } from 'typeorm';
import type { AppointmentStatus } from './appointment.entity';

/**
 * An appointment that stands at `now`: in one of `statuses`, or HELD with its hold not yet lapsed
 * (a lapsed hold stays HELD in its row until someone books over it, expireLapsedHolds, since the
 * exclusion constraint cannot read the clock). The one spelling of "held, and still held" for the
 * family's cap, my info, the free times and the calendar. Aliased `appointment`.
 */
export function standingAt(
  now: Date,
  statuses: readonly AppointmentStatus[] = ['BOOKED'],
): Brackets {
  return new Brackets((query) =>
    query
      .where('appointment.status IN (:...standingStatuses)', { standingStatuses: statuses })
      .orWhere("(appointment.status = 'HELD' AND appointment.hold_expires_at > :standingAt)", {
        standingAt: now,
      }),
  );
}
