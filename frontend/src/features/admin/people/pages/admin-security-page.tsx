import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdminSecurity } from '@/copy/ko-admin-security';
import { errorMessage } from '@/lib/api-error';
import { formatInstant } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useForm } from '@/forms/use-form';
import { AdminLoadError, AdminLoading } from '../../core/components/admin-states';
import { AuthenticatorSetup, type AuthenticatorSecret } from '../../core/auth/authenticator-setup';
import { CodeForm } from '../components/code-form';
import { PasswordField } from '../components/password-field';
import { RecoveryCodesPanel } from '../../core/auth/recovery-codes-panel';
import {
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useStartTwoFactorMutation,
  useTwoFactorStatusQuery,
} from '../api';
import '../../core/admin-pages.css';
import '../../core/auth/two-factor.css';

const t = koAdminSecurity;

type Phase =
  | { kind: 'overview' }
  | { kind: 'setup'; setup: AuthenticatorSecret; password: string }
  | { kind: 'codes'; codes: string[] };

/**
 * /admin/security (보안 설정): the signed-in account's two-factor sign-in. Off: the password, then
 * an authenticator (QR code, key, first code), then the recovery codes once. On: new recovery
 * codes with a code, or turning it off with the password and a code. The password typed to start
 * is kept in this page's state only until the first code confirms the app.
 */
export default function AdminSecurityPage() {
  useDocumentTitle(t.title);
  const { data, error, isLoading, isFetching, refetch } = useTwoFactorStatusQuery();
  const [start, started] = useStartTwoFactorMutation();
  const [confirm] = useConfirmTwoFactorMutation();
  const [disable] = useDisableTwoFactorMutation();
  const [regenerate] = useRegenerateRecoveryCodesMutation();
  const [phase, setPhase] = useState<Phase>({ kind: 'overview' });
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // 2단계 인증 사용하기: the password, checked here first; a refusal is said under the form.
  const startForm = useForm<{ password: string }, 'password'>({
    initial: { password: '' },
    validate: ({ password }) => (password ? {} : { password: t.missingPassword }),
    order: ['password'],
    focus: () => passwordInput.current?.focus(),
    messagesOf: (caught) => [
      errorMessage(caught as Parameters<typeof errorMessage>[0]) || t.failed,
    ],
    showErrors: 'until-edited',
  });

  // Each step begins at its heading, for screen readers and keyboards alike.
  useEffect(() => {
    if (phase.kind !== 'overview') heading.current?.focus();
  }, [phase.kind]);

  const begin = async ({ password }: { password: string }) => {
    try {
      const setup = await start({ password }).unwrap();
      setPhase({ kind: 'setup', setup, password });
    } finally {
      // Asked again for every try: the page keeps it only until the app is confirmed.
      startForm.setValue('password', '');
    }
  };
  const startError = startForm.refusal?.messages[0];

  const finish = (message: string | null) => {
    setPhase({ kind: 'overview' });
    setNotice(message);
    void refetch();
  };

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{t.title}</h1>
      </div>
      <section className="two-factor" aria-labelledby="two-factor-heading">
        <h2 id="two-factor-heading" className="two-factor__title" ref={heading} tabIndex={-1}>
          {phase.kind === 'setup'
            ? t.setupTitle
            : phase.kind === 'codes'
              ? t.codesTitle
              : t.heading}
        </h2>
        {isLoading ? <AdminLoading /> : null}
        {error ? (
          <AdminLoadError
            detail={errorMessage(error)}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : null}
        {data && phase.kind === 'setup' ? (
          <AuthenticatorSetup
            setup={phase.setup}
            onCancel={() => setPhase({ kind: 'overview' })}
            onConfirm={async (code) => {
              const result = await confirm({ password: phase.password, code });
              if ('error' in result) return errorMessage(result.error) || t.failed;
              setPhase({ kind: 'codes', codes: result.data.recoveryCodes });
              return null;
            }}
          />
        ) : null}
        {data && phase.kind === 'codes' ? (
          <RecoveryCodesPanel codes={phase.codes} onDone={() => finish(t.enabledNotice)} />
        ) : null}
        {data && phase.kind === 'overview' ? (
          <>
            <p className="two-factor__lead">{t.lead}</p>
            {data.required ? <StatusMessage>{t.required}</StatusMessage> : null}
            {notice ? <StatusMessage>{notice}</StatusMessage> : null}
            <dl className="two-factor__facts">
              <div>
                <dt>{t.statusLabel}</dt>
                <dd>{data.enabled ? t.statusOn : t.statusOff}</dd>
              </div>
              {data.enabled && data.enabledAt ? (
                <div>
                  <dt>{t.enabledAt}</dt>
                  <dd>{formatInstant(data.enabledAt)}</dd>
                </div>
              ) : null}
              {data.enabled ? (
                <div>
                  <dt>{t.codesLeft}</dt>
                  <dd>{t.codesLeftValue(data.recoveryCodesLeft)}</dd>
                </div>
              ) : null}
            </dl>
            {!data.enabled ? (
              <form
                className="two-factor"
                onSubmit={(event) => {
                  setNotice(null);
                  void startForm.handleSubmit(begin)(event);
                }}
                noValidate
              >
                <p>{t.startLead}</p>
                <PasswordField
                  inputRef={passwordInput}
                  label={t.passwordLabel}
                  {...startForm.field('password')}
                />
                <div className="two-factor__actions">
                  <Button type="submit" disabled={started.isLoading} aria-busy={started.isLoading}>
                    {started.isLoading ? t.starting : t.start}
                  </Button>
                </div>
              </form>
            ) : null}
            {startError ? <StatusMessage tone="error">{startError}</StatusMessage> : null}
            {data.enabled ? (
              <>
                <CodeForm
                  title={t.regenerateTitle}
                  lead={t.regenerateLead}
                  submit={t.regenerate}
                  submitting={t.regenerating}
                  onSubmit={async (code) => {
                    const result = await regenerate(code);
                    if ('error' in result) return errorMessage(result.error) || t.failed;
                    setNotice(null);
                    setPhase({ kind: 'codes', codes: result.data.recoveryCodes });
                    return null;
                  }}
                />
                {!data.required ? (
                  <CodeForm
                    title={t.disableTitle}
                    lead={t.disableLead}
                    submit={t.disable}
                    submitting={t.disabling}
                    danger
                    askPassword
                    onSubmit={async (code, typed) => {
                      const result = await disable({ password: typed, code });
                      if ('error' in result) return errorMessage(result.error) || t.failed;
                      finish(t.disabled);
                      return null;
                    }}
                  />
                ) : null}
              </>
            ) : null}
          </>
        ) : null}
      </section>
    </div>
  );
}
