import { TwoFactorField } from '../../core/auth/two-factor-field';

/**
 * The account's password, asked again in the same request by every change of its authenticator
 * (a stolen session alone binds no app).
 */
export function PasswordField(props: {
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
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
