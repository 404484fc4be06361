import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { adminPaths } from '@/config/admin-paths';
import { koAdminAppointments } from '@/copy/ko-admin-appointments';
import { errorMessage } from '@/lib/api-error';
import { formatInstant } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { serverMessagesOf } from '@/forms/use-form';
import { TextField } from '@/forms/text-field';
import { useForm } from '@/forms/use-form';
import { AdminLoadError, AdminLoading, TableScroll } from '../../core/components/admin-states';
import {
  useAddCounsellorTimeOffMutation,
  useCounsellorQuery,
  useDeleteCounsellorTimeOffMutation,
  useSaveCounsellorHoursMutation,
  type CounsellorDetail,
} from '../api';
import {
  fieldByLabel,
  seoulInstantOf,
  weekdayOfMessage,
  weekRowsOf,
  windowsOf,
  type WeekRows,
} from '../setup-form';
import { CalendarFeedPanel } from '../components/calendar-feed-panel';
import { SetupFormEnd } from '../components/setup-form-end';
import '../../core/admin-pages.css';
import './admin-appointments.css';

const a = koAdminAppointments;
const s = a.schedule;
/** Monday first, as a Korean week is read; Sunday last. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * /admin/counsellors/:id (issue 37): one counsellor's weekly hours (several windows a day),
 * time off and private calendar feed. The counsellor edits their own; the owner anyone's (the server refuses the rest).
 */
export default function AdminCounsellorSchedulePage() {
  const id = Number(useParams().id);
  const query = useCounsellorQuery(id, { refetchOnMountOrArgChange: true });
  const { data, error, isLoading, isFetching, refetch } = query;
  useDocumentTitle(data ? s.title(data.name) : a.counsellors.title);
  // Held here, not in the week editor: a save refetches the hours, which remounts the editor (its
  // key), and the message saying it was saved must outlive that.
  const [weekResult, setWeekResult] = useState<WeekResult | null>(null);

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{data ? s.title(data.name) : a.counsellors.title}</h1>
        <Link to={adminPaths.counsellors} className="admin-appointments__back">
          {s.back}
        </Link>
      </div>
      {isLoading ? <AdminLoading /> : null}
      {error ? (
        <AdminLoadError
          detail={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {data ? (
        <>
          <WeekEditor
            key={JSON.stringify(data.hours)}
            counsellor={data}
            result={weekResult}
            setResult={setWeekResult}
          />
          <TimeOff counsellor={data} />
          {/* Keyed: an address shown once belongs to this counsellor's page only. */}
          <CalendarFeedPanel key={data.id} counsellor={data} />
        </>
      ) : null}
    </div>
  );
}

type WeekResult = { text: string; tone: 'info' | 'error' };

function WeekEditor({
  counsellor,
  result,
  setResult,
}: {
  counsellor: CounsellorDetail;
  result: WeekResult | null;
  setResult: (result: WeekResult | null) => void;
}) {
  const base = useId();
  const [rows, setRows] = useState<WeekRows>(() => weekRowsOf(counsellor.hours));
  const [save, { isLoading }] = useSaveCounsellorHoursMutation();
  const [dayErrors, setDayErrors] = useState<Record<number, string>>({});

  const change = (weekday: number, index: number, part: 'start' | 'end', value: string) => {
    setRows((current) =>
      current.map((day, d) =>
        d === weekday ? day.map((w, i) => (i === index ? { ...w, [part]: value } : w)) : day,
      ),
    );
    setDayErrors(({ [weekday]: _gone, ...rest }) => rest);
  };
  const add = (weekday: number) =>
    setRows((current) =>
      current.map((day, d) => {
        if (d !== weekday) return day;
        const last = day.at(-1);
        return [
          ...day,
          last
            ? { weekday, start: last.end, end: last.end }
            : { weekday, start: '10:00', end: '18:00' },
        ];
      }),
    );
  const drop = (weekday: number, index: number) =>
    setRows((current) =>
      current.map((day, d) => (d === weekday ? day.filter((_, i) => i !== index) : day)),
    );

  const submit = async () => {
    setResult(null);
    setDayErrors({});
    try {
      const saved = await save({ id: counsellor.id, windows: windowsOf(rows) }).unwrap();
      setResult({ text: saved.message, tone: 'info' });
    } catch (caught) {
      const byDay: Record<number, string> = {};
      const rest: string[] = [];
      for (const message of serverMessagesOf(caught)) {
        const weekday = weekdayOfMessage(message);
        if (weekday === undefined) rest.push(message);
        else byDay[weekday] = byDay[weekday] ? `${byDay[weekday]} ${message}` : message;
      }
      setDayErrors(byDay);
      const first = WEEK_ORDER.find((weekday) => byDay[weekday]);
      if (first !== undefined) {
        document.getElementById(`${base}-day-${first}`)?.querySelector('input')?.focus();
      }
      if (rest.length || first === undefined) {
        setResult({
          text: rest.join(' ') || errorMessage(caught as never) || a.failed,
          tone: 'error',
        });
      }
    }
  };

  return (
    <section className="admin-panel" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`} className="admin-panel__title">
        {s.hours.title}
      </h2>
      <p className="admin-panel__lead">{s.hours.lead}</p>
      <form
        className="admin-form admin-appointments__week"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {WEEK_ORDER.map((weekday) => {
          const day = a.weekdays[weekday];
          const errorId = `${base}-day-${weekday}-error`;
          return (
            <fieldset
              key={weekday}
              id={`${base}-day-${weekday}`}
              className="admin-fieldset admin-appointments__day"
              aria-describedby={dayErrors[weekday] ? errorId : undefined}
            >
              <legend className="field__label">{`${day}요일`}</legend>
              {rows[weekday].length === 0 ? <p className="field__hint">{s.hours.off}</p> : null}
              {rows[weekday].map((window, index) => (
                <div
                  key={index}
                  className="admin-appointments__window"
                  role="group"
                  aria-label={s.hours.windowLabel(day, index + 1)}
                >
                  <label>
                    <span className="visually-hidden">{`${s.hours.windowLabel(day, index + 1)} `}</span>
                    {s.hours.start}
                    <input
                      type="time"
                      step={600}
                      className="field__input"
                      value={window.start}
                      aria-invalid={dayErrors[weekday] ? true : undefined}
                      onChange={(event) => change(weekday, index, 'start', event.target.value)}
                    />
                  </label>
                  <label>
                    <span className="visually-hidden">{`${s.hours.windowLabel(day, index + 1)} `}</span>
                    {s.hours.end}
                    <input
                      type="time"
                      step={600}
                      className="field__input"
                      value={window.end}
                      aria-invalid={dayErrors[weekday] ? true : undefined}
                      onChange={(event) => change(weekday, index, 'end', event.target.value)}
                    />
                  </label>
                  <Button
                    variant="secondary"
                    className="btn--small"
                    aria-label={s.hours.removeLabel(day, index + 1)}
                    onClick={() => drop(weekday, index)}
                  >
                    {s.hours.remove}
                  </Button>
                </div>
              ))}
              <Button variant="ghost" className="btn--small" onClick={() => add(weekday)}>
                {s.hours.add(day)}
              </Button>
              {dayErrors[weekday] ? (
                <p id={errorId} className="field-error">
                  {dayErrors[weekday]}
                </p>
              ) : null}
            </fieldset>
          );
        })}
        {result ? <StatusMessage tone={result.tone}>{result.text}</StatusMessage> : null}
        <div className="admin-form__actions">
          <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
            {isLoading ? a.saving : s.hours.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}

type OffValues = { starts_at: string; ends_at: string; reason: string };
const OFF_EMPTY: OffValues = { starts_at: '', ends_at: '', reason: '' };
const offFieldOf = fieldByLabel<keyof OffValues>({
  starts_at: '시작 일시',
  ends_at: '끝 일시',
  reason: '사유',
});

function TimeOff({ counsellor }: { counsellor: CounsellorDetail }) {
  const base = useId();
  const ids = {
    starts_at: `${base}-starts`,
    ends_at: `${base}-ends`,
    reason: `${base}-reason`,
  };
  const [add] = useAddCounsellorTimeOffMutation();
  const [remove, { isLoading: removing }] = useDeleteCounsellorTimeOffMutation();
  const [notice, setNotice] = useState<{ text: string; tone: 'info' | 'error' } | null>(null);
  const form = useForm<OffValues, keyof OffValues>({
    initial: OFF_EMPTY,
    validate: ({ starts_at, ends_at, reason }) => ({
      ...(seoulInstantOf(starts_at) ? {} : { starts_at: s.timeOff.startMissing }),
      ...(seoulInstantOf(ends_at) ? {} : { ends_at: s.timeOff.endMissing }),
      ...(reason.trim() ? {} : { reason: s.timeOff.reasonMissing }),
    }),
    order: ['starts_at', 'ends_at', 'reason'],
    focus: (field) => document.getElementById(ids[field])?.focus(),
    fieldOf: offFieldOf,
  });

  const send = async (values: OffValues) => {
    const saved = await add({
      id: counsellor.id,
      body: {
        starts_at: seoulInstantOf(values.starts_at)!,
        ends_at: seoulInstantOf(values.ends_at)!,
        reason: values.reason.trim(),
      },
    }).unwrap();
    form.reset(OFF_EMPTY);
    setNotice({ text: saved.message, tone: 'info' });
  };

  const drop = async (timeOffId: number) => {
    const result = await remove({ id: counsellor.id, timeOffId });
    setNotice(
      'error' in result && result.error
        ? { text: errorMessage(result.error), tone: 'error' }
        : { text: s.timeOff.removed, tone: 'info' },
    );
  };

  return (
    <section className="admin-panel" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`} className="admin-panel__title">
        {s.timeOff.title}
      </h2>
      <p className="admin-panel__lead">{s.timeOff.lead}</p>
      {notice ? <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage> : null}
      {counsellor.time_off.length === 0 ? (
        <p className="admin-empty">{s.timeOff.empty}</p>
      ) : (
        <TableScroll label={s.timeOff.caption}>
          <table className="admin-table">
            <caption className="visually-hidden">{s.timeOff.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{s.timeOff.columns.when}</th>
                <th scope="col">{s.timeOff.columns.reason}</th>
                <th scope="col">{s.timeOff.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {counsellor.time_off.map((off) => (
                <tr key={off.id}>
                  <td>
                    {formatInstant(off.starts_at)} ~ {formatInstant(off.ends_at)}
                  </td>
                  <th scope="row">{off.reason}</th>
                  <td>
                    <Button
                      variant="secondary"
                      className="btn--small btn--danger-outline"
                      aria-label={s.timeOff.removeLabel(off.reason)}
                      disabled={removing}
                      onClick={() => void drop(off.id)}
                    >
                      {s.timeOff.remove}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(send)(event)}
      >
        <TextField
          id={ids.starts_at}
          type="datetime-local"
          step={600}
          label={s.timeOff.startDate}
          {...form.field('starts_at')}
        />
        <TextField
          id={ids.ends_at}
          type="datetime-local"
          step={600}
          label={s.timeOff.endDate}
          {...form.field('ends_at')}
        />
        <TextField
          id={ids.reason}
          label={s.timeOff.reason}
          hint={s.timeOff.reasonHint}
          autoComplete="off"
          maxLength={100}
          {...form.field('reason')}
        />
        <SetupFormEnd
          refusal={form.refusal}
          submitting={form.submitting}
          submit={s.timeOff.submit}
        />
      </form>
    </section>
  );
}
