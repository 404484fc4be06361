import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { StatusMessage } from '@/components/ui/status-message';
import { useForm } from '@/forms/use-form';
import { failedBecause } from './admin-states';
import { MoneyConfirm } from './money-confirm';
import { useMoneyConfirm } from './use-money-confirm';

/** The words of a ReasonConfirmDialog, from koAdmin. */
export interface ReasonConfirmCopy {
  reason: string;
  reasonHint: string;
  close: string;
  confirm: string;
  confirming: string;
  failed: string;
}

/** The second question of a money action (issue 36), asked with the checked reason. */
export interface ReasonConfirmStep {
  question: string;
  details: readonly string[];
  confirmLabel: string;
  backLabel: string;
}

/**
 * A modal <dialog> that asks for a required reason before one irreversible request (신청 취소,
 * 폐강): the page behind is inert; focus starts on the reason and goes back to where it was;
 * Escape or 닫기 closes it unless the request is under way. The reason is checked first (its
 * error tied to the field), then `onConfirm` runs once; if it throws, the server's words are
 * shown in the dialog after `copy.failed`, and the reason stays.
 *
 * With `confirmStep` (money actions, issue 36) the checked reason first asks once more, with the
 * amount and where the money goes (MoneyConfirm, in place of the buttons); only its action sends.
 * `hold` (a sentence: the quote is loading, or the action cannot be done now) is shown above the
 * buttons and keeps the action from being asked.
 */
export function ReasonConfirmDialog({
  className,
  title,
  lead,
  describedByLead = false,
  leadClassName,
  copy,
  maxLength,
  check,
  onConfirm,
  onClose,
  confirmStep,
  hold = null,
}: {
  /** Classes after `alert-dialog`. */
  className: string;
  title: string;
  lead: ReactNode;
  /** The lead is the dialog's accessible description. */
  describedByLead?: boolean;
  leadClassName?: string;
  copy: ReasonConfirmCopy;
  maxLength: number;
  /** The reason as sent, or the sentence that refuses it. */
  check: (text: string) => { reason: string; error: null } | { reason: null; error: string };
  /** Sends the request; resolves when it succeeded, throws (an RTK Query error) when refused. */
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
  /** The question asked once more before sending, or none (sent on the first press). */
  confirmStep?: (reason: string) => ReasonConfirmStep;
  /** Why the action cannot be asked now (shown; the button stays disabled); null when it can. */
  hold?: ReactNode;
}) {
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const leadId = useId();
  const reasonId = useId();
  const form = useForm<{ reason: string }, 'reason'>({
    initial: { reason: '' },
    validate: ({ reason }) => {
      const { error } = check(reason);
      return error === null ? {} : { reason: error };
    },
    order: ['reason'],
    focus: () => reasonRef.current?.focus(),
    // A refusal is said as a whole under the reason (failedBecause reads the server's words).
    messagesOf: () => [],
  });
  const busy = form.submitting;
  const { error: reasonError, ...reason } = form.field('reason');
  const failure = form.refusal ? failedBecause(copy.failed, form.refusal.caught) : null;

  const checked = (values: { reason: string }) => check(values.reason).reason;
  const asked = useMoneyConfirm(form.handleSubmit, checked, onConfirm);
  const onSubmit = confirmStep
    ? asked.ask
    : form.handleSubmit(async (values) => {
        const reason = checked(values);
        if (reason !== null) await onConfirm(reason);
      });
  const step = confirmStep && asked.asking !== null ? confirmStep(asked.asking) : null;

  const hintId = `${reasonId}-hint`;
  const errorId = `${reasonId}-error`;
  return (
    <Dialog
      className={`alert-dialog ${className}`}
      labelledBy={titleId}
      describedBy={describedByLead ? leadId : undefined}
      dismissible={!busy}
      initialFocus={reasonRef}
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          if (hold) event.preventDefault();
          else void onSubmit(event);
        }}
        // A change after the question: asked again with what is typed now.
        onInput={asked.back}
        aria-busy={busy}
      >
        <h2 id={titleId} className="alert-dialog__title">
          {title}
        </h2>
        <div id={leadId} className={leadClassName}>
          {lead}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={reasonId}>
            {copy.reason}
          </label>
          <textarea
            ref={reasonRef}
            id={reasonId}
            className="field__input admin-cancel-dialog__reason"
            rows={3}
            maxLength={maxLength}
            required
            aria-required="true"
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${errorId} ${hintId}` : hintId}
            {...reason}
          />
          <p id={hintId} className="field__hint">
            {copy.reasonHint}
          </p>
          {reasonError ? (
            <p id={errorId} className="field-error">
              {reasonError}
            </p>
          ) : null}
        </div>
        {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
        {hold ? <div className="admin-confirm__hold">{hold}</div> : null}
        {step ? (
          <MoneyConfirm
            question={step.question}
            details={step.details}
            confirmLabel={step.confirmLabel}
            busyLabel={copy.confirming}
            backLabel={step.backLabel}
            busy={busy}
            onConfirm={() => void asked.confirm()}
            onBack={() => {
              asked.back();
              reasonRef.current?.focus();
            }}
          />
        ) : (
          <div className="alert-dialog__actions admin-confirm__actions">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {copy.close}
            </Button>
            <Button type="submit" className="btn--danger" disabled={busy || Boolean(hold)}>
              {busy ? copy.confirming : copy.confirm}
            </Button>
          </div>
        )}
      </form>
    </Dialog>
  );
}
