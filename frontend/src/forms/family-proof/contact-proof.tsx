import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koFamilyDoor } from '@/copy/ko-family-door';
import { errorMessage } from '@/lib/api-error';
import { formatPhone } from '@shared/format/phone';
import { TextField } from '../text-field';
import { useSendCodeMutation, type FamilyContact } from './api';
import { CodeStep } from './code-step';
import { codeStillValid, pendingFrom, usePendingCode } from './pending-code';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^01[016789][0-9]{7,8}$/;

type Method = 'email' | 'phone';

/**
 * Proving a family's contact (issue 32): an e-mail or a phone number, the code sent there, then
 * `onProven` once the guest cookie is set. The family's door (/login) and the booking page
 * (issue 37) both use it; the step survives a reload (the code's whereabouts kept per
 * `storageKey` in this tab, never the code). `submitLabel` says what proving leads to.
 */
export function ContactProof({
  storageKey,
  onProven,
  submitLabel,
}: {
  storageKey: string;
  onProven: () => void;
  submitLabel?: string;
}) {
  const t = koFamilyDoor;
  const [send, { isLoading }] = useSendCodeMutation();
  const [method, setMethod] = useState<Method>('email');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = usePendingCode(storageKey);

  const proven = () => {
    setSent(null);
    onProven();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setFailure(null);
    let contact: FamilyContact;
    let shownAs: string;
    if (method === 'email') {
      const trimmed = email.trim();
      const problem = !trimmed ? t.emailRequired : EMAIL.test(trimmed) ? undefined : t.emailInvalid;
      setError(problem);
      if (problem) {
        document.getElementById('door-email')?.focus();
        return;
      }
      contact = { email: trimmed };
      shownAs = trimmed;
    } else {
      const digits = phone.replace(/\D/g, '');
      const problem = MOBILE.test(digits) ? undefined : t.phoneInvalid;
      setError(problem);
      if (problem) {
        document.getElementById('door-phone')?.focus();
        return;
      }
      contact = { phone: digits };
      shownAs = formatPhone(digits);
    }
    try {
      const answer = await send(contact).unwrap();
      if (answer.proven) {
        proven();
        return;
      }
      setSent(pendingFrom(contact, shownAs, answer));
    } catch (caught) {
      // Asked again within the minute (a reload on the way back from the mail app): the code
      // already sent still works, so the step to type it comes back.
      const still = codeStillValid(caught);
      if (still) {
        setSent(
          pendingFrom(
            contact,
            shownAs,
            {
              expiresInSeconds: still.codeExpiresInSeconds,
              resendInSeconds: still.retryAfterSeconds,
            },
            t.sentBefore(shownAs),
          ),
        );
        return;
      }
      setFailure(errorMessage(caught as Parameters<typeof errorMessage>[0]));
    }
  };

  if (sent) {
    return (
      <CodeStep
        contact={sent.contact}
        shownAs={sent.shownAs}
        expiresAt={sent.expiresAt}
        resendAt={sent.resendAt}
        notice={sent.notice}
        onProven={proven}
        onResent={(again) => setSent(pendingFrom(sent.contact, sent.shownAs, again))}
        onOtherContact={() => setSent(null)}
      />
    );
  }

  return (
    <form className="contact-proof" noValidate onSubmit={submit} aria-busy={isLoading}>
      <fieldset className="door-methods">
        <legend>{t.methodLabel}</legend>
        {(['email', 'phone'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="door-method"
              value={value}
              checked={method === value}
              onChange={() => {
                setMethod(value);
                setError(undefined);
              }}
            />
            {value === 'email' ? t.byEmail : t.byPhone}
          </label>
        ))}
      </fieldset>
      {method === 'email' ? (
        <TextField
          id="door-email"
          label={t.email}
          type="email"
          autoComplete="email"
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(undefined);
          }}
        />
      ) : (
        <TextField
          id="door-phone"
          label={t.phone}
          hint={t.phoneHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          error={error}
          onChange={(event) => {
            setPhone(formatPhone(event.target.value));
            if (error) setError(undefined);
          }}
        />
      )}
      {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
      <Button type="submit" className="btn--large" disabled={isLoading}>
        {isLoading ? t.sending : (submitLabel ?? t.send)}
      </Button>
    </form>
  );
}
