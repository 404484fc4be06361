import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { koMyInfo } from '@/copy/ko-myinfo';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatPhone } from '@shared/format/phone';
import { useSendCodeMutation } from '../api';
import { CodeStep } from '../components/code-step';
import { codeStillValid, pendingFrom, usePendingCode } from '../pending-code';
import type { FamilyContact } from '../types';
import { TextField } from '../../../forms/text-field';
import '@/forms/forms.css';
import './myinfo.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^01[016789][0-9]{7,8}$/;

type Method = 'email' | 'phone';

/**
 * /login, the family's door (issue 32): an e-mail or a phone number, the code sent there, then
 * 내 정보. No account, no password; the same answer whether or not anything was made with the
 * contact (내 정보 then says there is nothing yet).
 */
export function FamilyLoginPage() {
  const t = koMyInfo.door;
  useDocumentTitle(t.title);
  const navigate = useNavigate();
  const [send, { isLoading }] = useSendCodeMutation();
  const [method, setMethod] = useState<Method>('email');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = usePendingCode('maeum.door.code');

  const openMyInfo = () => {
    setSent(null);
    void navigate(paths.myInfo, { replace: true });
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
        openMyInfo();
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

  return (
    <div className="container page page--narrow myinfo-check family-login">
      <h1 className="page-title">{t.title}</h1>
      <p>{t.lead}</p>
      {sent ? (
        <CodeStep
          contact={sent.contact}
          shownAs={sent.shownAs}
          expiresAt={sent.expiresAt}
          resendAt={sent.resendAt}
          notice={sent.notice}
          onProven={openMyInfo}
          onResent={(again) => setSent(pendingFrom(sent.contact, sent.shownAs, again))}
          onOtherContact={() => setSent(null)}
        />
      ) : (
        <form className="myinfo-check__form" noValidate onSubmit={submit} aria-busy={isLoading}>
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
            {isLoading ? t.sending : t.send}
          </Button>
        </form>
      )}
      <div className="door-links">
        <p>{t.noAccount}</p>
        <Link to={paths.myInfoCheck} className={buttonClassName('ghost', 'btn--block')}>
          {t.lookupInstead}
        </Link>
      </div>
    </div>
  );
}

export default FamilyLoginPage;
