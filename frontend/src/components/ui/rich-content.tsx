import { useMemo } from 'react';

/** An opening or closing heading tag as the server's sanitiser writes it (`<h3 style="…">`). */
const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>/])/gi;
/** An <img> tag; sanitised, so its attribute values hold no `>` (escaped as &gt;). */
const IMAGE_TAG = /<img\b([^>]*)>/gi;
const ALT_ATTRIBUTE = /\salt\s*=/i;

/**
 * The body of a lecture or a notice, written in the back office's editor: the server has already
 * sanitised the HTML (src/common/html). This only adapts it to the page: headings are shifted
 * so the content's top level becomes <h2> under the page's single <h1>, and images without a
 * text alternative are marked decorative. It works on the sanitiser's well-formed tags as text,
 * not in a DOM, so the server renders the same HTML the browser then hydrates.
 */
export function adaptContentHtml(html: string): string {
  const levels = [...html.matchAll(HEADING_TAG)].filter((tag) => !tag[1]).map((tag) => +tag[2]);
  const shift = levels.length ? 2 - Math.min(...levels) : 0;
  const shifted =
    shift === 0
      ? html
      : html.replace(
          HEADING_TAG,
          (_, close: string, level: string) =>
            `<${close}h${Math.min(6, Math.max(2, Number(level) + shift))}`,
        );
  return shifted.replace(IMAGE_TAG, (tag: string, attributes: string) =>
    ALT_ATTRIBUTE.test(attributes)
      ? tag
      : `<img alt=""${attributes.startsWith(' ') ? '' : ' '}${attributes}>`,
  );
}

/** `label` names the article for screen readers (강의 내용, 공지 내용). */
export function RichContent({ html, label }: { html: string; label: string }) {
  const adapted = useMemo(() => adaptContentHtml(html), [html]);
  if (!html.trim()) return null;
  return (
    <article
      className="rich-content prose"
      aria-label={label}
      dangerouslySetInnerHTML={{ __html: adapted }}
    />
  );
}
