import type { SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/**
 * The textarea and the select of the money forms, built as forms/text-field.tsx builds an input:
 * a label, an optional hint and an error beside it, both named by aria-describedby, and
 * aria-invalid while the error shows.
 */
function describedBy(id: string, hint?: string, error?: string) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined };
}

function FieldNotes({ hintId, hint, errorId, error }: Record<string, string | undefined>) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

export function TextAreaField({ id, label, hint, error, ...rest }: TextAreaFieldProps) {
  const notes = describedBy(id, hint, error);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input admin-form__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={notes.describedBy}
        {...rest}
      />
      <FieldNotes hint={hint} error={error} hintId={notes.hintId} errorId={notes.errorId} />
    </div>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: string;
  /** The empty first choice ("…을 선택해 주세요"). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  error?: string;
};

export function SelectField({
  id,
  label,
  placeholder,
  options,
  hint,
  error,
  ...rest
}: SelectFieldProps) {
  const notes = describedBy(id, hint, error);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={notes.describedBy}
        {...rest}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes hint={hint} error={error} hintId={notes.hintId} errorId={notes.errorId} />
    </div>
  );
}

export { PendingLabel } from '../../core/components/pending-label';
