import type { Locale } from "@/i18n/routing";
import { findPage, type PageMeta } from "@/lib/pages";

export interface PageSeo extends PageMeta {
  /** `false` for pages that must stay out of search results (test pages, the 404). */
  index?: boolean;
  /** The page has a Markdown twin at its URL plus `.md` (the page registry's `markdown`). */
  markdown?: boolean;
}

/** A page's title, description and indexing, from the page registry. */
export function getPageSeo(locale: Locale, path: string): PageSeo {
  const page = findPage(path);
  if (!page) throw new Error(`No page registered for ${path}`);
  return { ...page.meta(locale), index: page.indexable, markdown: page.markdown !== undefined };
}
