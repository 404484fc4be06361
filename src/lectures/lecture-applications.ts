import type { EntityManager } from 'typeorm';

/**
 * What the back office's lecture edits ask of the applications to a lecture: how many, whether
 * any, and which of a lecture's courses they chose. Applications owns those rows and imports
 * lectures, so lectures only declares what it needs and the app binds the applications module's
 * functions to this token (app.module.ts).
 */
export interface LectureApplications {
  /** How many applications each lecture has (all of them, whatever their state). */
  countsByLecture(manager: EntityManager): Promise<Map<number, number>>;
  /** Whether any family has applied to the lecture. */
  any(manager: EntityManager, lectureId: number): Promise<boolean>;
  /**
   * The courses among `feeIds` that an application chose, each with whether one of those is in
   * `paidStates` (paid, paying, partly refunded).
   */
  feeUses(
    manager: EntityManager,
    feeIds: readonly number[],
    paidStates: readonly string[],
  ): Promise<Map<number, { paid: boolean }>>;
}

export const LECTURE_APPLICATIONS = Symbol('LECTURE_APPLICATIONS');
