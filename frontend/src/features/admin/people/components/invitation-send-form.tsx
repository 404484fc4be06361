import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdminStaff } from '@/copy/ko-admin-staff';
import { errorMessage } from '@/lib/api-error';
import { TextField } from '@/forms/text-field';
import { useForm } from '@/forms/use-form';
import { useSendInvitationMutation, type StaffInvited } from '../api';

const t = koAdminStaff.invite.send;

type Channel = 'EMAIL' | 'ALIMTALK';
type Values = { to: string };

/**
 * 링크 보내기 (issue 36): the invitation just made, sent by e-mail or 알림톡 to what the owner
 * types. The page still holds the link's token (the server keeps its hash), so it sends it back
 * with the request; the server checks the address or number and says what is wrong.
 */
export function InvitationSendForm({ invited }: { invited: StaffInvited }) {
  const base = useId();
  const [channel, setChannel] = useState<Channel>('EMAIL');
  const [sent, setSent] = useState<string | null>(null);
  const [sendInvitation, { isLoading }] = useSendInvitationMutation();
  const toId = `${base}-to`;
  const form = useForm<Values, 'to'>({
    initial: { to: '' },
    validate: ({ to }) => (to.trim() ? {} : { to: t.toMissing }),
    order: ['to'],
    focus: () => document.getElementById(toId)?.focus(),
    fieldOf: () => 'to',
    messagesOf: (caught) => [errorMessage(caught as Parameters<typeof errorMessage>[0])],
    showErrors: 'until-edited',
  });

  const send = async ({ to }: Values) => {
    setSent(null);
    const answer = await sendInvitation({
      id: invited.id,
      channel,
      to: to.trim(),
      token: invited.link.split('#')[1] ?? '',
    }).unwrap();
    setSent(t.sent(answer.channel, answer.sendsLeft));
  };

  return (
    <form
      className="admin-form admin-staff__send"
      aria-labelledby={`${base}-legend`}
      noValidate
      onSubmit={(event) => void form.handleSubmit(send)(event)}
    >
      <h3 id={`${base}-legend`} className="admin-staff__send-title">
        {t.legend}
      </h3>
      <fieldset className="admin-fieldset">
        <legend className="field__label">{t.channel}</legend>
        {(['EMAIL', 'ALIMTALK'] as const).map((option) => (
          <label key={option} className="admin-staff__check">
            <input
              type="radio"
              name={`${base}-channel`}
              value={option}
              checked={channel === option}
              onChange={() => {
                setChannel(option);
                setSent(null);
              }}
            />
            {option === 'EMAIL' ? t.email : t.alimtalk}
          </label>
        ))}
      </fieldset>
      <TextField
        id={toId}
        label={channel === 'EMAIL' ? t.toEmail : t.toPhone}
        hint={channel === 'EMAIL' ? t.emailHint : t.phoneHint}
        type={channel === 'EMAIL' ? 'email' : 'tel'}
        inputMode={channel === 'EMAIL' ? 'email' : 'tel'}
        autoComplete="off"
        maxLength={254}
        {...form.field('to')}
      />
      <div className="admin-form__actions">
        <Button type="submit" variant="secondary" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? t.submitting : t.submit}
        </Button>
      </div>
      {sent ? <StatusMessage>{sent}</StatusMessage> : null}
    </form>
  );
}
