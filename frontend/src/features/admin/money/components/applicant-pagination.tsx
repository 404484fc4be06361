import { useEffect, useRef } from 'react';
import { koAdmin } from '@/copy/ko-admin';
import { pageNumbers } from '../applicant-query';

const t = koAdmin.applicants;

/** 이전, the page numbers (the current one aria-current="page"), 다음; nothing for one page. */
export function ApplicantPagination({
  page,
  lastPage,
  onPage,
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}) {
  const navRef = useRef<HTMLElement>(null);
  // 이전 on page 2 or 다음 on the page before the last disables itself: the focus would fall to
  // the page's start, so it goes to the current page's number instead.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    navRef.current?.querySelector<HTMLButtonElement>('[aria-current="page"]')?.focus();
  }, [page]);
  const step = (to: number) => {
    refocus.current = to <= 1 || to >= lastPage;
    onPage(to);
  };

  if (lastPage <= 1 && page <= 1) return null;
  return (
    <nav ref={navRef} className="admin-pagination" aria-label={t.pagination}>
      <ul>
        <li>
          <button
            type="button"
            className="admin-pagination__step"
            disabled={page <= 1}
            onClick={() => step(Math.min(page - 1, lastPage))}
          >
            {t.previous}
          </button>
        </li>
        {pageNumbers(Math.min(page, lastPage), lastPage).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="admin-pagination__gap">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="admin-pagination__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t.pageLabel(item)}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="admin-pagination__step"
            disabled={page >= lastPage}
            onClick={() => step(page + 1)}
          >
            {t.next}
          </button>
        </li>
      </ul>
    </nav>
  );
}
