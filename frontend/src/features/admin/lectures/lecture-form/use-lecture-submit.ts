import { useRef } from 'react';
import type { FormEvent, RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAlert } from '@/components/ui/use-alert';
import { paths } from '@/config/paths';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { failedBecause } from '../../core/components/admin-states';
import { useCreateLectureMutation, useUpdateLectureMutation } from '../api';
import { feeCapacityInputId } from '../components/lecture-fee-table';
import { FIELD_IDS, LECTURE_CAPACITY_ID, LECTURE_IMAGE_ID } from './field-ids';
import {
  buildCreateFormData,
  buildLectureUpdate,
  invalidCapacities,
  missingRequiredFields,
  updateAsFormData,
} from './lecture-form';
import type { LectureFormValues, SavedLecture } from './lecture-form';

type LectureSubmitInput = {
  values: LectureFormValues;
  file: File | null;
  /** The lecture being edited (its id and what the server held); undefined: a new lecture. */
  editing?: { id: number; saved: SavedLecture };
  /** The editor's own rendering of the saved HTML, so opening the editor is not a change. */
  contentBaseline: RefObject<string>;
};

/**
 * The lecture form's submit: the required-field check (alert, then focus the first missing
 * field), then create (multipart with the banner) or update (only what changed), the server's
 * answer as an alert, and back to the list on success. A second submit while one is under way
 * is ignored.
 */
export function useLectureSubmit({ values, file, editing, contentBaseline }: LectureSubmitInput) {
  const t = koAdmin.form;
  const navigate = useNavigate();
  const showAlert = useAlert();
  const inFlight = useRef(false);
  const [createLecture, { isLoading: creating }] = useCreateLectureMutation();
  const [updateLecture, { isLoading: updating }] = useUpdateLectureMutation();

  const alertThenFocus = async (message: string, elementId?: string) => {
    await showAlert(message);
    // After the alert has closed: until then the page behind the modal is inert (focus() does
    // nothing) and closing it gives the focus back to the button that opened it.
    if (elementId) window.setTimeout(() => document.getElementById(elementId)?.focus(), 0);
  };

  const submitCreate = async () => {
    try {
      await createLecture(buildCreateFormData(values, file)).unwrap();
    } catch (caught) {
      const error = caught as Parameters<typeof errorMessage>[0];
      if (errorStatus(error) === 400) {
        const detail = errorMessage(error);
        if (file) {
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
    void navigate(paths.admin.lectures);
  };

  const submitUpdate = async (lectureId: number, base: SavedLecture) => {
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
    void navigate(paths.admin.lectures);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const missing = missingRequiredFields(values);
      if (missing.length > 0) {
        await alertThenFocus(
          t.missingFields(missing.map((field) => t.requiredLabels[field])),
          FIELD_IDS[missing[0]],
        );
        return;
      }
      const badCapacity = invalidCapacities(values)[0];
      if (badCapacity !== undefined) {
        await alertThenFocus(
          t.capacityInvalid,
          badCapacity === 'lecture' ? LECTURE_CAPACITY_ID : feeCapacityInputId(badCapacity),
        );
        return;
      }
      if (editing) await submitUpdate(editing.id, editing.saved);
      else await submitCreate();
    } finally {
      inFlight.current = false;
    }
  };

  return { submit, creating, updating, submitting: creating || updating };
}
