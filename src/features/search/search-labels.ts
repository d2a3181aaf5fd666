import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { localizePath } from "@/i18n/locale-path";
import { islandMessages, type IslandMessages } from "@/i18n/island-messages";
import { route } from "@/domain/site/page-paths";

/**
 * Every string the search dialog and the search page show: the Search messages as the message
 * files write them (`{page}`, `{query}` and the `{count, plural, …}` formatted in the browser,
 * see search-text.ts), the page's locale, the close
 * button's words and the search page's address.
 */
export type SearchLabels = IslandMessages<"Search", "button"> & {
  locale: Locale;
  close: string;
  /** The search page of this locale, which shows the same results at `?q=`. */
  pageHref: string;
};

export function searchLabels(locale: Locale): SearchLabels {
  return {
    ...islandMessages(locale, "Search", ["button"], ["resultCount"]),
    locale,
    close: getTranslator(locale, "Common")("close"),
    pageHref: localizePath(route("search"), locale),
  };
}

/** The labels as the JSON a page carries for the dialog (no `</script>` can close its element early). */
export function serializeSearchLabels(labels: SearchLabels): string {
  return JSON.stringify(labels).replace(/</g, "\\u003c");
}
