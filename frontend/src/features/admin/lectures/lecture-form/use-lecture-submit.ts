import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAlert } from '@/components/ui/use-alert';
import { adminPaths } from '@/config/admin-paths';
import { koAdmin } from '@/copy/ko-admin';
import { errorStatus } from '@/lib/api-error';
import { serverMessagesOf, useForm, type FieldErrors } from '@/forms/use-form';
import { failedBecause } from '../../core/components/admin-states';
import { focusField } from '../../core/components/form-error-summary';
import type { ErrorSummaryItem } from '../../core/components/form-error-summary';
import { useCreateLectureMutation, useUpdateLectureMutation } from '../api';
import { feeCapacityInputId, feeTypeInputId } from '../components/lecture-fee-table';
import { sessionDayInputId } from '../components/lecture-session-fields';
import {
  FIELD_IDS,
  LECTURE_CAPACITY_ID,
  LECTURE_CONTENT_ID,
  LECTURE_FEES_ID,
  LECTURE_IMAGE_ID,
  LECTURE_AUDIENCE_ID,
  LECTURE_REG_START_TIME_ID,
  LECTURE_SESSIONS_ID,
  LECTURE_VENUE_ID,
  LECTURE_WHAT_TO_BRING_ID,
} from './field-ids';
import {
  buildCreateFormData,
  buildLectureUpdate,
  copyValues,
  initialValues,
  invalidCapacities,
  invalidSessions,
  missingRequiredFields,
  updateAsFormData,
} from './lecture-form';
import type { LectureFormValues, SavedLecture } from './lecture-form';
import { lectureFieldOf, type LectureFormField } from './server-fields';

/** The form's values: the lecture's and the banner chosen for it (none: keep or none yet). */
export type LectureFormState = LectureFormValues & { file: File | null };

/** The fields in the page's order: the first with a problem takes the focus. */
export const LECTURE_FORM_ORDER: readonly LectureFormField[] = [
  'title',
  'instructor_name',
  'reg_period_start',
  'reg_start_time',
  'reg_period_end',
  'lec_period_start',
  'lec_period_end',
  'sessions',
  'inquiry',
  'organizer',
  'venue',
  'audience',
  'what_to_bring',
  'content',
  'fees',
  'capacity',
  'file',
];

const SECTION_IDS: Record<LectureFormField, string> = {
  ...FIELD_IDS,
  reg_start_time: LECTURE_REG_START_TIME_ID,
  sessions: LECTURE_SESSIONS_ID,
  venue: LECTURE_VENUE_ID,
  audience: LECTURE_AUDIENCE_ID,
  what_to_bring: LECTURE_WHAT_TO_BRING_ID,
  content: LECTURE_CONTENT_ID,
  fees: LECTURE_FEES_ID,
  capacity: LECTURE_CAPACITY_ID,
  file: LECTURE_IMAGE_ID,
};

const t = koAdmin.form;

/**
 * The check before sending, a sentence beside each field it is about: the required fields left
 * empty, a session row that cannot be sent, the capacities that are no positive whole number (a
 * fee row's, the lecture's), and the banner of a new lecture that is no copy.
 */
export function checkLecture(
  values: LectureFormState,
  { needsImage }: { needsImage: boolean },
): FieldErrors<LectureFormField> {
  const errors: FieldErrors<LectureFormField> = {};
  for (const field of missingRequiredFields(values)) errors[field] = t.required[field];
  if (invalidSessions(values.sessions).length) errors.sessions = t.sessionInvalid;
  const badCapacities = invalidCapacities(values);
  if (badCapacities.some((key) => key !== 'lecture')) errors.fees = t.capacityInvalid;
  if (badCapacities.includes('lecture')) errors.capacity = t.capacityInvalid;
  if (needsImage && !values.file) errors.file = t.imageMissing;
  return errors;
}

/**
 * Where a field's problem is: its input, or for a list the input at fault (the first refused
 * session's date, the first refused 정원, else the list's first input), or its section.
 */
export function lectureInputId(field: LectureFormField, values: LectureFormValues): string {
  if (field === 'sessions') {
    const row = invalidSessions(values.sessions)[0] ?? values.sessions[0]?.key;
    return row === undefined ? SECTION_IDS.sessions : sessionDayInputId(row);
  }
  if (field === 'fees') {
    const refused = invalidCapacities(values).find((key) => key !== 'lecture');
    if (refused !== undefined) return feeCapacityInputId(refused);
    const first = values.fees[0]?.key;
    return first === undefined ? SECTION_IDS.fees : feeTypeInputId(first);
  }
  return SECTION_IDS[field];
}

type LectureSubmitInput = {
  /** The lecture being edited (its id and what the server held); undefined: a new lecture. */
  editing?: { id: number; saved: SavedLecture };
  /** 강의 복사: the past lecture a new one starts from (its values, and its banner unless replaced). */
  copyOf?: { id: number; saved: SavedLecture };
  /** The editor's own rendering of the saved HTML, so opening the editor is not a change. */
  contentBaseline: RefObject<string>;
};

/**
 * The lecture form (on useForm): its values, and a submit that checks the fields (each problem
 * beside its field, the first brought into view with the focus), then creates (multipart with the
 * banner) or updates (only what changed); a refusal's messages land beside the fields they name
 * and the rest in `form.refusal`; success is said in an alert, then the list. A second submit
 * while one is under way is ignored.
 */
export function useLectureSubmit({ editing, copyOf, contentBaseline }: LectureSubmitInput) {
  const navigate = useNavigate();
  const showAlert = useAlert();
  const [createLecture, { isLoading: creating }] = useCreateLectureMutation();
  const [updateLecture, { isLoading: updating }] = useUpdateLectureMutation();

  const needsImage = !editing && !copyOf;
  const summaryRef = useRef<HTMLDivElement>(null);
  // The last refusal named no field: the summary, which alone says it, takes the focus.
  const focusSummary = useRef(false);
  const form = useForm<LectureFormState, LectureFormField>({
    initial: () => ({
      ...(copyOf ? copyValues(copyOf.saved) : initialValues(editing?.saved)),
      file: null,
    }),
    validate: (values) => checkLecture(values, { needsImage }),
    order: LECTURE_FORM_ORDER,
    // After the render that shows the messages (and the summary above them).
    focus: (field, values) => window.setTimeout(() => focusField(lectureInputId(field, values)), 0),
    fieldOf: lectureFieldOf,
    onRefused: ({ caught }) => {
      focusSummary.current = !serverMessagesOf(caught).some((message) => lectureFieldOf(message));
    },
  });

  useEffect(() => {
    if (!form.refusal || !focusSummary.current) return;
    focusSummary.current = false;
    summaryRef.current?.focus();
  }, [form.refusal]);

  /** A 400 or 409 is the server's word on the fields (useForm places it); the rest an alert. */
  const refusedOrAlert = async (caught: unknown, failed: string) => {
    const status = errorStatus(caught as Parameters<typeof errorStatus>[0]);
    if (status === 400 || status === 409) throw caught;
    await showAlert(failedBecause(failed, caught));
  };

  const create = async ({ file, ...values }: LectureFormState) => {
    try {
      await createLecture(buildCreateFormData(values, file, copyOf?.id)).unwrap();
    } catch (caught) {
      await refusedOrAlert(caught, t.createFailed);
      return;
    }
    await showAlert(t.created);
    void navigate(adminPaths.lectures);
  };

  const update = async (
    lectureId: number,
    base: SavedLecture,
    { file, ...values }: LectureFormState,
  ) => {
    const { body, changed } = buildLectureUpdate(
      { ...base, content: contentBaseline.current },
      values,
    );
    if (!changed && !file) {
      await showAlert(t.nothingChanged);
      return;
    }
    try {
      await updateLecture({
        id: lectureId,
        body: file ? updateAsFormData(body, file) : body,
      }).unwrap();
    } catch (caught) {
      await refusedOrAlert(caught, t.updateFailed);
      return;
    }
    await showAlert(t.updated);
    void navigate(adminPaths.lectures);
  };

  const onSubmit = form.handleSubmit((values) =>
    editing ? update(editing.id, editing.saved, values) : create(values),
  );

  // The summary: a link to each field with a problem, then what belongs to no field (a refusal
  // without a word falls back to the failure's own sentence). A list's message says its name.
  const { errors, refusal, values } = form;
  const items: ErrorSummaryItem[] = [];
  for (const field of LECTURE_FORM_ORDER) {
    const text = errors[field];
    if (!text) continue;
    const named = field === 'fees' ? t.feeTable : field === 'capacity' ? t.capacity : undefined;
    items.push({ id: lectureInputId(field, values), text: named ? `${named}: ${text}` : text });
  }
  const failed = editing ? t.updateFailed : t.createFailed;
  const messages = refusal ? (refusal.messages.length ? refusal.messages : [failed]) : [];
  const summary = { title: t.errorsTitle, items, messages, summaryRef };

  return { form, summary, onSubmit, creating, updating, submitting: creating || updating };
}
