import type { EntityManager } from 'typeorm';

/** Who moved money: the family, an administrator (by name), the provider's webhook, or the app. */
export type ActorKind = 'FAMILY' | 'ADMIN' | 'PROVIDER' | 'SYSTEM';

/**
 * An administrator's act may carry `audit`: it writes the act's audit-trail row (src/audit) in
 * the transaction that moves the money (a desk movement, or the settlement of the provider's
 * answer), so the row exists exactly when the money moved, however late the answer came.
 */
export type AdminAudit = (manager: EntityManager) => Promise<void>;

export type MoneyActor =
  | { kind: 'FAMILY' }
  | { kind: 'ADMIN'; name: string; audit?: AdminAudit }
  | { kind: 'PROVIDER' }
  | { kind: 'SYSTEM' };

export const FAMILY: MoneyActor = { kind: 'FAMILY' };
export const PROVIDER: MoneyActor = { kind: 'PROVIDER' };
export const SYSTEM: MoneyActor = { kind: 'SYSTEM' };

export function adminActor(name: string, audit?: AdminAudit): MoneyActor {
  return audit ? { kind: 'ADMIN', name, audit } : { kind: 'ADMIN', name };
}

/** Writes the act's audit row, when an administrator's act carries one, in `manager`. */
export async function auditMoneyAct(manager: EntityManager, actor: MoneyActor): Promise<void> {
  if (actor.kind === 'ADMIN' && actor.audit) await actor.audit(manager);
}

/** The columns an actor fills. */
export function actorColumns(actor: MoneyActor): {
  actor_kind: ActorKind;
  actor_name: string | null;
} {
  return {
    actor_kind: actor.kind,
    actor_name: actor.kind === 'ADMIN' ? actor.name.slice(0, 100) : null,
  };
}

/** How the back office names who moved money. */
export function actorLabel(kind: ActorKind, name: string | null): string {
  switch (kind) {
    case 'FAMILY':
      return '신청자';
    case 'ADMIN':
      return name ? `관리자 ${name}` : '관리자';
    case 'PROVIDER':
      return '결제사 알림';
    default:
      return '자동 처리';
  }
}
