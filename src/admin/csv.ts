/**
 * CSV for spreadsheets (RFC 4180): fields quoted when they hold a comma, quote or line break,
 * quotes doubled, CRLF between records. A UTF-8 byte order mark up front makes Excel read Korean
 * as UTF-8. A cell starting with = + - @ (or tab / carriage return) would run as a formula when
 * opened, so it is prefixed with an apostrophe (OWASP "CSV injection").
 */
export type CsvCell = string | number | null | undefined;

export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
