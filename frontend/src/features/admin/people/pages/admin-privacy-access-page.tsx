import { useSearchParams } from 'react-router-dom';
import { koreanDateTime } from '@shared/format/korean-dates';
import { Button } from '@/components/ui/button';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePersonalDataAccessQuery } from '../api';
import type { PersonalDataAccessRow } from '../../core/types';
import { AdminLoadError, AdminLoading, TableScroll } from '../../core/components/admin-states';
import '../../core/admin-pages.css';

const t = koAdmin.privacyAccess;

function what(row: PersonalDataAccessRow): string {
  if (row.kind === 'EXPORT') {
    const lecture = row.scope?.startsWith('LECTURE:') ? row.scope.slice('LECTURE:'.length) : null;
    return lecture ? t.exportLecture(lecture) : t.exportAll;
  }
  if (row.subjectId === null) return '';
  return row.subjectKind === 'WAITLIST_ENTRY'
    ? t.waitlistEntry(row.subjectId)
    : t.application(row.subjectId);
}

/**
 * /admin/privacy-access: 개인정보 열람 기록 (GET /api/admin/personal-data-access), newest first,
 * 20 a page from the server; the page number lives in the address.
 */
export default function AdminPrivacyAccessPage() {
  useDocumentTitle(t.title);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = Number(searchParams.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const { data, error, isLoading, isFetching, refetch } = usePersonalDataAccessQuery(page, {
    refetchOnMountOrArgChange: true,
  });
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  const go = (to: number) => setSearchParams(to === 1 ? {} : { page: String(to) });

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
  else if (data.items.length === 0) body = <p className="admin-empty">{t.empty}</p>;
  else
    body = (
      <>
        <p role="status" aria-live="polite">
          {t.total(data.total)}
        </p>
        <TableScroll label={t.caption}>
          <table className="admin-table" aria-busy={isFetching}>
            <caption className="visually-hidden">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.when}</th>
                <th scope="col">{t.columns.admin}</th>
                <th scope="col">{t.columns.address}</th>
                <th scope="col">{t.columns.kind}</th>
                <th scope="col">{t.columns.what}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((row) => (
                <tr key={row.id}>
                  <td className="admin-nowrap">
                    <time dateTime={row.occurredAt}>
                      {koreanDateTime(new Date(row.occurredAt))}
                    </time>
                  </td>
                  <td>{row.adminName}</td>
                  <td className="admin-break-all">{row.address}</td>
                  <td className="admin-nowrap">{t.kinds[row.kind] ?? row.kind}</td>
                  <td>{what(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {lastPage > 1 ? (
          <nav className="admin-row-actions" aria-label={t.pagination}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
              {t.previous}
            </Button>
            <span aria-current="page">{t.page(page, lastPage)}</span>
            <Button variant="secondary" disabled={page >= lastPage} onClick={() => go(page + 1)}>
              {t.next}
            </Button>
          </nav>
        ) : null}
      </>
    );

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t.title}</h1>
      <p>{t.intro}</p>
      {body}
    </div>
  );
}
