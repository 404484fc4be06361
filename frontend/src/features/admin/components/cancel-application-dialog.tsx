import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useAlert } from '@/components/ui/use-alert';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage } from '@/lib/api-error';
import { useCancelApplicationMutation } from '../api/admin-api';
import type { LectureApplicant } from '../api/types';

const t = koAdmin.cancelApplication;

/**
 * 신청 취소(전액 환불) of one applicant, with the reason the centre must give: a modal <dialog>
 * (the page behind is inert, Escape closes it unless the request is under way), then
 * POST /api/admin/application/{id}/cancel once. A refusal (e.g. 503 from the provider, nothing
 * recorded) is shown in the dialog as the server says it.
 */
export function CancelApplicationDialog({
  applicant,
  lectureId,
  onClose,
}: {
  /** Whose application: a lecture's applicant row, or a row of 신청자 관리. */
  applicant: Pick<LectureApplicant, 'id' | 'name'>;
  lectureId: number;
  onClose: () => void;
}) {
  const showAlert = useAlert();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const reasonId = useId();
  const [cancel, { isLoading }] = useCancelApplicationMutation();
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
    const text = reason.trim();
    if (!text) {
      setReasonError(t.reasonRequired);
      reasonRef.current?.focus();
      return;
    }
    setReasonError(null);
    setFailure(null);
    inFlight.current = true;
    try {
      const answer = await cancel({
        applicationId: applicant.id,
        lectureId,
        body: { reason: text },
      }).unwrap();
      inFlight.current = false;
      onClose();
      await showAlert(answer.message || t.done);
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
      className="alert-dialog admin-cancel-dialog"
      aria-labelledby={titleId}
      onCancel={handleCancelEvent}
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={isLoading}>
        <h2 id={titleId} className="alert-dialog__title">
          {t.title}
        </h2>
        <p className="alert-dialog__message">{t.lead(applicant.name)}</p>
        <div className="field">
          <label className="field__label" htmlFor={reasonId}>
            {t.reason}
          </label>
          <textarea
            ref={reasonRef}
            id={reasonId}
            className="field__input admin-cancel-dialog__reason"
            rows={3}
            maxLength={500}
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
