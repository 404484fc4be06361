/**
 * Pure logic of the admin lecture form (create and edit): amount parsing, the required-field
 * check, the create payload and the edit diff. No React, no DOM beyond FormData: its unit tests
 * (lecture-form.test.ts) check it without a page.
 */

/** The text fields of a lecture, in the order the form shows them (spec §2). */
export const LECTURE_TEXT_FIELDS = [
  'title',
  'instructor_name',
  'reg_period_start',
  'reg_start_time',
  'reg_period_end',
  'lec_period_start',
  'lec_period_end',
  'inquiry',
  'organizer',
  'venue',
  'audience',
  'what_to_bring',
  'content',
] as const;

export type LectureTextField = (typeof LECTURE_TEXT_FIELDS)[number];

/** 장소, 대상 and 준비물: optional; an emptied field clears the saved text (sent as ''). */
export type OptionalTextField = 'venue' | 'audience' | 'what_to_bring';

/**
 * 접수 시작 시각 ("HH:MM", Asia/Seoul): registration opens then on 접수 시작일. Empty in the form
 * means 00:00, the default: a saved 00:00 shows empty, and an emptied field is sent as 00:00.
 */
export const MIDNIGHT = '00:00';

/** Required on create (spec §5), in the order the missing-fields alert lists them. */
export const REQUIRED_FIELDS = [
  'title',
  'instructor_name',
  'reg_period_start',
  'reg_period_end',
  'lec_period_start',
  'lec_period_end',
  'inquiry',
  'organizer',
] as const satisfies readonly LectureTextField[];

export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** One row of the fee table while editing; `amount` and `capacity` are the inputs' text. */
export interface FeeRow {
  /** Stable React key (a new row has no id yet). */
  key: string;
  /** The server's id of an existing fee; absent for a row added in this form. */
  id?: number;
  fee_type: string;
  amount: string;
  /** 정원: a positive whole number, or empty for no limit (제한 없음). */
  capacity?: string;
}

/** One meeting while editing: the inputs' text ("YYYY-MM-DD", "HH:MM"). */
export interface SessionRow {
  key: string;
  day: string;
  start: string;
  end: string;
}

/** A meeting as the API takes and answers it. */
export interface SessionTimes {
  day: string;
  start: string;
  end: string;
}

/** 참여 대상: the applicant (parents, teachers) or their child. */
export type LectureParticipant = 'APPLICANT' | 'CHILD';

export type LectureFormValues = Record<LectureTextField, string> & {
  fees: FeeRow[];
  /** 일정: the lecture's meetings (none: only its period is shown). */
  sessions: SessionRow[];
  /** 총 정원 over all courses (people): a positive whole number, or empty for no limit. */
  capacity?: string;
  /** Absent: the applicant attends. */
  participant?: LectureParticipant;
};

export interface SavedFee {
  id: number;
  fee_type: string;
  amount: number;
  /** null: no limit. Absent only in data from before capacities existed. */
  capacity?: number | null;
}

/** What the edit form started from (GET /api/admin/lecture/{id}); null: 장소/준비물 not set. */
export type SavedLecture = Record<
  Exclude<LectureTextField, OptionalTextField | 'reg_start_time'>,
  string
> &
  Partial<Record<OptionalTextField, string | null>> & {
    /** "HH:MM"; absent: 00:00. */
    reg_start_time?: string;
    fees: SavedFee[];
    sessions?: SessionTimes[];
    capacity?: number | null;
    participant?: LectureParticipant;
  };

/** "12,000" → 12000, "" → 0 (spec §3: empty counts as 0). Only digits count; no negatives. */
export function parseAmount(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  if (!digits) return 0;
  const value = Number.parseInt(digits, 10);
  return Number.isSafeInteger(value) ? value : 0;
}

/** What an amount input keeps of a keystroke: digits only. */
export function amountInput(text: string): string {
  return text.replace(/[^\d]/g, '');
}

/** What a capacity input keeps of a keystroke: digits only (a whole number, never negative). */
export const capacityInput = amountInput;

/**
 * A capacity input's text as the API wants it: null for empty (no limit), the number for a
 * positive whole number, undefined for anything else (0): the form refuses to send it.
 */
export function parseCapacity(text: string | undefined): number | null | undefined {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number.parseInt(trimmed, 10);
  return Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
}

/** The capacity inputs that hold no valid capacity: 'lecture' and/or fee row keys, in form order. */
export function invalidCapacities(values: LectureFormValues): string[] {
  const invalid = values.fees.filter(feeCapacityInvalid).map((row) => row.key);
  return parseCapacity(values.capacity) === undefined ? [...invalid, 'lecture'] : invalid;
}

/** A fee row, not left wholly empty, whose 정원 is no positive whole number (0, say). */
export function feeCapacityInvalid(row: FeeRow): boolean {
  return !isBlankRow(row) && parseCapacity(row.capacity) === undefined;
}

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isBlankSession(row: SessionRow): boolean {
  return !row.day.trim() && !row.start.trim() && !row.end.trim();
}

/** Which inputs of a session row cannot be sent; null when the row can (or is wholly empty). */
export interface SessionProblem {
  day: boolean;
  start: boolean;
  /** Missing, or not after the start. */
  end: boolean;
}

export function sessionProblem(row: SessionRow): SessionProblem | null {
  if (isBlankSession(row)) return null;
  const start = !CLOCK_TIME.test(row.start);
  const problem = {
    day: !CALENDAR_DAY.test(row.day),
    start,
    end: !CLOCK_TIME.test(row.end) || (!start && row.end <= row.start),
  };
  return problem.day || problem.start || problem.end ? problem : null;
}

/**
 * The session rows that cannot be sent: a day or an hour missing, or an end not after the start
 * (a row left wholly empty is ignored). Their keys, in form order.
 */
export function invalidSessions(rows: readonly SessionRow[]): string[] {
  return rows.filter((row) => sessionProblem(row) !== null).map((row) => row.key);
}

/** The sessions to send: filled rows, by day and hour. */
export function sessionsPayload(rows: readonly SessionRow[]): SessionTimes[] {
  return rows
    .filter((row) => !isBlankSession(row))
    .map(({ day, start, end }) => ({ day, start, end }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.start.localeCompare(b.start));
}

/** The required fields left empty, in spec order. */
export function missingRequiredFields(values: LectureFormValues): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => !values[field].trim());
}

/** A row the admin added and left entirely empty is ignored, not sent as a 0-won fee. */
function isBlankRow(row: FeeRow): boolean {
  return !row.fee_type.trim() && !row.amount.trim() && !(row.capacity ?? '').trim();
}

export interface FeePayload {
  fee_type: string;
  amount: number;
  /** Sent when set (a new fee without it has no limit); null clears a saved one. */
  capacity?: number | null;
}

/** A new fee: its capacity only when one was typed (none means no limit). */
function newFee(row: FeeRow): FeePayload {
  const fee: FeePayload = { fee_type: row.fee_type.trim(), amount: parseAmount(row.amount) };
  const capacity = parseCapacity(row.capacity);
  if (typeof capacity === 'number') fee.capacity = capacity;
  return fee;
}

/** The fee rows worth sending on create. */
export function feesForCreate(rows: readonly FeeRow[]): FeePayload[] {
  return rows.filter((row) => !isBlankRow(row)).map(newFee);
}

/**
 * POST /api/admin/lecture as multipart/form-data: every non-empty text field (trimmed; content
 * as the editor's HTML), `fees` as a JSON string, `file` when one was chosen.
 */
export function buildCreateFormData(
  values: LectureFormValues,
  file: File | null,
  /** A copy without a new banner keeps the banner of the lecture it was copied from. */
  imageFrom?: number,
): FormData {
  const form = new FormData();
  for (const field of LECTURE_TEXT_FIELDS) {
    const value = field === 'content' ? values.content : values[field].trim();
    if (value.trim()) form.append(field, value);
  }
  form.append('fees', JSON.stringify(feesForCreate(values.fees)));
  const capacity = parseCapacity(values.capacity);
  if (typeof capacity === 'number') form.append('capacity', String(capacity));
  form.append('participant', values.participant ?? 'APPLICANT');
  form.append('sessions', JSON.stringify(sessionsPayload(values.sessions)));
  if (file) form.append('file', file);
  else if (imageFrom !== undefined) form.append('image_from', String(imageFrom));
  return form;
}

export interface FeeDiff {
  insert_fees: FeePayload[];
  delete_fees: number[];
  update_fees: (FeePayload & { id: number })[];
}

/**
 * Spec §4: rows without an id are inserted (blank ones skipped), saved fees whose id is gone are
 * deleted, rows with an id whose fee_type or amount changed are updated.
 */
export function diffFees(saved: readonly SavedFee[], rows: readonly FeeRow[]): FeeDiff {
  const byId = new Map(saved.map((fee) => [fee.id, fee]));
  const kept = new Set<number>();
  const diff: FeeDiff = { insert_fees: [], delete_fees: [], update_fees: [] };
  for (const row of rows) {
    const fee_type = row.fee_type.trim();
    const amount = parseAmount(row.amount);
    const original = row.id === undefined ? undefined : byId.get(row.id);
    if (!original) {
      if (!isBlankRow(row)) diff.insert_fees.push(newFee(row));
      continue;
    }
    kept.add(original.id);
    // A saved fee's capacity is always sent with its update (null: no limit), so an update never
    // depends on what the server makes of a missing one.
    const capacity = parseCapacity(row.capacity) ?? null;
    const knowsCapacity = original.capacity !== undefined || capacity !== null;
    const capacityChanged = knowsCapacity && (original.capacity ?? null) !== capacity;
    if (original.fee_type !== fee_type || original.amount !== amount || capacityChanged) {
      diff.update_fees.push(
        knowsCapacity
          ? { id: original.id, fee_type, amount, capacity }
          : { id: original.id, fee_type, amount },
      );
    }
  }
  for (const fee of saved) if (!kept.has(fee.id)) diff.delete_fees.push(fee.id);
  return diff;
}

/**
 * The PUT body: changed text fields with their new value, every other field null; `capacity`
 * (the lecture's 총 정원) only when it changed, null meaning no limit.
 */
export type LectureUpdateBody = Record<LectureTextField, string | null> &
  FeeDiff & {
    capacity?: number | null;
    participant?: LectureParticipant;
    /** The whole list, only when it changed. */
    sessions?: SessionTimes[];
  };

export interface LectureUpdate {
  body: LectureUpdateBody;
  /** False when neither a field nor a fee changed (a new banner is counted by the caller). */
  changed: boolean;
}

/**
 * The edit diff. `saved.content` should be the editor's own rendering of the saved HTML (its
 * first getData()), so merely opening the editor does not count as a change.
 */
export function buildLectureUpdate(saved: SavedLecture, values: LectureFormValues): LectureUpdate {
  const fields = {} as Record<LectureTextField, string | null>;
  let changed = false;
  for (const field of LECTURE_TEXT_FIELDS) {
    let next = field === 'content' ? values.content : values[field].trim();
    let before = field === 'content' ? saved.content : (saved[field] ?? '').trim();
    if (field === 'reg_start_time') {
      next ||= MIDNIGHT;
      before ||= MIDNIGHT;
    }
    if (next !== before) {
      fields[field] = next;
      changed = true;
    } else {
      fields[field] = null;
    }
  }
  const fees = diffFees(saved.fees, values.fees);
  if (fees.insert_fees.length || fees.delete_fees.length || fees.update_fees.length) {
    changed = true;
  }
  const body: LectureUpdateBody = { ...fields, ...fees };
  const capacity = parseCapacity(values.capacity) ?? null;
  if ((saved.capacity ?? null) !== capacity) {
    body.capacity = capacity;
    changed = true;
  }
  const participant = values.participant ?? 'APPLICANT';
  if ((saved.participant ?? 'APPLICANT') !== participant) {
    body.participant = participant;
    changed = true;
  }
  const sessions = sessionsPayload(values.sessions);
  if (JSON.stringify(sessions) !== JSON.stringify(saved.sessions ?? [])) {
    body.sessions = sessions;
    changed = true;
  }
  return { body, changed };
}

/**
 * The same update as multipart/form-data (when the banner is replaced): only the changed text
 * fields as parts (absent means unchanged), each fee list as a JSON string, then `file`.
 */
export function updateAsFormData(body: LectureUpdateBody, file: File): FormData {
  const form = new FormData();
  for (const field of LECTURE_TEXT_FIELDS) {
    const value = body[field];
    if (value !== null) form.append(field, value);
  }
  form.append('insert_fees', JSON.stringify(body.insert_fees));
  form.append('delete_fees', JSON.stringify(body.delete_fees));
  form.append('update_fees', JSON.stringify(body.update_fees));
  // Multipart has no null: an empty part clears the lecture's capacity (no limit).
  if (body.capacity !== undefined)
    form.append('capacity', body.capacity === null ? '' : String(body.capacity));
  if (body.participant !== undefined) form.append('participant', body.participant);
  if (body.sessions !== undefined) form.append('sessions', JSON.stringify(body.sessions));
  form.append('file', file);
  return form;
}

let nextRowKey = 0;

/** A fresh fee row (a new fee, or `saved` as loaded). */
export function feeRow(saved?: SavedFee): FeeRow {
  nextRowKey += 1;
  return saved
    ? {
        key: `fee-${nextRowKey}`,
        id: saved.id,
        fee_type: saved.fee_type,
        amount: String(saved.amount),
        capacity: typeof saved.capacity === 'number' ? String(saved.capacity) : '',
      }
    : { key: `fee-${nextRowKey}`, fee_type: '', amount: '', capacity: '' };
}

/** A fresh session row (a new one, or `saved` as loaded). */
export function sessionRow(saved?: SessionTimes): SessionRow {
  nextRowKey += 1;
  return { key: `session-${nextRowKey}`, ...(saved ?? { day: '', start: '', end: '' }) };
}

/** The form's starting values: empty for create, the saved lecture for edit. */
export function initialValues(saved?: SavedLecture): LectureFormValues {
  const base = {} as Record<LectureTextField, string>;
  for (const field of LECTURE_TEXT_FIELDS) base[field] = saved?.[field] ?? '';
  if (base.reg_start_time === MIDNIGHT) base.reg_start_time = '';
  const fees = saved && saved.fees.length > 0 ? saved.fees.map((fee) => feeRow(fee)) : [feeRow()];
  const capacity = typeof saved?.capacity === 'number' ? String(saved.capacity) : '';
  const sessions = (saved?.sessions ?? []).map((session) => sessionRow(session));
  return { ...base, fees, sessions, capacity, participant: saved?.participant ?? 'APPLICANT' };
}

/**
 * 강의 복사: a past lecture's values as a new draft. What repeats (title, instructor, place,
 * content, courses and seats, who attends, the hour registration opens) is kept; the dates are
 * emptied, and each session keeps its hours for a new day, so nothing of the old calendar is
 * saved by mistake.
 */
export function copyValues(saved: SavedLecture): LectureFormValues {
  const values = initialValues(saved);
  return {
    ...values,
    reg_period_start: '',
    reg_period_end: '',
    lec_period_start: '',
    lec_period_end: '',
    fees: values.fees.map(({ id: _saved, ...row }) => row),
    sessions: values.sessions.map((row) => ({ ...row, day: '' })),
  };
}
