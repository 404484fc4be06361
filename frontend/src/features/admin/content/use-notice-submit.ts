import type { RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAlert } from '@/components/ui/use-alert';
import { adminPaths } from '@/config/admin-paths';
import { koAdminNotices } from '@/copy/ko-admin-notices';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { useForm } from '@/forms/use-form';
import { failedBecause } from '../core/components/admin-states';
import { useCreateNoticeMutation, useUpdateNoticeMutation } from './api';
import { NOTICE_FIELD_IDS, initialNoticeValues, noticeChanges, titleMissing } from './notice-form';
import type { NoticeFormValues } from './notice-form';
import type { AdminNotice } from './api';

type NoticeSubmitInput = {
  /** The notice being edited; undefined: a new notice. */
  notice?: AdminNotice;
  /** The editor's own rendering of the saved HTML, so opening the editor is not a change. */
  bodyBaseline: RefObject<string>;
};

/**
 * The notice form (on useForm): its values, and a submit that checks the title (an alert, then
 * the focus on it), then creates or updates (only what changed), published or as a draft as the
 * pressed button says (saveAs), says the server's answer (which says whether families see it) in
 * an alert and goes back to the list on success. A second submit while one is under way is ignored.
 */
export function useNoticeSubmit({ notice, bodyBaseline }: NoticeSubmitInput) {
  const t = koAdminNotices.form;
  const navigate = useNavigate();
  const showAlert = useAlert();
  const [createNotice, { isLoading: creating }] = useCreateNoticeMutation();
  const [updateNotice, { isLoading: updating }] = useUpdateNoticeMutation();
  const form = useForm<NoticeFormValues, 'title'>({
    initial: () => initialNoticeValues(notice),
    validate: (values) => (titleMissing(values) ? { title: t.titleMissing } : {}),
    order: ['title'],
    focus: () => document.getElementById(NOTICE_FIELD_IDS.title)?.focus(),
    alert: () => showAlert(t.titleMissing),
  });

  /** The server's sentence once it has the notice; undefined when nothing was sent. */
  const save = async (typed: NoticeFormValues, published: boolean): Promise<string | undefined> => {
    const values = { ...typed, published };
    if (!notice) {
      return (
        await createNotice({
          title: values.title.trim(),
          body: values.body,
          pinned: values.pinned,
          published: values.published,
        }).unwrap()
      ).message;
    }
    const saved = { ...initialNoticeValues(notice), body: bodyBaseline.current };
    const body = noticeChanges(saved, values);
    if (Object.keys(body).length === 0) {
      await showAlert(t.nothingChanged);
      return undefined;
    }
    return (await updateNotice({ id: notice.id, body }).unwrap()).message;
  };

  // Every answer of the server is said in an alert here: nothing is left for useForm to place.
  const saveAs = (published: boolean) =>
    form.handleSubmit(async (values) => {
      let message: string | undefined;
      try {
        message = await save(values, published);
      } catch (caught) {
        const error = caught as Parameters<typeof errorMessage>[0];
        const failed = notice ? t.updateFailed : t.createFailed;
        await showAlert(
          errorStatus(error) === 400 ? errorMessage(error) || failed : failedBecause(failed, error),
        );
        return;
      }
      if (message === undefined) return;
      await showAlert(message);
      void navigate(adminPaths.notices);
    });

  /** 게시하기 and 임시저장: each checks, then saves the notice in its state. */
  const publish = saveAs(true);
  const draft = saveAs(false);

  return { form, publish, draft, submitting: creating || updating };
}
