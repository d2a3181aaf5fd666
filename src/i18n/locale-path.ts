import { defaultLocale, isLocale, type Locale } from "@/i18n/routing";

/** Splits `/fr/cli` into `fr` and `/cli`; an unprefixed path is in the default locale. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split("/");
  if (isLocale(first)) {
    return { locale: first, path: `/${rest.join("/")}` };
  }
  return { locale: defaultLocale, path: pathname || "/" };
}

/** The URL path of a page in a locale: English at the bare path, French under `/fr`. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path === "" ? "/" : path;
  if (locale === defaultLocale) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}

/** Localises an href that may carry a query or hash: `/#cta` becomes `/fr#cta`. External URLs pass through. */
export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith("/")) return href;
  const suffixAt = href.search(/[?#]/);
  const path = suffixAt === -1 ? href : href.slice(0, suffixAt);
  const suffix = suffixAt === -1 ? "" : href.slice(suffixAt);
  return `${localizePath(path || "/", locale)}${suffix}`;
}
