import sanitizeHtml from 'sanitize-html';
import { EDITOR_COLOURS } from '../../../shared/html/editor-colours';

/** Named colours that fail AA on white, and what the editor writes for them instead. */
const ACCESSIBLE: Record<string, string> = {
  red: EDITOR_COLOURS.red,
  yellow: EDITOR_COLOURS.yellow,
};

/**
 * The HTML a lecture's content may hold: exactly what the admin's CKEditor toolbar produces
 * (paragraph, H1/H2, bold, italic, strike, lists, the fixed font colours and highlight markers).
 * Everything else — scripts, event handlers, javascript: URLs, other styles — is dropped.
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
  ],
  allowedAttributes: {
    span: ['style'],
    mark: ['class'],
    a: ['href', 'target', 'rel'],
  },
  allowedClasses: { mark: [...EDITOR_MARKERS] },
  allowedStyles: { span: { color: [colorValue] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
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
};

export function sanitizeLectureHtml(html: string): string {
  return sanitizeHtml(html, options);
}
