import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdminStaff } from '@/copy/ko-admin-staff';
import { errorMessage } from '@/lib/api-error';
import { TextField } from '@/forms/text-field';
import { useForm } from '@/forms/use-form';
import { useInviteStaffMutation, type StaffInvited } from '../api';
import { InvitationSendForm } from './invitation-send-form';

const t = koAdminStaff;

type Values = { username: string; displayName: string };
const EMPTY: Values = { username: '', displayName: '' };

/**
 * 직원 초대: the link is shown here once (the server keeps only its hash), to copy or to send by
 * e-mail or 알림톡 from here (issue 36).
 */
export function InviteForm() {
  const base = useId();
  const [invite, { isLoading }] = useInviteStaffMutation();
  const [invited, setInvited] = useState<StaffInvited | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const ids: Record<keyof Values, string> = {
    username: `${base}-username`,
    displayName: `${base}-display-name`,
  };
  const form = useForm<Values, keyof Values>({
    initial: EMPTY,
    validate: ({ username }) => (username.trim() ? {} : { username: t.invite.usernameMissing }),
    order: ['username', 'displayName'],
    focus: (field) => document.getElementById(ids[field])?.focus(),
    // The server's refusal (a taken id, say) is said under the form, in its words.
    messagesOf: (caught) => [errorMessage(caught as Parameters<typeof errorMessage>[0])],
  });

  const send = async ({ username, displayName }: Values) => {
    const sent = await invite({
      username: username.trim(),
      ...(displayName.trim() ? { displayName: displayName.trim() } : {}),
    }).unwrap();
    setInvited(sent);
    setCopied(null);
    form.reset(EMPTY);
  };

  const link = invited ? `${window.location.origin}${invited.link}` : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(t.invite.copied);
    } catch {
      setCopied(t.invite.copyFailed);
    }
  };

  const failure = form.refusal?.messages[0];
  return (
    <section className="admin-panel" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`} className="admin-panel__title">
        {t.invite.title}
      </h2>
      <form
        className="admin-form admin-staff__form"
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        noValidate
      >
        <TextField
          id={ids.username}
          label={t.invite.username}
          hint={t.invite.usernameHint}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...form.field('username')}
        />
        <TextField
          id={ids.displayName}
          label={t.invite.displayName}
          autoComplete="off"
          maxLength={50}
          {...form.field('displayName')}
        />
        {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
        <div className="admin-form__actions">
          <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
            {isLoading ? t.invite.submitting : t.invite.submit}
          </Button>
        </div>
      </form>
      {invited ? (
        <div className="admin-staff__link">
          <p>{t.invite.created(invited.username)}</p>
          <label htmlFor={`${base}-link`}>{t.invite.linkLabel}</label>
          <div className="admin-staff__link-row">
            <input
              id={`${base}-link`}
              className="field__input"
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {t.invite.copy}
            </Button>
          </div>
          {copied ? <StatusMessage>{copied}</StatusMessage> : null}
          <InvitationSendForm key={invited.id} invited={invited} />
        </div>
      ) : null}
    </section>
  );
}
