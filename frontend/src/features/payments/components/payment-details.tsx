import type { ReactNode } from 'react';
import { koPayments } from '@/copy/ko-payments';

/** Label/value rows of a payment (the shared `.info-list` look). Rows without a value are left out. */
export function PaymentDetails({ rows }: { rows: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <dl className="info-list payment-details" aria-label={koPayments.summaryLabel}>
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
