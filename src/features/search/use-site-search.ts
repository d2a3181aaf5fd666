import { useEffect, useRef, useState } from "react";
import { preloadSearch, searchSite, type SiteSearchResults } from "./pagefind-client";

/**
 * Typing pauses this long before a search runs, so each keystroke does not start one. The first
 * query does not wait: it was typed while the search's code loaded, or comes from the URL.
 */
export const SEARCH_DELAY_MS = 150;

export interface SiteSearch {
  /** The trimmed query; empty means nothing to search yet. */
  query: string;
  /** The latest finished search, kept on screen while the next one runs. */
  results: SiteSearchResults | null;
  /** A search for the current query is waiting or running. */
  pending: boolean;
  /** The last search failed (the index could not load); `retry` runs it again. */
  failed: boolean;
  retry: () => void;
}

interface Settled {
  query: string;
  attempt: number;
  results: SiteSearchResults | null;
  failed: boolean;
}

/**
 * Searches the site as the visitor types: debounced after the first query, with the index loaded
 * for each query as it is typed, and only the answer to the latest query kept (an earlier search
 * that finishes late is dropped).
 */
export function useSiteSearch(rawQuery: string, limit: number): SiteSearch {
  const query = rawQuery.trim();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled>({ query: "", attempt: 0, results: null, failed: false });
  const started = useRef(false);

  useEffect(() => {
    if (!query) return;
    let current = true;
    preloadSearch(query);
    const delay = started.current ? SEARCH_DELAY_MS : 0;
    started.current = true;
    const timer = window.setTimeout(() => {
      searchSite(query, limit).then(
        (results) => current && setSettled({ query, attempt, results, failed: false }),
        () => current && setSettled((previous) => ({ ...previous, query, attempt, failed: true })),
      );
    }, delay);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query, limit, attempt]);

  const upToDate = settled.query === query && settled.attempt === attempt;
  return {
    query,
    results: query ? settled.results : null,
    pending: Boolean(query) && !upToDate,
    failed: Boolean(query) && upToDate && settled.failed,
    retry: () => setAttempt((count) => count + 1),
  };
}
