import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, SyntheticEvent } from 'react';
import { ko } from '@/copy/ko';

type AlertDialogProps = {
  open: boolean;
  message: string;
  title?: string;
  onClose: () => void;
};

/**
 * The in-page "alert" of ko-copy: a modal role="alertdialog" that takes focus, closes with
 * Enter or Escape (or its button), and gives focus back to where it was.
 * Built on <dialog> + showModal(), so the rest of the page is inert while it is open.
 */
export function AlertDialog({
  open,
  message,
  title = ko.dialog.alertTitle,
  onClose,
}: AlertDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    confirmRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open]);

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: keep React in charge of the open state.
    event.preventDefault();
    onClose();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onClose();
    }
  };

  if (!open) return null;

  return (
    <dialog
      ref={dialogRef}
      className="alert-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={handleCancel}
      onKeyDown={handleKeyDown}
    >
      <h2 id={titleId} className="alert-dialog__title">
        {title}
      </h2>
      <p id={messageId} className="alert-dialog__message">
        {message}
      </p>
      <div className="alert-dialog__actions">
        <button ref={confirmRef} type="button" className="btn btn--primary" onClick={onClose}>
          {ko.dialog.confirm}
        </button>
      </div>
    </dialog>
  );
}
