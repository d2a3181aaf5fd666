/**
 * The hooks of the chrome the page-load script (src/layouts/site-behaviours.astro) reads: the
 * header, its search button, and the search dialog's container. Written by server-only markup
 * (site-header.tsx, search-button.tsx, base-layout.astro); only that script may import this
 * module: shared with another script or an island, it would become a chunk of its own to fetch.
 */
export const chromeHooks = {
  /** The header, whose controls the chrome's chunk wires when the visitor first reaches for them. */
  chrome: "data-site-chrome",
  /** The header's search button. */
  searchOpen: "data-search-open",
  /** The search dialog's container, and the URL of Pagefind's script on it. */
  siteSearch: "data-site-search",
  searchScript: "data-search-script",
} as const;
