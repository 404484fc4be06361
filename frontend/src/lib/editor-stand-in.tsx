/**
 * For tests only: CKEditor (a large third-party widget) is not what a form's tests are about, so
 * a textarea that reports its HTML as the editor does stands in for it:
 *   vi.mock('…/core/components/lecture-editor', () => import('@/lib/editor-stand-in'));
 */
export function LectureEditor({
  initialHtml,
  onChange,
  labelledBy,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  labelledBy: string;
}) {
  return (
    <textarea
      aria-labelledby={labelledBy}
      defaultValue={initialHtml}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
