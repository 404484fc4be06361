import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { useAlert } from '@/components/ui/use-alert';
import { paths } from '@/config/paths';
import { koAdminNotices } from '@/copy/ko-admin-notices';
import { errorMessage } from '@/lib/api-error';
import { formatDay, formatInstant } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ConfirmDialog } from '../../../forms/confirm-dialog';
import { useAdminNoticesQuery, useDeleteNoticeMutation } from '../api/notices-api';
import type { AdminNoticeRow } from '../api/notices-api';
import { AdminLoadError, AdminLoading, TableScroll } from '../components/admin-states';
import '../admin-pages.css';
import './admin-notices.css';

/** /admin/notice: every notice, drafts too, pinned first, with edit and delete per row. */
export function AdminNoticeListPage() {
  const t = koAdminNotices.list;
  useDocumentTitle(t.title);
  const showAlert = useAlert();
  const { data, error, isLoading, isFetching, refetch } = useAdminNoticesQuery();
  const [deleteNotice, { isLoading: deleting }] = useDeleteNoticeMutation();
  const [pendingDelete, setPendingDelete] = useState<AdminNoticeRow | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const confirmDelete = async () => {
    if (!pendingDelete || deleting) return;
    let message: string;
    try {
      message = (await deleteNotice(pendingDelete.id).unwrap()).message;
    } catch (caught) {
      const detail = errorMessage(caught as Parameters<typeof errorMessage>[0]);
      message = detail ? `${t.deleteFailed} ${detail}` : t.deleteFailed;
    }
    setPendingDelete(null);
    await showAlert(message);
    // The row (and its delete button, where focus would return) may be gone: start from the title.
    if (!document.activeElement || document.activeElement === document.body) {
      headingRef.current?.focus();
    }
  };

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 ref={headingRef} className="admin-page__title" tabIndex={-1}>
          {t.title}
        </h1>
        <Link to={paths.admin.newNotice} className={buttonClassName('primary')}>
          {t.newPost}
        </Link>
      </div>

      {isLoading ? <AdminLoading /> : null}
      {error ? (
        <AdminLoadError
          detail={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {data && data.length === 0 ? <p className="admin-empty">{t.empty}</p> : null}
      {data && data.length > 0 ? (
        <TableScroll label={t.caption}>
          <table className="admin-table" aria-busy={isFetching}>
            <caption className="visually-hidden">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.title}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.publishedAt}</th>
                <th scope="col">{t.columns.updatedAt}</th>
                <th scope="col">{t.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((notice) => (
                <tr key={notice.id}>
                  <th scope="row" className="admin-table__title">
                    {notice.pinned ? (
                      <>
                        <span className="admin-tag admin-tag--pinned">{t.pinned}</span>{' '}
                      </>
                    ) : null}
                    {notice.title}
                  </th>
                  <td className="admin-nowrap">
                    <span
                      className={
                        notice.published
                          ? 'admin-tag admin-tag--published'
                          : 'admin-tag admin-tag--archived'
                      }
                    >
                      {notice.published ? t.published : t.draft}
                    </span>
                  </td>
                  <td className="admin-nowrap">
                    {notice.published_at ? formatDay(notice.published_at) : '-'}
                  </td>
                  <td className="admin-nowrap">{formatInstant(notice.updated_at)}</td>
                  <td>
                    <div className="admin-row-actions">
                      <Link
                        to={paths.admin.editNotice(notice.id)}
                        className={buttonClassName('secondary', 'btn--small')}
                        aria-label={t.editLabel(notice.title)}
                      >
                        {t.edit}
                      </Link>
                      <Button
                        variant="secondary"
                        className="btn--small btn--danger-outline"
                        aria-label={t.deleteLabel(notice.title)}
                        onClick={() => setPendingDelete(notice)}
                      >
                        {t.delete}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}

      {pendingDelete ? (
        <ConfirmDialog
          title={t.confirmDeleteTitle}
          message={t.confirmDelete(pendingDelete.title)}
          confirmLabel={t.confirmDeleteButton}
          cancelLabel={t.cancel}
          busy={deleting}
          busyLabel={t.deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setPendingDelete(null)}
        />
      ) : null}
    </div>
  );
}

export default AdminNoticeListPage;
