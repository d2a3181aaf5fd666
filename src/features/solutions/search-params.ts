/** The solutions view a URL describes: `?q=<text>&tag=<tag>`; a null tag means All. */
export interface SolutionsSearch {
  q: string;
  tag: string | null;
}

export const MAX_QUERY_LENGTH = 100;
export const defaultSolutionsSearch: SolutionsSearch = { q: "", tag: null };

/**
 * Reads the view from a query string; a tag outside `knownTags` (the catalogue's genome tags,
 * passed in so the browser never loads the catalogue itself) is ignored.
 */
export function parseSolutionsSearch(search: string | URLSearchParams, knownTags: readonly string[]): SolutionsSearch {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const q = (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const tag = params.get("tag");
  return { q, tag: tag !== null && knownTags.includes(tag) ? tag : null };
}

export function solutionsSearchString(state: SolutionsSearch): string {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set("q", state.q);
  if (state.tag) params.set("tag", state.tag);
  const query = params.toString();
  return query ? `?${query}` : "";
}
