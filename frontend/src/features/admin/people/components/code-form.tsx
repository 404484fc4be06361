import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { koAdminSecurity } from '@/copy/ko-admin-security';
import { useForm } from '@/forms/use-form';
import { CodeField } from '../../core/auth/code-field';
import { Refused, refusalOf } from '../../core/auth/refused';
import { PasswordField } from './password-field';

const t = koAdminSecurity;

type Values = { password: string; code: string };
const EMPTY: Values = { password: '', code: '' };

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
  const passwordInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const form = useForm<Values, keyof Values>({
    initial: EMPTY,
    // The password first (when asked), then the code: one sentence at a time.
    validate: ({ password, code }) =>
      askPassword && !password
        ? { password: t.missingPassword }
        : code.trim()
          ? {}
          : { code: t.missingCode },
    order: ['password', 'code'],
    focus: (field) => (field === 'password' ? passwordInput : codeInput).current?.focus(),
    // The server's refusal is about the code (or the password with it): said under the code.
    fieldOf: () => 'code',
    messagesOf: refusalOf(t.failed),
    showErrors: 'until-edited',
  });
  const busy = form.submitting;

  const send = async ({ code, password }: Values) => {
    const failed = await onSubmit(code.trim(), password);
    if (failed) throw new Refused(failed);
    form.reset(EMPTY);
  };

  return (
    <section className="two-factor__panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>{lead}</p>
      <form
        className="two-factor"
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        noValidate
      >
        {askPassword ? (
          <PasswordField
            inputRef={passwordInput}
            label={t.passwordLabel}
            {...form.field('password')}
          />
        ) : null}
        <CodeField
          inputRef={codeInput}
          kind="either"
          label={t.anyCodeLabel}
          {...form.field('code')}
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
