import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, SyntheticEvent } from 'react';
import { buttonClassName } from '@/components/ui/button';

type ConfirmDialogProps = {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** While true both buttons are disabled and Escape does nothing (the request is under way). */
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * (In forms/ rather than components/ui: only lazy pages use it, the admin area and 내 정보, so it
 * stays out of the shared chunk every public page loads.)
 * A modal yes/no question (mounted while open): <dialog> + showModal() makes the rest of the page
 * inert, Tab cycles between the two buttons, Escape cancels, focus starts on the harmless choice
 * (cancel) and goes back where it was when the dialog closes.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const handleCancelEvent = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (!busy) onCancel();
  };

  // Keep Tab inside the dialog (the browser would otherwise move on to its own toolbar).
  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const first = cancelRef.current;
    const last = confirmRef.current;
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className="alert-dialog admin-confirm"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      aria-busy={busy}
      onCancel={handleCancelEvent}
      onKeyDown={handleKeyDown}
    >
      <h2 id={titleId} className="alert-dialog__title">
        {title}
      </h2>
      <p id={messageId} className="alert-dialog__message">
        {message}
      </p>
      <div className="alert-dialog__actions admin-confirm__actions">
        <button
          ref={cancelRef}
          type="button"
          className={buttonClassName('secondary')}
          onClick={onCancel}
          disabled={busy}
        >
          {cancelLabel}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className={buttonClassName('primary', 'btn--danger')}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
