/**
 * Pure logic of the booking setup's forms (issue 37), free of React so setup-form.test.ts checks
 * it: the type form's values and request, the week editor's rows, a time off's Seoul times, and
 * which field a server message is about.
 */
import { koAdminAppointments } from '@/copy/ko-admin-appointments';
import type { AppointmentTypeRequest, AppointmentTypeRow, WeeklyWindow } from './api';

const t = koAdminAppointments.types;

export type TypeField = keyof typeof t.fields;

/** The type form as typed: numbers stay text until sent. */
export interface TypeValues {
  program_id: string;
  name: string;
  description: string;
  duration_minutes: string;
  buffer_after_minutes: string;
  price: string;
  deposit: string;
  min_notice_minutes: string;
  max_ahead_days: string;
  cancel_deadline_hours: string;
  counsellor_ids: number[];
  active: boolean;
}

export const NUMBER_FIELDS = [
  'duration_minutes',
  'buffer_after_minutes',
  'price',
  'deposit',
  'min_notice_minutes',
  'max_ahead_days',
  'cancel_deadline_hours',
] as const;

export const TYPE_ORDER: readonly TypeField[] = [
  'program_id',
  'name',
  'description',
  'duration_minutes',
  'buffer_after_minutes',
  'price',
  'deposit',
  'min_notice_minutes',
  'max_ahead_days',
  'cancel_deadline_hours',
  'counsellor_ids',
  'active',
];

export function newTypeValues(programId?: number): TypeValues {
  return {
    program_id: programId ? String(programId) : '',
    name: '',
    description: '',
    duration_minutes: '50',
    buffer_after_minutes: '10',
    price: '',
    deposit: '0',
    min_notice_minutes: '1440',
    max_ahead_days: '60',
    cancel_deadline_hours: '24',
    counsellor_ids: [],
    active: true,
  };
}

export function typeValuesOf(row: AppointmentTypeRow): TypeValues {
  return {
    program_id: String(row.program_id),
    name: row.name,
    description: row.description,
    duration_minutes: String(row.duration_minutes),
    buffer_after_minutes: String(row.buffer_after_minutes),
    price: String(row.price),
    deposit: String(row.deposit),
    min_notice_minutes: String(row.min_notice_minutes),
    max_ahead_days: String(row.max_ahead_days),
    cancel_deadline_hours: String(row.cancel_deadline_hours),
    counsellor_ids: [...row.counsellor_ids],
    active: row.active,
  };
}

const WHOLE = /^\d{1,9}$/;
/** "50,000" or " 50000 " → 50000; anything else NaN. */
const numberOf = (text: string) => {
  const plain = text.replace(/,/g, '').trim();
  return WHOLE.test(plain) ? Number(plain) : Number.NaN;
};

/**
 * The form's own check, in the server's words where it has them: what must be filled and be a
 * number. Ranges are the server's to judge (its message lands beside the field).
 */
export function typeErrors(values: TypeValues): Partial<Record<TypeField, string>> {
  const errors: Partial<Record<TypeField, string>> = {};
  if (!values.program_id) errors.program_id = t.programMissing;
  if (!values.name.trim()) errors.name = t.nameMissing;
  for (const field of NUMBER_FIELDS) {
    if (Number.isNaN(numberOf(values[field]))) errors[field] = t.numberMissing(t.fields[field]);
  }
  if (values.active && values.counsellor_ids.length === 0) {
    errors.counsellor_ids = t.counsellorMissing;
  }
  return errors;
}

export function typeRequestOf(values: TypeValues): AppointmentTypeRequest {
  return {
    program_id: Number(values.program_id),
    name: values.name.trim(),
    description: values.description.trim(),
    duration_minutes: numberOf(values.duration_minutes),
    buffer_after_minutes: numberOf(values.buffer_after_minutes),
    price: numberOf(values.price),
    deposit: numberOf(values.deposit),
    min_notice_minutes: numberOf(values.min_notice_minutes),
    max_ahead_days: numberOf(values.max_ahead_days),
    cancel_deadline_hours: numberOf(values.cancel_deadline_hours),
    counsellor_ids: [...values.counsellor_ids].sort((a, b) => a - b),
    active: values.active,
  };
}

/** The minimum notice's choices, with the current value added when it is none of them. */
export function noticeChoices(current: string): [string, string][] {
  const choices: [string, string][] = t.notice.map(([minutes, label]) => [String(minutes), label]);
  const value = numberOf(current);
  if (!Number.isNaN(value) && !choices.some(([minutes]) => minutes === String(value))) {
    choices.push([String(value), t.noticeOther(value)]);
  }
  return choices;
}

/**
 * Which field a server message is about: every message of the server's forms starts with its
 * field's Korean name, so the longest name a message starts with is its field.
 */
export function fieldByLabel<F extends string>(labels: Record<F, string>) {
  const byLength = (Object.entries(labels) as [F, string][]).sort(
    (a, b) => b[1].length - a[1].length,
  );
  return (message: string): F | undefined =>
    byLength.find(([, label]) => message.startsWith(label))?.[0];
}

/** A week as the editor holds it: each weekday's windows, in the order typed. */
export type WeekRows = WeeklyWindow[][];

export function weekRowsOf(windows: readonly WeeklyWindow[]): WeekRows {
  const rows: WeekRows = [[], [], [], [], [], [], []];
  for (const window of windows) rows[window.weekday].push({ ...window });
  return rows;
}

export function windowsOf(rows: WeekRows): WeeklyWindow[] {
  return rows.flatMap((day, weekday) => day.map((w) => ({ weekday, start: w.start, end: w.end })));
}

/** The weekday a server message about the week names ("월요일 13:00–12:00: …"), or undefined. */
export function weekdayOfMessage(message: string): number | undefined {
  const match = /^(.)요일 /.exec(message);
  if (!match) return undefined;
  const index = (koAdminAppointments.weekdays as readonly string[]).indexOf(match[1]);
  return index === -1 ? undefined : index;
}

/**
 * A `datetime-local` value ("2026-12-10T09:00") read as Seoul time, as an instant; the
 * counsellor's time is the centre's, whatever zone the browser is in. Empty: undefined.
 */
export function seoulInstantOf(local: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return undefined;
  return new Date(`${local}:00+09:00`).toISOString();
}
