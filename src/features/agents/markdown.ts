import type { BlockContent, List, Nodes, PhrasingContent, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmTableFromMarkdown, gfmTableToMarkdown } from "mdast-util-gfm-table";
import { toMarkdown, type Options } from "mdast-util-to-markdown";
import { gfmTable } from "micromark-extension-gfm-table";

/**
 * Builders for the Markdown twins of the site's pages, on the mdast tooling: each builds an mdast
 * node and writes it with mdast-util-to-markdown, which escapes, fences, numbers and aligns. Prose
 * is Markdown as the messages write it (backticks for identifiers), read into phrasing nodes. Each
 * returns its Markdown (one block, or an inline fragment prose can hold); `markdownDocument` joins
 * the blocks with blank lines, as the writer joins a root's children.
 */

/** A block, or nothing: `false`, `null` and `undefined` are dropped so optional parts read inline. */
export type MarkdownBlock = string | false | null | undefined;

/**
 * How the twins write Markdown. Tables count every cell as three characters: delimiters of `---`
 * and no spaces added to line columns up, so a changed cell changes one line of a twin.
 */
const WRITE: Options = {
  bullet: "-",
  emphasis: "*",
  strong: "*",
  fences: true,
  listItemIndent: "one",
  extensions: [gfmTableToMarkdown({ stringLength: () => 3 })],
};

/** Markdown source as mdast blocks. */
function blocks(markdown: string): RootContent[] {
  return fromMarkdown(markdown, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] }).children;
}

/** Inline Markdown as phrasing nodes: the content of its one paragraph. */
function phrasing(markdown: string): PhrasingContent[] {
  return blocks(markdown.trim()).flatMap((block) => (block.type === "paragraph" ? block.children : []));
}

/** A node written as Markdown, without the writer's closing newline. */
function write(node: Nodes): string {
  return toMarkdown(node, WRITE).replace(/\n$/, "");
}

/** One phrasing node written as Markdown, for prose to embed. */
function inline(node: PhrasingContent): string {
  return write({ type: "paragraph", children: [node] });
}

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
  return write({ type: "heading", depth: level, children: phrasing(oneLine(text)) });
}

export function paragraph(text: string): string {
  return write({ type: "paragraph", children: phrasing(text) });
}

export function quote(text: string): string {
  return write({ type: "blockquote", children: blocks(text.trim()) as BlockContent[] });
}

export function bold(text: string): string {
  return inline({ type: "strong", children: phrasing(oneLine(text)) });
}

export function italic(text: string): string {
  return inline({ type: "emphasis", children: phrasing(oneLine(text)) });
}

/** "**Term** — explanation": a list item that reads the same in English and French (no colon to space). */
export function termItem(term: string, text: string): string {
  return `${bold(term)} — ${text}`;
}

/** Inline code, with a delimiter longer than any run of backticks inside. */
export function code(text: string): string {
  return inline({ type: "inlineCode", value: text });
}

/** A link; brackets in the text are escaped, and spaces or parentheses in the URL encoded. */
export function link(text: string, url: string): string {
  const href = url.replace(/[ ()]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return inline({ type: "link", url: href, children: [{ type: "text", value: oneLine(text) }] });
}

function list(ordered: boolean, items: readonly string[]): List {
  return {
    type: "list",
    ordered,
    start: ordered ? 1 : null,
    spread: false,
    children: items.map((item) => ({ type: "listItem", spread: false, children: [{ type: "paragraph", children: phrasing(oneLine(item)) }] })),
  };
}

export function bulletList(items: readonly string[]): string {
  return write(list(false, items));
}

export function orderedList(items: readonly string[]): string {
  return write(list(true, items));
}

/** A fenced code block with a language; the fence is longer than any run of backticks in the code. */
export function codeBlock(source: string, language: string): string {
  return write({ type: "code", lang: language, value: source.replace(/\n+$/, "") });
}

/** A GitHub-flavoured table; every row has as many cells as there are headers. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  for (const row of rows) {
    if (row.length !== headers.length) throw new Error(`A table row has ${row.length} cells for ${headers.length} headers`);
  }
  const row = (cells: readonly string[]) => ({ type: "tableRow" as const, children: cells.map((cell) => ({ type: "tableCell" as const, children: phrasing(oneLine(cell)) })) });
  return write({ type: "table", align: headers.map(() => null), children: [row(headers), ...rows.map(row)] });
}
