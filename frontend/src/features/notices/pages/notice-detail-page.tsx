import { Link, useParams } from 'react-router-dom';
import { ShareButton } from '@/components/ui/share-button';
import { buttonClassName } from '@/components/ui/button';
import { RichContent } from '@/components/ui/rich-content';
import { PageLoading, StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { koNotices } from '@/copy/ko-notices';
import { errorStatus } from '@/lib/api-error';
import { parseId } from '@/lib/ids';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetNoticeQuery } from '../api';
import { NoticeDate } from '../components/notice-date';
import { PinnedBadge } from '../components/pinned-badge';
import './notices.css';

/** /notice/:id: one published notice; a draft, a deleted one or a made-up id is not found. */
export function NoticeDetailPage() {
  const id = parseId(useParams().id);
  const notice = useGetNoticeQuery(id);
  const title = notice.data?.title;
  useDocumentTitle(title ?? koNotices.heading);

  const status = errorStatus(notice.error);
  let body;
  if (notice.isLoading) {
    body = <PageLoading />;
  } else if (id === undefined || status === 400 || status === 404) {
    body = <StatusMessage tone="error">{koNotices.notFound}</StatusMessage>;
  } else if (notice.isError || !notice.data) {
    body = <StatusMessage tone="error">{ko.status.loadFailed}</StatusMessage>;
  } else {
    body = (
      <>
        <p className="notice-meta">
          {notice.data.pinned ? <PinnedBadge /> : null}
          {koNotices.publishedOn} <NoticeDate iso={notice.data.published_at} />
        </p>
        <RichContent html={notice.data.body} label={koNotices.contentLabel} />
      </>
    );
  }

  return (
    <div className="container page page--narrow">
      <h1 className="page-title">{title ?? koNotices.heading}</h1>
      {title ? <ShareButton title={title} /> : null}
      {body}
      <div className="button-row button-row--center">
        <Link to={paths.notices} className={buttonClassName('secondary', 'btn--large')}>
          {koNotices.backToList}
        </Link>
      </div>
    </div>
  );
}

export default NoticeDetailPage;
