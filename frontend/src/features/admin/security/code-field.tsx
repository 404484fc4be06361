import { useId, type Ref } from 'react';

/** What the field takes: the app's 6 digits, a recovery code, or either. */
export type CodeKind = 'app' | 'recovery' | 'either';

const INPUT_BY_KIND = {
  app: {
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    autoCapitalize: 'none',
    maxLength: 7,
  },
  recovery: { inputMode: 'text', autoComplete: 'off', autoCapitalize: 'characters', maxLength: 40 },
  either: {
    inputMode: undefined,
    autoComplete: 'one-time-code',
    autoCapitalize: 'characters',
    maxLength: 40,
  },
} as const;

/**
 * The one input of every two-factor form (sign-in, set-up, turning off, new recovery codes): its
 * label, the keyboard that suits the code, and the error announced and tied to the input.
 */
export function CodeField({
  kind,
  label,
  value,
  error,
  onChange,
  inputRef,
}: {
  kind: CodeKind;
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const inputId = useId();
  const errorId = useId();
  return (
    <>
      <div className="two-factor__field">
        <label htmlFor={inputId}>{label}</label>
        <input
          ref={inputRef}
          id={inputId}
          name={kind === 'recovery' ? 'recoveryCode' : 'code'}
          spellCheck={false}
          {...INPUT_BY_KIND[kind]}
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
