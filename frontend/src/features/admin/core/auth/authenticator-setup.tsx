import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { koAdminSecurity } from '@/copy/ko-admin-security';
import { useForm } from '@/forms/use-form';
import { CodeField } from './code-field';
import { Refused, refusalOf } from './refused';
import './two-factor.css';

const t = koAdminSecurity;

/** What the server gave for a new authenticator: the QR code (an SVG data URL) and the key. */
export interface AuthenticatorSecret {
  secret: string;
  qrCode: string;
}

/** The code as typed, without the spaces an app shows between its digits. */
const digitsOf = (code: string) => code.replace(/\s/g, '');

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
  const input = useRef<HTMLInputElement>(null);
  // The check's answer and the server's stay until the next keystroke.
  const form = useForm<{ code: string }, 'code'>({
    initial: { code: '' },
    validate: ({ code }) => (/^\d{6}$/.test(digitsOf(code)) ? {} : { code: t.codeFormat }),
    order: ['code'],
    focus: () => input.current?.focus(),
    fieldOf: () => 'code',
    messagesOf: refusalOf(t.failed),
    showErrors: 'until-edited',
  });
  const busy = form.submitting;

  const send = async ({ code }: { code: string }) => {
    const failed = await onConfirm(digitsOf(code));
    if (failed) throw new Refused(failed);
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
      <form
        className="two-factor"
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        noValidate
      >
        <p>{t.step3}</p>
        <CodeField kind="app" label={t.codeLabel} inputRef={input} {...form.field('code')} />
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
