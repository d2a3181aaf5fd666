/**
 * The hooks of the chrome the page-load script (src/layouts/site-behaviours.astro) reads: the
 * header, its search button, the search dialog's container and the search page's field. Written
 * by site-header.tsx, search-button.tsx, base-layout.astro and search-page.tsx.
 */
export const chromeHooks = {
  /** The header, whose controls the chrome's chunk wires when the visitor first reaches for them. */
  chrome: "data-site-chrome",
  /** The header's search button. */
  searchOpen: "data-search-open",
  /** The search dialog's container, and the URL of Pagefind's script on it. */
  siteSearch: "data-site-search",
  searchScript: "data-search-script",
  /** The search page's own field, which the shortcuts focus there instead of opening the dialog. */
  searchPageField: "data-search-page-field",
} as const;

export type ChromeHooks = typeof chromeHooks;
