import { useRef } from 'react';
import type { FormEvent, RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAlert } from '@/components/ui/use-alert';
import { paths } from '@/config/paths';
import { koAdminNotices } from '@/copy/ko-admin-notices';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { failedBecause } from '../core/components/admin-states';
import { useCreateNoticeMutation, useUpdateNoticeMutation } from './api';
import { NOTICE_FIELD_IDS, noticeChanges, titleMissing } from './notice-form';
import type { NoticeFormValues } from './notice-form';

type NoticeSubmitInput = {
  values: NoticeFormValues;
  /** The notice being edited and what the server held; undefined: a new notice. */
  editing?: { id: number; saved: NoticeFormValues };
  /** The editor's own rendering of the saved HTML, so opening the editor is not a change. */
  bodyBaseline: RefObject<string>;
};

/**
 * The notice form's submit: the title check (alert, then focus the title), then create or update
 * (only what changed), the server's answer as an alert, and back to the list on success. A
 * second submit while one is under way is ignored.
 */
export function useNoticeSubmit({ values, editing, bodyBaseline }: NoticeSubmitInput) {
  const t = koAdminNotices.form;
  const navigate = useNavigate();
  const showAlert = useAlert();
  const inFlight = useRef(false);
  const [createNotice, { isLoading: creating }] = useCreateNoticeMutation();
  const [updateNotice, { isLoading: updating }] = useUpdateNoticeMutation();

  const send = async (): Promise<string | undefined> => {
    if (!editing) {
      return (
        await createNotice({
          title: values.title.trim(),
          body: values.body,
          pinned: values.pinned,
          published: values.published,
        }).unwrap()
      ).message;
    }
    const body = noticeChanges({ ...editing.saved, body: bodyBaseline.current }, values);
    if (Object.keys(body).length === 0) {
      await showAlert(t.nothingChanged);
      return undefined;
    }
    return (await updateNotice({ id: editing.id, body }).unwrap()).message;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      if (titleMissing(values)) {
        await showAlert(t.titleMissing);
        // After the alert has closed: until then the page behind the modal is inert.
        window.setTimeout(() => document.getElementById(NOTICE_FIELD_IDS.title)?.focus(), 0);
        return;
      }
      let message: string | undefined;
      try {
        message = await send();
      } catch (caught) {
        const error = caught as Parameters<typeof errorMessage>[0];
        const failed = editing ? t.updateFailed : t.createFailed;
        await showAlert(
          errorStatus(error) === 400 ? errorMessage(error) || failed : failedBecause(failed, error),
        );
        return;
      }
      if (message === undefined) return;
      await showAlert(message);
      void navigate(paths.admin.notices);
    } finally {
      inFlight.current = false;
    }
  };

  return { submit, submitting: creating || updating, creating, updating };
}
