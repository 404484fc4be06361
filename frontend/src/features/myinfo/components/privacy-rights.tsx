import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FormEvent } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Dialog } from '@/components/ui/dialog';
import { StatusMessage } from '@/components/ui/status-message';
import { koMyInfoRights } from '@/copy/ko-myinfo-rights';
import { errorMessage } from '@/lib/api-error';
import { formatPhone, isCompletePhone } from '@shared/format/phone';
import { useCorrectContactMutation, useRequestDeletionMutation } from '../api';
import { useSendCodeMutation } from '../../../forms/family-proof/api';
import { koMyInfo } from '@/copy/ko-myinfo';
import type { DeletionResponse } from '../types';
import { TextField } from '../../../forms/text-field';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * 내 개인정보 (issue 21): 내 정보 내려받기, 연락처 수정 and 삭제 요청, each against the guest
 * proof cookie. A new e-mail is handed up (`onEmailChanged`) so the page reads under it; a
 * deletion hands up its result (`onDeleted`), and the page ends the lookup.
 */
export function PrivacyRights({
  email,
  onEmailChanged,
  onDeleted,
}: {
  email?: string;
  onEmailChanged: (email: string) => void;
  onDeleted: (result: DeletionResponse) => void;
}) {
  const t = koMyInfoRights;
  const [downloading, setDownloading] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const download = async () => {
    setDownloading(true);
    setNotice(null);
    try {
      const res = await fetch('/api/guest/my-data', { credentials: 'same-origin' });
      if (!res.ok) throw new Error(String(res.status));
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(res.headers.get('Content-Disposition')) ?? 'my-data.json';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setNotice({ tone: 'info', text: t.downloadDone });
    } catch {
      setNotice({ tone: 'error', text: t.downloadFailed });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="myinfo-panel privacy-rights" aria-labelledby="myinfo-privacy">
      <h2 id="myinfo-privacy">{t.panel}</h2>
      <p>{t.intro}</p>
      <div className="privacy-rights__actions">
        <Button variant="secondary" onClick={() => void download()} disabled={downloading}>
          {downloading ? t.downloading : t.download}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={editing}
          aria-controls="contact-correction"
          onClick={() => setEditing((open) => !open)}
        >
          {t.correct}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t.deleteRequest}
        </Button>
      </div>
      <div aria-live="polite">
        {notice ? <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage> : null}
      </div>
      {editing ? (
        <ContactForm
          email={email}
          onDone={(changedTo) => {
            setEditing(false);
            setNotice({ tone: 'info', text: t.saved });
            if (changedTo) onEmailChanged(changedTo);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      {confirming ? (
        <DeleteDialog email={email} onClose={() => setConfirming(false)} onDeleted={onDeleted} />
      ) : null}
    </section>
  );
}

function ContactForm({
  email,
  onDone,
  onCancel,
}: {
  email?: string;
  onDone: (changedTo: string | null) => void;
  onCancel: () => void;
}) {
  const t = koMyInfoRights;
  const door = koMyInfo.door;
  const [correct, { isLoading: saving }] = useCorrectContactMutation();
  const [sendCode, { isLoading: sending }] = useSendCodeMutation();
  const isLoading = saving || sending;
  const [contact, setContact] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [errors, setErrors] = useState<{
    contact?: string;
    email?: string;
    contactCode?: string;
    emailCode?: string;
  }>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The new e-mail and number each prove themselves with a code before anything changes.
  const [codesSentFor, setCodesSentFor] = useState<{ email?: string; phone?: string }>({});
  const [emailCode, setEmailCode] = useState('');
  const [contactCode, setContactCode] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const found: { contact?: string; email?: string } = {};
    const phone = contact.trim();
    const mail = newEmail.trim();
    if (phone && !isCompletePhone(phone)) found.contact = t.contactInvalid;
    if (mail && !EMAIL.test(mail)) found.email = t.emailInvalid;
    setErrors(found);
    setFailure(null);
    if (found.contact || found.email) {
      document.getElementById(found.contact ? 'new-contact' : 'new-email')?.focus();
      return;
    }
    if (!phone && !mail) {
      setFailure(t.nothingEntered);
      return;
    }
    try {
      const needEmail = !!mail && mail.toLowerCase() !== email?.toLowerCase();
      const needPhone = !!phone;
      if (
        (needEmail && codesSentFor.email !== mail) ||
        (needPhone && codesSentFor.phone !== phone)
      ) {
        if (needEmail && codesSentFor.email !== mail) {
          await sendCode({ email: mail, purpose: 'contact-change' }).unwrap();
        }
        if (needPhone && codesSentFor.phone !== phone) {
          await sendCode({ phone, purpose: 'contact-change' }).unwrap();
        }
        setCodesSentFor({
          email: needEmail ? mail : undefined,
          phone: needPhone ? phone : undefined,
        });
        setTimeout(() =>
          document.getElementById(needEmail ? 'new-email-code' : 'new-contact-code')?.focus(),
        );
        return;
      }
      const codeErrors = {
        emailCode: needEmail && !/^[0-9]{6}$/.test(emailCode) ? door.codeInvalid : undefined,
        contactCode: needPhone && !/^[0-9]{6}$/.test(contactCode) ? door.codeInvalid : undefined,
      };
      if (codeErrors.emailCode || codeErrors.contactCode) {
        setErrors(codeErrors);
        document
          .getElementById(codeErrors.emailCode ? 'new-email-code' : 'new-contact-code')
          ?.focus();
        return;
      }
      const result = await correct({
        ...(email ? { email } : {}),
        ...(phone ? { newContact: phone, newContactCode: contactCode } : {}),
        ...(mail ? { newEmail: mail } : {}),
        ...(needEmail ? { newEmailCode: emailCode } : {}),
      }).unwrap();
      onDone(result.email && result.email !== email ? result.email : phone ? (email ?? '') : null);
    } catch (caught) {
      setFailure(errorMessage(caught as Parameters<typeof errorMessage>[0]));
    }
  };

  return (
    <form
      id="contact-correction"
      className="contact-correction"
      noValidate
      onSubmit={submit}
      aria-busy={isLoading}
    >
      <fieldset>
        <legend>{t.correctLegend}</legend>
        <p className="field__hint">{t.correctHint}</p>
        <TextField
          id="new-contact"
          label={t.newContact}
          hint={t.newContactHint}
          inputMode="tel"
          autoComplete="tel"
          value={contact}
          error={errors.contact}
          onChange={(event) => setContact(formatPhone(event.target.value))}
        />
        <TextField
          id="new-email"
          label={t.newEmail}
          type="email"
          autoComplete="email"
          value={newEmail}
          error={errors.email}
          onChange={(event) => setNewEmail(event.target.value)}
        />
        {codesSentFor.phone ? (
          <TextField
            id="new-contact-code"
            label={t.newContactCode}
            hint={door.sentTo(codesSentFor.phone)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={contactCode}
            error={errors.contactCode}
            onChange={(event) => setContactCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          />
        ) : null}
        {codesSentFor.email ? (
          <TextField
            id="new-email-code"
            label={t.newEmailCode}
            hint={door.sentTo(codesSentFor.email)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={emailCode}
            error={errors.emailCode}
            onChange={(event) => setEmailCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          />
        ) : null}
      </fieldset>
      {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
      <div className="privacy-rights__actions">
        <Button variant="secondary" onClick={onCancel} disabled={isLoading}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={isLoading}>
          {sending
            ? door.sending
            : saving
              ? t.saving
              : codesSentFor.email || codesSentFor.phone
                ? t.save
                : t.sendCodes}
        </Button>
      </div>
    </form>
  );
}

function DeleteDialog({
  email,
  onClose,
  onDeleted,
}: {
  email?: string;
  onClose: () => void;
  onDeleted: (result: DeletionResponse) => void;
}) {
  const t = koMyInfoRights;
  const titleId = useId();
  const [requestDeletion, { isLoading }] = useRequestDeletionMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (isLoading) return;
    setFailure(null);
    try {
      const result = await requestDeletion(email ? { email } : {}).unwrap();
      onDeleted(result);
    } catch (caught) {
      setFailure(errorMessage(caught as Parameters<typeof errorMessage>[0]));
    }
  };

  return (
    <Dialog
      className="cancel-dialog"
      labelledBy={titleId}
      dismissible={!isLoading}
      onClose={onClose}
    >
      <div aria-busy={isLoading}>
        <h2 id={titleId}>{t.deleteTitle}</h2>
        <p>{t.deleteNow}</p>
        <p>{t.deleteKept}</p>
        <p>{t.deleteConditions}</p>
        {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
        <div className="cancel-dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            {t.cancel}
          </Button>
          <Button onClick={() => void confirm()} disabled={isLoading}>
            {isLoading ? t.deleting : t.deleteConfirm}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** The UTF-8 name of an attachment (RFC 5987), else its plain name. */
function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      /* fall through */
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

/** After a deletion: what went, what the law keeps and until when; the lookup is over. */
export function DeletedResult({ result }: { result: DeletionResponse }) {
  const t = koMyInfoRights;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="container page page--narrow myinfo">
      <h1 className="page-title" ref={heading} tabIndex={-1}>
        {t.deletedTitle}
      </h1>
      <section className="myinfo-panel" aria-labelledby="deleted-kept">
        <p>{result.message}</p>
        <h2 id="deleted-kept">{t.keptHeading}</h2>
        {result.kept.length === 0 ? (
          <p>{t.deletedNothingKept}</p>
        ) : (
          <ul className="deleted-kept">
            {result.kept.map((kept) => (
              <li key={kept.applicationId}>
                <strong>{kept.lectureTitle}</strong>
                <p>{kept.what}</p>
                <p>{kept.why}</p>
                <p>{t.keptUntil(kept.keptUntil)}</p>
              </li>
            ))}
          </ul>
        )}
        <p>{t.lookupEnded}</p>
        <Link className={buttonClassName('secondary')} to={paths.myInfoCheck} replace>
          {t.backToLookup}
        </Link>
      </section>
    </div>
  );
}
