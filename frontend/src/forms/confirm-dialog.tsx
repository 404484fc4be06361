import { useId, useRef } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

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
 * A modal yes/no question on the Dialog primitive (mounted while open): focus starts on the
 * harmless choice (cancel), Escape cancels.
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  return (
    <Dialog
      className="alert-dialog admin-confirm"
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      busy={busy}
      dismissible={!busy}
      initialFocus={cancelRef}
      onClose={onCancel}
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
          type="button"
          className={buttonClassName('primary', 'btn--danger')}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
