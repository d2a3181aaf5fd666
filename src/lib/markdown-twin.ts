import type { Locale } from "@/i18n/routing";
import { localizePath } from "@/i18n/locale-path";

/** The URL path of a page's Markdown twin: the page's own path plus `.md` (`/fr/solutions/blog-app.md`). */
export function markdownTwinPath(path: string, locale: Locale): string {
  if (path === "/") throw new Error("The landing page has no Markdown twin: `/.md` is not a path");
  return `${localizePath(path, locale)}.md`;
}
