import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { PendingLabel } from './pending-label';

/**
 * The step between a checked money form and the request (issue 36): the question with the amount
 * ("30,000원을 환불할까요?"), where the money goes in words, and 돌아가기 or the action. Shown in
 * place of the form's buttons, inside the same dialog (no modal over a modal); the step takes
 * the focus so a screen reader says the question at once.
 */
export function MoneyConfirm({
  question,
  details,
  confirmLabel,
  busyLabel,
  backLabel,
  busy,
  onConfirm,
  onBack,
}: {
  question: string;
  details: readonly string[];
  confirmLabel: string;
  busyLabel: string;
  backLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const id = useId();
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => group.current?.focus(), []);
  return (
    <div
      ref={group}
      tabIndex={-1}
      className="admin-money__confirm"
      role="group"
      aria-labelledby={id}
    >
      <p id={id} className="admin-money__confirm-question">
        {question}
      </p>
      <ul className="admin-money__confirm-details">
        {details.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="admin-form__actions">
        <Button variant="secondary" disabled={busy} onClick={onBack}>
          {backLabel}
        </Button>
        <Button className="btn--danger" disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {busy ? <PendingLabel text={busyLabel} /> : confirmLabel}
        </Button>
      </div>
    </div>
  );
}
