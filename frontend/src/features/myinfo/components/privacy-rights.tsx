import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koMyInfoRights } from '@/copy/ko-myinfo-rights';
import { errorMessage } from '@/lib/api-error';
import { formatPhone, isCompletePhone } from '@shared/format/phone';
import { useCorrectContactMutation, useRequestDeletionMutation } from '../api';
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
  email: string;
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
  email: string;
  onDone: (changedTo: string | null) => void;
  onCancel: () => void;
}) {
  const t = koMyInfoRights;
  const [correct, { isLoading }] = useCorrectContactMutation();
  const [contact, setContact] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [errors, setErrors] = useState<{ contact?: string; email?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

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
      const result = await correct({
        email,
        ...(phone ? { newContact: phone } : {}),
        ...(mail ? { newEmail: mail } : {}),
      }).unwrap();
      onDone(result.email !== email ? result.email : phone ? email : null);
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
      </fieldset>
      {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
      <div className="privacy-rights__actions">
        <Button variant="secondary" onClick={onCancel} disabled={isLoading}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? t.saving : t.save}
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
  email: string;
  onClose: () => void;
  onDeleted: (result: DeletionResponse) => void;
}) {
  const t = koMyInfoRights;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [requestDeletion, { isLoading }] = useRequestDeletionMutation();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const handleCancelEvent = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (!isLoading) onClose();
  };

  const confirm = async () => {
    if (isLoading) return;
    setFailure(null);
    try {
      const result = await requestDeletion({ email }).unwrap();
      onDeleted(result);
    } catch (caught) {
      setFailure(errorMessage(caught as Parameters<typeof errorMessage>[0]));
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className="cancel-dialog"
      aria-labelledby={titleId}
      onCancel={handleCancelEvent}
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
    </dialog>
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
