import { localizePath } from "@/i18n/locale-path";
import { locales, type Locale } from "@/i18n/routing";
import { docsPagePath, docsPages } from "./docs-nav";

/** The path of every docs page the build makes, per language, as the site writes it (`/fr/docs/start/introduction`). */
const PAGE_PATHS: ReadonlyMap<Locale, ReadonlySet<string>> = new Map(
  locales.map((locale) => [locale, new Set(docsPages.map((page) => localizePath(docsPagePath(page.slug), locale)))]),
);

/**
 * Whether `path` is one of the build's docs pages in `locale`: the pages of the docs index
 * (src/domain/docs/docs-index.ts, written from the content by every build), which the page routes
 * are made from too. The docs home, a made-up page or a page in the other language is not.
 */
export function isDocsPagePath(path: string, locale: Locale): boolean {
  return PAGE_PATHS.get(locale)?.has(path) ?? false;
}
