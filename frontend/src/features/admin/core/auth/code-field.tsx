import type { Ref } from 'react';
import type { FieldBinding } from '@/forms/use-form';
import { TwoFactorField } from './two-factor-field';

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
 * The one input of every two-factor form (sign-in, set-up, turning off, new recovery codes): the
 * keyboard that suits the code.
 */
export function CodeField({
  kind,
  ...field
}: FieldBinding & {
  kind: CodeKind;
  label: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <TwoFactorField
      {...field}
      name={kind === 'recovery' ? 'recoveryCode' : 'code'}
      spellCheck={false}
      {...INPUT_BY_KIND[kind]}
    />
  );
}
