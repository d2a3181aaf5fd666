/** A matched word of a page, as Pagefind weighs it: 1 in running text, more in a heading, less in code. */
export interface WeightedLocation {
  /** The word's index in the page's words (Pagefind's `raw_content`, split as it splits it). */
  location: number;
  weight: number;
  balanced_score: number;
}

/** Words shown at most in a snippet: about two lines of a result. */
export const SNIPPET_WORDS = 24;

/**
 * Fewer words than this make a label, a name or a list item ("Adapter.", "Drizzle ORM."), not a
 * sentence: a match there is found, but not quoted.
 */
export const MIN_SENTENCE_WORDS = 4;

/** Words kept before the first match when a snippet has to start inside a long sentence (at most a third of the snippet). */
const LEAD_WORDS = 6;

/** Pagefind's own word separator: any white space but U+FEFF. */
const WORD_SEPARATOR = /[^\S\uFEFF]+/;

/** A word that ends a sentence; Pagefind also closes each block of text with a full stop. */
const SENTENCE_END = /[.!?…][»"')\]]*$/;

const ELLIPSIS = "…";

/** A page's indexed text as words, each HTML-escaped as Pagefind escapes it. */
export function pageWords(rawContent: string): string[] {
  return rawContent.split(WORD_SEPARATOR);
}

const endsSentence = (word: string | undefined) => word !== undefined && SENTENCE_END.test(word);

/** An HTML-escaped word cut into its opening punctuation, itself, and its closing punctuation (an entity counts as one character). */
const WORD_IN_PUNCTUATION = /^((?:&[a-z]+;|&#x?[0-9a-f]+;|[(«[¿¡'"“‘])*)(.*?)((?:&[a-z]+;|&#x?[0-9a-f]+;|[.,:;!?…»)\]'"”’])*)$/i;

/** A matched word (escaped HTML) in `<mark>`, the punctuation around it left out: "<mark>genome</mark>:", not "<mark>genome:</mark>". */
export function markWord(html: string): string {
  const [, before = "", word = "", after = ""] = WORD_IN_PUNCTUATION.exec(html) ?? [];
  return word ? `${before}<mark>${word}</mark>${after}` : `<mark>${html}</mark>`;
}

function sentenceStart(words: readonly string[], at: number, floor: number): number {
  let start = at;
  while (start > floor && !endsSentence(words[start - 1])) start--;
  return start;
}

/** The index after the last word of the sentence that holds `at`, before `ceiling`. */
function sentenceEnd(words: readonly string[], at: number, ceiling: number): number {
  let end = at + 1;
  while (end < ceiling && !endsSentence(words[end - 1])) end++;
  return end;
}

/**
 * `words[start..]` to the end of the sentence that holds `firstMatch`, followed by the next whole
 * sentences while the snippet is a few words and they are sentences too; cut at `maxWords` with an ellipsis
 * when that sentence is longer. A start far from the first match moves closer to it, after an
 * ellipsis. Words at `marked` are put in `<mark>`.
 */
function excerpt(words: readonly string[], start: number, firstMatch: number, to: number, marked: ReadonlySet<number>, maxWords: number): string {
  const lead = Math.min(LEAD_WORDS, Math.floor(maxWords / 3));
  const from = firstMatch - start >= maxWords - lead ? firstMatch - lead : start;
  const limit = Math.min(to, from + maxWords);
  let end = limit;
  let sentenceFound = false;
  for (let index = Math.max(from, firstMatch); index < limit; index++) {
    if (!endsSentence(words[index])) continue;
    if (sentenceFound && (end - from >= maxWords / 3 || index + 1 - end < MIN_SENTENCE_WORDS)) break;
    end = index + 1;
    sentenceFound = true;
  }
  const text = words
    .slice(from, end)
    .map((word, offset) => (marked.has(from + offset) ? markWord(word) : word))
    .join(" ");
  const before = from > start ? `${ELLIPSIS} ` : "";
  const after = end < to && !endsSentence(words[end - 1]) ? ` ${ELLIPSIS}` : "";
  return `${before}${text}${after}`;
}

/** A heading's words: `words[start..end)`. */
export interface HeadingSpan {
  start: number;
  end: number;
}

/**
 * Where a snippet may be taken: `words[from..to)`, never across a heading (a heading that does not
 * end with a full stop, such as « Base de données », would otherwise start the sentence after it).
 */
export interface SnippetRange {
  from: number;
  to: number;
  headings?: readonly HeadingSpan[];
}

/**
 * The snippet of a page or of one of its sections: the sentence of running text where the query
 * weighs most, from its first word, with the matched words marked. Null when the query is only in
 * headings there, whose words the result's title already shows, in code, which reads badly cut
 * into a line of a result, or in labels (weighted less, or too short to be a sentence), which read
 * as "Adapter. Drizzle ORM." when quoted.
 */
export function sentenceSnippet(words: readonly string[], matches: readonly WeightedLocation[], range: SnippetRange, maxWords = SNIPPET_WORDS): string | null {
  const inRange = matches.filter((match) => match.location >= range.from && match.location < range.to).sort((a, b) => a.location - b.location);
  const headings = range.headings ?? [];
  const scores = new Map<number, { score: number; firstMatch: number }>();
  for (const match of inRange) {
    if (match.weight !== 1) continue;
    const floor = Math.max(range.from, ...headings.filter((heading) => heading.end <= match.location).map((heading) => heading.end));
    const ceiling = Math.min(range.to, ...headings.filter((heading) => heading.start > match.location).map((heading) => heading.start));
    const start = sentenceStart(words, match.location, floor);
    if (sentenceEnd(words, match.location, ceiling) - start < MIN_SENTENCE_WORDS) continue;
    const sentence = scores.get(start);
    if (sentence) sentence.score += match.balanced_score;
    else scores.set(start, { score: match.balanced_score, firstMatch: match.location });
  }
  let best: [number, { score: number; firstMatch: number }] | undefined;
  for (const entry of scores) if (!best || entry[1].score > best[1].score) best = entry;
  if (!best) return null;
  const [start, { firstMatch }] = best;
  const to = Math.min(range.to, ...headings.filter((heading) => heading.start > start).map((heading) => heading.start));
  const marked = new Set(inRange.map((match) => match.location));
  return excerpt(words, start, firstMatch, to, marked, maxWords);
}

/**
 * The first sentences of `words[from..to)`, labels before them left out: a section's opening, when
 * only its heading matched. Null when it holds no sentence.
 */
export function openingSnippet(words: readonly string[], range: { from: number; to: number }, maxWords = SNIPPET_WORDS): string | null {
  let start = range.from;
  while (start < range.to) {
    const end = sentenceEnd(words, start, range.to);
    if (end - start >= MIN_SENTENCE_WORDS) return excerpt(words, start, start, range.to, new Set(), maxWords);
    start = end;
  }
  return null;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A word as matches are compared: no case, no accents, no punctuation around it. */
function comparable(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
}

/**
 * Plain text (a page's description) as snippet HTML: escaped, with the words the query matched
 * on the page (`matchedWords`, as Pagefind's text has them) marked.
 */
export function markedText(text: string, matchedWords: readonly string[]): string {
  const matched = new Set(matchedWords.map((word) => comparable(word.replace(/&amp;/g, "&"))).filter(Boolean));
  return text
    .split(/(\s+)/)
    .map((part) => {
      const html = escapeHtml(part);
      return /\S/.test(part) && matched.has(comparable(part)) ? markWord(html) : html;
    })
    .join("");
}
