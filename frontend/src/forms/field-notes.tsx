/** The ids a field's control names in aria-describedby: its error first, then its hint. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return (
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
  );
}

/** A field's hint and error under its control (TextField, SelectField). */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
