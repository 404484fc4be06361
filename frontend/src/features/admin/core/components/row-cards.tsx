import type { ReactNode } from 'react';
import '../admin-lists.css';

export interface CardFact {
  key: string;
  label: string;
  value: ReactNode;
}

/**
 * A phone's list (up to 600 px wide, usePhoneLayout): a card per row of the table it replaces,
 * named like that table (its caption), so nothing scrolls sideways.
 */
export function RowCards({
  label,
  busy = false,
  children,
}: {
  label: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <ul className={`admin-cards${busy ? ' is-busy' : ''}`} aria-label={label} aria-busy={busy}>
      {children}
    </ul>
  );
}

/**
 * One row as a card: its name as the heading with `menu` beside it (its 관리 menu), the facts the
 * table's columns held, then `children` (the row's buttons, an opened panel).
 */
export function RowCard({
  name,
  headingLevel,
  menu,
  facts,
  className,
  children,
}: {
  name: ReactNode;
  headingLevel: 2 | 3;
  menu?: ReactNode;
  facts: readonly CardFact[];
  className?: string;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={className ? `admin-card ${className}` : 'admin-card'}>
      <div className="admin-card__head">
        <Heading className="admin-card__name">{name}</Heading>
        {menu}
      </div>
      <dl className="admin-card__facts">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </li>
  );
}
