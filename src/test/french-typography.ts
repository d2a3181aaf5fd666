import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/**
 * French typography, as the French message file and the French documents must follow it:
 * a no-break space before `:` `;` `!` `?` and `%`, no-break spaces inside « », and ’ rather than '.
 *
 * Why U+00A0 before all four signs, and not the narrow U+202F that French printers put before
 * `;` `!` `?`: the site's typeface, Geist, has no U+202F glyph, so the browser would draw each one
 * from whatever fallback font the system has, at a width no one chose. U+00A0 is in Geist and
 * keeps the sign on its word's line, which is what a visitor notices (a lone ":" at a line's
 * start). A U+202F is reported so that the text stays one way throughout.
 */

const NO_BREAK_SPACE = "\u00a0";
const NARROW_NO_BREAK_SPACE = "\u202f";
/** Stands for what the checks skip: an ICU argument (its text is not known here), code, a URL. */
const HOLE = "\ufffc";

/** The message's own text, one run per ICU branch: arguments become holes, tags keep their text inline. */
function textRuns(elements: MessageFormatElement[], runs: string[] = []): string[] {
  let run = "";
  const visit = (children: MessageFormatElement[]) => {
    for (const element of children) {
      if (element.type === TYPE.literal) run += element.value;
      else if (element.type === TYPE.tag) visit(element.children);
      else {
        run += HOLE;
        if (element.type === TYPE.plural || element.type === TYPE.select) {
          for (const option of Object.values(element.options)) textRuns(option.value, runs);
        }
      }
    }
  };
  visit(elements);
  runs.push(run);
  return runs;
}

/** Inline code (Markdown backticks) and URLs are not prose: their punctuation is left as written. */
function maskCode(text: string): string {
  return text.replace(/`[^`]*`|\b[a-z][\w+.-]*:\/\/\S+/gi, HOLE);
}

function visible(text: string): string {
  return text.replaceAll(NO_BREAK_SPACE, "\u237d").replaceAll(NARROW_NO_BREAK_SPACE, "\u236d").replaceAll(HOLE, "…");
}

function excerpt(text: string, index: number): string {
  return `"${visible(text.slice(Math.max(0, index - 18), index + 6))}"`;
}

function spaceProblem(before: string | undefined, sign: string): string | null {
  if (before === NO_BREAK_SPACE) return null;
  if (before === NARROW_NO_BREAK_SPACE) return `narrow no-break space before "${sign}" (Geist has no glyph for it): use U+00A0`;
  if (before === undefined || before === HOLE) return null;
  if (/\s/.test(before)) return `breakable space before "${sign}": use a no-break space (U+00A0)`;
  return `no space before "${sign}": put a no-break space (U+00A0) before it`;
}

function runProblems(run: string): string[] {
  const text = maskCode(run);
  const problems: string[] = [];
  for (const match of text.matchAll(/'/g)) problems.push(`straight apostrophe: use ’ at ${excerpt(text, match.index)}`);
  for (const match of text.matchAll(/[:;!?]/g)) {
    const after = text[match.index + 1];
    // Only a sign that ends a phrase: not the colon of `10:30` or `a:b`, nor a `?` inside a path.
    if (after !== undefined && !/[\s»)\]"”.,…!?<]/.test(after)) continue;
    const before = text[match.index - 1];
    // "?!", "!!": the space goes before the first sign only.
    if (before === "!" || before === "?") continue;
    const problem = spaceProblem(before, match[0]);
    if (problem) problems.push(`${problem} at ${excerpt(text, match.index)}`);
  }
  for (const match of text.matchAll(/[\d\uFFFC](\s)%/g)) {
    const problem = spaceProblem(match[1], "%");
    if (problem) problems.push(`${problem} at ${excerpt(text, match.index + 1)}`);
  }
  for (const match of text.matchAll(/«(.?)/g)) {
    if (match[1] !== NO_BREAK_SPACE) problems.push(`« must be followed by a no-break space (U+00A0) at ${excerpt(text, match.index + 1)}`);
  }
  for (const match of text.matchAll(/(.?)»/g)) {
    if (match[1] !== NO_BREAK_SPACE) problems.push(`» must follow a no-break space (U+00A0) at ${excerpt(text, match.index + match[0].length - 1)}`);
  }
  return problems;
}

/**
 * What breaks French typography in one message (ICU text, with Markdown backticks for code in the
 * documents), each problem with where it is; empty when the text is right. ICU syntax, arguments,
 * inline code and URLs are skipped, so only the words a French reader sees are checked.
 */
export function frenchTypographyProblems(message: string): string[] {
  let elements: MessageFormatElement[];
  try {
    elements = parse(message);
  } catch (error) {
    return [`not valid ICU: ${(error as Error).message}`];
  }
  return textRuns(elements).flatMap(runProblems);
}
