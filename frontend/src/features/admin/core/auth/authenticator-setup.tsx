import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { koAdminSecurity } from '@/copy/ko-admin-security';
import { CodeField } from './code-field';
import './two-factor.css';

const t = koAdminSecurity;

/** What the server gave for a new authenticator: the QR code (an SVG data URL) and the key. */
export interface AuthenticatorSecret {
  secret: string;
  qrCode: string;
}

/** The key in groups of four, easier to type into an app by hand (apps ignore the spaces). */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Adding an authenticator: the steps, the QR code (drawn by the server, with alt text), the key
 * for typing by hand, and the first code. `onConfirm` resolves to an error message to show, or
 * null when the code was right.
 */
export function AuthenticatorSetup({
  setup,
  onConfirm,
  onCancel,
}: {
  setup: AuthenticatorSecret;
  onConfirm: (code: string) => Promise<string | null>;
  onCancel?: () => void;
}) {
  const keyId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError(t.codeFormat);
      return;
    }
    setBusy(true);
    setError(await onConfirm(digits));
    setBusy(false);
  };

  return (
    <div className="two-factor">
      <ol className="two-factor__steps">
        <li>{t.step1}</li>
        <li>{t.step2}</li>
      </ol>
      <img className="two-factor__qr" src={setup.qrCode} alt={t.qrAlt} width={200} height={200} />
      <p id={keyId}>{t.manualLabel}</p>
      <code className="two-factor__key" aria-labelledby={keyId} data-testid="two-factor-key">
        {grouped(setup.secret)}
      </code>
      <form className="two-factor" onSubmit={submit} noValidate>
        <p>{t.step3}</p>
        <CodeField
          kind="app"
          label={t.codeLabel}
          value={code}
          error={error}
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
        />
        <div className="two-factor__actions">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t.confirming : t.confirm}
          </Button>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {t.cancel}
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
