import { useMemo } from 'react';

/**
 * The body of a lecture or a notice, written in the back office's editor: the server has already
 * sanitised the HTML (src/common/html). This only adapts it to the page: headings are
 * shifted so the content's top level becomes <h2> under the page's single <h1>, and images
 * without a text alternative are marked decorative. Parsing happens in an inert <template>.
 */
function adaptContentHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;

  const headings = Array.from(root.querySelectorAll<HTMLHeadingElement>('h1, h2, h3, h4, h5, h6'));
  if (headings.length > 0) {
    const levelOf = (heading: HTMLHeadingElement) => Number(heading.tagName.slice(1));
    const shift = 2 - Math.min(...headings.map(levelOf));
    if (shift !== 0) {
      for (const heading of headings) {
        const level = Math.min(6, Math.max(2, levelOf(heading) + shift));
        const replacement = document.createElement(`h${level}`);
        for (const attribute of Array.from(heading.attributes)) {
          replacement.setAttribute(attribute.name, attribute.value);
        }
        replacement.append(...Array.from(heading.childNodes));
        heading.replaceWith(replacement);
      }
    }
  }
  for (const image of Array.from(root.querySelectorAll('img:not([alt])'))) {
    image.setAttribute('alt', '');
  }
  return template.innerHTML;
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
