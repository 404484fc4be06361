import { Fragment, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminPaths } from '@/config/admin-paths';
import { koAdmin } from '@/copy/ko-admin';
import { koAdminBroadcast } from '@/copy/ko-admin-broadcast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminLecturesQuery } from '../../core/api';
import { useDeleteLectureMutation } from '../api';
import { useAreaSlots } from '../../core/area-slots';
import type { AdminLectureRow } from '../../core/types';
import {
  AdminListPage,
  RowDeleteButton,
  RowEditLink,
  useConfirmedDelete,
} from '../../core/components/admin-list-page';
import { RowCard, RowCards } from '../../core/components/row-cards';
import { LectureSeats } from '../components/lecture-seats';
import { LectureWaitlist } from '../components/lecture-waitlist';
import '../../core/admin-pages.css';

const COLUMN_COUNT = 5;

const panelId = (lecture: AdminLectureRow) => `lecture-${lecture.id}-applicants`;

/**
 * /admin/lecture: every lecture, newest first, with edit, copy, applicants and delete per row; on
 * a phone a card per lecture, its buttons under its facts and its applicants inside it.
 */
export function AdminLectureListPage() {
  const t = koAdmin.lectureList;
  useDocumentTitle(t.title);
  const query = useAdminLecturesQuery();
  const { data, isFetching } = query;
  const [deleteLecture, { isLoading: deleting }] = useDeleteLectureMutation();
  const { LectureApplicants } = useAreaSlots();
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const { ask, dialog, headingRef } = useConfirmedDelete<AdminLectureRow>({
    remove: (id) => deleteLecture(id).unwrap(),
    removing: deleting,
    words: {
      title: t.confirmDeleteTitle,
      message: (lecture) => t.confirmDelete(lecture.title),
      confirm: t.confirmDeleteButton,
      cancel: t.cancel,
      busy: t.deleting,
      failed: t.deleteFailed,
    },
    onRemoved: (lecture) =>
      setOpenIds((current) => {
        const next = new Set(current);
        next.delete(lecture.id);
        return next;
      }),
  });

  const rows = useMemo(() => [...(data ?? [])].sort((a, b) => b.id - a.id), [data]);

  const toggle = (id: number) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const status = (lecture: AdminLectureRow) =>
    lecture.archived ? (
      <span className="admin-tag admin-tag--archived">{t.archived}</span>
    ) : (
      lecture.reg_status
    );

  const actions = (lecture: AdminLectureRow) => {
    const open = openIds.has(lecture.id);
    return (
      <div className="admin-row-actions">
        <RowEditLink
          to={adminPaths.editLecture(lecture.id)}
          label={t.editLabel(lecture.title)}
          text={t.edit}
        />
        <RowEditLink
          to={adminPaths.copyLecture(lecture.id)}
          label={t.copyLabel(lecture.title)}
          text={t.copy}
        />
        <RowEditLink
          to={adminPaths.lectureMessage(lecture.id)}
          label={koAdminBroadcast.rowLinkLabel(lecture.title)}
          text={koAdminBroadcast.rowLink}
        />
        <Button
          variant="secondary"
          className="btn--small"
          aria-expanded={open}
          aria-controls={open ? panelId(lecture) : undefined}
          aria-label={
            open ? t.hideApplicantsLabel(lecture.title) : t.showApplicantsLabel(lecture.title)
          }
          onClick={() => toggle(lecture.id)}
        >
          {open ? t.hideApplicants : t.showApplicants}
        </Button>
        <RowDeleteButton
          label={t.deleteLabel(lecture.title)}
          text={t.delete}
          onClick={() => ask(lecture)}
        />
      </div>
    );
  };

  const panels = (lecture: AdminLectureRow) => (
    <>
      <LectureSeats lectureId={lecture.id} title={lecture.title} />
      <LectureApplicants lectureId={lecture.id} title={lecture.title} />
      <LectureWaitlist lectureId={lecture.id} title={lecture.title} />
    </>
  );

  const cards = (
    <RowCards label={t.caption} busy={isFetching}>
      {rows.map((lecture) => (
        <RowCard
          key={lecture.id}
          name={lecture.title}
          headingLevel={2}
          className={lecture.archived ? 'admin-row--archived' : undefined}
          facts={[
            { key: 'instructor', label: t.columns.instructor, value: lecture.instructor_name },
            { key: 'status', label: t.columns.status, value: status(lecture) },
            { key: 'applicants', label: t.columns.applicants, value: lecture.applicant_count },
          ]}
        >
          <div className="admin-card__actions">{actions(lecture)}</div>
          {openIds.has(lecture.id) ? (
            <div id={panelId(lecture)} className="admin-card__panel">
              {panels(lecture)}
            </div>
          ) : null}
        </RowCard>
      ))}
    </RowCards>
  );

  return (
    <AdminListPage
      title={t.title}
      headingRef={headingRef}
      newLink={{ to: adminPaths.newLecture, label: t.newPost }}
      query={query}
      rowCount={data ? rows.length : undefined}
      empty={t.empty}
      caption={t.caption}
      cards={cards}
      after={dialog}
    >
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
          {rows.map((lecture) => (
            <Fragment key={lecture.id}>
              <tr className={lecture.archived ? 'admin-row--archived' : undefined}>
                <th scope="row" className="admin-table__title">
                  {lecture.title}
                </th>
                <td>{lecture.instructor_name}</td>
                <td className="admin-nowrap">{status(lecture)}</td>
                <td className="admin-num">{lecture.applicant_count}</td>
                <td>{actions(lecture)}</td>
              </tr>
              {openIds.has(lecture.id) ? (
                <tr className="admin-subrow">
                  <td colSpan={COLUMN_COUNT} id={panelId(lecture)}>
                    {panels(lecture)}
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </AdminListPage>
  );
}

export default AdminLectureListPage;
