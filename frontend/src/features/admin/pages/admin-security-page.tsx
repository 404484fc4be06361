import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdminSecurity } from '@/copy/ko-admin-security';
import { errorMessage } from '@/lib/api-error';
import { formatInstant } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminLoadError, AdminLoading } from '../components/admin-states';
import { AuthenticatorSetup, type AuthenticatorSecret } from '../security/authenticator-setup';
import { CodeForm } from '../security/code-form';
import { RecoveryCodesPanel } from '../security/recovery-codes-panel';
import {
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useStartTwoFactorMutation,
  useTwoFactorStatusQuery,
} from '../security/two-factor-api';
import '../admin-pages.css';
import '../security/two-factor.css';

const t = koAdminSecurity;

type Phase =
  | { kind: 'overview' }
  | { kind: 'setup'; setup: AuthenticatorSecret }
  | { kind: 'codes'; codes: string[] };

/**
 * /admin/security (보안 설정): the signed-in account's two-factor sign-in. Off: set up an
 * authenticator (QR code, key, first code), then the recovery codes once. On: new recovery codes
 * or turning it off, each with a code.
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
  const [startError, setStartError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Each step begins at its heading, for screen readers and keyboards alike.
  useEffect(() => {
    if (phase.kind !== 'overview') heading.current?.focus();
  }, [phase.kind]);

  const begin = async () => {
    setNotice(null);
    setStartError(null);
    const result = await start();
    if ('error' in result) setStartError(errorMessage(result.error) || t.failed);
    else setPhase({ kind: 'setup', setup: result.data });
  };

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
              const result = await confirm(code);
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
              <div className="two-factor__actions">
                <Button
                  onClick={() => void begin()}
                  disabled={started.isLoading}
                  aria-busy={started.isLoading}
                >
                  {started.isLoading ? t.starting : t.start}
                </Button>
              </div>
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
                    onSubmit={async (code) => {
                      const result = await disable(code);
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
