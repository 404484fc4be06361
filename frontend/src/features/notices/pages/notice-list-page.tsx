import { Link, useLocation } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { PageLoading, StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { koNotices } from '@/copy/ko-notices';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { noticePage } from '@/lib/public-reads';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetNoticePageQuery } from '../api';
import { NoticeDate } from '../components/notice-date';
import { NoticePagination } from '../components/notice-pagination';
import { PinnedBadge } from '../components/pinned-badge';
import type { NoticePage } from '../types';
import './notices.css';

/** /notice (?page=N): published notices, pinned first, then the newest; ten a page. */
export function NoticeListPage() {
  useDocumentTitle(koNotices.heading);
  // The same reading of ?page as the prefetch entry's, so the read it started is the one used.
  const page = noticePage(useLocation().search);
  const { data, isLoading, isError, error } = useGetNoticePageQuery(page);

  let body;
  if (isLoading) {
    body = <PageLoading />;
  } else if (errorStatus(error) === 404) {
    body = (
      <>
        <StatusMessage tone="error">{koNotices.pageMissing}</StatusMessage>
        <div className="button-row">
          <Link to={paths.notices} className={buttonClassName('secondary')}>
            {koNotices.firstPage}
          </Link>
        </div>
      </>
    );
  } else if (isError || !data) {
    body = (
      <StatusMessage tone="error">
        {ko.status.loadFailedWithError(errorMessage(error))}
      </StatusMessage>
    );
  } else if (data.items.length === 0) {
    body = <StatusMessage>{koNotices.empty}</StatusMessage>;
  } else {
    body = <NoticeList data={data} />;
  }

  return (
    <div className="container page page--narrow">
      <h1 className="page-title">{koNotices.heading}</h1>
      {body}
    </div>
  );
}

function NoticeList({ data }: { data: NoticePage }) {
  return (
    <>
      <p className="notice-total">{koNotices.total(data.total)}</p>
      <ul className="notice-list" aria-label={koNotices.listLabel}>
        {data.items.map((notice) => (
          <li
            key={notice.id}
            className={
              notice.pinned ? 'notice-list__item notice-list__item--pinned' : 'notice-list__item'
            }
          >
            <Link to={paths.notice(notice.id)} className="notice-list__title">
              {notice.pinned ? <PinnedBadge /> : null}
              {notice.title}
            </Link>
            <NoticeDate iso={notice.published_at} className="notice-list__date" />
          </li>
        ))}
      </ul>
      <NoticePagination page={data.page} totalPages={data.total_pages} />
    </>
  );
}

export default NoticeListPage;
