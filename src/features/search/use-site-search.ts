import { useEffect, useState } from "react";
import { searchSite, type SiteSearchResults } from "./pagefind-client";

/** Typing pauses this long before a search runs, so each keystroke does not start one. */
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
 * Searches the site as the visitor types: debounced, and only the answer to the latest query is
 * kept (an earlier search that finishes late is dropped).
 */
export function useSiteSearch(rawQuery: string, limit: number): SiteSearch {
  const query = rawQuery.trim();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled>({ query: "", attempt: 0, results: null, failed: false });

  useEffect(() => {
    if (!query) return;
    let current = true;
    const timer = window.setTimeout(() => {
      searchSite(query, limit).then(
        (results) => current && setSettled({ query, attempt, results, failed: false }),
        () => current && setSettled((previous) => ({ ...previous, query, attempt, failed: true })),
      );
    }, SEARCH_DELAY_MS);
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
