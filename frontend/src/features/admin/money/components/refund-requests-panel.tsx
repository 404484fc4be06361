import { useId } from 'react';
import { koAdminRefunds } from '@/copy/ko-admin-refunds';
import { formatInstant, formatWon } from '@/lib/format';
import type { ApplicationMoney } from '../../core/types';

const t = koAdminRefunds;

/**
 * The application's refund requests on 결제·환불 (issue 32): what was asked, why it waits, where
 * the money would go (masked), and how it ended. Everyone sees it; only the owner decides, on
 * 환불 승인.
 */
export function RefundRequestsPanel({ money }: { money: ApplicationMoney }) {
  const titleId = useId();
  if (money.requests.length === 0) return null;
  return (
    <section className="admin-money__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-money__heading">
        {t.panelTitle}
      </h3>
      <p className="admin-panel__lead">{t.panelLead}</p>
      <ul className="admin-movements">
        {money.requests.map((request) => (
          <li key={request.id} className="admin-movement">
            <p className="admin-movement__head">
              <span className="admin-movement__kind">
                {t.kinds[request.kind]} · {t.statuses[request.status]}
              </span>
              <span className="admin-movement__amount">{formatWon(request.amount)}</span>
            </p>
            <dl className="admin-movement__facts">
              <div>
                <dt>{t.columns.when}</dt>
                <dd>{formatInstant(request.createdAt)}</dd>
              </div>
              <div>
                <dt>{t.columns.requestedBy}</dt>
                <dd>
                  {t.requesters[request.requestedBy]}
                  {request.requestedByName ? ` ${request.requestedByName}` : ''}
                </dd>
              </div>
              <div>
                <dt>{t.columns.reason}</dt>
                <dd>
                  {request.reason} ({request.causeText})
                </dd>
              </div>
              {request.destination ? (
                <div>
                  <dt>{t.columns.destination}</dt>
                  <dd>
                    {t.destination(
                      request.destination.bankName,
                      request.destination.account,
                      request.destination.holder,
                    )}
                  </dd>
                </div>
              ) : null}
              {request.decidedByName ? (
                <div>
                  <dt>{t.columns.status}</dt>
                  <dd>
                    {t.decidedBy(request.decidedByName)}
                    {request.declineReason ? ` (${request.declineReason})` : ''}
                    {request.detail ? ` (${request.detail})` : ''}
                  </dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
