import { SEARCH_SCRIPT_PATH } from "@/lib/search-bundle";
import { shareLatestCall } from "@/lib/share-latest-call";
import { toSearchHit, type PagefindFragment, type SearchHit } from "./search-hits";
import { exactNameFirst } from "./search-ranking";
import { SNIPPET_WORDS } from "./search-snippet";

/** The part of Pagefind's browser API the site uses (https://pagefind.app/docs/api/). */
interface Pagefind {
  options(options: { excerptLength?: number; ranking?: { pageLength?: number } }): Promise<void>;
  init(): Promise<void>;
  preload(term: string): Promise<void>;
  search(term: string): Promise<{ results: { id: string; data(): Promise<PagefindFragment> }[] }>;
}

export interface SiteSearchResults {
  query: string;
  /** How many pages matched; only the first `limit` are loaded and shown. */
  total: number;
  hits: SearchHit[];
}

/**
 * How much a page shorter than average is favoured (Pagefind's default, 0.75, strongly). The site
 * mixes short integrator pages with longer adapter pages and documents: by default "drizzle" put
 * the Drizzle Next.js integrator above Drizzle ORM itself. Pagefind's advice for such a site is a
 * lower value (https://pagefind.app/docs/ranking/).
 */
const PAGE_LENGTH_RANKING = 0.25;

let pagefind: Promise<Pagefind> | undefined;

/**
 * Pagefind's API, imported from this origin the first time it is needed: never on page load. It
 * reads the page's `<html lang>` and searches that language's index. A failed load (offline) is
 * tried again on the next search.
 */
export function loadPagefind(): Promise<Pagefind> {
  if (!pagefind) {
    // A URL known only at run time: the bundler leaves this import to the browser.
    const url = new URL(SEARCH_SCRIPT_PATH, window.location.href).href;
    const loading = (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (api) => {
      await api.options({ excerptLength: SNIPPET_WORDS, ranking: { pageLength: PAGE_LENGTH_RANKING } });
      await api.init();
      return api;
    });
    loading.catch(() => {
      if (pagefind === loading) pagefind = undefined;
    });
    pagefind = loading;
  }
  return pagefind;
}

/**
 * Loads the part of the index a query needs without searching it yet: called on each key, so that
 * the search that runs once typing pauses finds it there (as Pagefind's own debounced search does).
 */
export function preloadSearch(query: string): void {
  loadPagefind()
    .then((api) => api.preload(query))
    .catch(() => undefined);
}

async function runSearch(query: string, limit: number): Promise<SiteSearchResults> {
  const api = await loadPagefind();
  const { results } = await api.search(query);
  const hits = await Promise.all(results.slice(0, limit).map(async (result) => toSearchHit(result.id, await result.data())));
  return { query, total: results.length, hits: exactNameFirst(hits, query) };
}

/**
 * The pages that match a query, best first (a page named as the query before the others), with
 * the data of the first `limit` loaded. The same
 * query asked again gets the same search: the dialog starts its first search before React has
 * hydrated it (./open-search-dialog.tsx), and the hydrated dialog then asks the same.
 */
export const searchSite = shareLatestCall(runSearch, (query, limit) => `${limit}:${query}`);
