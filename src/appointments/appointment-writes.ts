import { ConflictException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { refusedWith, SQL_STATE } from '../database/sql-state';
import { Appointment } from './appointment.entity';

export const SLOT_TAKEN = '방금 다른 분이 예약한 시간이에요. 다른 시간을 골라 주세요.';

/** Whether PostgreSQL refused a row for an exclusion constraint: the time is held already. */
function isOverlap(error: unknown): boolean {
  return refusedWith(error, SQL_STATE.exclusionViolation);
}

/**
 * Holds whose time lapsed by `now` and that overlap [start, end) for this counsellor (or room)
 * become EXPIRED, so that the exclusion constraint (which cannot read the clock) lets the time be
 * booked again.
 */
async function expireLapsedHolds(
  manager: EntityManager,
  time: { counsellorId: number; roomId: number | null; start: Date; end: Date },
  now: Date,
): Promise<void> {
  await manager.query(
    `UPDATE appointment SET status = 'EXPIRED', updated_at = $5
      WHERE status = 'HELD' AND hold_expires_at <= $5
        AND (counsellor_id = $1 OR ($2::integer IS NOT NULL AND room_id = $2))
        AND tstzrange(starts_at, blocks_until) && tstzrange($3, $4)`,
    [time.counsellorId, time.roomId, time.start, time.end, now],
  );
}

/**
 * Writes a new appointment, or refuses with 409 (SLOT_TAKEN, code SLOT_TAKEN) when the
 * counsellor's or the room's time is held already: the database's exclusion constraint decides,
 * so two requests racing for one slot on any replica get one appointment and one refusal.
 */
export async function insertAppointment(
  manager: EntityManager,
  row: Omit<
    Appointment,
    | 'id'
    | 'type'
    | 'counsellor'
    | 'schedule_revision'
    | 'created_at'
    | 'updated_at'
    | 'pay_link_until'
  > & { pay_link_until?: Date | null },
  now: Date,
): Promise<Appointment> {
  try {
    return await manager.transaction(async (tx) => {
      await expireLapsedHolds(
        tx,
        {
          counsellorId: row.counsellor_id,
          roomId: row.room_id,
          start: row.starts_at,
          end: row.blocks_until,
        },
        now,
      );
      const repository = tx.getRepository(Appointment);
      return repository.save(
        repository.create({ ...row, schedule_revision: 0, created_at: now, updated_at: now }),
      );
    });
  } catch (error) {
    if (isOverlap(error)) throw slotTaken();
    throw error;
  }
}

/**
 * Moves an appointment to another time (and counsellor or room), under the same constraint: 409
 * SLOT_TAKEN when that time is held. Returns whether the row was still in a status that may move.
 */
export async function moveAppointment(
  manager: EntityManager,
  id: number,
  to: {
    counsellorId: number;
    roomId: number | null;
    start: Date;
    end: Date;
    blocksUntil: Date;
  },
  now: Date,
): Promise<boolean> {
  try {
    return await manager.transaction(async (tx) => {
      await expireLapsedHolds(
        tx,
        { counsellorId: to.counsellorId, roomId: to.roomId, start: to.start, end: to.blocksUntil },
        now,
      );
      const result = await tx
        .getRepository(Appointment)
        .createQueryBuilder()
        .update()
        .set({
          counsellor_id: to.counsellorId,
          room_id: to.roomId,
          starts_at: to.start,
          ends_at: to.end,
          blocks_until: to.blocksUntil,
          updated_at: now,
        })
        .where("id = :id AND status = 'BOOKED'", { id })
        .execute();
      return (result.affected ?? 0) === 1;
    });
  } catch (error) {
    if (isOverlap(error)) throw slotTaken();
    throw error;
  }
}

/** A free time offered instead of a taken one. */
export interface NearbySlot {
  start: string;
  end: string;
  /** Seoul wall clock, "10:30". */
  time: string;
  /** Seoul date. */
  date: string;
}

/** 409 SLOT_TAKEN, with the nearest free times the family may pick instead. */
export function slotTaken(nearest: NearbySlot[] = []) {
  return new ConflictException({ message: SLOT_TAKEN, code: 'SLOT_TAKEN', nearest });
}

/**
 * Takes a lapsed hold's time again (EXPIRED → `to`), under the same constraint: false when the
 * time was booked meanwhile (nothing written). In a savepoint of the caller's transaction, so a
 * refusal leaves the caller's transaction usable.
 */
export async function retakeAppointment(
  manager: EntityManager,
  appointment: Pick<Appointment, 'id' | 'counsellor_id' | 'room_id' | 'starts_at' | 'blocks_until'>,
  to: { status: 'HELD' | 'BOOKED'; holdExpiresAt: Date | null },
  now: Date,
): Promise<boolean> {
  try {
    return await manager.transaction(async (tx) => {
      await expireLapsedHolds(
        tx,
        {
          counsellorId: appointment.counsellor_id,
          roomId: appointment.room_id,
          start: appointment.starts_at,
          end: appointment.blocks_until,
        },
        now,
      );
      const result = await tx
        .getRepository(Appointment)
        .update(
          { id: appointment.id, status: 'EXPIRED' },
          { status: to.status, hold_expires_at: to.holdExpiresAt, updated_at: now },
        );
      return (result.affected ?? 0) === 1;
    });
  } catch (error) {
    if (isOverlap(error)) return false;
    throw error;
  }
}
