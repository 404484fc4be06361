import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { koNotices } from '@/copy/ko-notices';

/** Page numbers shown around the current one (the rest are reached with 이전 / 다음). */
const WINDOW = 5;

const pageHref = (page: number) => (page === 1 ? paths.notices : `${paths.notices}?page=${page}`);

/** 이전 / page numbers / 다음 under the list: plain links, so every page has its address. */
export function NoticePagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const t = koNotices.pagination;
  const first = Math.max(1, Math.min(page - Math.floor(WINDOW / 2), totalPages - WINDOW + 1));
  const pages = Array.from({ length: Math.min(WINDOW, totalPages) }, (_, i) => first + i);
  return (
    <nav className="notice-pagination" aria-label={t.label}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={pageHref(page - 1)}>{t.previous}</Link>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            <Link
              to={pageHref(n)}
              aria-label={t.pageLabel(n)}
              aria-current={n === page ? 'page' : undefined}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link to={pageHref(page + 1)}>{t.next}</Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
