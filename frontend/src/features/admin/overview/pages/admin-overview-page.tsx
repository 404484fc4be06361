import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminOverviewQuery, useDownloadOverviewXlsxMutation } from '../api';
import type { Overview, OverviewQuery } from '../../core/types';
import { AdminLoadError, AdminLoading } from '../../core/components/admin-states';
import { CsvDownloadButton } from '../../core/components/csv-download-button';
import { DownloadButton } from '../../core/components/download-button';
import { OverviewChart } from '../components/overview-chart';
import { OverviewScopePicker } from '../components/overview-scope-picker';
import { OverviewTable } from '../components/overview-table';
import { scopeFromSearch, searchOfScope, seoulMonth, type OverviewScope } from '../overview-scope';
import '../../core/admin-pages.css';
import './admin-overview.css';

const t = koAdmin.overview;

/** 엑셀 다운로드 of what the page shows, beside the applicants' CSV (the lecture's, or everyone's). */
function Downloads({ overview, query }: { overview: Overview; query: OverviewQuery }) {
  const [download, { isLoading }] = useDownloadOverviewXlsxMutation();
  return (
    <div className="admin-overview__downloads">
      <DownloadButton
        label={koAdmin.common.downloadXlsx}
        accessibleLabel={t.xlsxLabel(overview.title)}
        failed={koAdmin.common.downloadXlsxFailed}
        busy={isLoading}
        download={() => download(query).unwrap()}
      />
      {overview.lectureId === null ? (
        <CsvDownloadButton label={koAdmin.common.downloadAllCsv} />
      ) : (
        <CsvDownloadButton
          lectureId={overview.lectureId}
          label={koAdmin.common.downloadCsv}
          accessibleLabel={t.csvLabel(overview.title)}
        />
      )}
    </div>
  );
}

/**
 * /admin/overview (issue 19): a month's applications and money (this month in Seoul at first;
 * ?month=YYYY-MM) or one lecture's over its life (?lectureId=N), per lecture with a 합계, a
 * chart by day with its 일별 표, and the same figures as an Excel file.
 */
export function AdminOverviewPage() {
  useDocumentTitle(t.title);
  const [search, setSearch] = useSearchParams();
  const thisMonth = useMemo(() => seoulMonth(), []);
  const scope = useMemo(() => scopeFromSearch(search), [search]);
  const query = useMemo<OverviewQuery>(
    () => ('lectureId' in scope ? { lectureId: scope.lectureId } : { month: scope.month }),
    [scope],
  );
  // currentData: another month's figures must not stand in while this month's load.
  const { currentData, error, isFetching, refetch } = useAdminOverviewQuery(query, {
    refetchOnMountOrArgChange: true,
  });

  const choose = (next: OverviewScope) => setSearch(searchOfScope(next), { replace: true });

  return (
    <div className="admin-page admin-overview">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{t.title}</h1>
      </div>
      <p className="admin-panel__lead">{t.lead}</p>
      <OverviewScopePicker scope={scope} thisMonth={thisMonth} onChange={choose} />

      {!currentData && isFetching ? <AdminLoading /> : null}
      {error && !isFetching ? (
        <AdminLoadError
          detail={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {currentData ? (
        <section className="admin-overview__result" aria-busy={isFetching}>
          <div className="admin-overview__result-head">
            <h2 className="admin-overview__heading">{t.heading(currentData.title)}</h2>
            <Downloads overview={currentData} query={query} />
          </div>
          {currentData.lectures.length === 0 ? (
            <p className="admin-empty">{t.empty}</p>
          ) : (
            <OverviewTable overview={currentData} />
          )}
          <OverviewChart title={currentData.title} days={currentData.days} />
        </section>
      ) : null}
    </div>
  );
}

export default AdminOverviewPage;
