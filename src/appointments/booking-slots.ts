import type { EntityManager } from 'typeorm';
import { addDays, seoulInstant } from '../common/dates/seoul-date';
import { Appointment, TAKEN_FOR_GOOD } from './appointment.entity';
import { standingAt } from './appointment-standing';
import type { AppointmentType } from './appointment-type.entity';
import { closedDaysBetween } from './closed-days';
import { CounsellorTimeOff, CounsellorWeeklyHours } from './counsellor.entity';
import { availableSlots, type Slot, type TimeRange } from './availability';

/** A slot with the counsellor it is with. */
export interface CounsellorSlot extends Slot {
  counsellorId: number;
}

/**
 * Every slot of `type` from `from` to `to` (Seoul dates) with each of `counsellorIds`, read from
 * the database in four queries whatever the number of counsellors, then computed by the pure
 * `availableSlots`. What holds a counsellor's time: appointments booked, attended or missed and
 * holds that have not lapsed at `now` (a lapsed hold frees its slot before any job tidies it).
 * `except` leaves one appointment out (moving it may reuse its own time).
 */
export async function slotsOf(
  manager: EntityManager,
  type: AppointmentType,
  counsellorIds: readonly number[],
  range: { from: string; to: string },
  now: Date,
  except?: number,
): Promise<CounsellorSlot[]> {
  if (counsellorIds.length === 0) return [];
  const start = seoulInstant(range.from);
  const end = seoulInstant(addDays(range.to, 1));
  const [weekly, timeOff, busy, closed] = await Promise.all([
    manager
      .getRepository(CounsellorWeeklyHours)
      .createQueryBuilder('hours')
      .where('hours.counsellor_id IN (:...ids)', { ids: counsellorIds })
      .getMany(),
    manager
      .getRepository(CounsellorTimeOff)
      .createQueryBuilder('off')
      .where('off.counsellor_id IN (:...ids)', { ids: counsellorIds })
      .andWhere('off.starts_at < :end AND off.ends_at > :start', { start, end })
      .getMany(),
    busyAppointments(manager, counsellorIds, start, end, now, except),
    closedDaysBetween(manager, range.from, range.to),
  ]);
  const closedDays = new Set(closed.keys());
  const rules = {
    durationMinutes: type.duration_minutes,
    bufferAfterMinutes: type.buffer_after_minutes,
    minNoticeMinutes: type.min_notice_minutes,
    maxAheadDays: type.max_ahead_days,
    // Slots start every 30 minutes (10:00, 10:30 …) when the session is longer: the clock faces
    // a family expects, and a counsellor's day packs without odd gaps.
    stepMinutes: Math.min(type.duration_minutes, 30),
  };
  const slots: CounsellorSlot[] = [];
  for (const counsellorId of counsellorIds) {
    const mine = <T extends { counsellor_id: number }>(row: T) =>
      row.counsellor_id === counsellorId;
    for (const slot of availableSlots({
      ...range,
      now,
      rules,
      weekly: weekly.filter(mine).map((row) => ({
        weekday: row.weekday,
        start: row.start_minute,
        end: row.end_minute,
      })),
      timeOff: timeOff.filter(mine).map((row) => ({ start: row.starts_at, end: row.ends_at })),
      closedDays,
      busy: busy.get(counsellorId) ?? [],
    })) {
      slots.push({ ...slot, counsellorId });
    }
  }
  return slots.sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.counsellorId - b.counsellorId,
  );
}

/** The time each counsellor is already held between `start` and `end`, buffers included. */
async function busyAppointments(
  manager: EntityManager,
  counsellorIds: readonly number[],
  start: Date,
  end: Date,
  now: Date,
  except?: number,
): Promise<Map<number, TimeRange[]>> {
  const query = manager
    .getRepository(Appointment)
    .createQueryBuilder('appointment')
    .select(['appointment.counsellor_id', 'appointment.starts_at', 'appointment.blocks_until'])
    .where('appointment.counsellor_id IN (:...ids)', { ids: counsellorIds })
    .andWhere('appointment.starts_at < :end AND appointment.blocks_until > :start', { start, end })
    .andWhere(standingAt(now, TAKEN_FOR_GOOD));
  if (except !== undefined) query.andWhere('appointment.id <> :except', { except });
  const busy = new Map<number, TimeRange[]>();
  for (const row of await query.getMany()) {
    const ranges = busy.get(row.counsellor_id) ?? [];
    ranges.push({ start: row.starts_at, end: row.blocks_until });
    busy.set(row.counsellor_id, ranges);
  }
  return busy;
}
