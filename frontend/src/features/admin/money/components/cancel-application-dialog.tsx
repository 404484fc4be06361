import { useAlert } from '@/components/ui/use-alert';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdmin } from '@/copy/ko-admin';
import { koAdminRefunds } from '@/copy/ko-admin-refunds';
import { formatWon } from '@/lib/format';
import { useCancelApplicationMutation, useCancelQuoteQuery, type CancelQuote } from '../api';
import type { LectureApplicant } from '../../core/types';
import {
  ReasonConfirmDialog,
  type ReasonConfirmStep,
} from '../../core/components/reason-confirm-dialog';

const t = koAdmin.cancelApplication;
const q = koAdminRefunds.cancel;

/** The server's limit on the reason. */
const REASON_MAX = 500;

/** The reason as sent (trimmed), or why it is refused. */
function checkReason(text: string) {
  const reason = text.trim();
  return reason ? { reason, error: null } : { reason: null, error: t.reasonRequired };
}

/**
 * The question asked once before the cancel is sent (issue 36), from the server's quote: the
 * won that go back and where, in words (카드 취소, 계좌 환불, 현금 직접 반환…), and whether for
 * this administrator it becomes a request for the owner.
 */
export function cancelStep(quote: CancelQuote, reason: string): ReasonConfirmStep {
  const won = formatWon(quote.amount);
  const destination = quote.destination
    ? (koAdminRefunds.destinations[quote.destination] ?? quote.destination)
    : null;
  const details = [
    ...(destination ? [destination] : []),
    ...(quote.account
      ? [koAdminRefunds.awaitedAccount(quote.account.bankName, quote.account.last4)]
      : []),
    ...(quote.needsApproval ? [q.requestNote] : []),
    q.reason(reason),
  ];
  if (quote.needsApproval) {
    return {
      question: q.questionRequest(won),
      details,
      confirmLabel: q.request,
      backLabel: q.back,
    };
  }
  return {
    question: quote.amount > 0 ? q.question(won) : q.questionNothing,
    details,
    confirmLabel: t.confirm,
    backLabel: q.back,
  };
}

/**
 * 신청 취소(전액 환불) of one applicant, with the reason the centre must give: a modal <dialog>
 * (the page behind is inert, Escape closes it unless the request is under way). The server's
 * quote of the cancel is asked as it opens; the checked reason then asks once more with the
 * amount and where it goes, and only that sends POST /api/admin/application/{id}/cancel. While
 * the quote loads, or when the cancel cannot be done here (a deposited virtual account), it says
 * so and asks nothing. A refusal (e.g. 503 from the provider, nothing recorded) is shown in the
 * dialog as the server says it; a success closes it and says what went back in an alert.
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
  const { data: quote, isError } = useCancelQuoteQuery(applicant.id, {
    refetchOnMountOrArgChange: true,
  });

  const confirm = async (reason: string) => {
    const answer = await cancel({
      applicationId: applicant.id,
      lectureId,
      body: { reason },
    }).unwrap();
    onClose();
    await showAlert(answer.message || t.done);
  };

  let hold = null;
  if (isError) hold = <StatusMessage tone="error">{q.loadFailed}</StatusMessage>;
  else if (!quote) hold = <StatusMessage>{q.loading}</StatusMessage>;
  else if (quote.blocked)
    hold = <StatusMessage tone="error">{q.blocked(quote.blocked)}</StatusMessage>;

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
      confirmStep={quote ? (reason) => cancelStep(quote, reason) : undefined}
      hold={hold}
    />
  );
}
