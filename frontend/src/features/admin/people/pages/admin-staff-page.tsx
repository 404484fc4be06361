import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdminStaff } from '@/copy/ko-admin-staff';
import { errorMessage } from '@/lib/api-error';
import { formatInstant } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ConfirmDialog } from '@/forms/confirm-dialog';
import { TextField } from '@/forms/text-field';
import { useAdminMeQuery } from '../../core/api';
import {
  useInviteStaffMutation,
  useRevokeInvitationMutation,
  useResetTwoFactorMutation,
  useSetAccountActiveMutation,
  useStaffListQuery,
  useTeamPolicyQuery,
  useUpdateTeamPolicyMutation,
  type StaffAccount,
  type StaffInvitation,
  type StaffInvited,
  type TeamPolicy,
} from '../api';
import { AdminLoadError, AdminLoading, TableScroll } from '../../core/components/admin-states';
import '../../core/admin-pages.css';
import './admin-staff-page.css';

const t = koAdminStaff;

type Pending =
  | { kind: 'deactivate'; account: StaffAccount }
  | { kind: 'reset'; account: StaffAccount }
  | { kind: 'revoke'; invitation: StaffInvitation };

/**
 * /admin/staff (issue 20, the owner's only): the team's accounts (deactivate, reactivate), a new
 * invitation whose link shows once with a copy button, the invitations still pending (revoke),
 * and the team policy.
 */
export default function AdminStaffPage() {
  useDocumentTitle(t.title);
  const { data, error, isLoading, isFetching, refetch } = useStaffListQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const { data: me } = useAdminMeQuery();
  const [setActive, { isLoading: switching }] = useSetAccountActiveMutation();
  const [revoke, { isLoading: revoking }] = useRevokeInvitationMutation();
  const [resetTwoFactor, { isLoading: resetting }] = useResetTwoFactorMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'info' | 'error' } | null>(null);

  const nameOf = (account: StaffAccount) => account.displayName ?? account.username;

  const confirm = async () => {
    if (!pending) return;
    const result =
      pending.kind === 'deactivate'
        ? await setActive({ id: pending.account.id, active: false })
        : pending.kind === 'reset'
          ? await resetTwoFactor(pending.account.id)
          : await revoke(pending.invitation.id);
    if ('error' in result && result.error) {
      setNotice({ text: errorMessage(result.error), tone: 'error' });
    } else {
      setNotice({
        text:
          pending.kind === 'deactivate'
            ? t.accounts.deactivated(nameOf(pending.account))
            : pending.kind === 'reset'
              ? t.accounts.twoFactorReset(nameOf(pending.account))
              : t.pending.revoked,
        tone: 'info',
      });
    }
    setPending(null);
  };

  const reactivate = async (account: StaffAccount) => {
    const result = await setActive({ id: account.id, active: true });
    setNotice(
      'error' in result && result.error
        ? { text: errorMessage(result.error), tone: 'error' }
        : { text: t.accounts.reactivated(nameOf(account)), tone: 'info' },
    );
  };

  return (
    <div className="admin-page admin-staff">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{t.title}</h1>
      </div>
      <p className="admin-panel__lead">{t.lead}</p>
      {notice ? <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage> : null}

      <section className="admin-panel" aria-labelledby="staff-accounts-title">
        <h2 id="staff-accounts-title" className="admin-panel__title">
          {t.accounts.title}
        </h2>
        {isLoading ? <AdminLoading /> : null}
        {error ? (
          <AdminLoadError
            detail={errorMessage(error)}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : null}
        {data ? (
          <TableScroll label={t.accounts.table}>
            <table className="admin-table" aria-busy={isFetching}>
              <thead>
                <tr>
                  <th scope="col">{t.accounts.name}</th>
                  <th scope="col">{t.accounts.username}</th>
                  <th scope="col">{t.accounts.role}</th>
                  <th scope="col">{t.accounts.status}</th>
                  <th scope="col">{t.accounts.lastSignIn}</th>
                  <th scope="col">{t.accounts.twoFactor}</th>
                  <th scope="col">{t.accounts.actions}</th>
                </tr>
              </thead>
              <tbody>
                {data.accounts.map((account) => (
                  <tr key={account.id}>
                    <td>
                      {nameOf(account)} {account.id === me?.id ? t.accounts.you : null}
                    </td>
                    <td>{account.username}</td>
                    <td>{t.roles[account.role]}</td>
                    <td>{account.active ? t.accounts.active : t.accounts.inactive}</td>
                    <td>
                      {account.lastSignedInAt
                        ? formatInstant(account.lastSignedInAt)
                        : t.accounts.never}
                    </td>
                    <td>{account.twoFactor ? t.accounts.twoFactorOn : t.accounts.twoFactorOff}</td>
                    <td>
                      {account.id === me?.id ? null : account.active ? (
                        <Button
                          variant="secondary"
                          className="btn--small btn--danger-outline"
                          disabled={switching}
                          aria-label={`${nameOf(account)} ${t.accounts.deactivate}`}
                          onClick={() => setPending({ kind: 'deactivate', account })}
                        >
                          {t.accounts.deactivate}
                        </Button>
                      ) : (
                        <Button
                          variant="secondary"
                          className="btn--small"
                          disabled={switching}
                          aria-label={`${nameOf(account)} ${t.accounts.reactivate}`}
                          onClick={() => void reactivate(account)}
                        >
                          {t.accounts.reactivate}
                        </Button>
                      )}{' '}
                      {account.id !== me?.id && account.twoFactor ? (
                        <Button
                          variant="secondary"
                          className="btn--small"
                          disabled={resetting}
                          aria-label={`${nameOf(account)} ${t.accounts.resetTwoFactor}`}
                          onClick={() => setPending({ kind: 'reset', account })}
                        >
                          {t.accounts.resetTwoFactor}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : null}
      </section>

      <InviteForm />

      <section className="admin-panel" aria-labelledby="staff-pending-title">
        <h2 id="staff-pending-title" className="admin-panel__title">
          {t.pending.title}
        </h2>
        {data && data.invitations.length === 0 ? (
          <p className="admin-empty">{t.pending.empty}</p>
        ) : null}
        {data && data.invitations.length > 0 ? (
          <ul className="admin-staff__invitations">
            {data.invitations.map((invitation) => (
              <li key={invitation.id} className="admin-staff__invitation">
                <span>
                  <strong>{invitation.displayName ?? invitation.username}</strong> (
                  {invitation.username}) · {t.pending.invitedBy} {invitation.invitedBy} ·{' '}
                  {t.pending.expiresAt} {formatInstant(invitation.expiresAt)}
                </span>
                <Button
                  variant="secondary"
                  className="btn--small"
                  disabled={revoking}
                  aria-label={`${invitation.username} ${t.pending.revoke}`}
                  onClick={() => setPending({ kind: 'revoke', invitation })}
                >
                  {t.pending.revoke}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <PolicyPanel />

      {pending ? (
        <ConfirmDialog
          title={
            pending.kind === 'deactivate'
              ? t.accounts.confirmTitle
              : pending.kind === 'reset'
                ? t.accounts.confirmResetTitle
                : t.pending.confirmTitle
          }
          message={
            pending.kind === 'deactivate'
              ? t.accounts.confirmDeactivate(nameOf(pending.account))
              : pending.kind === 'reset'
                ? t.accounts.confirmReset(nameOf(pending.account))
                : t.pending.confirmRevoke(pending.invitation.username)
          }
          confirmLabel={
            pending.kind === 'deactivate'
              ? t.accounts.deactivate
              : pending.kind === 'reset'
                ? t.accounts.resetTwoFactor
                : t.pending.revoke
          }
          cancelLabel={t.accounts.cancel}
          busy={switching || revoking || resetting}
          busyLabel={t.accounts.working}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </div>
  );
}

/** 직원 초대: the link is shown here once (the server keeps only its hash). */
function InviteForm() {
  const base = useId();
  const [invite, { isLoading }] = useInviteStaffMutation();
  const [username, setUsername] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [invited, setInvited] = useState<StaffInvited | null>(null);
  const [copied, setCopied] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setFailure(null);
    if (!username.trim()) {
      setFieldError(t.invite.usernameMissing);
      return;
    }
    const result = await invite({
      username: username.trim(),
      ...(displayName.trim() ? { displayName: displayName.trim() } : {}),
    });
    if ('error' in result && result.error) {
      setFailure(errorMessage(result.error));
      return;
    }
    setInvited(result.data ?? null);
    setCopied(null);
    setUsername('');
    setDisplayName('');
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

  return (
    <section className="admin-panel" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`} className="admin-panel__title">
        {t.invite.title}
      </h2>
      <form className="admin-form admin-staff__form" onSubmit={submit} noValidate>
        <TextField
          id={`${base}-username`}
          label={t.invite.username}
          hint={t.invite.usernameHint}
          error={fieldError ?? undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            setFieldError(null);
          }}
        />
        <TextField
          id={`${base}-display-name`}
          label={t.invite.displayName}
          autoComplete="off"
          maxLength={50}
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
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
        </div>
      ) : null}
    </section>
  );
}

/** 팀 정책: the staff refund limit (empty: none) and two-factor for everyone. */
function PolicyPanel() {
  const { data, error, isFetching, refetch } = useTeamPolicyQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <section className="admin-panel" aria-labelledby="staff-policy-title">
      <h2 id="staff-policy-title" className="admin-panel__title">
        {t.policy.title}
      </h2>
      {error ? (
        <AdminLoadError
          detail={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {data ? <PolicyForm key={data.updatedAt ?? 'defaults'} policy={data} /> : <AdminLoading />}
    </section>
  );
}

function PolicyForm({ policy }: { policy: TeamPolicy }) {
  const base = useId();
  const [save, { isLoading }] = useUpdateTeamPolicyMutation();
  const [limit, setLimit] = useState(
    policy.staffRefundLimit === null ? '' : String(policy.staffRefundLimit),
  );
  const [daily, setDaily] = useState(
    policy.staffDailyRefundLimit === null ? '' : String(policy.staffDailyRefundLimit),
  );
  const [twoFactor, setTwoFactor] = useState(policy.requireTwoFactor);
  const [limitError, setLimitError] = useState<string | null>(null);
  const [dailyError, setDailyError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ text: string; tone: 'info' | 'error' } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const won = (text: string): number | null | undefined => {
      const digits = text.replace(/[,\s원]/g, '');
      if (digits === '') return null;
      const value = Number(digits);
      return /^\d+$/.test(digits) && value <= 100_000_000 ? value : undefined;
    };
    const value = won(limit);
    const perDay = won(daily);
    if (value === undefined) setLimitError(t.policy.refundLimitInvalid);
    if (perDay === undefined) setDailyError(t.policy.refundLimitInvalid);
    if (value === undefined || perDay === undefined) return;
    const result = await save({
      staffRefundLimit: value,
      staffDailyRefundLimit: perDay,
      requireTwoFactor: twoFactor,
    });
    setOutcome(
      'error' in result && result.error
        ? { text: errorMessage(result.error), tone: 'error' }
        : { text: t.policy.saved, tone: 'info' },
    );
  };

  return (
    <form className="admin-form admin-staff__form" onSubmit={submit} noValidate>
      <TextField
        id={`${base}-limit`}
        label={t.policy.refundLimit}
        hint={t.policy.refundLimitHint}
        error={limitError ?? undefined}
        inputMode="numeric"
        value={limit}
        onChange={(event) => {
          setLimit(event.target.value);
          setLimitError(null);
        }}
      />
      <TextField
        id={`${base}-daily`}
        label={t.policy.dailyRefundLimit}
        hint={t.policy.dailyRefundLimitHint}
        error={dailyError ?? undefined}
        inputMode="numeric"
        value={daily}
        onChange={(event) => {
          setDaily(event.target.value);
          setDailyError(null);
        }}
      />
      <label className="admin-staff__check">
        <input
          type="checkbox"
          checked={twoFactor}
          onChange={(event) => setTwoFactor(event.target.checked)}
        />
        {t.policy.requireTwoFactor}
      </label>
      {outcome ? <StatusMessage tone={outcome.tone}>{outcome.text}</StatusMessage> : null}
      <div className="admin-form__actions">
        <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? t.policy.saving : t.policy.save}
        </Button>
      </div>
    </form>
  );
}
