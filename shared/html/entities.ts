/**
 * Text in and out of HTML, on both sides: the server's feed and sitemap, the frontend's
 * server-rendered <head>, and the tests that read the HTML back.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text for an element or an attribute (quoted with " or '), in HTML or XML: nothing in it can
 * close the attribute or open a tag.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/**
 * The text behind the entities escapeHtml and the server's sanitiser write (and &nbsp; as a
 * space). &amp; last, so that "&amp;lt;" reads "&lt;".
 */
export function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
