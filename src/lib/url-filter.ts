import type { UrlView } from "./url-view";

/** A filtered list's view: at least the search text, plus whatever the page filters by. */
export interface FilterView {
  q: string;
}

export interface UrlFilter<T extends FilterView> {
  current(): T;
  change(next: T): void;
  /** Back to `view`, with an empty search box. */
  reset(view: T): void;
}

/**
 * The part every server-rendered filter page shares (marketplace-view.ts, solutions-view.ts): the
 * view starts from the URL, or from text typed before the script ran; the search box filters as
 * the visitor types; every change is shown and written to the URL; moving through the history
 * shows the view it holds. `show` draws a view on the page.
 */
export function wireUrlFilter<T extends FilterView>(options: {
  field: HTMLInputElement;
  url: UrlView<T>;
  maxLength: number;
  show: (view: T) => void;
}): UrlFilter<T> {
  const { field, url, maxLength, show } = options;
  const typed = () => field.value.slice(0, maxLength);

  let view = url.read();
  if (!view.q && field.value) view = { ...view, q: typed() };
  field.value = view.q;
  show(view);

  const change = (next: T) => {
    view = next;
    url.write(view);
    show(view);
  };
  field.addEventListener("input", () => change({ ...view, q: typed() }));
  url.onHistoryChange((next) => {
    view = next;
    field.value = view.q;
    show(view);
  });

  return {
    current: () => view,
    change,
    reset: (next) => {
      field.value = "";
      change(next);
    },
  };
}
