import { FieldNotes, describedBy } from './field-notes';
import type { TextareaHTMLAttributes } from 'react';

// Beside TextField, for the lazily loaded form pages only.

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** A line under the box, such as how many characters are typed (read out when it changes). */
  counter?: string;
};

/** A labelled multi-line box with an optional hint, counter and error, described like TextField. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  counter,
  ...areaProps
}: TextAreaFieldProps) {
  return (
    <div className="field" data-field={id}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input field__input--area"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...areaProps}
      />
      {counter ? (
        <p className="field__counter" aria-live="polite">
          {counter}
        </p>
      ) : null}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
