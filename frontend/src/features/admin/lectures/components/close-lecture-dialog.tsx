import { StatusMessage } from '@/components/ui/status-message';
import { koAdmin } from '@/copy/ko-admin';
import { koAdminRefunds } from '@/copy/ko-admin-refunds';
import { formatWon } from '@/lib/format';
import { useCloseLectureMutation } from '../api';
import type { LectureClosure } from '../../core/types';
import { useClosureQuoteQuery, type ClosureQuote } from '../closure/closure-api';
import { CLOSURE_REASON_MAX, checkClosureReason } from '../closure/closure-form';
import {
  ReasonConfirmDialog,
  type ReasonConfirmStep,
} from '../../core/components/reason-confirm-dialog';

const t = koAdmin.closure;
const q = koAdminRefunds.closure;

/**
 * The question asked once before the 폐강 is sent (issue 36), from the server's quote: how many
 * applications, the won that go back in all, and by where they go (카드 취소 N명 · …), with what
 * the job refunds on its own and what the centre must hand back itself.
 */
export function closureStep(quote: ClosureQuote, reason: string): ReasonConfirmStep {
  const groups = quote.groups.map((group) =>
    q.group(
      q.groupWords[group.destination] ?? group.destination,
      group.count,
      formatWon(group.amount),
    ),
  );
  const byPerson = quote.refundTotal - quote.automaticTotal;
  return {
    question:
      quote.applications > 0
        ? q.question(quote.applications, formatWon(quote.refundTotal))
        : q.nobody,
    details: [
      ...groups,
      ...(quote.automaticTotal > 0 ? [q.automatic(formatWon(quote.automaticTotal))] : []),
      ...(byPerson > 0 ? [q.byPerson(formatWon(byPerson))] : []),
      q.reason(reason),
    ],
    confirmLabel: t.confirm,
    backLabel: q.back,
  };
}

/** The reason as sent (trimmed), or the sentence that refuses it. */
function checkReason(text: string) {
  const checked = checkClosureReason(text);
  return checked.error ? { reason: null, error: t[checked.error] } : checked;
}

/**
 * 폐강 of a whole lecture, after saying plainly what it does and that it cannot be undone: a modal
 * <dialog> (the page behind is inert; Escape closes it unless the request is under way; focus
 * starts on the required reason); the checked reason then asks once more with the server's
 * totals (closureStep), and only that sends POST /api/admin/lecture/{id}/close once. A refusal (409:
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
  const { data: quote, isError } = useClosureQuoteQuery(lectureId, {
    refetchOnMountOrArgChange: true,
  });
  let hold = null;
  if (isError) hold = <StatusMessage tone="error">{q.loadFailed}</StatusMessage>;
  else if (!quote) hold = <StatusMessage>{q.loading}</StatusMessage>;

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
      confirmStep={quote ? (reason) => closureStep(quote, reason) : undefined}
      hold={hold}
    />
  );
}
