import { Link } from 'react-router-dom';
import type { Schema } from '@shared/contract/schema';
import { koreanDayOf } from '@shared/format/korean-dates';
import { Loading, StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { koHome } from '@/copy/ko-home';
import { usePublicQuery } from '@/lib/public-data';
import { publicReads } from '@/lib/public-reads';

type NoticePage = Schema<'NoticePageResponse'>;

const SHOWN = 3;

/** The latest notices (the board's first page, pinned first), rendered on the server too. */
export function LatestNotices() {
  const { data, isLoading, isError } = usePublicQuery<NoticePage>(publicReads.notices(1));
  const notices = data?.items.slice(0, SHOWN) ?? [];
  return (
    <section className="home-section home-notices" aria-labelledby="notices-heading">
      <div className="container">
        <h2 id="notices-heading" className="section-heading">
          {koHome.noticesHeading}
        </h2>
        {isLoading ? <Loading /> : null}
        {isError ? <StatusMessage tone="error">{ko.status.loadFailed}</StatusMessage> : null}
        {data && notices.length === 0 ? <p>{koHome.noticesEmpty}</p> : null}
        {notices.length ? (
          <ul className="home-notice-list">
            {notices.map((notice) => (
              <li key={notice.id}>
                {notice.pinned ? <span className="home-badge">{koHome.pinned}</span> : null}
                <Link to={paths.notice(notice.id)}>{notice.title}</Link>
                <span className="home-notice-list__date">
                  {koreanDayOf(new Date(notice.published_at))}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="home-section__more">
          <Link to={paths.notices}>{koHome.noticesAll}</Link>
        </p>
      </div>
    </section>
  );
}
