import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { localizePath } from "@/i18n/locale-path";
import { islandCount, islandMessages, type IslandMessages } from "@/i18n/island-messages";
import type { CountMessage } from "@/i18n/message-template";
import { route } from "@/domain/site/page-paths";

/**
 * Every string the search dialog and the search page show: the Search messages as the message
 * files write them (`{page}` and `{query}` filled in the browser, the result count compiled
 * for it, see search-text.ts), the page's locale, the close
 * button's words and the search page's address.
 */
export type SearchLabels = IslandMessages<"Search", "button" | "resultCount"> & {
  locale: Locale;
  /** "3 results", worded by resultCountText (search-text.ts). */
  resultCount: CountMessage;
  close: string;
  /** The search page of this locale, which shows the same results at `?q=`. */
  pageHref: string;
};

export function searchLabels(locale: Locale): SearchLabels {
  return {
    ...islandMessages(locale, "Search", ["button", "resultCount"]),
    resultCount: islandCount(locale, "Search", "resultCount"),
    locale,
    close: getTranslator(locale, "Common")("close"),
    pageHref: localizePath(route("search"), locale),
  };
}

/** The labels as the JSON a page carries for the dialog (no `</script>` can close its element early). */
export function serializeSearchLabels(labels: SearchLabels): string {
  return JSON.stringify(labels).replace(/</g, "\\u003c");
}
