import { whitepaperFigures, whitepaperSectionIds, type WhitepaperFigure, type WhitepaperSectionId } from "./schema";

/**
 * One block of running text. Words between backticks are set as inline code.
 * A `figure` is rendered from the catalogue; the content only supplies its caption.
 */
export type WhitepaperBlock =
  | { kind: "p"; text: string }
  | { kind: "h3"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "steps"; items: string[] }
  | { kind: "figure"; figure: WhitepaperFigure; caption: string };

export interface WhitepaperSection {
  title: string;
  blocks: WhitepaperBlock[];
}

const SECTION_HEADING = /^## (.+) \{#([a-z-]+)\}$/;
const FIGURE = /^!\[(.+)\]\(figure:([a-z-]+)\)$/;
const BULLET = /^- /;
const NUMBER = /^\d+\. /;
/** What the paper's Markdown does not use: failing on it beats dropping or garbling text. */
const UNSUPPORTED = /^(#|>|```|~~~|[*+] |!\[|<|\|)/;

function oneLine(lines: string): string {
  return lines.split("\n").map((line) => line.trim()).join(" ");
}

/** A list's items: each marker starts an item, and an indented line continues the one before. */
function listItems(block: string, marker: RegExp): string[] {
  const items: string[] = [];
  for (const line of block.split("\n")) {
    if (marker.test(line)) items.push(line.replace(marker, "").trim());
    else if (items.length > 0 && /^\s/.test(line)) items[items.length - 1] += ` ${line.trim()}`;
    else throw new Error(`a list line must start with its marker or be indented: "${line}"`);
  }
  return items;
}

function paperBlock(block: string): WhitepaperBlock {
  if (block.startsWith("### ")) return { kind: "h3", text: oneLine(block.slice("### ".length)) };
  if (BULLET.test(block)) return { kind: "list", items: listItems(block, BULLET) };
  if (NUMBER.test(block)) return { kind: "steps", items: listItems(block, NUMBER) };
  const figure = FIGURE.exec(block);
  if (figure) {
    const id = whitepaperFigures.find((known) => known === figure[2]);
    if (!id) throw new Error(`unknown figure "${figure[2]}"; the figures are ${whitepaperFigures.join(", ")}`);
    return { kind: "figure", figure: id, caption: figure[1]! };
  }
  if (UNSUPPORTED.test(block)) throw new Error(`unsupported Markdown: "${block.split("\n")[0]}"`);
  return { kind: "p", text: oneLine(block) };
}

/**
 * The white paper's Markdown body, cut at its `## Title {#id}` headings into its sections, which
 * must be whitepaperSectionIds in that order. Between headings, blocks are separated by blank lines:
 * paragraphs, `###` headings, `-` and `1.` lists, and figures written `![caption](figure:id)`.
 */
export function paperSections(body: string): Record<WhitepaperSectionId, WhitepaperSection> {
  const sections: ({ id: string } & WhitepaperSection)[] = [];
  for (const block of body.split(/\n[ \t]*\n/).map((chunk) => chunk.trim())) {
    if (block === "") continue;
    const heading = SECTION_HEADING.exec(block);
    if (heading) {
      sections.push({ id: heading[2]!, title: heading[1]!, blocks: [] });
      continue;
    }
    const section = sections.at(-1);
    if (!section) throw new Error(`text before the first "## Title {#id}" heading: "${block.split("\n")[0]}"`);
    section.blocks.push(paperBlock(block));
  }
  const ids = sections.map((section) => section.id);
  if (ids.join() !== whitepaperSectionIds.join()) {
    throw new Error(`the sections must be ${whitepaperSectionIds.join(", ")}, in this order; found ${ids.join(", ")}`);
  }
  return Object.fromEntries(sections.map(({ id, ...section }) => [id, section])) as Record<WhitepaperSectionId, WhitepaperSection>;
}
