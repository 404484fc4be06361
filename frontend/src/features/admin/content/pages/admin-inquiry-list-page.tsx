import { Link, useSearchParams } from 'react-router-dom';
import { INQUIRY_TOPIC_LABELS } from '@shared/inquiry';
import { adminPaths } from '@/config/admin-paths';
import { koAdminInquiries } from '@/copy/ko-admin-inquiries';
import { errorMessage } from '@/lib/api-error';
import { formatInstant } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminInquiriesQuery, type InquiryStatus } from '../api';
import { AdminLoadError, AdminLoading, TableScroll } from '../../core/components/admin-states';
import '../../core/admin-pages.css';
import './admin-inquiries.css';

const t = koAdminInquiries.list;
const FILTERS = ['all', 'NEW', 'ANSWERED'] as const;

function statusOf(value: string | null): InquiryStatus | undefined {
  return value === 'NEW' || value === 'ANSWERED' ? value : undefined;
}

/** /admin/inquiry: the 문의 page's questions, waiting ones first; ?status= filters. */
export function AdminInquiryListPage() {
  useDocumentTitle(t.title);
  const [params] = useSearchParams();
  const status = statusOf(params.get('status'));
  const query = useAdminInquiriesQuery(status);
  const { data, isLoading, isFetching, error, refetch } = query;

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{t.title}</h1>
      </div>
      <p className="admin-panel__lead">{t.lead}</p>
      <nav aria-label={t.filter}>
        <ul className="admin-filter-tabs">
          {FILTERS.map((filter) => {
            const current = (filter === 'all' ? undefined : filter) === status;
            return (
              <li key={filter}>
                <Link
                  to={filter === 'all' ? adminPaths.inquiries : adminPaths.inquiriesBy(filter)}
                  aria-current={current ? 'page' : undefined}
                >
                  {t.filters[filter]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {isLoading ? <AdminLoading /> : null}
      {error ? (
        <AdminLoadError
          detail={errorMessage(error as Parameters<typeof errorMessage>[0])}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {data?.length === 0 ? <p className="admin-empty">{t.empty}</p> : null}
      {data?.length ? (
        <TableScroll label={t.caption}>
          <table className="admin-table" aria-busy={isFetching}>
            <caption className="visually-hidden">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.received}</th>
                <th scope="col">{t.columns.name}</th>
                <th scope="col">{t.columns.topic}</th>
                <th scope="col">{t.columns.excerpt}</th>
                <th scope="col">{t.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={row.id}>
                  <td className="admin-nowrap">{formatInstant(row.created_at)}</td>
                  <th scope="row" className="admin-nowrap">
                    <Link to={adminPaths.inquiry(row.id)} aria-label={t.open(row.name)}>
                      {row.name}
                    </Link>
                  </th>
                  <td className="admin-nowrap">{INQUIRY_TOPIC_LABELS[row.topic]}</td>
                  <td>{row.excerpt}</td>
                  <td className="admin-nowrap">
                    <span
                      className={
                        row.status === 'NEW'
                          ? 'admin-tag admin-tag--waiting'
                          : 'admin-tag admin-tag--published'
                      }
                    >
                      {koAdminInquiries.statuses[row.status]}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </div>
  );
}

export default AdminInquiryListPage;
