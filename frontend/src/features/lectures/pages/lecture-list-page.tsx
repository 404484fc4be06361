import { PageLoading, StatusMessage } from '@/components/ui/status-message';
import { ko } from '@/copy/ko';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetLecturesQuery } from '../api';
import { LectureTable } from '../components/lecture-table';
import './lectures.css';
import { koLectures } from '@/copy/ko-lectures';

export function LectureListPage() {
  useDocumentTitle(koLectures.listHeading);
  const { data: lectures, isLoading, isError, error } = useGetLecturesQuery();

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
      {lectures && lectures.length > 0 ? <LectureTable lectures={lectures} /> : null}
    </div>
  );
}

export default LectureListPage;
