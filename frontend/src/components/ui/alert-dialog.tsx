import { useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { ko } from '@/copy/ko';
import { Dialog } from './dialog';

type AlertDialogProps = {
  open: boolean;
  message: string;
  title?: string;
  onClose: () => void;
};

/**
 * The in-page "alert" of ko-copy: a modal role="alertdialog" (the Dialog primitive) whose focus
 * starts on its one button, that closes with Enter or Escape (or the button).
 */
export function AlertDialog({
  open,
  message,
  title = ko.dialog.alertTitle,
  onClose,
}: AlertDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onClose();
    }
  };

  if (!open) return null;

  return (
    <Dialog
      className="alert-dialog"
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      initialFocus={confirmRef}
      onClose={onClose}
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
    </Dialog>
  );
}
