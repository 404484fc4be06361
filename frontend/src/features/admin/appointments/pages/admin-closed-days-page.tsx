import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdminAppointments } from '@/copy/ko-admin-appointments';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TextField } from '@/forms/text-field';
import { useForm } from '@/forms/use-form';
import { AdminLoadError, AdminLoading, TableScroll } from '../../core/components/admin-states';
import {
  useAddClosedDayMutation,
  useAddRoomMutation,
  useClosedDaysQuery,
  useDeleteClosedDayMutation,
  useRoomsQuery,
  useUpdateRoomMutation,
  type RoomRow,
} from '../api';
import { fieldByLabel } from '../setup-form';
import { SetupFormEnd } from '../components/setup-form-end';
import '../../core/admin-pages.css';
import './admin-appointments.css';

const a = koAdminAppointments;
const c = a.closedDays;
const r = a.rooms;

type Notice = { text: string; tone: 'info' | 'error' } | null;

/**
 * /admin/closed-days (issue 37, the owner's): the centre's own closed days, the public holidays
 * the booking already skips (from the holidays package), and the counselling rooms.
 */
export default function AdminClosedDaysPage() {
  useDocumentTitle(c.title);
  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{c.title}</h1>
      </div>
      <p className="admin-panel__lead">{c.lead}</p>
      <ClosedDays />
      <Rooms />
    </div>
  );
}

type DayValues = { day: string; reason: string };
const DAY_EMPTY: DayValues = { day: '', reason: '' };

function ClosedDays() {
  const base = useId();
  const ids = { day: `${base}-day`, reason: `${base}-reason` };
  const { data, error, isLoading, isFetching, refetch } = useClosedDaysQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [add] = useAddClosedDayMutation();
  const [remove, { isLoading: removing }] = useDeleteClosedDayMutation();
  const [notice, setNotice] = useState<Notice>(null);
  const form = useForm<DayValues, keyof DayValues>({
    initial: DAY_EMPTY,
    validate: ({ day, reason }) => ({
      ...(day ? {} : { day: c.dayMissing }),
      ...(reason.trim() ? {} : { reason: c.reasonMissing }),
    }),
    order: ['day', 'reason'],
    focus: (field) => document.getElementById(ids[field])?.focus(),
    fieldOf: fieldByLabel<keyof DayValues>({ day: c.day, reason: c.reason }),
  });

  const send = async (values: DayValues) => {
    const saved = await add({ day: values.day, reason: values.reason.trim() }).unwrap();
    form.reset(DAY_EMPTY);
    setNotice({ text: saved.message, tone: 'info' });
  };
  const drop = async (day: string) => {
    const result = await remove(day);
    setNotice(
      'error' in result && result.error
        ? { text: errorMessage(result.error), tone: 'error' }
        : { text: c.removed, tone: 'info' },
    );
  };

  return (
    <>
      <section className="admin-panel" aria-labelledby={`${base}-title`}>
        <h2 id={`${base}-title`} className="admin-panel__title">
          {c.centreTitle}
        </h2>
        {notice ? <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage> : null}
        {isLoading ? <AdminLoading /> : null}
        {error ? (
          <AdminLoadError
            detail={errorMessage(error)}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : null}
        {data && data.centre.length === 0 ? <p className="admin-empty">{c.empty}</p> : null}
        {data && data.centre.length > 0 ? (
          <TableScroll label={c.caption}>
            <table className="admin-table">
              <caption className="visually-hidden">{c.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{c.columns.day}</th>
                  <th scope="col">{c.columns.reason}</th>
                  <th scope="col">{c.columns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {data.centre.map((closed) => (
                  <tr key={closed.day}>
                    <th scope="row" className="admin-nowrap">
                      {closed.day}
                    </th>
                    <td>{closed.reason}</td>
                    <td>
                      <Button
                        variant="secondary"
                        className="btn--small btn--danger-outline"
                        aria-label={c.removeLabel(closed.day)}
                        disabled={removing}
                        onClick={() => void drop(closed.day)}
                      >
                        {c.remove}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : null}
        <form
          className="admin-form"
          noValidate
          onSubmit={(event) => void form.handleSubmit(send)(event)}
        >
          <TextField id={ids.day} type="date" label={c.day} {...form.field('day')} />
          <TextField
            id={ids.reason}
            label={c.reason}
            hint={c.reasonHint}
            autoComplete="off"
            maxLength={100}
            {...form.field('reason')}
          />
          <SetupFormEnd refusal={form.refusal} submitting={form.submitting} submit={c.submit} />
        </form>
      </section>
      {data ? (
        <section className="admin-panel" aria-labelledby={`${base}-holidays`}>
          <h2 id={`${base}-holidays`} className="admin-panel__title">
            {c.holidaysTitle}
          </h2>
          <p className="admin-panel__lead">
            {c.holidaysLead(`${data.holiday_years[0] ?? ''}–${data.holiday_years.at(-1) ?? ''}`)}
          </p>
          <ul className="admin-appointments__holidays" aria-label={c.holidaysCaption}>
            {data.holidays.map((holiday) => (
              <li key={holiday.day}>
                <span className="admin-nowrap">{holiday.day}</span> {holiday.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function Rooms() {
  const base = useId();
  const nameId = `${base}-name`;
  const { data, error, isLoading, isFetching, refetch } = useRoomsQuery();
  const [add] = useAddRoomMutation();
  const [update, { isLoading: updating }] = useUpdateRoomMutation();
  const [notice, setNotice] = useState<Notice>(null);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const form = useForm<{ name: string }, 'name'>({
    initial: { name: '' },
    validate: ({ name }) => (name.trim() ? {} : { name: r.nameMissing }),
    order: ['name'],
    focus: () => document.getElementById(nameId)?.focus(),
    fieldOf: fieldByLabel<'name'>({ name: r.name }),
  });

  const send = async ({ name }: { name: string }) => {
    const saved = await add({ name: name.trim() }).unwrap();
    form.reset({ name: '' });
    setNotice({ text: saved.message, tone: 'info' });
  };
  const change = async (room: RoomRow, body: { name?: string; active?: boolean }) => {
    const result = await update({ id: room.id, body });
    if ('error' in result && result.error) {
      setNotice({ text: errorMessage(result.error), tone: 'error' });
      return;
    }
    setRenaming(null);
    setNotice({ text: result.data?.message ?? '', tone: 'info' });
  };

  return (
    <section className="admin-panel" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`} className="admin-panel__title">
        {r.title}
      </h2>
      <p className="admin-panel__lead">{r.lead}</p>
      {notice ? <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage> : null}
      {isLoading ? <AdminLoading /> : null}
      {error ? (
        <AdminLoadError
          detail={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {data && data.length === 0 ? <p className="admin-empty">{r.empty}</p> : null}
      {data && data.length > 0 ? (
        <TableScroll label={r.caption}>
          <table className="admin-table">
            <caption className="visually-hidden">{r.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{r.columns.name}</th>
                <th scope="col">{r.columns.status}</th>
                <th scope="col">{r.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((room) => (
                <tr key={room.id}>
                  <th scope="row">
                    {renaming?.id === room.id ? (
                      <form
                        className="admin-appointments__rename"
                        onSubmit={(event) => {
                          event.preventDefault();
                          void change(room, { name: renaming.name.trim() });
                        }}
                      >
                        <label className="visually-hidden" htmlFor={`${base}-rename-${room.id}`}>
                          {r.renameLabel(room.name)}
                        </label>
                        <input
                          id={`${base}-rename-${room.id}`}
                          className="field__input"
                          value={renaming.name}
                          maxLength={30}
                          onChange={(event) =>
                            setRenaming({ id: room.id, name: event.target.value })
                          }
                        />
                        <Button type="submit" className="btn--small" disabled={updating}>
                          {r.renameSubmit}
                        </Button>
                      </form>
                    ) : (
                      room.name
                    )}
                  </th>
                  <td className="admin-nowrap">
                    <span
                      className={
                        room.active
                          ? 'admin-tag admin-tag--published'
                          : 'admin-tag admin-tag--archived'
                      }
                    >
                      {room.active ? a.active : a.inactive}
                    </span>
                  </td>
                  <td>
                    <div className="admin-row-actions">
                      {renaming?.id === room.id ? null : (
                        <Button
                          variant="secondary"
                          className="btn--small"
                          aria-label={`${room.name} ${r.rename}`}
                          onClick={() => setRenaming({ id: room.id, name: room.name })}
                        >
                          {r.rename}
                        </Button>
                      )}
                      <Button
                        variant="secondary"
                        className="btn--small"
                        aria-label={r.toggleLabel(room.name, room.active)}
                        disabled={updating}
                        onClick={() => void change(room, { active: !room.active })}
                      >
                        {room.active ? r.deactivate : r.reactivate}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(send)(event)}
      >
        <TextField
          id={nameId}
          label={r.name}
          autoComplete="off"
          maxLength={30}
          {...form.field('name')}
        />
        <SetupFormEnd refusal={form.refusal} submitting={form.submitting} submit={r.submit} />
      </form>
    </section>
  );
}
