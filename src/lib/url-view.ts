/**
 * A page's view kept in its query string (`?q=…&category=…`): written with `history.replaceState`,
 * so a reload or coming Back shows the same view, and read again when the history moves.
 */
export interface UrlView<T> {
  read(): T;
  write(view: T): void;
  onHistoryChange(listener: (view: T) => void): void;
}

export function urlView<T>(parse: (search: string) => T, serialize: (view: T) => string): UrlView<T> {
  return {
    read: () => parse(window.location.search),
    write: (view) => {
      const url = `${window.location.pathname}${serialize(view)}${window.location.hash}`;
      window.history.replaceState(window.history.state, "", url);
    },
    onHistoryChange: (listener) => window.addEventListener("popstate", () => listener(parse(window.location.search))),
  };
}
