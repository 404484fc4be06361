import { useId } from 'react';
import { CopyButton } from './copy-button';

/** What the copy button says: its label, then the outcome once (copied, or how to copy by hand). */
export interface CopyWords {
  label: string;
  copied: string;
  failed: string;
}

/**
 * An address the back office reads out or sends on (a payment link, a calendar feed): read-only,
 * selected whole on focus, with its hint and a copy button.
 */
export function CopyField({
  label,
  value,
  hint,
  copy,
  className,
}: {
  label: string;
  value: string;
  hint: string;
  copy: CopyWords;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label className="field__label" htmlFor={`${id}-value`}>
        {label}
      </label>
      <input
        id={`${id}-value`}
        className="field__input"
        readOnly
        value={value}
        aria-describedby={`${id}-hint`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <div>
        <CopyButton text={value} label={copy.label} copied={copy.copied} failed={copy.failed} />
      </div>
    </div>
  );
}
