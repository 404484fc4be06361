import { useSearchParams } from 'react-router-dom';
import { koreanDateTime } from '@shared/format/korean-dates';
import { Button } from '@/components/ui/button';
import { VisibleText } from '@/components/ui/visible-text';
import { koAdminAudit } from '@/copy/ko-admin-audit';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { visibleText } from '@/lib/visible-text';
import { useAuditAccountsQuery, useAuditTrailQuery } from '../api';
import type { AuditEventRow, AuditQuery } from '../../core/types';
import {
  AUDIT_KINDS,
  addressText,
  auditParamsOf,
  auditQueryOf,
  fieldChanges,
  rowSummary,
} from '../audit-format';
import { AdminLoadError, AdminLoading } from '../../core/components/admin-states';
import '../../core/admin-pages.css';
import './admin-audit.css';

const t = koAdminAudit;

/**
 * One row: when (Seoul), who, from where, what; for a change, each field before → after in
 * Korean (audit-format.ts), or what happened to it (본문 수정). The
 * summary, names and values carry staff-written text (a lecture's title): VisibleText shows its
 * control and bidirectional characters as codes, so none of it can rearrange the page's words.
 */
function AuditItem({ row }: { row: AuditEventRow }) {
  const changes = fieldChanges(row);
  return (
    <li className="admin-audit__item">
      <p className="admin-audit__summary">
        <span className="admin-audit__kind">{t.kinds[row.kind] ?? row.kind}</span>{' '}
        <VisibleText text={rowSummary(row)} />
      </p>
      <dl className="admin-audit__meta">
        <div>
          <dt>{t.when}</dt>
          <dd>
            <time dateTime={row.occurredAt}>{koreanDateTime(new Date(row.occurredAt))}</time>
          </dd>
        </div>
        <div>
          <dt>{t.who}</dt>
          <dd>{row.adminId === null ? t.system : <VisibleText text={row.adminName} />}</dd>
        </div>
        <div>
          <dt>{t.address}</dt>
          <dd className="admin-break-all">{addressText(row.address)}</dd>
        </div>
      </dl>
      {changes.length > 0 ? (
        <table className="admin-audit__changes">
          <caption className="visually-hidden">{t.changes}</caption>
          <thead>
            <tr>
              <th scope="col">{t.field}</th>
              <th scope="col">{t.before}</th>
              <th scope="col">{t.after}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.name}>
                <th scope="row">{change.label}</th>
                {change.note ? (
                  <td colSpan={2}>{change.note}</td>
                ) : (
                  <>
                    <td data-label={t.before}>
                      {change.before === null ? '—' : <VisibleText text={change.before} />}
                    </td>
                    <td data-label={t.after}>
                      {change.after === null ? '—' : <VisibleText text={change.after} />}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}

/**
 * /admin/audit: 감사 기록 (GET /api/admin/audit). The filters (account, kind, Seoul dates) and
 * the page live in the address, so a filtered view can be reloaded or shared; the server
 * filters and pages. The owner's only (issue 20): staff see 권한이 없습니다.
 */
export default function AdminAuditPage() {
  useDocumentTitle(t.title);
  const [searchParams, setSearchParams] = useSearchParams();
  const query = auditQueryOf(searchParams);
  const accounts = useAuditAccountsQuery();
  const { data, error, isLoading, isFetching, refetch } = useAuditTrailQuery(query, {
    refetchOnMountOrArgChange: true,
  });
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  // Every change of a filter goes back to page 1. A day chosen past the other end of the range
  // moves that end with it, so the range is never reversed (the server would refuse it).
  const change = (next: Partial<AuditQuery>) => {
    const wanted = { ...query, ...next, page: next.page ?? 1 };
    if (wanted.from && wanted.to && wanted.from > wanted.to) {
      if (next.from) wanted.to = wanted.from;
      else wanted.from = wanted.to;
    }
    setSearchParams(auditParamsOf(wanted));
  };
  const filtered = Boolean(query.adminId || query.kind || query.from || query.to);

  let body;
  if (isLoading) body = <AdminLoading />;
  else if (error || !data)
    body = (
      <AdminLoadError
        detail={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  else
    body = (
      <>
        <p role="status" aria-live="polite">
          {data.items.length === 0 ? t.empty : t.total(data.total)}
        </p>
        {data.items.length > 0 ? (
          <ol className="admin-audit__list" aria-label={t.list} aria-busy={isFetching}>
            {data.items.map((row) => (
              <AuditItem key={row.id} row={row} />
            ))}
          </ol>
        ) : null}
        {lastPage > 1 ? (
          <nav className="admin-row-actions" aria-label={t.pagination}>
            <Button
              variant="secondary"
              disabled={query.page <= 1}
              onClick={() => change({ page: query.page - 1 })}
            >
              {t.previous}
            </Button>
            <span aria-current="page">{t.pageOf(query.page, lastPage)}</span>
            <Button
              variant="secondary"
              disabled={query.page >= lastPage}
              onClick={() => change({ page: query.page + 1 })}
            >
              {t.next}
            </Button>
          </nav>
        ) : null}
      </>
    );

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t.title}</h1>
      <p>{t.lead}</p>
      <form
        className="admin-audit__filters"
        role="search"
        aria-label={t.filters.region}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="admin-audit__field">
          <label htmlFor="audit-account">{t.filters.account}</label>
          <select
            id="audit-account"
            value={query.adminId ?? ''}
            onChange={(event) =>
              change({ adminId: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            <option value="">{t.filters.anyAccount}</option>
            {(accounts.data ?? []).map((account) => (
              <option key={account.id} value={account.id}>
                {account.deactivated
                  ? t.filters.deactivated(visibleText(account.name))
                  : visibleText(account.name)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-audit__field">
          <label htmlFor="audit-kind">{t.filters.kind}</label>
          <select
            id="audit-kind"
            value={query.kind ?? ''}
            onChange={(event) =>
              change({ kind: (event.target.value || undefined) as AuditQuery['kind'] })
            }
          >
            <option value="">{t.filters.anyKind}</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t.kinds[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-audit__field">
          <label htmlFor="audit-from">{t.filters.from}</label>
          <input
            id="audit-from"
            type="date"
            value={query.from ?? ''}
            max={query.to}
            onChange={(event) => change({ from: event.target.value || undefined })}
          />
        </div>
        <div className="admin-audit__field">
          <label htmlFor="audit-to">{t.filters.to}</label>
          <input
            id="audit-to"
            type="date"
            value={query.to ?? ''}
            min={query.from}
            onChange={(event) => change({ to: event.target.value || undefined })}
          />
        </div>
        {filtered ? (
          <Button variant="secondary" onClick={() => setSearchParams({})}>
            {t.filters.reset}
          </Button>
        ) : null}
      </form>
      {body}
    </div>
  );
}
