import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koFamilyDoor } from '@/copy/ko-family-door';
import { errorMessage } from '@/lib/api-error';
import { TextField } from '../text-field';
import {
  useSendCodeMutation,
  useVerifyCodeMutation,
  type CodeSent,
  type FamilyContact,
} from './api';

type ApiError = Parameters<typeof errorMessage>[0];

/** Seconds left until `at` (ms since epoch), never below 0. */
function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function focusCode(): void {
  document.getElementById('family-code')?.focus();
}

/** A ticking "now", once a second while mounted. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The code step of the family's door (issue 32): 6 digits sent to `contact`, a countdown of its
 * validity in the field's hint, a resend button that waits its minute, and 이 기기 기억하기. A right
 * code sets the guest cookie; then `onProven`. With `purpose: 'refresh'` (the cancel dialog's
 * fresh code) resends ask a fresh code too and 이 기기 기억하기 is not offered: the remembered
 * browser stays as it is.
 */
export function CodeStep({
  contact,
  shownAs,
  expiresAt: firstExpiresAt,
  resendAt: firstResendAt,
  notice: firstNotice,
  onProven,
  onResent,
  onOtherContact,
  purpose,
}: {
  contact: FamilyContact;
  purpose?: 'refresh';
  /** How the contact is named to the family ("parent@example.com", "010-1234-5678"). */
  shownAs: string;
  /** Until when the code works and when another may be asked (ms since the epoch). */
  expiresAt: number;
  resendAt: number;
  /** Said instead of "…(으)로 인증번호를 보냈어요." */
  notice?: string;
  onProven: () => void;
  /** A new code went out (the page keeps the step across a reload). */
  onResent?: (sent: CodeSent) => void;
  onOtherContact?: () => void;
}) {
  const t = koFamilyDoor;
  const now = useNow();
  const [expiresAt, setExpiresAt] = useState(firstExpiresAt);
  const [resendAt, setResendAt] = useState(firstResendAt);
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(firstNotice ?? null);
  // Five wrong codes end this one: only a new code helps, so 확인 waits for it.
  const [locked, setLocked] = useState(false);
  const [verify, { isLoading: verifying }] = useVerifyCodeMutation();
  const [send, { isLoading: resending }] = useSendCodeMutation();
  const left = secondsUntil(expiresAt, now);
  const resendLeft = secondsUntil(resendAt, now);
  const dead = locked || left === 0;

  useEffect(() => focusCode(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verifying) return;
    if (!/^[0-9]{6}$/.test(code)) {
      setError(t.codeInvalid);
      focusCode();
      return;
    }
    if (left === 0) {
      setError(t.expired);
      return;
    }
    setError(undefined);
    try {
      await verify({ ...contact, code, remember: purpose ? false : remember }).unwrap();
      onProven();
    } catch (caught) {
      setError(errorMessage(caught as ApiError));
      if ((caught as { data?: { code?: unknown } }).data?.code === 'CODE_LOCKED') setLocked(true);
      focusCode();
    }
  };

  const resend = async () => {
    if (resending || resendLeft > 0) return;
    setNotice(null);
    setError(undefined);
    try {
      const again = await send(purpose ? { ...contact, purpose } : contact).unwrap();
      if (again.proven) {
        onProven();
        return;
      }
      setExpiresAt(Date.now() + (again.expiresInSeconds ?? 600) * 1000);
      setResendAt(Date.now() + (again.resendInSeconds ?? 60) * 1000);
      setLocked(false);
      onResent?.(again);
      setCode('');
      setNotice(t.resent);
      focusCode();
    } catch (caught) {
      setError(errorMessage(caught as ApiError));
    }
  };

  return (
    <form className="code-step" noValidate onSubmit={submit} aria-busy={verifying || resending}>
      <StatusMessage tone="info">{notice ?? t.sentTo(shownAs)}</StatusMessage>
      <p className="field__hint">{t.sentHint}</p>
      <TextField
        id="family-code"
        label={t.code}
        hint={
          locked ? t.lockedHint : left > 0 ? `${t.codeHint} ${t.remaining(clock(left))}` : t.expired
        }
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        // No maxLength: a pasted "123 456" or "123-456" keeps its six digits (onChange).
        value={code}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
          if (error) setError(undefined);
        }}
      />
      {purpose ? null : (
        <div className="field field--check">
          <input
            id="family-remember"
            type="checkbox"
            checked={remember}
            aria-describedby="family-remember-hint"
            onChange={(event) => setRemember(event.target.checked)}
          />
          <label htmlFor="family-remember">{t.remember}</label>
          <p id="family-remember-hint" className="field__hint">
            {t.rememberHint}
          </p>
        </div>
      )}
      <Button type="submit" className="btn--large" disabled={verifying || dead}>
        {verifying ? t.verifying : t.verify}
      </Button>
      <div className="code-step__actions">
        <Button
          variant="secondary"
          onClick={() => void resend()}
          disabled={resending || resendLeft > 0}
        >
          {resending ? t.sending : resendLeft > 0 ? t.resendIn(resendLeft) : t.resend}
        </Button>
        {onOtherContact ? (
          <Button variant="ghost" onClick={onOtherContact} disabled={verifying}>
            {t.otherContact}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
