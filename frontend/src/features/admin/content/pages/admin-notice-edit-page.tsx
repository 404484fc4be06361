import { Suspense, lazy, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { adminPaths } from '@/config/admin-paths';
import { koAdminNotices } from '@/copy/ko-admin-notices';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TextField } from '@/forms/text-field';
import { useAdminNoticeQuery } from '../api';
import type { AdminNotice } from '../api';
import { AdminEditRoute } from '../../core/components/admin-edit-loader';
import { EditorBoundary } from '../../core/components/editor-boundary';
import { useLeaveWarning } from '@/forms/use-leave-warning';
import { NOTICE_FIELD_IDS, NOTICE_TITLE_MAX, initialNoticeValues } from '../notice-form';
import { useNoticeSubmit } from '../use-notice-submit';
import '../../core/admin-pages.css';
import './admin-notices.css';

// The lectures' editor (CKEditor, about 200 kB gzipped): the same lazy chunk, loaded only here
// and by the lecture form, so a notice is written with exactly the tools the sanitiser keeps.
const LectureEditor = lazy(() =>
  import('../../core/components/lecture-editor').then((m) => ({ default: m.LectureEditor })),
);

/** /admin/notice/edit (new) and /admin/notice/edit/:id (edit). */
export function AdminNoticeEditPage() {
  const t = koAdminNotices.form;
  return (
    <AdminEditRoute<AdminNotice>
      useRecord={useAdminNoticeQuery}
      words={{ title: t.editTitle, loading: t.loading, loadFailed: t.loadFailed }}
      listPath={adminPaths.notices}
      form={(notice) => <NoticeForm notice={notice} />}
    />
  );
}

function NoticeForm({ notice }: { notice?: AdminNotice }) {
  const t = koAdminNotices.form;
  const editing = notice !== undefined;
  useDocumentTitle(editing ? t.editTitle : t.createTitle);
  const [savedBody] = useState(() => initialNoticeValues(notice).body);
  // The editor's own rendering of the saved HTML: opening the editor is not a change.
  const bodyBaseline = useRef(savedBody);
  const { form, onSubmit, submitting, creating, updating } = useNoticeSubmit({
    notice,
    bodyBaseline,
  });
  const { values, setValue } = form;
  const leave = useLeaveWarning();
  const bodyLabelId = useId();
  const statusName = useId();

  // The editor calls these with the props of its latest render.
  const handleEditorReady = (html: string) => {
    bodyBaseline.current = html;
    setValue('body', html);
  };

  const handleEditorChange = (html: string) => {
    if (html !== bodyBaseline.current) leave.changed();
    setValue('body', html);
  };

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{editing ? t.editTitle : t.createTitle}</h1>
        <Link to={adminPaths.notices} className={buttonClassName('secondary')}>
          {t.backToList}
        </Link>
      </div>
      <form
        className="admin-form"
        noValidate
        onInput={leave.changed}
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextField
          id={NOTICE_FIELD_IDS.title}
          label={t.title}
          {...form.field('title')}
          maxLength={NOTICE_TITLE_MAX}
          aria-required="true"
          autoComplete="off"
        />

        <div className="field">
          <span id={bodyLabelId} className="field__label">
            {t.body}
          </span>
          <EditorBoundary>
            <Suspense
              fallback={
                <div className="editor-placeholder">
                  <StatusMessage>{t.editorLoading}</StatusMessage>
                </div>
              }
            >
              <LectureEditor
                initialHtml={savedBody}
                labelledBy={bodyLabelId}
                disabled={submitting}
                onReady={handleEditorReady}
                onChange={handleEditorChange}
              />
            </Suspense>
          </EditorBoundary>
        </div>

        <div className="field">
          <label className="admin-choice">
            <input
              id={NOTICE_FIELD_IDS.pinned}
              type="checkbox"
              checked={values.pinned}
              aria-describedby={`${NOTICE_FIELD_IDS.pinned}-hint`}
              onChange={(event) => setValue('pinned', event.target.checked)}
            />
            {t.pinned}
          </label>
          <p id={`${NOTICE_FIELD_IDS.pinned}-hint`} className="field__hint">
            {t.pinnedHint}
          </p>
        </div>

        <fieldset className="admin-fieldset">
          <legend className="field__label">{t.status}</legend>
          <label className="admin-choice">
            <input
              type="radio"
              name={statusName}
              checked={values.published}
              onChange={() => setValue('published', true)}
            />
            {t.publish}
          </label>
          <label className="admin-choice">
            <input
              type="radio"
              name={statusName}
              checked={!values.published}
              onChange={() => setValue('published', false)}
            />
            {t.draft}
          </label>
        </fieldset>

        <div className="admin-form__actions">
          <Button type="submit" className="btn--large" disabled={submitting} aria-busy={submitting}>
            {editing ? (updating ? t.updating : t.update) : creating ? t.creating : t.create}
          </Button>
        </div>
      </form>
    </div>
  );
}

export default AdminNoticeEditPage;
