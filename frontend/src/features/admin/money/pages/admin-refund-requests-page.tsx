import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdminRefunds } from '@/copy/ko-admin-refunds';
import { errorMessage } from '@/lib/api-error';
import { formatInstant, formatWon } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TextField } from '@/forms/text-field';
import { useForm } from '@/forms/use-form';
import { useDecideRefundRequestMutation, useRefundRequestsQuery } from '../api';
import type { RefundRequestRow } from '../../core/types';
import { AdminLoadError, AdminLoading } from '../../core/components/admin-states';
import '../../core/admin-pages.css';

const t = koAdminRefunds;

/** The reason a refund is declined, asked inline: required, sent trimmed. */
function DeclineForm({
  busy,
  onDecline,
  onCancel,
}: {
  busy: boolean;
  onDecline: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const reasonId = useId();
  const form = useForm<{ reason: string }, 'reason'>({
    initial: { reason: '' },
    validate: ({ reason }) => (reason.trim() ? {} : { reason: t.declineMissing }),
    order: ['reason'],
    focus: () => document.getElementById(reasonId)?.focus(),
  });
  const send = ({ reason }: { reason: string }) => onDecline(reason.trim());
  return (
    <form
      className="admin-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      aria-busy={busy}
    >
      <TextField
        id={reasonId}
        label={t.declineReason}
        required
        aria-required="true"
        maxLength={500}
        {...form.field('reason')}
      />
      <div className="admin-form__actions">
        <Button type="submit" className="btn--danger" disabled={busy}>
          {t.declineSubmit}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t.declineCancel}
        </Button>
      </div>
    </form>
  );
}

/** Approve, or decline with a reason (asked inline, in a small form of its own). */
function Decision({
  row,
  onDone,
}: {
  row: RefundRequestRow;
  onDone: (message: string, tone: 'info' | 'error') => void;
}) {
  const [declining, setDeclining] = useState(false);
  const [decide, { isLoading }] = useDecideRefundRequestMutation();

  const run = async (
    args:
      | { decision: 'approve' }
      | {
          decision: 'decline';
          reason: string;
        },
  ) => {
    try {
      const answer = await decide({
        id: row.id,
        applicationId: row.applicationId,
        ...args,
      }).unwrap();
      onDone(answer.message, 'info');
    } catch (caught) {
      onDone(errorMessage(caught as Parameters<typeof errorMessage>[0]), 'error');
    }
  };

  if (row.status !== 'PENDING') {
    return <>{row.decidedByName ? t.decidedBy(row.decidedByName) : ''}</>;
  }
  if (declining) {
    return (
      <DeclineForm
        busy={isLoading}
        onDecline={(reason) => run({ decision: 'decline', reason })}
        onCancel={() => setDeclining(false)}
      />
    );
  }
  return (
    <div className="admin-form__actions">
      <Button
        aria-label={t.approveLabel(row.id)}
        disabled={isLoading}
        onClick={() => void run({ decision: 'approve' })}
      >
        {t.approve}
      </Button>
      <Button
        variant="secondary"
        aria-label={t.declineLabel(row.id)}
        disabled={isLoading}
        onClick={() => setDeclining(true)}
      >
        {t.decline}
      </Button>
    </div>
  );
}

/**
 * /admin/refund-requests (issue 32, the owner's): refunds that wait for the owner's approval —
 * amount, reason, where the money would go (masked), who asked and why it waits — with approve
 * and decline. The server decides who may (staff get 403) and re-checks what is refundable.
 */
export default function AdminRefundRequestsPage() {
  useDocumentTitle(t.title);
  const [status, setStatus] = useState<'PENDING' | 'ALL'>('PENDING');
  const [result, setResult] = useState<{ message: string; tone: 'info' | 'error' } | null>(null);
  const { data, error, isLoading, isFetching, refetch } = useRefundRequestsQuery(status, {
    refetchOnMountOrArgChange: true,
  });

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{t.title}</h1>
        <Button
          variant="secondary"
          onClick={() => setStatus((current) => (current === 'PENDING' ? 'ALL' : 'PENDING'))}
        >
          {status === 'PENDING' ? t.showAll : t.showPending}
        </Button>
      </div>
      <p className="admin-panel__lead">{t.lead}</p>
      {result ? <StatusMessage tone={result.tone}>{result.message}</StatusMessage> : null}
      {isLoading ? <AdminLoading /> : null}
      {error ? (
        <AdminLoadError
          detail={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {data && data.items.length === 0 ? <p className="admin-empty">{t.empty}</p> : null}
      {data && data.items.length > 0 ? (
        <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={t.title}>
          <table className="admin-table" aria-busy={isFetching}>
            <thead>
              <tr>
                <th scope="col">{t.columns.when}</th>
                <th scope="col">{t.columns.application}</th>
                <th scope="col">{t.columns.amount}</th>
                <th scope="col">{t.columns.reason}</th>
                <th scope="col">{t.columns.destination}</th>
                <th scope="col">{t.columns.requestedBy}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((row) => (
                <tr key={row.id}>
                  <td>{formatInstant(row.createdAt)}</td>
                  <td>
                    #{row.applicationId} {row.applicantName}
                    <br />
                    {row.lectureTitle}
                  </td>
                  <td>
                    {t.kinds[row.kind]} {formatWon(row.amount)}
                  </td>
                  <td>
                    {row.reason}
                    <br />
                    {row.causeText}
                  </td>
                  <td>
                    {row.destination
                      ? t.destination(
                          row.destination.bankName,
                          row.destination.account,
                          row.destination.holder,
                        )
                      : '-'}
                  </td>
                  <td>
                    {t.requesters[row.requestedBy]}
                    {row.requestedByName ? ` ${row.requestedByName}` : ''}
                  </td>
                  <td>
                    {t.statuses[row.status]}
                    {row.declineReason ? ` (${row.declineReason})` : ''}
                    {row.detail ? ` (${row.detail})` : ''}
                  </td>
                  <td>
                    <Decision row={row} onDone={(message, tone) => setResult({ message, tone })} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
