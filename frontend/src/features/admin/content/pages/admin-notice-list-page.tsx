import { adminPaths } from '@/config/admin-paths';
import { koAdminNotices } from '@/copy/ko-admin-notices';
import { formatDay, formatInstant } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminNoticesQuery, useDeleteNoticeMutation } from '../api';
import type { AdminNoticeRow } from '../api';
import {
  AdminListPage,
  RowDeleteButton,
  RowEditLink,
  useConfirmedDelete,
} from '../../core/components/admin-list-page';
import '../../core/admin-pages.css';
import './admin-notices.css';

/** /admin/notice: every notice, drafts too, pinned first, with edit and delete per row. */
export function AdminNoticeListPage() {
  const t = koAdminNotices.list;
  useDocumentTitle(t.title);
  const query = useAdminNoticesQuery();
  const { data, isFetching } = query;
  const [deleteNotice, { isLoading: deleting }] = useDeleteNoticeMutation();
  const { ask, dialog, headingRef } = useConfirmedDelete<AdminNoticeRow>({
    remove: (id) => deleteNotice(id).unwrap(),
    removing: deleting,
    words: {
      title: t.confirmDeleteTitle,
      message: (notice) => t.confirmDelete(notice.title),
      confirm: t.confirmDeleteButton,
      cancel: t.cancel,
      busy: t.deleting,
      failed: t.deleteFailed,
    },
  });

  return (
    <AdminListPage
      title={t.title}
      headingRef={headingRef}
      newLink={{ to: adminPaths.newNotice, label: t.newPost }}
      query={query}
      rowCount={data?.length}
      empty={t.empty}
      caption={t.caption}
      after={dialog}
    >
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
          {(data ?? []).map((notice) => (
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
                  <RowEditLink
                    to={adminPaths.editNotice(notice.id)}
                    label={t.editLabel(notice.title)}
                    text={t.edit}
                  />
                  <RowDeleteButton
                    label={t.deleteLabel(notice.title)}
                    text={t.delete}
                    onClick={() => ask(notice)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminListPage>
  );
}

export default AdminNoticeListPage;
