import { koAdmin } from '@/copy/ko-admin';
import { useCloseLectureMutation } from '../api';
import type { LectureClosure } from '../../core/types';
import { CLOSURE_REASON_MAX, checkClosureReason } from '../closure/closure-form';
import { ReasonConfirmDialog } from '../../core/components/reason-confirm-dialog';

const t = koAdmin.closure;

/** The reason as sent (trimmed), or the sentence that refuses it. */
function checkReason(text: string) {
  const checked = checkClosureReason(text);
  return checked.error ? { reason: null, error: t[checked.error] } : checked;
}

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
  const [close] = useCloseLectureMutation();

  const confirm = async (reason: string) => {
    onClosed(await close({ lectureId, body: { reason } }).unwrap());
  };

  return (
    <ReasonConfirmDialog
      className="admin-cancel-dialog admin-closure-dialog"
      title={t.dialogTitle}
      lead={
        <>
          <p className="alert-dialog__message">{t.lead(title)}</p>
          <ul className="admin-closure-dialog__list">
            {t.consequences.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="admin-closure-dialog__warning">{t.irreversible}</p>
        </>
      }
      describedByLead
      leadClassName="admin-closure-dialog__lead"
      copy={t}
      maxLength={CLOSURE_REASON_MAX}
      check={checkReason}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
