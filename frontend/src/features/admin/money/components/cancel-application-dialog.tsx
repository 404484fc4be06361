import { useAlert } from '@/components/ui/use-alert';
import { koAdmin } from '@/copy/ko-admin';
import { useCancelApplicationMutation } from '../api';
import type { LectureApplicant } from '../../core/types';
import { ReasonConfirmDialog } from '../../core/components/reason-confirm-dialog';

const t = koAdmin.cancelApplication;

/** The server's limit on the reason. */
const REASON_MAX = 500;

/** The reason as sent (trimmed), or why it is refused. */
function checkReason(text: string) {
  const reason = text.trim();
  return reason ? { reason, error: null } : { reason: null, error: t.reasonRequired };
}

/**
 * 신청 취소(전액 환불) of one applicant, with the reason the centre must give: a modal <dialog>
 * (the page behind is inert, Escape closes it unless the request is under way), then
 * POST /api/admin/application/{id}/cancel once. A refusal (e.g. 503 from the provider, nothing
 * recorded) is shown in the dialog as the server says it; a success closes it and says what went
 * back to the family in an alert.
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
  const [cancel] = useCancelApplicationMutation();

  const confirm = async (reason: string) => {
    const answer = await cancel({
      applicationId: applicant.id,
      lectureId,
      body: { reason },
    }).unwrap();
    onClose();
    await showAlert(answer.message || t.done);
  };

  return (
    <ReasonConfirmDialog
      className="admin-cancel-dialog"
      title={t.title}
      lead={<p className="alert-dialog__message">{t.lead(applicant.name)}</p>}
      copy={t}
      maxLength={REASON_MAX}
      check={checkReason}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
