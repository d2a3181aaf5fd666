"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";

const CHANGE_EVENT = "url-search-state";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const readSearch = () => window.location.search;
// The static HTML is rendered for the default view; the real query is read once hydrated.
const readServerSearch = () => "";

/**
 * State kept in the query string. The page is static, so the state is read from `location.search`
 * after hydration (useSearchParams would take the whole list out of the static HTML) and written
 * with `history.replaceState`, which the App Router picks up without a reload. Reloading the page
 * or coming Back to it restores the view from the URL.
 */
export function useUrlSearchState<T>(parse: (search: string) => T, serialize: (state: T) => string): [T, (next: T) => void] {
  const search = useSyncExternalStore(subscribe, readSearch, readServerSearch);
  const state = useMemo(() => parse(search), [parse, search]);

  const update = useCallback(
    (next: T) => {
      const url = `${window.location.pathname}${serialize(next)}${window.location.hash}`;
      window.history.replaceState(window.history.state, "", url);
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [serialize],
  );

  return [state, update];
}
