import { decodeEntities } from '../html/entities';

/**
 * The visible text of sanitised HTML (a lecture's or a notice's body), on one line and at most
 * `length` characters, for a description: a page's meta and Open Graph description (the
 * frontend's server rendering) and the notices' RSS feed (the server). Tags are dropped and the
 * entities the sanitiser writes are read back; the caller escapes the text for where it goes.
 */
export function plainText(html: string, length = 150): string {
  const text = decodeEntities(
    html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}
