import { useState } from 'react';
import { PageLoading, StatusMessage } from '@/components/ui/status-message';
import { ko } from '@/copy/ko';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetLecturesQuery } from '../api';
import { LectureTable } from '../components/lecture-table';
import { matchesFilter, type LectureFilter } from '../lecture-state';
import './lectures.css';
import { koLectures } from '@/copy/ko-lectures';

const FILTERS: readonly LectureFilter[] = ['all', 'open', 'before', 'closed'];
const filterCopy = koLectures.filters;

export function LectureListPage() {
  useDocumentTitle(koLectures.listHeading);
  const { data: lectures, isLoading, isError, error } = useGetLecturesQuery();
  // Every lecture at first, on the server's page too; a filter narrows it in the browser.
  const [filter, setFilter] = useState<LectureFilter>('all');
  const shown = lectures?.filter((lecture) => matchesFilter(lecture, filter));

  return (
    <div className="container page">
      <h1 className="page-title">{koLectures.listHeading}</h1>
      {isLoading ? <PageLoading /> : null}
      {isError ? (
        <StatusMessage tone="error">
          {ko.status.loadFailedWithError(errorMessage(error))}
        </StatusMessage>
      ) : null}
      {lectures && lectures.length === 0 ? <StatusMessage>{koLectures.empty}</StatusMessage> : null}
      {lectures && lectures.length > 0 ? (
        <>
          <ul className="lecture-filters" aria-label={filterCopy.label}>
            {FILTERS.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  aria-pressed={filter === name}
                  onClick={() => setFilter(name)}
                >
                  {filterCopy[name]}
                </button>
              </li>
            ))}
          </ul>
          {shown && shown.length > 0 ? (
            <LectureTable lectures={shown} />
          ) : (
            <StatusMessage>{filterCopy.empty}</StatusMessage>
          )}
        </>
      ) : null}
    </div>
  );
}

export default LectureListPage;
