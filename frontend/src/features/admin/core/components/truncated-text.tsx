import type { ReactNode } from 'react';
import '../admin-lists.css';

/**
 * A value that may be longer than its column: one line cut with an ellipsis, the whole value in
 * the title (a tooltip on hover) and in the text itself, which screen readers read in full.
 */
export function TruncatedText({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <span className="admin-truncate" title={text}>
      {children ?? text}
    </span>
  );
}
