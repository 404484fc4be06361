/** The money ledger (issue 19): every movement of money, append-only; totals are its sums. */
export { LedgerEntry, type LedgerKind } from './ledger-entry.entity';
export {
  FAMILY,
  PROVIDER,
  SYSTEM,
  actorLabel,
  adminActor,
  auditMoneyAct,
  familyActor,
  refundDestination,
  type ActorKind,
  type AdminAudit,
  type MoneyActor,
  type RefundDestination,
} from './money-actor';
export {
  recordDeskPayment,
  recordManualRefund,
  recordProviderView,
  recordHandBack,
  purgeLedgerOf,
  purgeLedgerOfAppointments,
  purgeLedgerOfPackages,
  recordPackageMovement,
  type PackageMovement,
  type DeskMovement,
  type HandBackOutcome,
  type ProviderMoneyView,
} from './ledger-writes';
export {
  applicationsWithMoney,
  entriesOf,
  ledgerRowsOf,
  ledgerTotals,
  movementsBetween,
  movementsOf,
  movementsOfEach,
  type MoneyTotals,
} from './ledger-reads';
export { ledgerSumsByDay, moneyBetween, type DaySums } from './ledger-reads';
