import { Fragment, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { useAlert } from '@/components/ui/use-alert';
import { paths } from '@/config/paths';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminLecturesQuery, useDeleteLectureMutation } from '../api/admin-api';
import type { AdminLectureRow } from '../api/types';
import { AdminLoadError, AdminLoading, TableScroll } from '../components/admin-states';
import { ConfirmDialog } from '../../../forms/confirm-dialog';
import { LectureApplicants } from '../components/lecture-applicants';
import { LectureSeats } from '../components/lecture-seats';
import { LectureWaitlist } from '../components/lecture-waitlist';
import '../admin-pages.css';

const COLUMN_COUNT = 5;

/** /admin/lecture: every lecture, newest first, with edit, applicants and delete per row. */
export function AdminLectureListPage() {
  const t = koAdmin.lectureList;
  useDocumentTitle(t.title);
  const showAlert = useAlert();
  const { data, error, isLoading, isFetching, refetch } = useAdminLecturesQuery();
  const [deleteLecture, { isLoading: deleting }] = useDeleteLectureMutation();
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<AdminLectureRow | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const rows = useMemo(() => [...(data ?? [])].sort((a, b) => b.id - a.id), [data]);

  const toggle = (id: number) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const confirmDelete = async () => {
    if (!pendingDelete || deleting) return;
    const lecture = pendingDelete;
    let message: string;
    try {
      message = (await deleteLecture(lecture.id).unwrap()).message;
      setOpenIds((current) => {
        const next = new Set(current);
        next.delete(lecture.id);
        return next;
      });
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
        <Link to={paths.admin.newLecture} className={buttonClassName('primary')}>
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
      {data && rows.length === 0 ? <p className="admin-empty">{t.empty}</p> : null}
      {rows.length > 0 ? (
        <TableScroll label={t.caption}>
          <table className="admin-table" aria-busy={isFetching}>
            <caption className="visually-hidden">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.title}</th>
                <th scope="col">{t.columns.instructor}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col" className="admin-num">
                  {t.columns.applicants}
                </th>
                <th scope="col">{t.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((lecture) => {
                const open = openIds.has(lecture.id);
                const panelId = `lecture-${lecture.id}-applicants`;
                return (
                  <Fragment key={lecture.id}>
                    <tr className={lecture.archived ? 'admin-row--archived' : undefined}>
                      <th scope="row" className="admin-table__title">
                        {lecture.title}
                      </th>
                      <td>{lecture.instructor_name}</td>
                      <td className="admin-nowrap">
                        {lecture.archived ? (
                          <span className="admin-tag admin-tag--archived">{t.archived}</span>
                        ) : (
                          lecture.reg_status
                        )}
                      </td>
                      <td className="admin-num">{lecture.applicant_count}</td>
                      <td>
                        <div className="admin-row-actions">
                          <Link
                            to={paths.admin.editLecture(lecture.id)}
                            className={buttonClassName('secondary', 'btn--small')}
                            aria-label={t.editLabel(lecture.title)}
                          >
                            {t.edit}
                          </Link>
                          <Button
                            variant="secondary"
                            className="btn--small"
                            aria-expanded={open}
                            aria-controls={open ? panelId : undefined}
                            aria-label={
                              open
                                ? t.hideApplicantsLabel(lecture.title)
                                : t.showApplicantsLabel(lecture.title)
                            }
                            onClick={() => toggle(lecture.id)}
                          >
                            {open ? t.hideApplicants : t.showApplicants}
                          </Button>
                          <Button
                            variant="secondary"
                            className="btn--small btn--danger-outline"
                            aria-label={t.deleteLabel(lecture.title)}
                            onClick={() => setPendingDelete(lecture)}
                          >
                            {t.delete}
                          </Button>
                        </div>
                      </td>
                    </tr>
                    {open ? (
                      <tr className="admin-subrow">
                        <td colSpan={COLUMN_COUNT} id={panelId}>
                          <LectureSeats lectureId={lecture.id} title={lecture.title} />
                          <LectureApplicants lectureId={lecture.id} title={lecture.title} />
                          <LectureWaitlist lectureId={lecture.id} title={lecture.title} />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
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

export default AdminLectureListPage;
