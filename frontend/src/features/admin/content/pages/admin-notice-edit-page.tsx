import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { adminPaths } from '@/config/admin-paths';
import { koAdminNotices } from '@/copy/ko-admin-notices';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TextField } from '@/forms/text-field';
import { useAdminNoticeQuery } from '../api';
import type { AdminNotice } from '../api';
import { AdminEditRoute } from '../../core/components/admin-edit-loader';
import { LazyEditorField } from '../../core/components/lazy-editor-field';
import { useLeaveWarning } from '@/forms/use-leave-warning';
import { NOTICE_FIELD_IDS, NOTICE_TITLE_MAX, initialNoticeValues } from '../notice-form';
import { useNoticeSubmit } from '../use-notice-submit';
import '../../core/admin-pages.css';
import './admin-notices.css';

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
  const { form, publish, draft, submitting } = useNoticeSubmit({
    notice,
    bodyBaseline,
  });
  const { values, setValue } = form;
  const publishedNow = notice?.published ?? false;
  const leave = useLeaveWarning();
  const actionsHint = useId();

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
        // Saved only by one of its two buttons, which say in which state: Enter in the title
        // publishes nothing by surprise.
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          id={NOTICE_FIELD_IDS.title}
          label={t.title}
          {...form.field('title')}
          maxLength={NOTICE_TITLE_MAX}
          aria-required="true"
          autoComplete="off"
        />

        {/* The lectures' editor: a notice is written with exactly the tools the sanitiser keeps. */}
        <LazyEditorField
          label={t.body}
          initialHtml={savedBody}
          disabled={submitting}
          onReady={handleEditorReady}
          onChange={handleEditorChange}
        />

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

        <div className="admin-form__actions" role="group" aria-describedby={actionsHint}>
          {editing ? <p className="field__hint">{t.stateNow(publishedNow)}</p> : null}
          <Button
            className="btn--large"
            disabled={submitting}
            aria-busy={submitting}
            onClick={() => void publish()}
          >
            {submitting ? t.saving : publishedNow ? t.savePublished : t.publish}
          </Button>
          <Button
            variant="secondary"
            className="btn--large"
            disabled={submitting}
            onClick={() => void draft()}
          >
            {publishedNow ? t.unpublish : t.saveDraft}
          </Button>
          <p id={actionsHint} className="field__hint">
            {t.actionsHint}
          </p>
        </div>
      </form>
    </div>
  );
}

export default AdminNoticeEditPage;
