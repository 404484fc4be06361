import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { useAlert } from '@/components/ui/use-alert';
import { errorMessage } from '@/lib/api-error';
import { ConfirmDialog } from '@/forms/confirm-dialog';
import { usePhoneLayout } from '../use-phone-layout';
import { AdminLoadError, AdminLoading, TableScroll, failedBecause } from './admin-states';

type QueryError = Parameters<typeof errorMessage>[0];

/** What a list page's query gives (RTK Query's useQuery result, the parts the frame shows). */
export interface ListQuery {
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A back-office list (lectures, programs, notices, 문의): the title, which takes focus when the row
 * that had it is gone, the button to write a new one, then 불러오는 중..., the failure with 다시 시도,
 * the empty text, or the table in its sideways-scrolling region (on a phone, the list's cards
 * when it has them).
 */
export function AdminListPage({
  title,
  headingRef,
  newLink,
  lead,
  query,
  rowCount,
  empty,
  caption,
  children,
  cards,
  after,
}: {
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The button to write a new one; none for a list of what others send (문의). */
  newLink?: { to: string; label: string };
  lead?: ReactNode;
  query: ListQuery;
  /** Rows shown; undefined before the first answer. */
  rowCount: number | undefined;
  empty: string;
  caption: string;
  /** The table. */
  children: ReactNode;
  /** On a phone (up to 600 px), a card per row instead of the table (core/components/row-cards). */
  cards?: ReactNode;
  /** What follows the table (a dialog). */
  after?: ReactNode;
}) {
  const phone = usePhoneLayout();
  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 ref={headingRef} className="admin-page__title" tabIndex={-1}>
          {title}
        </h1>
        {newLink ? (
          <Link to={newLink.to} className={buttonClassName('primary')}>
            {newLink.label}
          </Link>
        ) : null}
      </div>
      {lead}
      {query.isLoading ? <AdminLoading /> : null}
      {query.error ? (
        <AdminLoadError
          detail={errorMessage(query.error as QueryError)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {rowCount === 0 ? <p className="admin-empty">{empty}</p> : null}
      {rowCount && phone && cards ? cards : null}
      {rowCount && !(phone && cards) ? <TableScroll label={caption}>{children}</TableScroll> : null}
      {after}
    </div>
  );
}

/** The words of a list's 삭제 confirmation. */
export interface DeleteWords<Row> {
  title: string;
  message: (row: Row) => string;
  confirm: string;
  cancel: string;
  busy: string;
  /** Said before the server's reason when the delete fails. */
  failed: string;
}

/**
 * 삭제 on a list row: asks first, sends it once, tells the server's answer (or why it failed) in
 * the alert, then puts focus on the page title if the row that had it is gone. `dialog` is the
 * question, to render after the table; `ask(row)` opens it.
 */
export function useConfirmedDelete<Row extends { id: number }>({
  remove,
  removing,
  words,
  onRemoved,
}: {
  remove: (id: number) => Promise<{ message: string }>;
  removing: boolean;
  words: DeleteWords<Row>;
  onRemoved?: (row: Row) => void;
}) {
  const showAlert = useAlert();
  const [pending, setPending] = useState<Row | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const confirm = async () => {
    if (!pending || removing) return;
    let message: string;
    try {
      message = (await remove(pending.id)).message;
      onRemoved?.(pending);
    } catch (caught) {
      message = failedBecause(words.failed, caught);
    }
    setPending(null);
    await showAlert(message);
    if (!document.activeElement || document.activeElement === document.body) {
      headingRef.current?.focus();
    }
  };

  const dialog = pending ? (
    <ConfirmDialog
      title={words.title}
      message={words.message(pending)}
      confirmLabel={words.confirm}
      cancelLabel={words.cancel}
      busy={removing}
      busyLabel={words.busy}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  ) : null;

  return { ask: setPending, dialog, headingRef };
}

/** A row's 수정 link, named after the row for screen readers (수정 alone says nothing). */
export function RowEditLink({ to, label, text }: { to: string; label: string; text: string }) {
  return (
    <Link to={to} className={buttonClassName('secondary', 'btn--small')} aria-label={label}>
      {text}
    </Link>
  );
}

/** A row's 삭제 button, named after the row; it only asks (useConfirmedDelete). */
export function RowDeleteButton({
  label,
  text,
  onClick,
}: {
  label: string;
  text: string;
  onClick: () => void;
}) {
  return (
    <Button
      variant="secondary"
      className="btn--small btn--danger-outline"
      aria-label={label}
      onClick={onClick}
    >
      {text}
    </Button>
  );
}
