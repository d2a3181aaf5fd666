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
