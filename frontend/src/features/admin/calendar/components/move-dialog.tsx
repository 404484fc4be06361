import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdminCalendar } from '@/copy/ko-admin-calendar';
import { SelectField } from '@/forms/select-field';
import { TextField } from '@/forms/text-field';
import { useForm } from '@/forms/use-form';
import { failedBecause } from '../../core/components/admin-states';
import { PendingLabel } from '../../core/components/pending-label';
import {
  useCalendarChoicesQuery,
  useFreeTimesQuery,
  useMoveAppointmentMutation,
  type CalendarAppointment,
} from '../api';
import { seoulDateOf } from '../calendar-dates';

const t = koAdminCalendar;
type MoveField = 'counsellorId' | 'date' | 'start';
const ORDER: MoveField[] = ['counsellorId', 'date', 'start'];

/**
 * 일정 변경 (issue 37): another free time, with the same counsellor or another who offers the
 * type (a deactivated counsellor's appointment is moved this way). The family is told.
 */
export function MoveDialog({
  appointment,
  onClose,
  onMoved,
}: {
  appointment: CalendarAppointment;
  onClose: () => void;
  onMoved: (appointment: CalendarAppointment) => void;
}) {
  const base = useId();
  const id = (field: MoveField) => `${base}-${field}`;
  const titleId = `${base}-title`;
  const choices = useCalendarChoicesQuery();
  const [move, { isLoading }] = useMoveAppointmentMutation();
  const form = useForm<Record<MoveField, string>, MoveField>({
    initial: {
      counsellorId: String(appointment.counsellorId),
      date: seoulDateOf(appointment.start),
      start: '',
    },
    validate: (values) => ({
      ...(values.counsellorId ? {} : { counsellorId: t.form.errors.counsellor }),
      ...(values.date ? {} : { date: t.form.errors.date }),
      ...(values.start ? {} : { start: t.form.errors.time }),
    }),
    order: ORDER,
    focus: (field) => document.getElementById(id(field))?.focus(),
    fieldOf: (message) =>
      message.startsWith('상담사') || message.startsWith('이 상담사가')
        ? 'counsellorId'
        : message.startsWith('이 시간은') ||
            message.startsWith('이미 지난') ||
            message.startsWith('바꿀 시간') ||
            message.startsWith('방금 다른')
          ? 'start'
          : undefined,
  });
  const { values } = form;
  const type = choices.data?.types.find((each) => each.id === appointment.typeId);
  const counsellors = (choices.data?.counsellors ?? []).filter(
    (each) => !type || type.counsellorIds.includes(each.id),
  );
  const free = useFreeTimesQuery(
    { typeId: appointment.typeId, counsellorId: Number(values.counsellorId), date: values.date },
    { skip: !values.counsellorId || !values.date },
  );
  const times = (free.currentData?.times ?? []).filter((each) => each.start !== appointment.start);
  const submit = form.handleSubmit(async (checked) => {
    const answer = await move({
      id: appointment.id,
      body: { start: checked.start, counsellorId: Number(checked.counsellorId) },
    }).unwrap();
    onMoved(answer);
  });
  const summary = form.refusal
    ? form.refusal.messages.length
      ? form.refusal.messages.join(' ')
      : failedBecause(t.move.failed, form.refusal.caught)
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
        {t.move.title} · {appointment.childName}
      </h2>
      <p className="admin-panel__lead">{t.move.lead}</p>
      <form
        className="admin-form calendar-booking__form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => void submit(event)}
      >
        <SelectField
          id={id('counsellorId')}
          label={t.form.counsellor}
          placeholder={t.form.counsellorPlaceholder}
          options={counsellors.map((each) => [String(each.id), each.name])}
          required
          aria-required="true"
          {...form.field('counsellorId')}
          onChange={(event) => form.update({ counsellorId: event.target.value, start: '' })}
        />
        <TextField
          id={id('date')}
          type="date"
          label={t.form.date}
          required
          aria-required="true"
          {...form.field('date')}
          onChange={(event) => form.update({ date: event.target.value, start: '' })}
        />
        <SelectField
          id={id('start')}
          label={t.form.time}
          placeholder={t.form.timePlaceholder}
          hint={
            free.isFetching ? t.form.timesLoading : times.length === 0 ? t.form.noTimes : undefined
          }
          options={times.map((each) => [each.start, each.time])}
          required
          aria-required="true"
          {...form.field('start')}
        />
        {summary ? <StatusMessage tone="error">{summary}</StatusMessage> : null}
        <div className="alert-dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            {t.form.cancel}
          </Button>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? <PendingLabel text={t.move.submitting} /> : t.move.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
