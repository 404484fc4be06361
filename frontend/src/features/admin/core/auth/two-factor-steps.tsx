import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { koAdminSecurity } from '@/copy/ko-admin-security';
import { useForm } from '@/forms/use-form';
import type { Schema } from '@shared/contract/schema';
import { AuthenticatorSetup } from './authenticator-setup';
import { CodeField } from './code-field';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { Refused, refusalOf } from './refused';
import './two-factor.css';

const t = koAdminSecurity;

/** The server's Korean message of a refusal, else the generic one. */
async function refusal(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = body?.message;
  if (typeof message === 'string' && message) return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return t.failed;
}

/**
 * Why a sign-in code cannot be sent yet: none typed, or (from the app) not 6 digits; spaces
 * between the digits are fine.
 */
function signInCodeError(code: string, recovery: boolean): string | undefined {
  const value = code.trim();
  if (value && (recovery || /^\d{6}$/.test(value.replace(/\s/g, '')))) return undefined;
  return recovery ? t.missingCode : t.codeFormat;
}

function post(url: string, body: object): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A step's heading takes the focus when the step appears (the form before it is gone). */
function useFocusedHeading() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

/**
 * After the password, for an account with two-factor sign-in: the 6-digit code from the app, or
 * (복구 코드 사용) a recovery code. Wrong codes count as failed sign-ins on the server.
 */
export function TwoFactorCodeStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (accessToken: string) => void;
  onRestart: () => void;
}) {
  const heading = useFocusedHeading();
  const [recovery, setRecovery] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The check's answer and the server's stay until the next keystroke.
  const form = useForm<{ code: string }, 'code'>({
    initial: { code: '' },
    validate: ({ code }) => {
      const error = signInCodeError(code, recovery);
      return error ? { code: error } : {};
    },
    order: ['code'],
    focus: () => input.current?.focus(),
    fieldOf: () => 'code',
    messagesOf: refusalOf(t.failed),
    showErrors: 'until-edited',
  });

  const send = async ({ code }: { code: string }) => {
    const value = code.trim();
    const response = await post('/api/user/login/two-factor', {
      challenge,
      code: recovery ? value : value.replace(/\s/g, ''),
    } satisfies Schema<'TwoFactorSignInDto'>);
    if (!response.ok) throw new Refused(await refusal(response));
    const body = (await response.json()) as Schema<'AccessTokenResponse'>;
    onSignedIn(body.accessToken);
  };

  const switchMode = () => {
    setRecovery((on) => !on);
    form.reset({ code: '' });
    input.current?.focus();
  };

  return (
    <div className="two-factor">
      <h2 className="two-factor__title" ref={heading} tabIndex={-1}>
        {t.signIn.codeTitle}
      </h2>
      <p>{recovery ? t.signIn.recoveryLead : t.signIn.codeLead}</p>
      <form
        className="two-factor"
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        noValidate
      >
        <CodeField
          kind={recovery ? 'recovery' : 'app'}
          label={recovery ? t.signIn.recoveryLabel : t.codeLabel}
          inputRef={input}
          {...form.field('code')}
        />
        <Button
          type="submit"
          className="btn--block"
          disabled={form.submitting}
          aria-busy={form.submitting}
        >
          {form.submitting ? t.signIn.submitting : t.signIn.submit}
        </Button>
      </form>
      <button type="button" className="two-factor__link" onClick={switchMode}>
        {recovery ? t.signIn.useCode : t.signIn.useRecovery}
      </button>
      {recovery ? <p>{t.signIn.lostPhone}</p> : null}
      <button type="button" className="two-factor__link" onClick={onRestart}>
        {t.signIn.restart}
      </button>
    </div>
  );
}

type EnrolPhase =
  | { kind: 'intro' }
  | { kind: 'setup'; setup: Schema<'TwoFactorSetupResponse'> }
  | { kind: 'codes'; codes: string[] };

/**
 * After the password, when the owner requires two-factor sign-in and this account has none:
 * set up an authenticator (QR code, key, first code), keep the recovery codes, then in.
 */
export function TwoFactorEnrolStep({
  challenge,
  onSignedIn,
  onDone,
  onRestart,
}: {
  challenge: string;
  /** The code was right: the session exists (saved before the codes are shown). */
  onSignedIn: (accessToken: string) => void;
  /** The recovery codes are kept: on to the back office. */
  onDone: () => void;
  onRestart: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [phase, setPhase] = useState<EnrolPhase>({ kind: 'intro' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => heading.current?.focus(), [phase.kind]);

  const begin = async () => {
    setBusy(true);
    setError(null);
    try {
      const response = await post('/api/user/two-factor/setup', {
        challenge,
      } satisfies Schema<'TwoFactorChallengeDto'>);
      if (response.ok) {
        setPhase({
          kind: 'setup',
          setup: (await response.json()) as Schema<'TwoFactorSetupResponse'>,
        });
      } else {
        setError(await refusal(response));
      }
    } catch {
      setError(t.failed);
    }
    setBusy(false);
  };

  const confirm = async (code: string): Promise<string | null> => {
    try {
      const response = await post('/api/user/two-factor/confirm', {
        challenge,
        code,
      } satisfies Schema<'TwoFactorEnrolDto'>);
      if (!response.ok) return refusal(response);
      const body = (await response.json()) as Schema<'TwoFactorEnrolledResponse'>;
      onSignedIn(body.accessToken);
      setPhase({ kind: 'codes', codes: body.recoveryCodes });
      return null;
    } catch {
      return t.failed;
    }
  };

  return (
    <div className="two-factor">
      <h2 className="two-factor__title" ref={heading} tabIndex={-1}>
        {phase.kind === 'codes' ? t.codesTitle : t.signIn.enrolTitle}
      </h2>
      {phase.kind === 'intro' ? (
        <>
          <p>{t.signIn.enrolLead}</p>
          {error ? (
            <p className="two-factor__error" role="alert">
              {error}
            </p>
          ) : null}
          <Button
            className="btn--block"
            onClick={() => void begin()}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? t.starting : t.signIn.enrolStart}
          </Button>
        </>
      ) : null}
      {phase.kind === 'setup' ? (
        <AuthenticatorSetup setup={phase.setup} onConfirm={confirm} />
      ) : null}
      {phase.kind === 'codes' ? (
        <RecoveryCodesPanel codes={phase.codes} doneLabel={t.signIn.continue} onDone={onDone} />
      ) : null}
      {phase.kind !== 'codes' ? (
        <button type="button" className="two-factor__link" onClick={onRestart}>
          {t.signIn.restart}
        </button>
      ) : null}
    </div>
  );
}
