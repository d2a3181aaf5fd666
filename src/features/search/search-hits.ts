import { isPageKind, type PageKind } from "@/lib/page-kind";
import { markedText, openingSnippet, pageWords, sentenceSnippet, type HeadingSpan, type WeightedLocation } from "./search-snippet";

/** An element with an id that Pagefind met while indexing a page (its `anchors`). */
export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  /** The index of the first word after the element's start, in the page's indexed words. */
  location: number;
}

/** A region of a page between two headings with ids, as Pagefind returns it for a query. */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  /** Absent for the text before the page's first heading with an id. */
  anchor?: PagefindAnchor;
  locations: number[];
  weighted_locations?: WeightedLocation[];
}

/**
 * The part of a Pagefind result's data the site search shows. `excerpt`s are HTML: escaped text
 * with `<mark>`. `raw_content` is the page's indexed text, escaped the same way; `meta.description`
 * is the page's meta description (src/features/search/index-attributes.ts).
 */
export interface PagefindFragment {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  sub_results: PagefindSubResult[];
  anchors: PagefindAnchor[];
  raw_content?: string;
  locations?: number[];
  weighted_locations?: WeightedLocation[];
}

/** A section of a page that matched: it opens at its anchor. */
export interface SearchSection {
  title: string;
  url: string;
  excerpt: string;
}

/** A page that matched, with the sections where the query was found. */
export interface SearchHit {
  id: string;
  kind: PageKind;
  title: string;
  url: string;
  excerpt: string;
  sections: SearchSection[];
}

export interface SearchGroup {
  kind: PageKind;
  hits: SearchHit[];
}

/** Sections listed under a page, the best matches first. */
export const MAX_SECTIONS = 3;

/**
 * The kinds of page whose results list their sections: a page of the documentation, a long
 * document and any other page. A module's or a genome's page is short and built the same for every
 * module or genome ("Parameters", "Features"): its sections would push the next results away.
 */
const SECTIONED_KINDS: ReadonlySet<PageKind> = new Set(["page", "docs"]);

/** Elements that open a section: a result opens at the section itself, as the document's table of contents links it. */
const SECTIONING = new Set(["section", "article"]);

/** `/cli/` -> `/cli`, `/fr/#x` -> `/fr#x`: Pagefind writes folder URLs, the site's URLs have no trailing slash. */
export function siteUrl(url: string): string {
  return url.replace(/(?<=.)\/(?=#|$)/, "");
}

/**
 * The id a section result opens: the `<section id>` its heading opens when there is one (it starts
 * at the heading's first word), else the heading's own id.
 */
export function sectionAnchor(heading: PagefindAnchor, anchors: readonly PagefindAnchor[]): string {
  const section = anchors.find((anchor) => anchor.location === heading.location && SECTIONING.has(anchor.element));
  return (section ?? heading).id;
}

/** The words of the page Pagefind matched, null when its text is not split by spaces (Chinese, Japanese, Thai). */
function indexedWords(fragment: PagefindFragment): string[] | null {
  return fragment.raw_content && !fragment.raw_content.includes("\u200B") ? pageWords(fragment.raw_content) : null;
}

/**
 * What a result shows under its title: the sentence of the page's text where the query weighs
 * most; the page's own description when the query is only in its title or headings; Pagefind's
 * excerpt when the page has neither, or when its text cannot be split into words.
 */
export function pageSnippet(fragment: PagefindFragment, words: readonly string[] | null, headings: readonly HeadingSpan[] = []): string {
  if (!words) return fragment.excerpt;
  const found = sentenceSnippet(words, fragment.weighted_locations ?? [], { from: 0, to: words.length, headings });
  if (found) return found;
  const description = fragment.meta.description;
  if (description) return markedText(description, (fragment.locations ?? []).map((location) => words[location] ?? ""));
  return fragment.excerpt;
}

/**
 * What a section shows under its title: the sentence where the query weighs most between its
 * heading and the next one, or the section's opening sentence when only its heading (or a label)
 * matched; nothing when it has no sentence, rather than its labels.
 */
export function sectionSnippet(section: PagefindSubResult & { anchor: PagefindAnchor }, words: readonly string[] | null, headings: readonly HeadingSpan[]): string {
  if (!words) return section.excerpt;
  const { anchor } = section;
  const to = headings.find((heading) => heading.start > anchor.location)?.start ?? words.length;
  const from = anchor.location + wordCount(anchor.text);
  return sentenceSnippet(words, section.weighted_locations ?? [], { from, to }) ?? openingSnippet(words, { from, to }) ?? "";
}

const wordCount = (text: string | undefined) => text?.split(/\s+/).filter(Boolean).length ?? 0;

function relevance(section: PagefindSubResult): number {
  const weighted = section.weighted_locations;
  return weighted ? weighted.reduce((sum, location) => sum + location.balanced_score, 0) : section.locations.length;
}

/** A search result as the dialog and the search page show it. */
export function toSearchHit(id: string, fragment: PagefindFragment): SearchHit {
  const url = siteUrl(fragment.url);
  const kind = fragment.filters.kind?.find(isPageKind) ?? "page";
  const words = indexedWords(fragment);
  // The headings with an id and text, where Pagefind starts a section.
  const headings = fragment.anchors
    .filter((anchor) => /^h\d$/i.test(anchor.element) && anchor.text?.trim())
    .map((anchor) => ({ start: anchor.location, end: anchor.location + wordCount(anchor.text) }))
    .sort((a, b) => a.start - b.start);
  const sections = (SECTIONED_KINDS.has(kind) ? fragment.sub_results : [])
    .filter((section): section is PagefindSubResult & { anchor: PagefindAnchor } => section.anchor !== undefined)
    .map((section, order) => ({ section, order, relevance: relevance(section) }))
    .sort((a, b) => b.relevance - a.relevance || a.order - b.order)
    .slice(0, MAX_SECTIONS)
    .map(({ section }) => ({
      title: section.title,
      url: `${url}#${sectionAnchor(section.anchor, fragment.anchors)}`,
      excerpt: sectionSnippet(section, words, headings),
    }));
  const excerpt = pageSnippet(fragment, words, headings);
  return {
    id,
    kind,
    title: fragment.meta.title ?? url,
    url,
    // The page's excerpt is its best match: not repeated when one of its sections shows it.
    excerpt: sections.some((section) => section.excerpt === excerpt) ? "" : excerpt,
    sections,
  };
}

/** Hits grouped by kind, in ranking order: the group of the best hit comes first, and so on. */
export function groupHits(hits: readonly SearchHit[]): SearchGroup[] {
  const groups = new Map<PageKind, SearchHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.kind);
    if (group) group.push(hit);
    else groups.set(hit.kind, [hit]);
  }
  return [...groups].map(([kind, grouped]) => ({ kind, hits: grouped }));
}

/** One choice of the result list: a page, or one of its sections. */
export interface SearchOption {
  id: string;
  url: string;
}

/** The choices in the order they are shown (and moved through with the arrow keys). */
export function searchOptions(groups: readonly SearchGroup[]): SearchOption[] {
  return groups.flatMap((group) =>
    group.hits.flatMap((hit) => [
      { id: optionId(hit.id), url: hit.url },
      ...hit.sections.map((section, index) => ({ id: optionId(hit.id, index), url: section.url })),
    ]),
  );
}

/** The DOM id of a hit's option (or of its section's), unique in the page. */
export function optionId(hitId: string, section?: number): string {
  return `search-option-${hitId}${section === undefined ? "" : `-${section}`}`;
}
