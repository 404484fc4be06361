import { useId, type InputHTMLAttributes, type Ref } from 'react';
import type { FieldBinding } from '@/forms/use-form';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'onBlur' | 'aria-invalid' | 'aria-describedby'
>;

/**
 * One labelled input of the two-factor forms (a code, the password asked again): its label and
 * the error announced and tied to the input. The value, error and handlers are the form's
 * binding (useForm's `field()`); the input's own attributes come from the caller.
 */
export function TwoFactorField({
  label,
  value,
  error,
  onChange,
  onBlur,
  inputRef,
  ...input
}: InputProps &
  FieldBinding & {
    label: string;
    inputRef?: Ref<HTMLInputElement>;
  }) {
  const inputId = useId();
  const errorId = useId();
  return (
    <>
      <div className="two-factor__field">
        <label htmlFor={inputId}>{label}</label>
        <input
          {...input}
          ref={inputRef}
          id={inputId}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={onChange}
          onBlur={onBlur}
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
