import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { localizePath } from "@/i18n/locale-path";
import type { PageKind } from "@/lib/page-kind";
import { placeholder } from "@/i18n/message-template";

/** Every string the search dialog and the search page show, resolved at build time for one locale. */
export interface SearchLabels {
  locale: Locale;
  dialogTitle: string;
  fieldLabel: string;
  placeholder: string;
  close: string;
  groups: Record<PageKind, string>;
  /** "Section of {page}". */
  sectionOf: string;
  /** "{count} result(s)", chosen with the locale's plural rules. */
  resultCount: { one: string; other: string };
  empty: string;
  loading: string;
  /** "No results for “{query}”". */
  noResults: string;
  noResultsHint: string;
  error: string;
  retry: string;
  hints: { move: string; open: string; close: string };
  keys: { enter: string; escape: string };
  openAsPage: string;
  /** The search page of this locale, which shows the same results at `?q=`. */
  pageHref: string;
}

export function searchLabels(locale: Locale): SearchLabels {
  const t = getTranslator(locale, "Search");
  const common = getTranslator(locale, "Common");
  const count = placeholder("count");
  return {
    locale,
    dialogTitle: t("dialogTitle"),
    fieldLabel: t("fieldLabel"),
    placeholder: t("placeholder"),
    close: common("close"),
    groups: { page: t("groups.page"), module: t("groups.module"), genome: t("groups.genome") },
    sectionOf: t("sectionOf", { page: placeholder("page") }),
    resultCount: { one: t("resultCount.one", { count }), other: t("resultCount.other", { count }) },
    empty: t("empty"),
    loading: t("loading"),
    noResults: t("noResults", { query: placeholder("query") }),
    noResultsHint: t("noResultsHint"),
    error: t("error"),
    retry: t("retry"),
    hints: { move: t("hints.move"), open: t("hints.open"), close: t("hints.close") },
    keys: { enter: t("keys.enter"), escape: t("keys.escape") },
    openAsPage: t("openAsPage"),
    pageHref: localizePath("/search", locale),
  };
}

/** The labels as the JSON a page carries for the dialog (no `</script>` can close its element early). */
export function serializeSearchLabels(locale: Locale): string {
  return JSON.stringify(searchLabels(locale)).replace(/</g, "\\u003c");
}
