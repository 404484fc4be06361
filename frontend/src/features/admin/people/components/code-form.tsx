import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { koAdminSecurity } from '@/copy/ko-admin-security';
import { CodeField } from '../../core/auth/code-field';
import { PasswordField } from './password-field';

const t = koAdminSecurity;

/**
 * One field for a code from the app or a recovery code (and, with `askPassword`, the password
 * first), and one button: 해제하기, 새로 받기. `onSubmit` resolves to an error message to show,
 * or null.
 */
export function CodeForm({
  title,
  lead,
  submit,
  submitting,
  danger = false,
  askPassword = false,
  onSubmit,
}: {
  title: string;
  lead: string;
  submit: string;
  submitting: string;
  danger?: boolean;
  askPassword?: boolean;
  onSubmit: (code: string, password: string) => Promise<string | null>;
}) {
  const headingId = useId();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (askPassword && !password) {
      setPasswordError(t.missingPassword);
      return;
    }
    if (!code.trim()) {
      setError(t.missingCode);
      return;
    }
    setBusy(true);
    const failed = await onSubmit(code.trim(), password);
    setBusy(false);
    setError(failed);
    if (!failed) {
      setCode('');
      setPassword('');
    }
  };

  return (
    <section className="two-factor__panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>{lead}</p>
      <form className="two-factor" onSubmit={send} noValidate>
        {askPassword ? (
          <PasswordField
            label={t.passwordLabel}
            value={password}
            error={passwordError}
            onChange={(value) => {
              setPassword(value);
              setPasswordError(null);
            }}
          />
        ) : null}
        <CodeField
          kind="either"
          label={t.anyCodeLabel}
          value={code}
          error={error}
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
        />
        <div className="two-factor__actions">
          <Button
            type="submit"
            variant={danger ? 'secondary' : 'primary'}
            className={danger ? 'btn--danger-outline' : undefined}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? submitting : submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
