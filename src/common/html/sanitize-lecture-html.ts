import sanitizeHtml from 'sanitize-html';
import { EDITOR_COLOURS } from '../../../shared/html/editor-colours';

/** Named colours that fail AA on white, and what the editor writes for them instead. */
const ACCESSIBLE: Record<string, string> = {
  red: EDITOR_COLOURS.red,
  yellow: EDITOR_COLOURS.yellow,
};

/**
 * The HTML a lecture's content (and a notice's body) may hold: exactly what the admin's CKEditor
 * toolbar produces (paragraph, H1/H2, bold, italic, strike, lists, the fixed font colours and
 * highlight markers, links, tables with header rows, uploaded images with a caption).
 * Everything else — scripts, event handlers, javascript: URLs, other styles, pictures from
 * anywhere but our own uploads — is dropped.
 */
export const EDITOR_FONT_COLORS = ['black', 'blue', 'red', 'green', 'yellow'] as const;
export const EDITOR_MARKERS = [
  'marker-yellow',
  'marker-blue',
  'marker-pink',
  'marker-green',
] as const;

const colorValue = new RegExp(
  `^(?:${[...EDITOR_FONT_COLORS, '#[0-9a-fA-F]{3,6}', 'rgb\\(\\s*\\d{1,3}\\s*,\\s*\\d{1,3}\\s*,\\s*\\d{1,3}\\s*\\)', 'hsl\\(\\s*\\d{1,3}\\s*,\\s*\\d{1,3}%\\s*,\\s*\\d{1,3}%\\s*\\)'].join('|')})$`,
  'i',
);

/**
 * Where the editor's uploaded pictures are served from (the uploads module's contentFiles folder,
 * POST /api/admin/content/image): the only source an <img> may have. No data: URI, no other host,
 * so a page never loads a stranger's tracker and every picture was re-encoded without EXIF.
 */
export const CONTENT_IMAGE_PREFIX = '/api/upload/contentFiles/';
const CONTENT_IMAGE_SRC =
  /^\/api\/upload\/contentFiles\/[A-Za-z0-9][A-Za-z0-9_-]{0,150}\.(png|jpe?g|webp|gif)$/;

/** Link targets a reader may follow: web pages, an e-mail, a phone call. */
const SAFE_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9-]+)$/i;

/** A table cell spans at most this many rows or columns (a tall span is never what was meant). */
export const MAX_CELL_SPAN = 20;
/** A picture's declared size, in pixels (the stored images are at most 2400 a side). */
const DIMENSION = /^[1-9][0-9]{0,3}$/;

/** A cell's colspan/rowspan, kept only as a whole number 2..MAX_CELL_SPAN (1 is the default). */
function span(value: string | undefined): string | undefined {
  if (!value || !/^[0-9]{1,3}$/.test(value.trim())) return undefined;
  const count = Math.min(Number(value.trim()), MAX_CELL_SPAN);
  return count > 1 ? String(count) : undefined;
}

function cell(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept: sanitizeHtml.Attributes = {};
  const colspan = span(attribs.colspan);
  const rowspan = span(attribs.rowspan);
  if (colspan) kept.colspan = colspan;
  if (rowspan) kept.rowspan = rowspan;
  if (tagName === 'th' && /^(row|col|rowgroup|colgroup)$/.test(attribs.scope ?? '')) {
    kept.scope = attribs.scope;
  }
  return { tagName, attribs: kept };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h1',
    'h2',
    'h3',
    'strong',
    'b',
    'i',
    'em',
    's',
    'del',
    'ul',
    'ol',
    'li',
    'br',
    'span',
    'mark',
    'a',
    'figure',
    'figcaption',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    span: ['style'],
    mark: ['class'],
    a: ['href', 'target', 'rel'],
    figure: ['class'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: { mark: [...EDITOR_MARKERS], figure: ['image', 'table'] },
  allowedStyles: { span: { color: [colorValue] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // A web link opens in a new tab that cannot reach back to this page (rel); mailto: and tel:
    // open the mail or phone app. A link to anywhere else keeps its text, without the link (a
    // plain span: a tag renamed to one not kept loses its closing tag in sanitize-html, which then
    // closes the enclosing paragraph as that tag).
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = (attribs.href ?? '').trim();
      if (!SAFE_HREF.test(href)) return { tagName: 'span', attribs: {} };
      return /^https?:/i.test(href)
        ? { tagName, attribs: { href, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs: { href } };
    },
    // Only our own uploads, with a text alternative (empty: decorative) and a plain size.
    img: (tagName, attribs): sanitizeHtml.Tag => {
      // Not ours: no source, and exclusiveFilter then drops the picture.
      if (!CONTENT_IMAGE_SRC.test(attribs.src ?? '')) return { tagName, attribs: {} };
      const kept: sanitizeHtml.Attributes = { src: attribs.src, alt: attribs.alt ?? '' };
      if (DIMENSION.test(attribs.width ?? '')) kept.width = attribs.width;
      if (DIMENSION.test(attribs.height ?? '')) kept.height = attribs.height;
      return { tagName, attribs: kept };
    },
    th: cell,
    td: cell,
    // Plain colour names become the editor's accessible values (red and yellow fail AA as named).
    span: (tagName, attribs) => ({
      tagName,
      attribs: attribs.style
        ? {
            ...attribs,
            style: attribs.style.replace(
              /(^|;)\s*color\s*:\s*([a-z]+)\s*(?=;|$)/gi,
              (whole, start: string, name: string) => {
                const value = ACCESSIBLE[name.toLowerCase()];
                return value ? `${start}color:${value}` : whole;
              },
            ),
          }
        : attribs,
    }),
  },
  disallowedTagsMode: 'discard',
  // A picture that is not ours goes (its transform took its source away), and so does a picture's
  // frame left without its picture, with its caption (a dropped picture is no media child).
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !frame.attribs.src) ||
    (frame.tag === 'figure' &&
      /(^|\s)image(\s|$)/.test(frame.attribs.class ?? '') &&
      !frame.mediaChildren.includes('img')),
};

export function sanitizeLectureHtml(html: string): string {
  return sanitizeHtml(html, options);
}
