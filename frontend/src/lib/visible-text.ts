/**
 * Staff-written text (a lecture's title, an account's name) shown inside the app's own sentences
 * in the back office: its control and bidirectional formatting characters are shown as visible
 * codes, never applied as layout. A right-to-left override (U+202E) in a title would otherwise
 * reverse the words of the sentence around it (감사 기록, issue 32), and a line break would
 * split it. The server refuses most of these on input (docs/security.md, "Input the app
 * refuses"); rows written before that, and the marks it still takes, are shown this way.
 * Free of React: visible-text.test.ts checks it, and a browser journey (admin-audit-text.spec.ts)
 * imports it.
 */

/**
 * C0 controls (tab and line breaks included), DEL and C1 controls, the Arabic letter mark,
 * the left-to-right and right-to-left marks, the line and paragraph separators, and the
 * bidirectional embeddings, overrides and isolates.
 */
// Matching control characters is this expression's purpose.
const LAYOUT_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;

/** A piece of text as shown: as it is, or a layout character as its code. */
export interface VisiblePart {
  text: string;
  /** The code shown in place of a layout character (`⟨U+202E⟩`). */
  escaped: boolean;
}

/** `⟨U+202E⟩` for U+202E. */
export function characterCode(character: string): string {
  const hex = (character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
  return `⟨U+${hex}⟩`;
}

/** The text in pieces, each layout character its own escaped piece (for a distinct style). */
export function visibleParts(text: string): VisiblePart[] {
  const parts: VisiblePart[] = [];
  let start = 0;
  for (const match of text.matchAll(LAYOUT_CHARACTERS)) {
    if (match.index > start) parts.push({ text: text.slice(start, match.index), escaped: false });
    parts.push({ text: characterCode(match[0]), escaped: true });
    start = match.index + match[0].length;
  }
  if (start < text.length) parts.push({ text: text.slice(start), escaped: false });
  return parts;
}

/** The text with every layout character as its code (for attributes and plain strings). */
export function visibleText(text: string): string {
  return text.replace(LAYOUT_CHARACTERS, characterCode);
}
