import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { adminPaths } from '@/config/admin-paths';
import { koAdminAppointments } from '@/copy/ko-admin-appointments';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ConfirmDialog } from '@/forms/confirm-dialog';
import { SelectField } from '@/forms/select-field';
import { TextField } from '@/forms/text-field';
import { useForm } from '@/forms/use-form';
import { useAdminMeQuery } from '../../core/api';
import { AdminListPage } from '../../core/components/admin-list-page';
import {
  useCounsellorAccountsQuery,
  useCounsellorsQuery,
  useCreateCounsellorProfileMutation,
  useDeleteCounsellorProfileMutation,
  useUpdateCounsellorProfileMutation,
  type CounsellorRow,
} from '../api';
import { fieldByLabel } from '../setup-form';
import { SetupFormEnd } from '../components/setup-form-end';
import '../../core/admin-pages.css';
import './admin-appointments.css';

const a = koAdminAppointments;
const t = a.counsellors;

type Pending = { kind: 'deactivate' | 'remove'; counsellor: CounsellorRow };

/**
 * /admin/counsellors (issue 37): the owner gives staff accounts counsellor profiles, takes one off
 * the booking pages or deletes one that never had an appointment; each row leads to its weekly
 * hours and time off. A staff account sees only its own profile.
 */
export default function AdminCounsellorsPage() {
  useDocumentTitle(t.title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data: me } = useAdminMeQuery();
  const owner = me?.role === 'OWNER';
  const query = useCounsellorsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [update, { isLoading: updating }] = useUpdateCounsellorProfileMutation();
  const [remove, { isLoading: removing }] = useDeleteCounsellorProfileMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'info' | 'error' } | null>(null);

  const act = async (kind: Pending['kind'] | 'reactivate', counsellor: CounsellorRow) => {
    const result =
      kind === 'remove'
        ? await remove(counsellor.id)
        : await update({ id: counsellor.id, body: { active: kind === 'reactivate' } });
    setNotice(
      'error' in result && result.error
        ? { text: errorMessage(result.error), tone: 'error' }
        : { text: result.data?.message ?? '', tone: 'info' },
    );
    setPending(null);
  };

  return (
    <AdminListPage
      title={t.title}
      headingRef={headingRef}
      lead={
        <>
          <p className="admin-panel__lead">{owner ? t.lead : t.staffLead}</p>
          {notice ? <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage> : null}
        </>
      }
      query={query}
      rowCount={query.data?.length}
      empty={t.empty}
      caption={t.caption}
      after={
        <>
          {owner ? <AddCounsellor onDone={(text) => setNotice({ text, tone: 'info' })} /> : null}
          {pending ? (
            <ConfirmDialog
              title={pending.kind === 'remove' ? t.confirmRemoveTitle : t.confirmDeactivateTitle}
              message={
                pending.kind === 'remove'
                  ? t.confirmRemove(pending.counsellor.name)
                  : t.confirmDeactivate(pending.counsellor.name)
              }
              confirmLabel={pending.kind === 'remove' ? t.remove : t.deactivate}
              cancelLabel={a.cancel}
              busy={updating || removing}
              busyLabel={t.working}
              onConfirm={() => void act(pending.kind, pending.counsellor)}
              onCancel={() => setPending(null)}
            />
          ) : null}
        </>
      }
    >
      <table className="admin-table" aria-busy={query.isFetching}>
        <caption className="visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.name}</th>
            <th scope="col">{t.columns.account}</th>
            <th scope="col">{t.columns.status}</th>
            <th scope="col">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {(query.data ?? []).map((counsellor) => (
            <tr key={counsellor.id}>
              <th scope="row" className="admin-table__title">
                {counsellor.name} {counsellor.mine ? t.mine : null}
              </th>
              <td>{counsellor.account_name}</td>
              <td className="admin-nowrap">
                <span
                  className={
                    counsellor.active
                      ? 'admin-tag admin-tag--published'
                      : 'admin-tag admin-tag--archived'
                  }
                >
                  {counsellor.active ? a.active : a.inactive}
                </span>
              </td>
              <td>
                <div className="admin-row-actions">
                  <Link
                    to={adminPaths.counsellorSchedule(counsellor.id)}
                    className={buttonClassName('secondary', 'btn--small')}
                    aria-label={t.scheduleLabel(counsellor.name)}
                  >
                    {t.schedule}
                  </Link>
                  {owner ? (
                    counsellor.active ? (
                      <Button
                        variant="secondary"
                        className="btn--small"
                        aria-label={`${counsellor.name} ${t.deactivate}`}
                        disabled={updating}
                        onClick={() => setPending({ kind: 'deactivate', counsellor })}
                      >
                        {t.deactivate}
                      </Button>
                    ) : (
                      <Button
                        variant="secondary"
                        className="btn--small"
                        aria-label={`${counsellor.name} ${t.reactivate}`}
                        disabled={updating}
                        onClick={() => void act('reactivate', counsellor)}
                      >
                        {t.reactivate}
                      </Button>
                    )
                  ) : null}
                  {owner ? (
                    <Button
                      variant="secondary"
                      className="btn--small btn--danger-outline"
                      aria-label={t.removeLabel(counsellor.name)}
                      disabled={removing}
                      onClick={() => setPending({ kind: 'remove', counsellor })}
                    >
                      {t.remove}
                    </Button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminListPage>
  );
}

type AddValues = { account_id: string; name: string };
const ADD_EMPTY: AddValues = { account_id: '', name: '' };
const addFieldOf = fieldByLabel<keyof AddValues>({
  account_id: t.add.account,
  name: t.add.name,
});

/** 상담사 추가: an active staff account without a profile, and the name families see. */
function AddCounsellor({ onDone }: { onDone: (message: string) => void }) {
  const base = useId();
  const ids = { account_id: `${base}-account`, name: `${base}-name` };
  const { data: accounts = [] } = useCounsellorAccountsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [create] = useCreateCounsellorProfileMutation();
  const form = useForm<AddValues, keyof AddValues>({
    initial: ADD_EMPTY,
    validate: ({ account_id, name }) => ({
      ...(account_id ? {} : { account_id: t.add.accountMissing }),
      ...(name.trim() ? {} : { name: t.add.nameMissing }),
    }),
    order: ['account_id', 'name'],
    focus: (field) => document.getElementById(ids[field])?.focus(),
    fieldOf: addFieldOf,
  });

  const send = async ({ account_id, name }: AddValues) => {
    const saved = await create({ account_id: Number(account_id), name: name.trim() }).unwrap();
    form.reset(ADD_EMPTY);
    onDone(saved.message);
  };

  const chooseAccount = (value: string) => {
    const account = accounts.find((option) => String(option.id) === value);
    form.update({
      account_id: value,
      ...(account && !form.values.name.trim() ? { name: account.name } : {}),
    });
  };

  return (
    <section className="admin-panel" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`} className="admin-panel__title">
        {t.add.title}
      </h2>
      {accounts.length === 0 ? <p className="admin-empty">{t.add.noAccounts}</p> : null}
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(send)(event)}
      >
        <SelectField
          id={ids.account_id}
          label={t.add.account}
          placeholder={t.add.accountPlaceholder}
          options={accounts.map((account) => [
            String(account.id),
            `${account.name} (${account.username})`,
          ])}
          {...form.field('account_id')}
          onChange={(event) => chooseAccount(event.target.value)}
        />
        <TextField
          id={ids.name}
          label={t.add.name}
          hint={t.add.nameHint}
          autoComplete="off"
          maxLength={30}
          {...form.field('name')}
        />
        <SetupFormEnd refusal={form.refusal} submitting={form.submitting} submit={t.add.submit} />
      </form>
    </section>
  );
}
