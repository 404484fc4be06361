import type { EntityManager } from 'typeorm';

/**
 * When a family code was made and when it ends, while it can still be used at `now` (not used,
 * not dead after 5 wrong tries, not expired); null otherwise. The codes are guests', which sits
 * above notifications, so notifications declares what it needs and the app binds guests' read
 * to it (PortsModule).
 */
export const USABLE_FAMILY_CODE = Symbol('USABLE_FAMILY_CODE');
export type UsableFamilyCode = (
  manager: EntityManager,
  codeId: number,
  now: Date,
) => Promise<{ createdAt: Date; expiresAt: Date } | null>;
