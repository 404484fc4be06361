import { FieldNotes, describedBy } from './field-notes';
import type { SelectHTMLAttributes } from 'react';

// Beside TextField, for the lazily loaded form pages only.

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: string;
  /** The choices as [value, label]; a first empty choice says `placeholder`. */
  options: readonly (readonly [string, string])[];
  placeholder: string;
  hint?: string;
  error?: string;
};

/** A labelled select with an optional hint and an error, described like TextField's input. */
export function SelectField({
  id,
  label,
  options,
  placeholder,
  hint,
  error,
  ...selectProps
}: SelectFieldProps) {
  return (
    <div className="field" data-field={id}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...selectProps}
      >
        <option value="">{placeholder}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
