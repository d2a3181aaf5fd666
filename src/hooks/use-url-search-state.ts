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
 * State kept in the query string of a static page: read from `location.search` once the island
 * has hydrated (the server HTML is the default, unfiltered view) and written with
 * `history.replaceState`, so reloading the page or coming Back to it restores the view.
 * The setter also takes an updater, which receives the view the URL holds at that moment.
 */
export function useUrlSearchState<T>(
  parse: (search: string) => T,
  serialize: (state: T) => string,
): [T, (next: T | ((current: T) => T)) => void] {
  const search = useSyncExternalStore(subscribe, readSearch, readServerSearch);
  const state = useMemo(() => parse(search), [parse, search]);

  const update = useCallback(
    (next: T | ((current: T) => T)) => {
      const value = typeof next === "function" ? (next as (current: T) => T)(parse(window.location.search)) : next;
      const url = `${window.location.pathname}${serialize(value)}${window.location.hash}`;
      window.history.replaceState(window.history.state, "", url);
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [parse, serialize],
  );

  return [state, update];
}
