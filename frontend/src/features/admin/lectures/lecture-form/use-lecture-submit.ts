import type { RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAlert } from '@/components/ui/use-alert';
import { adminPaths } from '@/config/admin-paths';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { useForm, type FieldErrors } from '@/forms/use-form';
import { failedBecause } from '../../core/components/admin-states';
import { useCreateLectureMutation, useUpdateLectureMutation } from '../api';
import { feeCapacityInputId } from '../components/lecture-fee-table';
import { sessionDayInputId } from '../components/lecture-session-fields';
import {
  FIELD_IDS,
  LECTURE_CAPACITY_ID,
  LECTURE_IMAGE_ID,
  LECTURE_AUDIENCE_ID,
  LECTURE_VENUE_ID,
  LECTURE_WHAT_TO_BRING_ID,
} from './field-ids';
import {
  LECTURE_TEXT_FIELDS,
  REQUIRED_FIELDS,
  buildCreateFormData,
  buildLectureUpdate,
  copyValues,
  initialValues,
  invalidCapacities,
  invalidSessions,
  missingRequiredFields,
  updateAsFormData,
} from './lecture-form';
import type { LectureFormValues, LectureTextField, SavedLecture } from './lecture-form';

/** The form's values: the lecture's and the banner chosen for it (none: keep or none yet). */
export type LectureFormState = LectureFormValues & { file: File | null };

/** What the form binds and checks: its text fields, the fee rows, 총 정원 and the sessions. */
export type LectureFormField = LectureTextField | 'sessions' | 'fees' | 'capacity';

const ORDER: readonly LectureFormField[] = [...LECTURE_TEXT_FIELDS, 'sessions', 'fees', 'capacity'];

const INPUT_IDS: Partial<Record<LectureFormField, string>> = {
  ...FIELD_IDS,
  venue: LECTURE_VENUE_ID,
  audience: LECTURE_AUDIENCE_ID,
  what_to_bring: LECTURE_WHAT_TO_BRING_ID,
  capacity: LECTURE_CAPACITY_ID,
};

const t = koAdmin.form;

/**
 * The check before sending: the required fields left empty, then the capacities that are no
 * positive whole number (a fee row's, the lecture's). The alert says the first kind found.
 */
export function checkLecture(values: LectureFormValues): FieldErrors<LectureFormField> {
  const errors: FieldErrors<LectureFormField> = {};
  for (const field of missingRequiredFields(values)) {
    errors[field] = t.missingFields([t.requiredLabels[field]]);
  }
  const badCapacities = invalidCapacities(values);
  if (badCapacities.some((key) => key !== 'lecture')) errors.fees = t.capacityInvalid;
  if (badCapacities.includes('lecture')) errors.capacity = t.capacityInvalid;
  if (invalidSessions(values.sessions).length) errors.sessions = t.sessionInvalid;
  return errors;
}

/**
 * The alert's sentence: every required field left empty, in order, else the sessions, else the
 * capacities.
 */
function checkAlert(errors: FieldErrors<LectureFormField>): string {
  const missing = REQUIRED_FIELDS.filter((field) => errors[field]);
  if (missing.length > 0) return t.missingFields(missing.map((field) => t.requiredLabels[field]));
  return errors.sessions ?? t.capacityInvalid;
}

/** The input a refused field's focus goes to: for the fee rows, the first refused capacity. */
function inputIdOf(field: LectureFormField, values: LectureFormValues): string | undefined {
  if (field === 'sessions') {
    const row = invalidSessions(values.sessions)[0];
    return row === undefined ? undefined : sessionDayInputId(row);
  }
  if (field !== 'fees') return INPUT_IDS[field];
  const row = invalidCapacities(values).find((key) => key !== 'lecture');
  return row === undefined ? undefined : feeCapacityInputId(row);
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
 * The lecture form (on useForm): its values, and a submit that checks the required fields and
 * the capacities (an alert, then the focus on the first refused field), then creates (multipart
 * with the banner) or updates (only what changed), says the server's answer in an alert and goes
 * back to the list on success. A second submit while one is under way is ignored.
 */
export function useLectureSubmit({ editing, copyOf, contentBaseline }: LectureSubmitInput) {
  const navigate = useNavigate();
  const showAlert = useAlert();
  const [createLecture, { isLoading: creating }] = useCreateLectureMutation();
  const [updateLecture, { isLoading: updating }] = useUpdateLectureMutation();

  const focusInput = (elementId: string | undefined) => {
    if (elementId) document.getElementById(elementId)?.focus();
  };

  const alertThenFocus = async (message: string, elementId: string) => {
    await showAlert(message);
    // After the alert has closed: until then the page behind the modal is inert (focus() does
    // nothing) and closing it gives the focus back to the button that opened it.
    window.setTimeout(() => focusInput(elementId), 0);
  };

  const form = useForm<LectureFormState, LectureFormField>({
    initial: () => ({
      ...(copyOf ? copyValues(copyOf.saved) : initialValues(editing?.saved)),
      file: null,
    }),
    validate: checkLecture,
    order: ORDER,
    focus: (field, values) => focusInput(inputIdOf(field, values)),
    alert: (errors) => showAlert(checkAlert(errors)),
  });

  const create = async ({ file, ...values }: LectureFormState) => {
    try {
      await createLecture(buildCreateFormData(values, file, copyOf?.id)).unwrap();
    } catch (caught) {
      const error = caught as Parameters<typeof errorMessage>[0];
      if (errorStatus(error) === 400) {
        const detail = errorMessage(error);
        if (file || copyOf) {
          await showAlert(detail || t.createFailed);
        } else {
          // Spec §8: the missing banner first; any other field the server refused on a new line.
          const extra = detail && detail !== t.noAttachment ? `\n${detail}` : '';
          await alertThenFocus(`${t.noAttachment}${extra}`, LECTURE_IMAGE_ID);
        }
      } else if (errorStatus(error) === 409) {
        await showAlert(errorMessage(error) || t.createFailed);
      } else {
        await showAlert(failedBecause(t.createFailed, error));
      }
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
      const error = caught as Parameters<typeof errorMessage>[0];
      const status = errorStatus(error);
      await showAlert(
        status === 400 || status === 409
          ? errorMessage(error) || t.updateFailed
          : failedBecause(t.updateFailed, error),
      );
      return;
    }
    await showAlert(t.updated);
    void navigate(adminPaths.lectures);
  };

  // Every answer of the server is said in an alert here: nothing is left for useForm to place.
  const onSubmit = form.handleSubmit((values) =>
    editing ? update(editing.id, editing.saved, values) : create(values),
  );

  return { form, onSubmit, creating, updating, submitting: creating || updating };
}
