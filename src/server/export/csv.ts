/**
 * A spreadsheet runs a cell starting with one of these as a formula (CSV injection); OWASP's
 * advice is to prefix such cells with a single quote so they display as typed.
 */
const FORMULA_TRIGGERS = new Set(["=", "+", "-", "@", "\t", "\r"]);

/**
 * Where a spreadsheet may start a cell inside our text: French Excel splits on `;`, others on tab,
 * and an importer that does not honour quotes breaks lines at CR or LF. Quotes before a trigger
 * are skipped when looking for it, since a parser may strip them.
 */
const CELL_BREAKS = new Set([",", ";", "\t", "\r", "\n"]);

/** Any of these makes the cell quoted, whichever separator the reader picks. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * Puts a `'` before every formula trigger that could start a cell: at the start of the text and
 * right after a separator or line break inside it. `x;=cmd` read with `;` as the separator
 * would otherwise give a cell `=cmd`. The JSON export keeps the exact text.
 */
function neutraliseFormulas(text: string): string {
  let result = "";
  for (let i = 0; i < text.length; i++) {
    if (i === 0 || CELL_BREAKS.has(text[i - 1]!)) {
      let next = i;
      while (text[next] === '"') next++;
      if (next < text.length && FORMULA_TRIGGERS.has(text[next]!)) result += "'";
    }
    result += text[i];
  }
  return result;
}

/** What a cell holds: text, a number, a yes/no answer (`true`/`false`), a date, or nothing. */
export type CsvValue = string | number | boolean | null | undefined | Date;

function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? neutraliseFormulas(value) : value instanceof Date ? value.toISOString() : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180: comma-separated, CRLF line ends, quotes doubled inside quoted cells. */
export function csvLine(cells: ReadonlyArray<CsvValue>): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
