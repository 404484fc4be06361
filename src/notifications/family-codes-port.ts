import type { EntityManager } from 'typeorm';

/**
 * What notifications needs of guests' family codes. Guests sits above notifications (it sends
 * the codes' messages), so notifications declares the port and the app binds guests' reads to
 * it (PortsModule).
 */
export const FAMILY_CODES = Symbol('FAMILY_CODES');
export interface FamilyCodesPort {
  /**
   * When a code was made and when it ends, while it can still be used at `now` (not used, not
   * dead after 5 wrong tries, not expired); null otherwise.
   */
  usable(
    manager: EntityManager,
    codeId: number,
    now: Date,
  ): Promise<{ createdAt: Date; expiresAt: Date } | null>;
  /** Takes the code out of the messages of codes that can no longer be used; answers how many. */
  redactDead(manager: EntityManager, now: Date): Promise<number>;
}
