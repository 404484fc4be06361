import { useId, type ReactNode } from 'react';
import { koAdmin } from '@/copy/ko-admin';
import { formatInstant, formatWon } from '@/lib/format';
import { groupWon } from '@shared/format/won';
import type { ApplicationMoney, MoneyMovement } from '../../core/types';
import { PaymentStatus } from '../../core/components/admin-states';
import { koAdminRefunds } from '@/copy/ko-admin-refunds';
import { CashHandBack } from './cash-hand-back';

const t = koAdmin.money;

/** The totals of an application's money, from the ledger: what it costs, took, gave back, has left. */
export function MoneySummary({ money }: { money: ApplicationMoney }) {
  const titleId = useId();
  const unpaid = money.paymentStatus === 'N' || money.paymentStatus === 'W';
  const rows: [string, ReactNode][] = [
    [t.fields.status, <PaymentStatus key="status" code={money.paymentStatus} />],
    [t.fields.total, formatWon(money.totalAmount)],
    [t.fields.paid, formatWon(money.paid)],
    [t.fields.refunded, formatWon(money.refunded)],
    [t.fields.refundable, formatWon(money.refundable)],
    [t.fields.method, unpaid ? t.methodChosen(money.methodName) : money.methodName],
  ];
  return (
    <section className="admin-money__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-money__heading">
        {t.summary}
      </h3>
      <dl className="info-list admin-money__summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function MovementItem({
  movement,
  applicationId,
  onDone,
  onBusyChange,
}: {
  movement: MoneyMovement;
  applicationId: number;
  onDone: (message: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const details: [string, string | null][] = [
    [t.movement.at, formatInstant(movement.at)],
    [t.movement.who, movement.who],
    [t.movement.method, movement.methodName],
    [t.movement.reason, movement.reason],
    [t.movement.note, movement.note],
    [
      koAdminRefunds.movementTo,
      movement.destination
        ? koAdminRefunds.destination(
            movement.destination.bankName,
            movement.destination.account,
            movement.destination.holder,
          )
        : null,
    ],
  ];
  const direction = movement.amount < 0 ? 'out' : 'in';
  return (
    <li className={`admin-movement admin-movement--${direction}`}>
      <p className="admin-movement__head">
        <span className="admin-movement__kind">{t.kinds[movement.kind] ?? movement.kind}</span>
        <span className="admin-movement__amount">
          {t.signed(movement.amount, groupWon(Math.abs(movement.amount)))}
        </span>
      </p>
      <dl className="admin-movement__facts">
        {details
          .filter((detail): detail is [string, string] => Boolean(detail[1]))
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <CashHandBack
        applicationId={applicationId}
        movement={movement}
        onDone={onDone}
        onBusyChange={onBusyChange}
      />
    </li>
  );
}

/**
 * The ledger's movements, oldest first (as the server lists them): + in, − out, when, who, why;
 * a cash refund by hand says whether the cash went back, and records it (issue 36).
 */
export function MoneyLedger({
  money,
  name,
  onDone,
  onBusyChange,
}: {
  money: ApplicationMoney;
  name: string;
  onDone: (message: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const titleId = useId();
  return (
    <section className="admin-money__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-money__heading">
        {t.ledger}
      </h3>
      {money.movements.length === 0 ? (
        <p className="admin-empty">{t.ledgerEmpty}</p>
      ) : (
        <ol className="admin-movements" aria-label={t.ledgerLabel(name)}>
          {money.movements.map((movement) => (
            <MovementItem
              key={movement.id}
              movement={movement}
              applicationId={money.applicationId}
              onDone={onDone}
              onBusyChange={onBusyChange}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
