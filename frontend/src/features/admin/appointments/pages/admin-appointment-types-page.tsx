import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdminAppointments } from '@/copy/ko-admin-appointments';
import { formatWon } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SelectField } from '@/forms/select-field';
import { TextAreaField } from '@/forms/text-area-field';
import { TextField } from '@/forms/text-field';
import { useForm } from '@/forms/use-form';
import { AdminListPage } from '../../core/components/admin-list-page';
import {
  useAppointmentTypesQuery,
  useBookingProgramsQuery,
  useCounsellorsQuery,
  useCreateAppointmentTypeMutation,
  useUpdateAppointmentTypeMutation,
  type AppointmentTypeRow,
} from '../api';
import {
  fieldByLabel,
  newTypeValues,
  noticeChoices,
  TYPE_ORDER,
  typeErrors,
  typeRequestOf,
  typeValuesOf,
  type TypeField,
  type TypeValues,
} from '../setup-form';
import '../../core/admin-pages.css';
import './admin-appointments.css';

const a = koAdminAppointments;
const t = a.types;
const fieldOf = fieldByLabel(t.fields);

/**
 * /admin/appointment-types (issue 37, the owner's): what families can book under each program,
 * with its length, price, notice, window, cancellation deadline and counsellors. A program with
 * an active type and an active counsellor shows 예약하기 to this site's booking page.
 */
export default function AdminAppointmentTypesPage() {
  useDocumentTitle(t.title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = useAppointmentTypesQuery();
  const { data: programs = [] } = useBookingProgramsQuery();
  const { data: counsellors = [] } = useCounsellorsQuery();
  const [editing, setEditing] = useState<AppointmentTypeRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const programTitle = (id: number) => programs.find((p) => p.id === id)?.title ?? `#${id}`;
  const counsellorNames = (ids: number[]) =>
    ids.map((id) => counsellors.find((c) => c.id === id)?.name ?? `#${id}`).join(', ') ||
    t.noCounsellors;

  return (
    <AdminListPage
      title={t.title}
      headingRef={headingRef}
      lead={
        <>
          <p className="admin-panel__lead">{t.lead}</p>
          {notice ? <StatusMessage>{notice}</StatusMessage> : null}
        </>
      }
      query={query}
      rowCount={query.data?.length}
      empty={t.empty}
      caption={t.caption}
      after={
        <TypeForm
          // A new type starts on the first program, once the programs have come.
          key={editing ? editing.id : `new-${programs.length > 0}`}
          editing={editing}
          programs={programs.filter((p) => !p.archived)}
          counsellors={counsellors}
          onDone={(message) => {
            setNotice(message);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      }
    >
      <table className="admin-table" aria-busy={query.isFetching}>
        <caption className="visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.program}</th>
            <th scope="col">{t.columns.name}</th>
            <th scope="col">{t.columns.length}</th>
            <th scope="col">{t.columns.price}</th>
            <th scope="col">{t.columns.counsellors}</th>
            <th scope="col">{t.columns.status}</th>
            <th scope="col">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {(query.data ?? []).map((type) => (
            <tr key={type.id}>
              <td>{programTitle(type.program_id)}</td>
              <th scope="row" className="admin-table__title">
                {type.name}
              </th>
              <td className="admin-nowrap">
                {t.lengthText(type.duration_minutes, type.buffer_after_minutes)}
              </td>
              <td className="admin-nowrap">
                {t.priceText(
                  formatWon(type.price),
                  type.deposit > 0 ? formatWon(type.deposit) : null,
                )}
              </td>
              <td>{counsellorNames(type.counsellor_ids)}</td>
              <td className="admin-nowrap">
                <span
                  className={
                    type.active ? 'admin-tag admin-tag--published' : 'admin-tag admin-tag--archived'
                  }
                >
                  {type.active ? a.active : a.inactive}
                </span>
              </td>
              <td>
                <Button
                  variant="secondary"
                  className="btn--small"
                  aria-label={t.editLabel(type.name)}
                  onClick={() => {
                    setNotice(null);
                    setEditing(type);
                    window.setTimeout(() => document.getElementById('type-form-title')?.focus(), 0);
                  }}
                >
                  {t.edit}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminListPage>
  );
}

function TypeForm({
  editing,
  programs,
  counsellors,
  onDone,
  onCancel,
}: {
  editing: AppointmentTypeRow | null;
  programs: { id: number; title: string }[];
  counsellors: { id: number; name: string; active: boolean }[];
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const base = useId();
  const id = (field: TypeField) => `${base}-${field}`;
  const [create] = useCreateAppointmentTypeMutation();
  const [update] = useUpdateAppointmentTypeMutation();
  const form = useForm<TypeValues, TypeField>({
    initial: () => (editing ? typeValuesOf(editing) : newTypeValues(programs[0]?.id)),
    validate: typeErrors,
    order: TYPE_ORDER,
    focus: (field) => {
      const element = document.getElementById(id(field));
      (element?.querySelector<HTMLElement>('input') ?? element)?.focus();
    },
    fieldOf,
  });
  const { values, setValue, errors } = form;

  const send = async (sent: TypeValues) => {
    const body = typeRequestOf(sent);
    const saved = editing
      ? await update({ id: editing.id, body }).unwrap()
      : await create(body).unwrap();
    form.reset(newTypeValues(programs[0]?.id));
    onDone(saved.message);
  };

  const number = (field: (typeof TYPE_ORDER)[number] & keyof TypeValues, max: number) => (
    <TextField
      id={id(field)}
      label={t.fields[field]}
      hint={t.hints[field as keyof typeof t.hints]}
      inputMode="numeric"
      autoComplete="off"
      maxLength={max}
      {...form.field(field as Exclude<TypeField, 'counsellor_ids' | 'active'>)}
    />
  );

  const counsellorError = errors.counsellor_ids;
  return (
    <section className="admin-panel" aria-labelledby="type-form-title">
      <h2 id="type-form-title" className="admin-panel__title" tabIndex={-1}>
        {editing ? t.editTitle(editing.name) : t.newTitle}
      </h2>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(send)(event)}
      >
        <SelectField
          id={id('program_id')}
          label={t.fields.program_id}
          placeholder={t.programPlaceholder}
          options={programs.map((p) => [String(p.id), p.title] as const)}
          {...form.field('program_id')}
        />
        <TextField
          id={id('name')}
          label={t.fields.name}
          autoComplete="off"
          maxLength={50}
          {...form.field('name')}
        />
        <TextAreaField
          id={id('description')}
          label={t.fields.description}
          maxLength={500}
          rows={3}
          {...form.field('description')}
        />
        <div className="admin-appointments__numbers">
          {number('duration_minutes', 3)}
          {number('buffer_after_minutes', 3)}
          {number('price', 12)}
          {number('deposit', 12)}
          <SelectField
            id={id('min_notice_minutes')}
            label={t.fields.min_notice_minutes}
            hint={t.hints.min_notice_minutes}
            placeholder={t.fields.min_notice_minutes}
            options={noticeChoices(values.min_notice_minutes)}
            {...form.field('min_notice_minutes')}
          />
          {number('max_ahead_days', 3)}
          {number('cancel_deadline_hours', 3)}
        </div>
        <fieldset
          id={id('counsellor_ids')}
          className="admin-fieldset field"
          aria-describedby={
            [counsellorError ? `${id('counsellor_ids')}-error` : '', `${id('counsellor_ids')}-hint`]
              .filter(Boolean)
              .join(' ') || undefined
          }
        >
          <legend className="field__label">{t.fields.counsellor_ids}</legend>
          <p id={`${id('counsellor_ids')}-hint`} className="field__hint">
            {t.hints.counsellor_ids}
          </p>
          <div className="admin-appointments__choices">
            {counsellors.map((counsellor) => (
              <label key={counsellor.id} className="admin-choice">
                <input
                  type="checkbox"
                  checked={values.counsellor_ids.includes(counsellor.id)}
                  onChange={(event) =>
                    setValue(
                      'counsellor_ids',
                      event.target.checked
                        ? [...values.counsellor_ids, counsellor.id]
                        : values.counsellor_ids.filter((c) => c !== counsellor.id),
                    )
                  }
                />
                {counsellor.active ? counsellor.name : `${counsellor.name} (${a.inactive})`}
              </label>
            ))}
          </div>
          {counsellorError ? (
            <p id={`${id('counsellor_ids')}-error`} className="field-error">
              {counsellorError}
            </p>
          ) : null}
        </fieldset>
        <div className="field">
          <label className="admin-choice">
            <input
              id={id('active')}
              type="checkbox"
              checked={values.active}
              aria-describedby={`${id('active')}-hint`}
              onChange={(event) => setValue('active', event.target.checked)}
            />
            {t.fields.active}
          </label>
          <p id={`${id('active')}-hint`} className="field__hint">
            {t.hints.active}
          </p>
          {errors.active ? <p className="field-error">{errors.active}</p> : null}
        </div>
        {form.refusal?.messages.length ? (
          <StatusMessage tone="error">{form.refusal.messages.join(' ')}</StatusMessage>
        ) : null}
        {form.refusal && !form.refusal.messages.length && !Object.keys(errors).length ? (
          <StatusMessage tone="error">{a.failed}</StatusMessage>
        ) : null}
        <div className="admin-form__actions">
          <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
            {form.submitting ? a.saving : editing ? t.submitEdit : t.submitNew}
          </Button>
          {editing ? (
            <Button variant="secondary" onClick={onCancel}>
              {t.cancelEdit}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
