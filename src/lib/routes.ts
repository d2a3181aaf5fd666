import { sitePages } from "./pages";

/** Every page of the site, as a path without a locale prefix (from the page registry). */
export const allPagePaths: readonly string[] = sitePages.map((page) => page.path);

export const indexablePagePaths: readonly string[] = sitePages.filter((page) => page.indexable).map((page) => page.path);

/** Pages kept out of search engines. */
export const noindexPagePaths: readonly string[] = sitePages.filter((page) => !page.indexable).map((page) => page.path);
