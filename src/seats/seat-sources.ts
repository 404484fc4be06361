import type { EntityManager } from 'typeorm';
import type { SeatBreakdown } from './seat-counts';

/** A lecture's capacity and its courses' (null: unlimited), as the lectures module stores them. */
export interface SeatCapacities {
  id: number;
  capacity: number | null;
  fees: { id: number; fee_type: string; capacity: number | null }[];
}

/**
 * Seats taken of one kind, counted per course (`fee_id`) or for the lecture in people
 * (`fee_id` null), with the earliest instant one of them lapses (null: none lapses).
 */
export interface TakenSeats {
  lecture_id: number;
  fee_id: number | null;
  kind: keyof SeatBreakdown;
  n: number;
  lapses_at: Date | null;
}

/**
 * What the seat ledger reads, from the modules that own the rows: the lecture's lock and
 * capacities (lectures), the seats applications take (applications), the open offers and the
 * queues (waitlist). Each runs in the caller's manager. Those modules import seats to count, so
 * seats only declares what it needs and the app binds their functions (app.module.ts).
 */
export interface SeatSources {
  /**
   * Takes the lecture's row lock (FOR NO KEY UPDATE); false when the lecture does not exist.
   */
  lockLecture(manager: EntityManager, lectureId: number): Promise<boolean>;
  /** These lectures with their courses (missing lectures are left out). */
  capacities(manager: EntityManager, lectureIds: readonly number[]): Promise<SeatCapacities[]>;
  /**
   * Seats applications take as of `now`: paid (Y, P), or unpaid / awaiting a deposit (N, W)
   * until their seat_held_until, one of each course they include and one of the lecture.
   */
  heldByApplications(
    manager: EntityManager,
    lectureIds: readonly number[],
    now: Date,
  ): Promise<TakenSeats[]>;
  /** Seats OFFERED waiting-list entries take until their offer expires (kind 'offered'). */
  offered(manager: EntityManager, lectureIds: readonly number[], now: Date): Promise<TakenSeats[]>;
  /** The courses among `feeIds` that people are waiting for (WAITING entries). */
  queuedFeeIds(manager: EntityManager, feeIds: readonly number[]): Promise<Set<number>>;
}

export const SEAT_SOURCES = Symbol('SEAT_SOURCES');
