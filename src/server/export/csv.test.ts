import { describe, expect, it } from "vitest";
import type { ContactRow, ExportKind, ExportRows } from "../db/store";
import { csvLine, type CsvValue } from "./csv";

/** One cell as the export writes it: a line of that cell alone, without its CRLF. */
const csvCell = (value: CsvValue) => csvLine([value]).slice(0, -2);
import { exportRows } from "./export-rows";

const TRIGGERS = ["=", "+", "-", "@"];

/**
 * Reads delimited text the way a spreadsheet importer does: a field that starts with `"` is
 * quoted until a lone closing quote (text after it is kept as it is); any other field runs to
 * the next delimiter or line break, quotes included.
 */
function parseDelimited(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const endOfRow = () => {
    rows.push(row);
    row = [];
  };
  while (i < text.length) {
    let cell = "";
    if (text[i] === '"') {
      i++;
      while (i < text.length) {
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else cell += text[i++];
      }
    }
    while (i < text.length && text[i] !== delimiter && text[i] !== "\r" && text[i] !== "\n") cell += text[i++];
    row.push(cell);
    if (text[i] === delimiter) {
      i++;
      if (i === text.length) row.push("");
    } else {
      if (text[i] === "\r" && text[i + 1] === "\n") i++;
      i++;
      endOfRow();
    }
  }
  if (row.length > 0) endOfRow();
  return rows;
}

/** An importer that ignores quotes: every line break ends a row and every delimiter a cell. */
function splitNaively(text: string, delimiter: string): string[][] {
  return text.split(/\r\n|\r|\n/).map((line) => line.split(delimiter));
}

const HOSTILE = [
  "x;=cmd|' /C calc'!A0",
  "x\t=cmd|' /C calc'!A0",
  "x,=1+1",
  "=HYPERLINK(\"http://evil.example\",\"click\")",
  "+1",
  "-2",
  "@SUM(A1:A9)",
  "\t=1",
  "\r=1",
  "two\nlines\n=1+1",
  "two\r\n+lines",
  'quoted;"=1+1"',
  'he said ""=2""',
  "x;\t=1",
  "tab\t@x",
  "; -space is fine",
  "plain text, with a comma; and a semicolon",
];

async function* rowsOf(messages: string[]): AsyncGenerator<ContactRow> {
  let n = 0;
  for (const message of messages) {
    n++;
    yield { id: `id-${n}`, name: message, email: `${message}@example.com`, company: message, message, createdAt: new Date(Date.UTC(2026, 0, n)) };
  }
}

async function contactCsv(messages: string[]): Promise<string> {
  const store = {
    readAll: <K extends ExportKind>(kind: K) => {
      expect(kind).toBe("contact");
      return rowsOf(messages) as AsyncIterable<ExportRows[K]>;
    },
  };
  let text = "";
  for await (const chunk of exportRows(store, "contact", "csv")) text += chunk;
  return text;
}

const startsWithTrigger = (cell: string) => TRIGGERS.some((trigger) => cell.startsWith(trigger));

describe("csv", () => {
  it("quotes cells with commas, semicolons, tabs, line breaks and quotes", () => {
    expect(csvLine(["plain", "a,b", "a;b", "a\tb", 'say "hi"', "two\nlines", "cr\rhere", null, 7])).toBe(
      'plain,"a,b","a;b","a\tb","say ""hi""","two\nlines","cr\rhere",,7\r\n',
    );
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe("\"'=HYPERLINK(\"\"http://x\"\")\"");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("\"'\tcmd\"");
    expect(csvCell("\r=1")).toBe("\"'\r'=1\"");
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("neutralises a trigger after a separator or line break inside a cell too", () => {
    expect(csvCell("x;=cmd|' /C calc'!A0")).toBe("\"x;'=cmd|' /C calc'!A0\"");
    expect(csvCell("x\t@a")).toBe("\"x\t'@a\"");
    expect(csvCell('q;"=1"')).toBe('"q;\'""=1"""');
    expect(csvCell("a; b")).toBe('"a; b"');
  });

  it("writes dates as ISO 8601 and leaves numbers alone", () => {
    expect(csvCell(new Date("2026-01-02T03:04:05.006Z"))).toBe("2026-01-02T03:04:05.006Z");
    expect(csvCell(-5)).toBe("-5");
  });

  it.each([
    [",", "comma"],
    [";", "semicolon"],
    ["\t", "tab"],
  ])("an export read as %j-separated (%s) has no cell starting with =, +, - or @", async (delimiter) => {
    const text = await contactCsv(HOSTILE);
    for (const rows of [parseDelimited(text, delimiter), splitNaively(text, delimiter)]) {
      const cells = rows.flat();
      expect(cells.length).toBeGreaterThan(HOSTILE.length);
      const dangerous = cells.filter((cell) => startsWithTrigger(cell) || startsWithTrigger(cell.replace(/^"+/, "")));
      expect(dangerous).toEqual([]);
    }
  });

  it("keeps every value when read back with commas, apostrophes aside", async () => {
    const text = await contactCsv(HOSTILE);
    const rows = parseDelimited(text, ",");
    expect(rows[0]).toEqual(["id", "created_at", "name", "email", "company", "message"]);
    expect(rows.slice(1).map((row) => row[5]!.replaceAll("'", ""))).toEqual(HOSTILE.map((value) => value.replaceAll("'", "")));
  });
});
