import type { EntityManager } from 'typeorm';

/**
 * Which programs families can book on the site (issue 37): appointments owns the appointment
 * types and imports programs, so programs only declares what its public read needs and the app
 * binds the appointments module's function to this token (app.module.ts).
 */
export interface ProgramBooking {
  /** The programs among `programIds` with an active type that an active counsellor offers. */
  bookable(manager: EntityManager, programIds: readonly number[]): Promise<Set<number>>;
}

export const PROGRAM_BOOKING = Symbol('PROGRAM_BOOKING');
