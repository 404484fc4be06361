import { FieldNotes, describedBy } from './field-notes';
import type { InputHTMLAttributes } from 'react';

// Used by the lazily loaded form pages only: outside components/, so it stays out of the
// shared chunk that every page (the home page too) loads.

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

/**
 * A labelled input with an optional hint and an error beside it. The input names both in
 * aria-describedby and says aria-invalid while the error shows.
 */
export function TextField({ id, label, hint, error, ...inputProps }: TextFieldProps) {
  return (
    <div className="field" data-field={id}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...inputProps}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
