/**
 * CSV for spreadsheets (RFC 4180): fields quoted when they hold a comma, quote or line break,
 * quotes doubled, CRLF between records. A UTF-8 byte order mark up front makes Excel read Korean
 * as UTF-8.
 *
 * A text cell a spreadsheet would run as a formula is prefixed with an apostrophe, which makes it
 * plain text (OWASP "CSV Injection", ASVS 1.2.10). That is a cell starting with = + - @, with
 * their full-width forms ＝ ＋ － ＠ (a Korean keyboard in full-width mode types them, and OWASP
 * lists them as spreadsheets may read them as the ASCII ones), or with a tab, CR or NUL.
 * The formula characters also count behind leading whitespace (spaces, the ideographic space):
 * importers that trim cells would otherwise uncover them, and the apostrophe costs nothing on
 * the names, e-mails and phone numbers this file holds. Numbers are written as they are.
 */
export type CsvCell = string | number | null | undefined;

export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^(?:[\t\r\0]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The records after the byte order mark; `notice` (one cell, e.g. "this file holds personal
 * data") comes first, before the header, so it is the first thing a spreadsheet shows.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  options: { notice?: string } = {},
): string {
  const records =
    options.notice === undefined ? [header, ...rows] : [[options.notice], header, ...rows];
  const lines = records.map((row) => row.map(csvCell).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
