/**
 * A spreadsheet runs a cell starting with one of these as a formula (CSV injection); OWASP's
 * advice is to prefix such cells with a single quote so they display as typed.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined | Date): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180: comma-separated, CRLF line ends, quotes doubled inside quoted cells. */
export function csvLine(cells: ReadonlyArray<string | number | null | undefined | Date>): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
