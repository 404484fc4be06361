import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage } from '@/lib/api-error';
import { useCloseLectureMutation } from '../api/admin-api';
import type { LectureClosure } from '../api/types';
import { CLOSURE_REASON_MAX, checkClosureReason } from '../closure/closure-form';

const t = koAdmin.closure;

/**
 * 폐강 of a whole lecture, after saying plainly what it does and that it cannot be undone: a modal
 * <dialog> (the page behind is inert; Escape closes it unless the request is under way; focus
 * starts on the required reason), then POST /api/admin/lecture/{id}/close once. A refusal (409:
 * closed meanwhile) is shown in the dialog as the server says it; the lecture's status is asked
 * again whatever the answer.
 */
export function CloseLectureDialog({
  lectureId,
  title,
  onClose,
  onClosed,
}: {
  lectureId: number;
  title: string;
  onClose: () => void;
  onClosed: (closure: LectureClosure) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const leadId = useId();
  const reasonId = useId();
  const [close, { isLoading }] = useCloseLectureMutation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    reasonRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const handleCancelEvent = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (!inFlight.current) onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = checkClosureReason(reason);
    if (checked.error) {
      setReasonError(t[checked.error]);
      reasonRef.current?.focus();
      return;
    }
    setReasonError(null);
    setFailure(null);
    inFlight.current = true;
    try {
      const closure = await close({ lectureId, body: { reason: checked.reason } }).unwrap();
      inFlight.current = false;
      onClosed(closure);
    } catch (caught) {
      inFlight.current = false;
      const detail = errorMessage(caught as Parameters<typeof errorMessage>[0]);
      setFailure(detail ? `${t.failed} ${detail}` : t.failed);
    }
  };

  const hintId = `${reasonId}-hint`;
  const errorId = `${reasonId}-error`;
  return (
    <dialog
      ref={dialogRef}
      className="alert-dialog admin-cancel-dialog admin-closure-dialog"
      aria-labelledby={titleId}
      aria-describedby={leadId}
      onCancel={handleCancelEvent}
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={isLoading}>
        <h2 id={titleId} className="alert-dialog__title">
          {t.dialogTitle}
        </h2>
        <div id={leadId} className="admin-closure-dialog__lead">
          <p className="alert-dialog__message">{t.lead(title)}</p>
          <ul className="admin-closure-dialog__list">
            {t.consequences.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="admin-closure-dialog__warning">{t.irreversible}</p>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={reasonId}>
            {t.reason}
          </label>
          <textarea
            ref={reasonRef}
            id={reasonId}
            className="field__input admin-cancel-dialog__reason"
            rows={3}
            maxLength={CLOSURE_REASON_MAX}
            required
            aria-required="true"
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${errorId} ${hintId}` : hintId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={hintId} className="field__hint">
            {t.reasonHint}
          </p>
          {reasonError ? (
            <p id={errorId} className="field-error">
              {reasonError}
            </p>
          ) : null}
        </div>
        {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
        <div className="alert-dialog__actions admin-confirm__actions">
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            {t.close}
          </Button>
          <Button type="submit" className="btn--danger" disabled={isLoading}>
            {isLoading ? t.confirming : t.confirm}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
