import { koAdmin } from '@/copy/ko-admin';
import { pageNumbers } from '../applicants/applicant-query';

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
  if (lastPage <= 1 && page <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label={t.pagination}>
      <ul>
        <li>
          <button
            type="button"
            className="admin-pagination__step"
            disabled={page <= 1}
            onClick={() => onPage(Math.min(page - 1, lastPage))}
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
            onClick={() => onPage(page + 1)}
          >
            {t.next}
          </button>
        </li>
      </ul>
    </nav>
  );
}
