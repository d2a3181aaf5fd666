import { hydrateWithEarlyInput } from "@/lib/islands/hydrate-with-early-input";
import { loadPagefind } from "./pagefind-client";
import { SearchDialog } from "./search-dialog";
import { readSearchLabels } from "./search-dom";

const hydrated = new WeakSet<Element>();

/**
 * Brings the site search's results: called once the dialog is open (by the header's button or a
 * shortcut; components/layout/behaviours/show-search-dialog.ts), it hydrates the server-rendered
 * dialog the first time, handing it what the visitor typed meanwhile, and sets Pagefind's options
 * (the page-load script has started Pagefind alongside this code: components/layout/behaviours/open-search.ts).
 */
export function hydrateSearchDialog(doc: Document): void {
  const container = doc.querySelector<HTMLElement>("[data-site-search]");
  if (container && !hydrated.has(container)) {
    hydrated.add(container);
    hydrateWithEarlyInput(container, <SearchDialog labels={readSearchLabels(doc)} />);
  }
  loadPagefind().catch(() => undefined);
}
