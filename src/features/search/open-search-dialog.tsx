import type { ChromeHooks } from "@/components/layout/chrome-hooks";
import { hydrateWithEarlyInput } from "@/lib/islands/hydrate-with-early-input";
import { loadPagefind, searchSite } from "./pagefind-client";
import { DIALOG_LIMIT } from "./search-combobox";
import { SearchDialog } from "./search-dialog";
import { readSearchLabels } from "./search-dom";

const hydrated = new WeakSet<Element>();

/**
 * Brings the site search's results: called once the dialog is open (by the header's button or a
 * shortcut; components/layout/behaviours/show-search-dialog.ts), it hydrates the server-rendered
 * dialog the first time, handing it what the visitor typed meanwhile, and sets Pagefind's options
 * (the page-load script has started Pagefind alongside this code: components/layout/behaviours/open-search.ts).
 * What was typed is searched at once, while React hydrates: the hydrated dialog's first search then
 * finds that search running or done, its pages' data loaded, instead of starting it.
 */
export function hydrateSearchDialog(doc: Document): void {
  const container = doc.querySelector<HTMLElement>("[data-site-search]" satisfies `[${ChromeHooks["siteSearch"]}]`);
  if (container && !hydrated.has(container)) {
    hydrated.add(container);
    const typed = container.querySelector("input")?.value.trim();
    if (typed) searchSite(typed, DIALOG_LIMIT).catch(() => undefined);
    hydrateWithEarlyInput(container, <SearchDialog labels={readSearchLabels(doc)} />);
  }
  loadPagefind().catch(() => undefined);
}
