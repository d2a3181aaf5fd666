import { preloadModules } from "@/lib/islands/preload-modules";
import type { DatasetKey } from "@/lib/dom-hooks";
import type { ChromeHooks as H } from "../chrome-hooks";

/** Takes the server-rendered search dialog over (src/features/search/open-search-dialog.tsx). */
export type HydrateSearchDialog = (doc: Document) => void;

/** The dialog's code module. */
interface SearchDialogModule {
  hydrateSearchDialog: HydrateSearchDialog;
}

/** The part of Pagefind's script used here (src/features/search/pagefind-client.ts uses the rest). */
interface PagefindModule {
  init(): Promise<void>;
  preload(term: string): Promise<void>;
}

/**
 * The search's container names Pagefind's script (the layout writes src/lib/search-bundle.ts's
 * path there): importing that module instead would give this page-load script a shared chunk to fetch.
 */
const CONTAINER = "[data-site-search]" satisfies `[${H["siteSearch"]}]`;

const importUrl = (url: string) => import(/* @vite-ignore */ url) as Promise<unknown>;

/** The dialog's code: its chunk, and the chunks that chunk imports (integrations/lazy-chunk-url-plugin.mjs). */
export interface LazyChunk {
  url: string;
  imports: readonly string[];
}

/**
 * Keeps Pagefind loading the part of the index that the text typed in the dialog's field needs,
 * while the dialog's code is still on its way: its first search then finds it there. Listens on
 * the document, ahead of the listeners that hold input back for the dialog's code.
 */
function preloadAsTyped(doc: Document, pagefind: PagefindModule) {
  const field = () => doc.querySelector<HTMLInputElement>(`${CONTAINER} dialog input`);
  const preload = (term: string) => void (term.trim() && pagefind.preload(term.trim()).catch(() => undefined));
  preload(field()?.value ?? "");
  doc.addEventListener("input", (event) => event.target === field() && preload(field()!.value), { capture: true });
}

/**
 * Called as the search dialog opens (./show-search-dialog.ts, from the header's button, `/` or
 * Ctrl/Cmd+K); on first use only, it imports Pagefind's script and the dialog's code (`dialog`,
 * React included, its imports preloaded) at once. Pagefind starts as soon as its script has come
 * (its worker then fetches the WebAssembly and the index metadata of the page's language, then the
 * index for what is typed); the dialog's code then searches what was typed. Each is fetched again after a failed
 * load; the dialog's code imports the same script URL, so it finds Pagefind already started.
 */
export function createSearchLoader(dialog: LazyChunk, importModule: (url: string) => Promise<unknown> = importUrl) {
  let loading: Promise<SearchDialogModule> | undefined;
  let starting: Promise<void> | undefined;
  return (doc: Document) => {
    const script = doc.querySelector<HTMLElement>(CONTAINER)?.dataset["searchScript" satisfies DatasetKey<H["searchScript"]>];
    if (script && !starting) {
      starting = (importModule(new URL(script, doc.baseURI).href) as Promise<PagefindModule>)
        .then(async (pagefind) => {
          await pagefind.init();
          preloadAsTyped(doc, pagefind);
        })
        .catch(() => {
          // Offline, say: the dialog shows the failure, and the next opening tries again.
          starting = undefined;
        });
    }
    if (!loading) {
      preloadModules(doc, dialog.imports);
      loading = importModule(dialog.url) as Promise<SearchDialogModule>;
    }
    loading.then(
      ({ hydrateSearchDialog }) => hydrateSearchDialog(doc),
      // Offline, say: the next attempt fetches the code again.
      () => (loading = undefined),
    );
  };
}
