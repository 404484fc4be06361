import { PrivacyPolicyNote } from '../../../forms/privacy-policy-note';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useAlert } from '@/components/ui/use-alert';
import { paths } from '@/config/paths';
import { koMyInfo } from '@/copy/ko-myinfo';
import { errorMessage } from '@/lib/api-error';
import type { MyInfoNavigationState } from '@/lib/payment-navigation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUserCheckMutation } from '../api';
import { CodeStep } from '../../../forms/family-proof/code-step';
import {
  codeStillValid,
  pendingFrom,
  usePendingCode,
} from '../../../forms/family-proof/pending-code';
import { birthDigits, birthIso, seoulToday, validBirth } from '../../../forms/birth-date';
import { TextField } from '../../../forms/text-field';
import '@/forms/forms.css';
import './myinfo.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Errors = { email?: string; birth?: string };

function validate(email: string, birth: string): Errors {
  const errors: Errors = {};
  if (!email) errors.email = koMyInfo.check.emailRequired;
  else if (!EMAIL.test(email)) errors.email = koMyInfo.check.emailInvalid;
  if (!birth) errors.birth = koMyInfo.check.birthRequired;
  else if (!validBirth(birth, seoulToday())) errors.birth = koMyInfo.check.birthInvalid;
  return errors;
}

/**
 * /myinfo-check: the spec's lookup, the first step only (issue 32): a right e-mail and birth date
 * send a code to the e-mail, and 내 정보 opens after the code (at once in a remembered browser).
 */
export function MyInfoCheckPage() {
  const t = koMyInfo.check;
  useDocumentTitle(t.title);
  const navigate = useNavigate();
  const showAlert = useAlert();
  const [userCheck, { isLoading }] = useUserCheckMutation();
  const [email, setEmail] = useState('');
  const [birth, setBirth] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const inFlight = useRef(false);
  const [sent, setSent] = usePendingCode('maeum.lookup.code');

  const openMyInfo = (address: string) => {
    setSent(null);
    const navState: MyInfoNavigationState = { email: address };
    void navigate(paths.myInfo, { state: navState });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const trimmed = email.trim();
    const found = validate(trimmed, birth);
    setErrors(found);
    if (found.email || found.birth) {
      document.getElementById(found.email ? 'lookup-email' : 'lookup-birth')?.focus();
      return;
    }
    inFlight.current = true;
    try {
      const answer = await userCheck({ email: trimmed, birth: birthIso(birth) ?? birth }).unwrap();
      const { state } = answer;
      if (state === 1) {
        if (answer.proven) openMyInfo(trimmed);
        else setSent(pendingFrom({ email: trimmed }, trimmed, answer));
        return;
      }
      await showAlert(state === -1 ? t.noHistory : t.mismatch);
    } catch (caught) {
      // Looked up again within the minute (a reload on the way back from the mail app): the
      // code already sent still works.
      const still = codeStillValid(caught);
      if (still) {
        setSent(
          pendingFrom(
            { email: trimmed },
            trimmed,
            {
              expiresInSeconds: still.codeExpiresInSeconds,
              resendInSeconds: still.retryAfterSeconds,
            },
            koMyInfo.door.sentBefore(trimmed),
          ),
        );
        return;
      }
      await showAlert(errorMessage(caught as Parameters<typeof errorMessage>[0]));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <div className="container page page--narrow myinfo-check">
      <h1 className="page-title">{t.title}</h1>
      <p>{t.lead}</p>
      <PrivacyPolicyNote />
      {sent ? (
        <CodeStep
          contact={sent.contact}
          shownAs={sent.shownAs}
          expiresAt={sent.expiresAt}
          resendAt={sent.resendAt}
          notice={sent.notice}
          onProven={() => openMyInfo(sent.shownAs)}
          onResent={(again) => setSent(pendingFrom(sent.contact, sent.shownAs, again))}
          onOtherContact={() => setSent(null)}
        />
      ) : (
        <form className="myinfo-check__form" noValidate onSubmit={submit} aria-busy={isLoading}>
          <TextField
            id="lookup-email"
            label={t.email}
            type="email"
            autoComplete="email"
            value={email}
            error={errors.email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (errors.email) setErrors((e) => ({ ...e, email: undefined }));
            }}
          />
          <TextField
            id="lookup-birth"
            label={t.birth}
            type="text"
            inputMode="numeric"
            autoComplete="bday"
            placeholder={t.birthPlaceholder}
            maxLength={10}
            hint={t.birthHint}
            value={birth}
            error={errors.birth}
            onChange={(event) => {
              setBirth(birthDigits(event.target.value));
              if (errors.birth) setErrors((e) => ({ ...e, birth: undefined }));
            }}
          />
          <Button type="submit" className="btn--large" disabled={isLoading}>
            {isLoading ? t.submitting : t.submit}
          </Button>
        </form>
      )}
    </div>
  );
}

export default MyInfoCheckPage;
