/**
 * Small builders for the Markdown twins of the site's pages. Each returns one block (or an inline
 * fragment); `markdownDocument` joins blocks with blank lines. Prose passes through as written:
 * the content already uses backticks for identifiers, which is Markdown's inline code.
 */

/** A block, or nothing: `false`, `null` and `undefined` are dropped so optional parts read inline. */
export type MarkdownBlock = string | false | null | undefined;

/** Joins blocks with one blank line between them; the document ends with a single newline. */
export function markdownDocument(blocks: readonly MarkdownBlock[]): string {
  return `${blocks
    .filter((block): block is string => typeof block === "string" && block.trim() !== "")
    .join("\n\n")
    .trim()}\n`;
}

/** A single line: a newline inside a heading, a list item or a table cell would break its structure. */
function oneLine(text: string): string {
  return text.replace(/\s*\n+\s*/g, " ").trim();
}

export function heading(level: 1 | 2 | 3 | 4, text: string): string {
  return `${"#".repeat(level)} ${oneLine(text)}`;
}

export function paragraph(text: string): string {
  return text.trim();
}

export function quote(text: string): string {
  return text
    .trim()
    .split("\n")
    .map((line) => (line.trim() === "" ? ">" : `> ${line}`))
    .join("\n");
}

export function bold(text: string): string {
  return `**${oneLine(text)}**`;
}

export function italic(text: string): string {
  return `*${oneLine(text)}*`;
}

/** "**Term** — explanation": a list item that reads the same in English and French (no colon to space). */
export function termItem(term: string, text: string): string {
  return `${bold(term)} — ${text}`;
}

/** Inline code, with a delimiter longer than any run of backticks inside. */
export function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = longest > 0 || text.startsWith(" ") || text.endsWith(" ") ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A link; brackets in the text are escaped, and spaces or parentheses in the URL encoded. */
export function link(text: string, url: string): string {
  const label = oneLine(text).replace(/([[\]\\])/g, "\\$1");
  const href = url.replace(/[ ()]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `[${label}](${href})`;
}

export function bulletList(items: readonly string[]): string {
  return items.map((item) => `- ${oneLine(item)}`).join("\n");
}

export function orderedList(items: readonly string[]): string {
  return items.map((item, index) => `${index + 1}. ${oneLine(item)}`).join("\n");
}

/** A fenced code block with a language; the fence is longer than any run of backticks in the code. */
export function codeBlock(source: string, language: string): string {
  const body = source.replace(/\n+$/, "");
  const longest = Math.max(0, ...[...body.matchAll(/`{3,}/g)].map((match) => match[0].length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${language}\n${body}\n${fence}`;
}

/** A table cell: one line, with pipes escaped so they do not split the cell. */
function cell(text: string): string {
  return oneLine(text).replace(/\|/g, "\\|");
}

/** A GitHub-flavoured table; every row has as many cells as there are headers. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  for (const row of rows) {
    if (row.length !== headers.length) throw new Error(`A table row has ${row.length} cells for ${headers.length} headers`);
  }
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
}
