import { Suspense, lazy, useId } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdmin } from '@/copy/ko-admin';
import { EditorBoundary } from './editor-boundary';

// CKEditor (about 200 kB gzipped) is its own chunk, downloaded only by the forms that show this
// field (a lecture's 내용, a notice's 본문): never by a public page.
const LectureEditor = lazy(() =>
  import('./lecture-editor').then((m) => ({ default: m.LectureEditor })),
);

type LazyEditorFieldProps = {
  /** The field's id (the error summary links to it). */
  id?: string;
  label: string;
  /** The HTML the editor starts with (read once, when it is created). */
  initialHtml: string;
  disabled: boolean;
  /** The server's message about the body (too long, say), under the editor. */
  error?: string;
  /** The editor's own rendering of `initialHtml`, once it is ready: the baseline of the diff. */
  onReady: (html: string) => void;
  onChange: (html: string) => void;
};

/**
 * A rich-text field: its label, the editor loaded lazily (a placeholder meanwhile, a way to
 * reload should its chunk fail), how pictures are described, and a message under it.
 */
export function LazyEditorField({ id, label, error, ...editor }: LazyEditorFieldProps) {
  const base = useId();
  const labelId = `${base}-label`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  return (
    <div id={id} className="field">
      <span id={labelId} className="field__label">
        {label}
      </span>
      <EditorBoundary>
        <Suspense
          fallback={
            <div className="editor-placeholder">
              <StatusMessage>{koAdmin.form.editorLoading}</StatusMessage>
            </div>
          }
        >
          <LectureEditor
            labelledBy={labelId}
            describedBy={error ? `${hintId} ${errorId}` : hintId}
            {...editor}
          />
        </Suspense>
      </EditorBoundary>
      <p id={hintId} className="field__hint">
        {koAdmin.editor.imageHint}
      </p>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
