import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { koAdminPrivacy } from '@/copy/ko-admin-privacy';
import { errorMessage } from '@/lib/api-error';
import { formatInstant } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePrivacyRequestsQuery } from '../api';
import { AdminLoadError, AdminLoading } from '../../core/components/admin-states';
import '../../core/admin-pages.css';

const t = koAdminPrivacy;

/**
 * /admin/privacy-requests (issue 21): every download, correction and deletion request from my
 * info, newest first, with the applications it concerned and how it ended; no personal value.
 */
export default function AdminPrivacyRequestsPage() {
  useDocumentTitle(t.title);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = usePrivacyRequestsQuery(page, {
    refetchOnMountOrArgChange: true,
  });
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{t.title}</h1>
      </div>
      <p className="admin-panel__lead">{t.lead}</p>
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
        <>
          <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={t.title}>
            <table className="admin-table" aria-busy={isFetching}>
              <thead>
                <tr>
                  <th scope="col">{t.when}</th>
                  <th scope="col">{t.kind}</th>
                  <th scope="col">{t.applications}</th>
                  <th scope="col">{t.outcome}</th>
                  <th scope="col">{t.detail}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <tr key={row.id}>
                    <td>{formatInstant(row.createdAt)}</td>
                    <td>{t.kinds[row.kind]}</td>
                    <td>{row.applicationIds.join(', ') || '-'}</td>
                    <td>{t.outcomes[row.outcome]}</td>
                    <td>{row.detail ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {lastPage > 1 ? (
            <nav className="admin-pagination" aria-label={t.pagination}>
              <Button
                variant="secondary"
                disabled={page <= 1}
                onClick={() => setPage((current) => current - 1)}
              >
                {t.previous}
              </Button>
              <span aria-live="polite">{t.pageOf(page, lastPage)}</span>
              <Button
                variant="secondary"
                disabled={page >= lastPage}
                onClick={() => setPage((current) => current + 1)}
              >
                {t.next}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
