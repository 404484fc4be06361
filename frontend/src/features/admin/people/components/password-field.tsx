import type { Ref } from 'react';
import type { FieldBinding } from '@/forms/use-form';
import { TwoFactorField } from '../../core/auth/two-factor-field';

/**
 * The account's password, asked again in the same request by every change of its authenticator
 * (a stolen session alone binds no app).
 */
export function PasswordField(
  props: FieldBinding & { label: string; inputRef?: Ref<HTMLInputElement> },
) {
  return (
    <TwoFactorField
      {...props}
      name="password"
      type="password"
      autoComplete="current-password"
      maxLength={200}
    />
  );
}
