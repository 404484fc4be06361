import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { StatusMessage } from '@/components/ui/status-message';
import { SCHOOL_YEARS } from '@shared/booking';
import { koAdminCalendar } from '@/copy/ko-admin-calendar';
import { SelectField } from '@/forms/select-field';
import { TextField } from '@/forms/text-field';
import { useForm } from '@/forms/use-form';
import { failedBecause } from '../../core/components/admin-states';
import { PendingLabel } from '../../core/components/pending-label';
import {
  useBookForFamilyMutation,
  useBookSeriesMutation,
  useCalendarChoicesQuery,
  useFreeTimesQuery,
  usePreviewSeriesMutation,
  type CalendarAppointment,
  type SeriesSession,
} from '../api';
import {
  clockOf,
  dayLabel,
  longDayLabel,
  seoulDateOf,
  seoulMinutesOf,
  timeSpan,
} from '../calendar-dates';
import { formatWon } from '@/lib/format';
import {
  BOOKING_FIELDS,
  bookingBody,
  bookingFieldOf,
  checkBooking,
  EMPTY_BOOKING,
  type BookingField,
  type BookingValues,
} from '../booking-form';

const t = koAdminCalendar.form;
const r = koAdminCalendar.series;
const YEAR_OPTIONS = SCHOOL_YEARS.map((year) => [year, year] as const);

/**
 * 예약 추가 (issue 37): the centre books for a family who phoned. The type, then a counsellor
 * offering it, a day and one of that day's free times (asked of the server as they are chosen),
 * the family's names, school year and contact. Errors show beside their fields, the server's
 * too; sent once however often 예약하기 is pressed.
 */
export function BookingDialog({
  initialDate,
  initialCounsellor,
  onClose,
  onBooked,
}: {
  initialDate: string;
  initialCounsellor: number | null;
  onClose: () => void;
  onBooked: (appointment: CalendarAppointment, message: string) => void;
}) {
  const base = useId();
  const id = (field: BookingField) => `${base}-${field}`;
  const titleId = `${base}-title`;
  const choices = useCalendarChoicesQuery();
  const [bookOne, one] = useBookForFamilyMutation();
  const [preview, previewing] = usePreviewSeriesMutation();
  const [bookSeries, many] = useBookSeriesMutation();
  const isLoading = one.isLoading || previewing.isLoading || many.isLoading;
  // The series' sessions once checked, and which of them to book (the free ones at first).
  const [sessions, setSessions] = useState<SeriesSession[] | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [seriesNote, setSeriesNote] = useState<string | null>(null);
  const form = useForm<BookingValues, BookingField>({
    initial: () => ({
      ...EMPTY_BOOKING,
      date: initialDate,
      counsellorId: initialCounsellor ? String(initialCounsellor) : '',
    }),
    validate: checkBooking,
    order: BOOKING_FIELDS,
    focus: (field) => document.getElementById(id(field))?.focus(),
    fieldOf: bookingFieldOf,
  });
  const { values } = form;
  const types = choices.data?.types ?? [];
  const type = types.find((each) => String(each.id) === values.typeId);
  const counsellors = (choices.data?.counsellors ?? []).filter(
    (counsellor) => !type || type.counsellorIds.includes(counsellor.id),
  );
  const ready = Boolean(values.typeId && values.counsellorId && values.date);
  const free = useFreeTimesQuery(
    { typeId: Number(values.typeId), counsellorId: Number(values.counsellorId), date: values.date },
    { skip: !ready },
  );
  const times = free.currentData?.times ?? [];
  const timeHint = !ready
    ? t.pickFirst
    : free.isFetching
      ? t.timesLoading
      : times.length === 0
        ? t.noTimes
        : undefined;

  const submit = form.handleSubmit(async (checked) => {
    const body = bookingBody(checked);
    if (checked.repeat !== 'on') {
      const answer = await bookOne(body).unwrap();
      const until = answer.appointment.payLinkUntil;
      onBooked(
        answer.appointment,
        until
          ? t.linkSent(`${longDayLabel(seoulDateOf(until))} ${clockOf(seoulMinutesOf(until))}`)
          : t.done,
      );
      return;
    }
    const series = {
      typeId: body.typeId,
      counsellorId: body.counsellorId,
      start: body.start,
      sessions: Number(checked.sessions),
    };
    if (!sessions) {
      // First the sessions, free or why not; nothing is booked before they are seen.
      const found = await preview(series).unwrap();
      setSessions(found.sessions);
      setChosen(found.sessions.filter((each) => each.free).map((each) => each.date));
      setSeriesNote(null);
      return;
    }
    if (chosen.length === 0) {
      setSeriesNote(r.pickOne);
      return;
    }
    try {
      const answer = await bookSeries({ ...body, ...series, dates: chosen }).unwrap();
      onBooked(answer.appointments[0], r.done(answer.appointments.length));
    } catch (caught) {
      const data = (caught as { data?: { code?: string; dates?: string[] } }).data;
      if (data?.code !== 'SERIES_CONFLICT') throw caught;
      // Taken meanwhile: the sessions again, as they are now, and which dates it was.
      const found = await preview(series).unwrap();
      setSessions(found.sessions);
      setChosen(found.sessions.filter((each) => each.free).map((each) => each.date));
      setSeriesNote(r.conflict((data.dates ?? []).map(dayLabel).join(', ')));
    }
  });
  const freeCount = sessions ? chosen.length : 0;
  const submitLabel =
    values.repeat === 'on' ? (sessions ? r.submit(freeCount) : r.check) : t.submit;
  const pendingLabel = previewing.isLoading ? r.checking : t.submitting;
  const summary = form.refusal
    ? form.refusal.messages.length
      ? form.refusal.messages.join(' ')
      : failedBecause(t.failed, form.refusal.caught)
    : null;

  return (
    <Dialog
      className="alert-dialog calendar-booking"
      labelledBy={titleId}
      onClose={onClose}
      dismissible={!isLoading}
      busy={isLoading}
    >
      <h2 id={titleId} className="alert-dialog__title">
        {t.title}
      </h2>
      <p className="admin-panel__lead">{t.lead}</p>
      <form
        className="admin-form calendar-booking__form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => void submit(event)}
        // A change to what the series is made of asks its sessions again.
        onChange={(event) => {
          const target = event.target as EventTarget;
          if (!(target instanceof HTMLInputElement && target.name === 'series-session')) {
            setSessions(null);
          }
        }}
      >
        <SelectField
          id={id('typeId')}
          label={t.type}
          placeholder={t.typePlaceholder}
          options={types.map((each) => [
            String(each.id),
            `${each.name} (${each.durationMinutes}분)`,
          ])}
          required
          aria-required="true"
          {...form.field('typeId')}
          onChange={(event) => {
            const next = types.find((each) => String(each.id) === event.target.value);
            const keep = next?.counsellorIds.includes(Number(values.counsellorId));
            form.update({
              typeId: event.target.value,
              start: '',
              ...(keep
                ? {}
                : {
                    counsellorId:
                      next?.counsellorIds.length === 1 ? String(next.counsellorIds[0]) : '',
                  }),
            });
          }}
        />
        <SelectField
          id={id('counsellorId')}
          label={t.counsellor}
          placeholder={t.counsellorPlaceholder}
          options={counsellors.map((each) => [String(each.id), each.name])}
          required
          aria-required="true"
          {...form.field('counsellorId')}
          onChange={(event) => form.update({ counsellorId: event.target.value, start: '' })}
        />
        <TextField
          id={id('date')}
          type="date"
          label={t.date}
          required
          aria-required="true"
          {...form.field('date')}
          onChange={(event) => form.update({ date: event.target.value, start: '' })}
        />
        <SelectField
          id={id('start')}
          label={t.time}
          placeholder={t.timePlaceholder}
          hint={timeHint}
          options={times.map((each) => [each.start, each.time])}
          required
          aria-required="true"
          {...form.field('start')}
        />
        <TextField
          id={id('guardianName')}
          label={t.guardianName}
          autoComplete="off"
          required
          aria-required="true"
          {...form.field('guardianName')}
        />
        <TextField
          id={id('childName')}
          label={t.childName}
          autoComplete="off"
          required
          aria-required="true"
          {...form.field('childName')}
        />
        <SelectField
          id={id('childSchoolYear')}
          label={t.childSchoolYear}
          placeholder={t.schoolYearPlaceholder}
          options={YEAR_OPTIONS}
          required
          aria-required="true"
          {...form.field('childSchoolYear')}
        />
        <TextField
          id={id('phone')}
          type="tel"
          inputMode="tel"
          label={t.phone}
          hint={t.phoneHint}
          autoComplete="off"
          {...form.field('phone')}
        />
        <TextField
          id={id('email')}
          type="email"
          label={t.email}
          autoComplete="off"
          {...form.field('email')}
        />
        <div className="field">
          <label className="calendar-booking__check">
            <input
              type="checkbox"
              checked={values.repeat === 'on'}
              aria-describedby={`${base}-repeat-hint`}
              onChange={(event) => form.update({ repeat: event.target.checked ? 'on' : '' })}
            />{' '}
            {r.repeat}
          </label>
          <p id={`${base}-repeat-hint`} className="field__hint">
            {r.repeatHint}
          </p>
        </div>
        {type && type.deposit > 0 && values.repeat !== 'on' ? (
          <div className="field">
            <label className="calendar-booking__check">
              <input
                id={id('payByLink')}
                type="checkbox"
                checked={values.payByLink === 'on'}
                aria-describedby={`${base}-link-hint`}
                onChange={(event) => form.update({ payByLink: event.target.checked ? 'on' : '' })}
              />{' '}
              {t.payByLink(formatWon(type.deposit))}
            </label>
            <p id={`${base}-link-hint`} className="field__hint">
              {t.payByLinkHint(choices.data?.payLinkHours ?? 24)}
            </p>
            {form.field('payByLink').error ? (
              <p className="field__error" role="alert">
                {form.field('payByLink').error}
              </p>
            ) : null}
          </div>
        ) : null}
        {values.repeat === 'on' ? (
          <TextField
            id={id('sessions')}
            type="number"
            inputMode="numeric"
            min={2}
            max={24}
            label={r.sessions}
            hint={r.sessionsHint}
            required
            aria-required="true"
            {...form.field('sessions')}
          />
        ) : null}
        {sessions ? (
          <fieldset className="calendar-booking__series">
            <legend>{r.listTitle}</legend>
            <p className="field__hint">{sessions.some((each) => each.free) ? r.lead : r.none}</p>
            <ul className="calendar-series">
              {sessions.map((session) => (
                <li key={session.date}>
                  <label>
                    <input
                      type="checkbox"
                      name="series-session"
                      disabled={!session.free}
                      checked={chosen.includes(session.date)}
                      onChange={(event) =>
                        setChosen((current) =>
                          event.target.checked
                            ? [...current, session.date]
                            : current.filter((date) => date !== session.date),
                        )
                      }
                    />{' '}
                    {r.session(
                      session.index,
                      dayLabel(session.date),
                      timeSpan(session.start, session.end),
                    )}
                    {' · '}
                    <span className={session.free ? undefined : 'calendar-series__conflict'}>
                      {session.free ? r.free : session.reason}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        {seriesNote ? <StatusMessage tone="error">{seriesNote}</StatusMessage> : null}
        {summary ? <StatusMessage tone="error">{summary}</StatusMessage> : null}
        <div className="alert-dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? <PendingLabel text={pendingLabel} /> : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
