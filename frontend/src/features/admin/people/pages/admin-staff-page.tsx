import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdminStaff } from '@/copy/ko-admin-staff';
import { errorMessage } from '@/lib/api-error';
import { formatInstant } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ConfirmDialog } from '@/forms/confirm-dialog';
import { useAdminMeQuery } from '../../core/api';
import {
  useRevokeInvitationMutation,
  useResetTwoFactorMutation,
  useSetAccountActiveMutation,
  useStaffListQuery,
  type StaffAccount,
  type StaffInvitation,
} from '../api';
import { AdminLoadError, AdminLoading, TableScroll } from '../../core/components/admin-states';
import { InviteForm } from '../components/invite-form';
import { PolicyPanel } from '../components/policy-panel';
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
