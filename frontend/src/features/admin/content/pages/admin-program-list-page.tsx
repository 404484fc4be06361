import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { useAlert } from '@/components/ui/use-alert';
import { adminPaths } from '@/config/admin-paths';
import { uploads } from '@/config/paths';
import { koAdminContent } from '@/copy/ko-admin-content';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useAdminProgramsQuery,
  useDeleteProgramMutation,
  useReorderProgramsMutation,
  useRestoreProgramMutation,
} from '../api';
import type { AdminProgramRow } from '../../core/types';
import { AdminListPage, useConfirmedDelete } from '../../core/components/admin-list-page';
import { failedBecause } from '../../core/components/admin-states';
import { RowCard, RowCards } from '../../core/components/row-cards';
import '../../core/admin-pages.css';

/**
 * /admin/program: every program in the public list's order (archived ones last), with 위로 and
 * 아래로 per row (saved at once), edit, delete (or archive) and 다시 공개.
 */
export function AdminProgramListPage() {
  const t = koAdminContent.programs;
  useDocumentTitle(t.title);
  const showAlert = useAlert();
  const query = useAdminProgramsQuery();
  const { data, isFetching } = query;
  const [reorder, { isLoading: reordering }] = useReorderProgramsMutation();
  const [deleteProgram, { isLoading: deleting }] = useDeleteProgramMutation();
  const [restoreProgram, { isLoading: restoring }] = useRestoreProgramMutation();
  const [status, setStatus] = useState('');
  const { ask, dialog, headingRef } = useConfirmedDelete<AdminProgramRow>({
    remove: (id) => deleteProgram(id).unwrap(),
    removing: deleting,
    words: {
      title: t.deleteTitle,
      message: (program) => t.deleteMessage(program.title),
      confirm: t.deleteConfirm,
      cancel: t.cancel,
      busy: t.deleting,
      failed: t.deleteFailed,
    },
  });

  const rows = data ?? [];
  const live = rows.filter((row) => !row.archived);
  /** The button to focus once the new order shows (and the buttons are enabled again). */
  const focusNext = useRef<{ id: string; order: string } | null>(null);
  const order = live.map((row) => row.id).join('/');

  useEffect(() => {
    // Once the table shows the new order (the refetch after the save), not before.
    if (reordering || !focusNext.current || focusNext.current.order !== order) return;
    // At the top or the bottom its own button is disabled: the other direction's then.
    const { id } = focusNext.current;
    const other = id.endsWith('-up') ? id.replace(/-up$/, '-down') : id.replace(/-down$/, '-up');
    const enabled = [id, other]
      .map((candidate) => document.getElementById(candidate) as HTMLButtonElement | null)
      .find((button) => button && !button.disabled);
    if (enabled) {
      enabled.focus();
      focusNext.current = null;
    }
  }, [reordering, order]);

  const move = async (index: number, by: -1 | 1) => {
    const ids = live.map((row) => row.id);
    const target = index + by;
    if (reordering || target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target], ids[index]];
    // The moved row's button in the same direction, so a second press moves it on.
    focusNext.current = {
      id: `program-${live[index].id}-${by < 0 ? 'up' : 'down'}`,
      order: ids.join('/'),
    };
    try {
      await reorder(ids).unwrap();
      setStatus(t.reordered);
    } catch (caught) {
      await showAlert(failedBecause(t.reorderFailed, caught));
    }
  };

  const restore = async (row: AdminProgramRow) => {
    try {
      await showAlert((await restoreProgram(row.id).unwrap()).message);
    } catch (caught) {
      await showAlert(failedBecause(t.restoreFailed, caught));
    }
  };

  const orderButtons = (row: AdminProgramRow) => {
    const index = live.findIndex((item) => item.id === row.id);
    if (row.archived) return <span className="admin-tag admin-tag--archived">{t.archived}</span>;
    return (
      <div className="admin-row-actions">
        <Button
          id={`program-${row.id}-up`}
          variant="secondary"
          className="admin-icon-button"
          aria-label={t.moveUp(row.title)}
          disabled={index === 0 || reordering}
          onClick={() => void move(index, -1)}
        >
          ↑
        </Button>
        <Button
          id={`program-${row.id}-down`}
          variant="secondary"
          className="admin-icon-button"
          aria-label={t.moveDown(row.title)}
          disabled={index === live.length - 1 || reordering}
          onClick={() => void move(index, 1)}
        >
          ↓
        </Button>
      </div>
    );
  };

  const thumb = (row: AdminProgramRow) => (
    <img
      className="admin-program-thumb"
      src={uploads.program(row.thumbnail)}
      alt={t.thumbnailAlt(row.title)}
      width={64}
      height={48}
    />
  );

  const actions = (row: AdminProgramRow) => (
    <div className="admin-row-actions">
      <Link
        to={adminPaths.editProgram(row.id)}
        className={buttonClassName('secondary')}
        aria-label={`${row.title} ${t.edit}`}
      >
        {t.edit}
      </Link>
      {row.archived ? (
        <Button
          variant="secondary"
          disabled={restoring}
          onClick={() => void restore(row)}
          aria-label={`${row.title} ${t.restore}`}
        >
          {t.restore}
        </Button>
      ) : (
        <Button variant="ghost" onClick={() => ask(row)} aria-label={`${row.title} ${t.remove}`}>
          {t.remove}
        </Button>
      )}
    </div>
  );

  const price = (row: AdminProgramRow) => `${row.price.toLocaleString('ko-KR')}원`;

  const cards = (
    <RowCards label={t.caption} busy={isFetching}>
      {rows.map((row) => (
        <RowCard
          key={row.id}
          name={row.title}
          headingLevel={2}
          menu={thumb(row)}
          className={row.archived ? 'admin-row--archived' : undefined}
          facts={[
            { key: 'order', label: t.columns.order, value: orderButtons(row) },
            { key: 'price', label: t.columns.price, value: price(row) },
            { key: 'images', label: t.columns.images, value: t.imageCount(row.image_count) },
          ]}
        >
          <div className="admin-card__actions">{actions(row)}</div>
        </RowCard>
      ))}
    </RowCards>
  );

  return (
    <AdminListPage
      title={t.title}
      headingRef={headingRef}
      newLink={{ to: adminPaths.newProgram, label: t.newProgram }}
      lead={
        <>
          <p className="admin-panel__lead">{t.lead}</p>
          <p className="visually-hidden" role="status">
            {status}
          </p>
        </>
      }
      query={query}
      rowCount={data ? rows.length : undefined}
      empty={t.empty}
      caption={t.caption}
      cards={cards}
      after={dialog}
    >
      <table className="admin-table admin-program-table" aria-busy={isFetching}>
        <caption className="visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.order}</th>
            <th scope="col">{t.columns.thumbnail}</th>
            <th scope="col">{t.columns.title}</th>
            <th scope="col" className="admin-num">
              {t.columns.price}
            </th>
            <th scope="col" className="admin-num">
              {t.columns.images}
            </th>
            <th scope="col">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.archived ? 'admin-row--archived' : undefined}>
              <td className="admin-nowrap">{orderButtons(row)}</td>
              <td>{thumb(row)}</td>
              <th scope="row" className="admin-table__title">
                {row.title}
              </th>
              <td className="admin-num">{price(row)}</td>
              <td className="admin-num">{t.imageCount(row.image_count)}</td>
              <td>{actions(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminListPage>
  );
}

export default AdminProgramListPage;
