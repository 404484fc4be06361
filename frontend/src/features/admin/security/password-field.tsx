import { useId } from 'react';

/**
 * The account's password, asked again in the same request by every change of its authenticator
 * (a stolen session alone binds no app): its label and the error tied to the input.
 */
export function PasswordField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  return (
    <>
      <div className="two-factor__field">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={200}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error ? (
        <p id={errorId} className="two-factor__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
