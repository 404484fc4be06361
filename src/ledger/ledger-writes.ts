import type { EntityManager } from 'typeorm';
import type {
  ApplicationMethod,
  OfflineMethod,
  PaymentMethod,
} from '../common/money/payment-method';
import { LedgerEntry } from './ledger-entry.entity';
import { actorColumns, auditMoneyAct, destinationColumns, type MoneyActor } from './money-actor';

/** The provider's view of one payment, as much of it as the ledger reads. */
export interface ProviderMoneyView {
  paymentKey: string;
  totalAmount: number;
  approvedAt: string | null;
  cancels:
    | { cancelAmount: number; cancelReason: string; canceledAt: string; transactionKey: string }[]
    | null;
}

/**
 * Records, inside the caller's transaction, the money the provider says moved for one attempt:
 * the payment once it was taken (approvedAt: a card approved, an account deposited) and each
 * cancel that returned money. Keyed by the provider's own keys, so applying the same view twice
 * (a replayed webhook, a second verify, the reconciliation job) records nothing new. A virtual
 * account cancelled before its deposit took nothing and returns nothing: no row.
 *
 * `appCancelled`: the app is cancelling this attempt on its own (its application did not want
 * the money); its rows say so, and the application's totals leave them out.
 */
export async function recordProviderView(
  manager: EntityManager,
  attempt: {
    id: number;
    application_id: number | null;
    appointment_id: number | null;
    package_id: number | null;
    method: PaymentMethod;
  },
  view: ProviderMoneyView,
  actor: MoneyActor,
  appCancelled: boolean,
): Promise<void> {
  if (!view.approvedAt) return;
  const who = { ...actorColumns(actor), app_cancelled: appCancelled };
  const rows: Partial<LedgerEntry>[] = [
    {
      application_id: attempt.application_id,
      appointment_id: attempt.appointment_id,
      package_id: attempt.package_id,
      payment_id: attempt.id,
      kind: 'PROVIDER_PAYMENT',
      amount: view.totalAmount,
      method: attempt.method,
      ...who,
      provider_key: view.paymentKey,
      occurred_at: new Date(view.approvedAt),
    },
    ...(view.cancels ?? [])
      .filter((cancel) => cancel.cancelAmount > 0)
      .map((cancel) => ({
        application_id: attempt.application_id,
        appointment_id: attempt.appointment_id,
        package_id: attempt.package_id,
        payment_id: attempt.id,
        kind: 'PROVIDER_REFUND' as const,
        amount: -cancel.cancelAmount,
        method: attempt.method,
        ...who,
        ...destinationColumns(actor),
        reason: cancel.cancelReason.slice(0, 500),
        provider_key: cancel.transactionKey,
        occurred_at: new Date(cancel.canceledAt),
      })),
  ];
  await manager.createQueryBuilder().insert().into(LedgerEntry).values(rows).orIgnore().execute();
}

/** A payment made outside the provider, as the desk recorded it. */
export interface DeskMovement {
  applicationId: number;
  /** Won: positive for a payment, the refund's size for a refund. */
  amount: number;
  method: OfflineMethod | ApplicationMethod;
  occurredAt: Date;
  reason?: string | null;
  note?: string | null;
  actor: MoneyActor;
}

/**
 * Records, inside the caller's transaction, a payment the desk took (OFFLINE_PAYMENT). Answers
 * the entry's id (the family's message names it).
 */
export function recordDeskPayment(manager: EntityManager, movement: DeskMovement): Promise<number> {
  return insertDesk(manager, 'OFFLINE_PAYMENT', movement.amount, movement);
}

/** Records, inside the caller's transaction, money given back by hand (MANUAL_REFUND). */
export function recordManualRefund(
  manager: EntityManager,
  movement: DeskMovement,
): Promise<number> {
  return insertDesk(manager, 'MANUAL_REFUND', -movement.amount, movement);
}

async function insertDesk(
  manager: EntityManager,
  kind: 'OFFLINE_PAYMENT' | 'MANUAL_REFUND',
  amount: number,
  movement: DeskMovement,
): Promise<number> {
  const result = await manager.insert(LedgerEntry, {
    application_id: movement.applicationId,
    payment_id: null,
    kind,
    amount,
    method: movement.method,
    ...actorColumns(movement.actor),
    reason: movement.reason?.slice(0, 500) ?? null,
    note: movement.note?.slice(0, 500) ?? null,
    provider_key: null,
    occurred_at: movement.occurredAt,
  });
  await auditMoneyAct(manager, movement.actor);
  return Number(result.identifiers[0].id);
}

/** What recording a hand-back found: set now, set before (by whom, when), or not cash to hand back. */
export type HandBackOutcome =
  | { kind: 'recorded'; at: Date; by: string; amount: number }
  | { kind: 'already'; at: Date; by: string; amount: number }
  | { kind: 'not-cash' }
  | { kind: 'missing' };

/**
 * Records, in the caller's transaction, that the cash of a refund by hand was handed back at
 * `at` by `by` (issue 36). Once: the UPDATE takes the row only while nothing is recorded (the
 * trigger refuses any other change), so a second press, or two at once, finds it `already`.
 */
export async function recordHandBack(
  manager: EntityManager,
  entry: { applicationId: number; entryId: number },
  at: Date,
  by: string,
): Promise<HandBackOutcome> {
  const [rows]: [{ amount: number }[], number] = await manager.query(
    `UPDATE ledger_entry SET handed_back_at = $3, handed_back_by = $4
      WHERE id = $1 AND application_id = $2 AND kind = 'MANUAL_REFUND' AND method = 'CASH'
        AND handed_back_at IS NULL
      RETURNING amount`,
    [entry.entryId, entry.applicationId, at, by.slice(0, 100)],
  );
  if (rows.length === 1) return { kind: 'recorded', at, by, amount: -rows[0].amount };
  const found = await manager.findOneBy(LedgerEntry, {
    id: entry.entryId,
    application_id: entry.applicationId,
  });
  if (!found) return { kind: 'missing' };
  if (found.handed_back_at && found.handed_back_by) {
    return {
      kind: 'already',
      at: found.handed_back_at,
      by: found.handed_back_by,
      amount: -found.amount,
    };
  }
  return { kind: 'not-cash' };
}

/**
 * Deletes the application's ledger rows once the Electronic Commerce Act's years are over (the
 * retention). The ledger is append-only; its trigger lets this transaction alone delete.
 */
export async function purgeLedgerOf(manager: EntityManager, applicationId: number): Promise<void> {
  await manager.query(`SET LOCAL maeum.purge_records = 'on'`);
  await manager.query(`DELETE FROM ledger_entry WHERE application_id = $1`, [applicationId]);
}

/** As purgeLedgerOf, for appointments' deposits whose books' years are over. */
export async function purgeLedgerOfAppointments(
  manager: EntityManager,
  appointmentIds: readonly number[],
): Promise<void> {
  if (appointmentIds.length === 0) return;
  await manager.query(`SET LOCAL maeum.purge_records = 'on'`);
  await manager.query(`DELETE FROM ledger_entry WHERE appointment_id = ANY($1::int[])`, [
    appointmentIds,
  ]);
}

/** Money of a 회기권 moved at the desk: its sale, or the refund of its unused sessions. */
export interface PackageMovement {
  packageId: number;
  kind: 'OFFLINE_PAYMENT' | 'MANUAL_REFUND';
  /** Won, positive (the refund's size for a refund). */
  amount: number;
  method: OfflineMethod;
  occurredAt: Date;
  reason?: string | null;
  note?: string | null;
  actor: MoneyActor;
}

/** Records, inside the caller's transaction, a 회기권's money moved at the desk. */
export async function recordPackageMovement(
  manager: EntityManager,
  movement: PackageMovement,
): Promise<void> {
  await manager.insert(LedgerEntry, {
    application_id: null,
    appointment_id: null,
    package_id: movement.packageId,
    payment_id: null,
    kind: movement.kind,
    amount: movement.kind === 'MANUAL_REFUND' ? -movement.amount : movement.amount,
    method: movement.method,
    ...actorColumns(movement.actor),
    reason: movement.reason?.slice(0, 500) ?? null,
    note: movement.note?.slice(0, 500) ?? null,
    provider_key: null,
    occurred_at: movement.occurredAt,
    // Cash given back for unused sessions is handed over as it is recorded.
    ...(movement.kind === 'MANUAL_REFUND' && movement.method === 'CASH'
      ? {
          handed_back_at: movement.occurredAt,
          handed_back_by: movement.actor.kind === 'ADMIN' ? movement.actor.name : null,
        }
      : {}),
  });
  await auditMoneyAct(manager, movement.actor);
}

/** As purgeLedgerOf, for 회기권 whose books' years are over. */
export async function purgeLedgerOfPackages(
  manager: EntityManager,
  packageIds: readonly number[],
): Promise<void> {
  if (packageIds.length === 0) return;
  await manager.query(`SET LOCAL maeum.purge_records = 'on'`);
  await manager.query(`DELETE FROM ledger_entry WHERE package_id = ANY($1::int[])`, [packageIds]);
}
