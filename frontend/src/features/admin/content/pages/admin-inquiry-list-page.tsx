import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { INQUIRY_TOPIC_LABELS } from '@shared/inquiry';
import { VisibleText } from '@/components/ui/visible-text';
import { adminPaths } from '@/config/admin-paths';
import { koAdminInquiries } from '@/copy/ko-admin-inquiries';
import { formatInstant } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminInquiriesQuery, type InquiryStatus } from '../api';
import { AdminListPage } from '../../core/components/admin-list-page';
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
  const { data } = query;
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <AdminListPage
      title={t.title}
      headingRef={headingRef}
      lead={
        <>
          <p className="admin-panel__lead">{t.lead}</p>
          <nav aria-label={t.filter}>
            <ul className="admin-filter-tabs">
              {FILTERS.map((filter) => (
                <li key={filter}>
                  <Link
                    to={filter === 'all' ? adminPaths.inquiries : adminPaths.inquiriesBy(filter)}
                    aria-current={
                      (filter === 'all' ? undefined : filter) === status ? 'page' : undefined
                    }
                  >
                    {t.filters[filter]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </>
      }
      query={query}
      rowCount={data?.length}
      empty={t.empty}
      caption={t.caption}
    >
      <table className="admin-table" aria-busy={query.isFetching}>
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
          {(data ?? []).map((row) => (
            <tr key={row.id}>
              <td className="admin-nowrap">{formatInstant(row.created_at)}</td>
              <th scope="row" className="admin-nowrap">
                <Link to={adminPaths.inquiry(row.id)} aria-label={t.open(row.name)}>
                  <VisibleText text={row.name} />
                </Link>
              </th>
              <td className="admin-nowrap">{INQUIRY_TOPIC_LABELS[row.topic]}</td>
              <td className="admin-inquiry__excerpt">
                <VisibleText text={row.excerpt} />
              </td>
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
    </AdminListPage>
  );
}

export default AdminInquiryListPage;
