import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminApplicationsQuery } from '../api';
import { useAdminLecturesQuery } from '../../core/api';
import type { ApplicationListRow } from '../../core/types';
import {
  isFiltered,
  readApplicantQuery,
  toApplicationSearch,
  writeApplicantQuery,
} from '../applicant-query';
import { AdminLoadError, AdminLoading } from '../../core/components/admin-states';
import { ApplicantFilters, type QueryChange } from '../components/applicant-filters';
import { ApplicantPagination } from '../components/applicant-pagination';
import {
  APPLICATION_COLUMN_LABELS,
  ApplicantTable,
  useApplicationColumns,
} from '../components/applicant-table';
import { applicantMenuId } from '../components/applicant-menu';
import { ApplicationMessages } from '../components/application-messages';
import { ApplicationMoneyDialog } from '../components/application-money-dialog';
import { CancelApplicationDialog } from '../components/cancel-application-dialog';
import { CsvDownloadButton } from '../../core/components/csv-download-button';
import { ColumnChooser } from '../../core/components/column-chooser';
import { usePhoneLayout } from '../../core/use-phone-layout';
import '../../core/admin-pages.css';
import './admin-user-list-page.css';

const MESSAGES_PANEL_ID = 'applicant-messages';

/**
 * /admin/user: every application, searched, filtered, sorted and paged by the server
 * (GET /api/admin/applications). The query lives in the address, so reload and back keep it;
 * while the next page loads, the current one stays on screen (aria-busy). Each row opens the
 * same 결제·환불 and 신청 취소 dialogs as a lecture's applicants (from its 관리 menu); what they
 * change invalidates 'AdminUser', so the page asks again for the same query and shows the new
 * state. The table fits the page, its columns chosen with 열 선택; a phone shows a card per row.
 */
export function AdminUserListPage() {
  const t = koAdmin.applicants;
  useDocumentTitle(t.title);
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readApplicantQuery(searchParams), [searchParams]);
  const { data, error, isLoading, isFetching, refetch } = useAdminApplicationsQuery(
    toApplicationSearch(query),
  );
  const lectures = useAdminLecturesQuery();
  const phone = usePhoneLayout();
  const columns = useApplicationColumns();
  const lectureRows = useMemo(
    () => [...(lectures.data ?? [])].sort((a, b) => b.id - a.id),
    [lectures.data],
  );
  // One application's 발송 내역 at a time, under the table.
  const [messagesOf, setMessagesOf] = useState<number | null>(null);
  // The row whose 결제·환불 or 신청 취소 dialog is open (a copy: the list may refresh under it).
  const [moneyOf, setMoneyOf] = useState<ApplicationListRow | null>(null);
  const [cancelling, setCancelling] = useState<ApplicationListRow | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const dialogOpen = moneyOf !== null || cancelling !== null;
  const dialogWasOpen = useRef(false);
  // A closing dialog gives the focus back to its row's 관리 button. When the row has left the list
  // meanwhile (its new state no longer matches the filter), the title takes it, not nowhere.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (dialogWasOpen.current && !dialogOpen && lost) titleRef.current?.focus();
    dialogWasOpen.current = dialogOpen;
  }, [dialogOpen]);

  const change = useCallback<QueryChange>(
    (partial, options) => {
      setSearchParams(
        (current) => writeApplicantQuery({ ...readApplicantQuery(current), ...partial }),
        { replace: options?.typing === true },
      );
      setMessagesOf(null);
    },
    [setSearchParams],
  );
  const reset = () => change({ q: '', lectureId: undefined, status: undefined, page: 1 });

  const closeMessages = () => {
    const opener =
      messagesOf === null ? null : document.getElementById(applicantMenuId(messagesOf));
    setMessagesOf(null);
    opener?.focus();
  };

  const page = error ? undefined : data;
  const lastPage = page ? Math.max(1, Math.ceil(page.total / page.size)) : 1;
  const shownMessages = page?.items.find((row) => row.id === messagesOf);

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 ref={titleRef} tabIndex={-1} className="admin-page__title">
          {t.title}
        </h1>
        <CsvDownloadButton label={koAdmin.common.downloadAllCsv} />
      </div>

      <ApplicantFilters query={query} lectures={lectureRows} onChange={change} />
      <div className="admin-applicant-summary">
        <p className="admin-applicant-summary__count" role="status" aria-live="polite">
          {page ? t.total(page.total) : ''}
        </p>
        <div className="admin-applicant-summary__tools">
          {isFiltered(query) ? (
            <Button variant="secondary" className="btn--small" onClick={reset}>
              {t.search.reset}
            </Button>
          ) : null}
          {!phone && page && page.items.length > 0 ? (
            <ColumnChooser columns={APPLICATION_COLUMN_LABELS} choice={columns} />
          ) : null}
        </div>
      </div>

      {isLoading ? <AdminLoading /> : null}
      {error ? (
        <AdminLoadError
          detail={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {page && page.items.length === 0 ? (
        <p className="admin-empty">{isFiltered(query) || page.total > 0 ? t.noResults : t.empty}</p>
      ) : null}
      {page && page.items.length > 0 ? (
        <ApplicantTable
          rows={page.items}
          caption={t.caption(t.sorts[query.sort])}
          busy={isFetching}
          cards={phone}
          columns={columns}
          messagesOf={messagesOf}
          onToggleMessages={(id) => setMessagesOf(messagesOf === id ? null : id)}
          onMoney={setMoneyOf}
          onCancel={setCancelling}
        />
      ) : null}
      {page ? (
        <ApplicantPagination
          page={query.page}
          lastPage={lastPage}
          onPage={(next) => change({ page: next })}
        />
      ) : null}
      {shownMessages ? (
        <ApplicationMessages
          key={shownMessages.id}
          id={MESSAGES_PANEL_ID}
          applicationId={shownMessages.id}
          name={shownMessages.name}
          lectureTitle={shownMessages.lectureTitle}
          onClose={closeMessages}
        />
      ) : null}
      {moneyOf ? (
        <ApplicationMoneyDialog
          key={moneyOf.id}
          applicant={moneyOf}
          lectureId={moneyOf.lectureId}
          onClose={() => setMoneyOf(null)}
        />
      ) : null}
      {cancelling ? (
        <CancelApplicationDialog
          key={cancelling.id}
          applicant={cancelling}
          lectureId={cancelling.lectureId}
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </div>
  );
}

export default AdminUserListPage;
