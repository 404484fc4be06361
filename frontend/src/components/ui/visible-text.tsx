import { visibleParts } from '@/lib/visible-text';

/**
 * Staff-written text inside the app's own sentence: isolated (`<bdi>`), so its direction cannot
 * reorder the words around it, and with its control and bidirectional characters shown as
 * codes in a style of their own (lib/visible-text.ts).
 */
export function VisibleText({ text }: { text: string }) {
  return (
    <bdi>
      {visibleParts(text).map((part, index) =>
        part.escaped ? (
          <span key={index} className="visible-text__escape">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </bdi>
  );
}
