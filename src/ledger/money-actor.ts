import type { EntityManager } from 'typeorm';
import { maskAccount } from '../common/privacy/mask';

/** Who moved money: the family, an administrator (by name), the provider's webhook, or the app. */
export type ActorKind = 'FAMILY' | 'ADMIN' | 'PROVIDER' | 'SYSTEM';

/**
 * An administrator's act may carry `audit`: it writes the act's audit-trail row (src/audit) in
 * the transaction that moves the money (a desk movement, or the settlement of the provider's
 * answer), so the row exists exactly when the money moved, however late the answer came.
 */
export type AdminAudit = (manager: EntityManager) => Promise<void>;

/**
 * Where a refund to a bank account goes, as the ledger and the audit trail keep it (issue 32):
 * the bank's code, the masked number, the holder. Never the full number.
 */
export interface RefundDestination {
  bank: string;
  account: string;
  holder: string;
}

/** The destination of a refund to `account`, masked for keeping. */
export function refundDestination(account: {
  bankCode: string;
  accountNumber: string;
  holderName: string;
}): RefundDestination {
  return {
    bank: account.bankCode,
    account: maskAccount(account.accountNumber),
    holder: account.holderName.slice(0, 60),
  };
}

/**
 * Who moves money. A refund to a bank account carries its destination (`refundTo`): the ledger
 * writes it on the refund's rows.
 */
export type MoneyActor =
  | { kind: 'FAMILY'; refundTo?: RefundDestination }
  | { kind: 'ADMIN'; name: string; audit?: AdminAudit; refundTo?: RefundDestination }
  | { kind: 'PROVIDER' }
  | { kind: 'SYSTEM' };

export const FAMILY: MoneyActor = { kind: 'FAMILY' };
export const PROVIDER: MoneyActor = { kind: 'PROVIDER' };
export const SYSTEM: MoneyActor = { kind: 'SYSTEM' };

export function adminActor(
  name: string,
  audit?: AdminAudit,
  refundTo?: RefundDestination,
): MoneyActor {
  return {
    kind: 'ADMIN',
    name,
    ...(audit ? { audit } : {}),
    ...(refundTo ? { refundTo } : {}),
  };
}

/** The family, refunding to `refundTo` when it named an account. */
export function familyActor(refundTo?: RefundDestination): MoneyActor {
  return refundTo ? { kind: 'FAMILY', refundTo } : FAMILY;
}

/** The destination columns of a refund's ledger rows (all null when it has none). */
export function destinationColumns(actor: MoneyActor): {
  refund_bank: string | null;
  refund_account: string | null;
  refund_holder: string | null;
} {
  const to = actor.kind === 'ADMIN' || actor.kind === 'FAMILY' ? actor.refundTo : undefined;
  return {
    refund_bank: to?.bank ?? null,
    refund_account: to?.account ?? null,
    refund_holder: to?.holder ?? null,
  };
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
