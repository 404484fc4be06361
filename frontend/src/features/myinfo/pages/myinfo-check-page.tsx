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
import { TextField } from '../../../forms/text-field';
import './myinfo.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Errors = { email?: string; birth?: string };

function validate(email: string, birth: string): Errors {
  const errors: Errors = {};
  if (!email) errors.email = koMyInfo.check.emailRequired;
  else if (!EMAIL.test(email)) errors.email = koMyInfo.check.emailInvalid;
  if (!birth) errors.birth = koMyInfo.check.birthRequired;
  return errors;
}

/** /myinfo-check: e-mail and birth date prove who asks; state 1 opens 내 정보. */
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
      const { state } = await userCheck({ email: trimmed, birth }).unwrap();
      if (state === 1) {
        const navState: MyInfoNavigationState = { email: trimmed };
        navigate(paths.myInfo, { state: navState });
        return;
      }
      await showAlert(state === -1 ? t.noHistory : t.mismatch);
    } catch (caught) {
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
          type="date"
          value={birth}
          error={errors.birth}
          onChange={(event) => {
            setBirth(event.target.value);
            if (errors.birth) setErrors((e) => ({ ...e, birth: undefined }));
          }}
        />
        <Button type="submit" className="btn--large" disabled={isLoading}>
          {isLoading ? t.submitting : t.submit}
        </Button>
      </form>
    </div>
  );
}

export default MyInfoCheckPage;
