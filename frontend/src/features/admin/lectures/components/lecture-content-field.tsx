import { koAdmin } from '@/copy/ko-admin';
import { LazyEditorField } from '../../core/components/lazy-editor-field';
import { LECTURE_CONTENT_ID } from '../lecture-form/field-ids';

type LectureContentFieldProps = {
  initialHtml: string;
  disabled: boolean;
  /** The server's message about the body (too long, say), under the editor. */
  error?: string;
  onReady: (html: string) => void;
  onChange: (html: string) => void;
};

/** 내용: the rich-text editor under its label, loaded lazily, with a message under it. */
export function LectureContentField(props: LectureContentFieldProps) {
  return <LazyEditorField id={LECTURE_CONTENT_ID} label={koAdmin.form.labels.content} {...props} />;
}
