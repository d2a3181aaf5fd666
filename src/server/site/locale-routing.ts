import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale } from "@/i18n/routing";
import { localizePath, splitLocalePath } from "@/i18n/locale-path";
import { encodePath } from "./request-target";

/*
 * An explicit URL always wins. Only `?lng=` (and the switcher,
 * in the browser) remembers a choice; only the bare root `/` consults that choice, then
 * Accept-Language.
 */

const COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${LOCALE_COOKIE}=([^;]*)`);

/** The remembered locale, if the cookie holds a valid one. */
function localeFromCookie(cookieHeader: string | undefined): Locale | undefined {
  const value = cookieHeader ? COOKIE_PATTERN.exec(cookieHeader)?.[1]?.trim() : undefined;
  return isLocale(value) ? value : undefined;
}

/** The best of our locales for an Accept-Language header (highest q; on a tie, the first listed). */
function localeFromAcceptLanguage(header: string | undefined): Locale {
  let best: Locale = defaultLocale;
  let bestQ = 0;
  for (const part of header?.split(",") ?? []) {
    const [tag = "", ...params] = part.split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    const locale = primary === "*" ? defaultLocale : primary;
    if (!isLocale(locale)) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) q = Number(match[1]) || 0;
    }
    if (q > bestQ) {
      best = locale;
      bestQ = q;
    }
  }
  return best;
}

/** The locale a visit to `/` is for: the remembered choice, else the browser's languages. */
export function rootLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  return localeFromCookie(cookieHeader) ?? localeFromAcceptLanguage(acceptLanguage);
}

/** The Set-Cookie value remembering a locale for a year: the one the language switcher writes. */
export { localeCookie } from "@/lib/locale-switch";

/**
 * For `?lng=fr|en` on a page path: the same page in that locale, without `lng`, keeping the other
 * parameters, and the locale to remember. An unknown `lng` value is dropped without redirecting
 * to another locale. Undefined when the query has no `lng`.
 */
export function lngRedirect(path: string, query: string): { location: string; remember?: Locale } | undefined {
  if (!query.includes("lng")) return undefined;
  const params = new URLSearchParams(query);
  if (!params.has("lng")) return undefined;
  const requested = params.get("lng");
  params.delete("lng");
  const page = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  const target = isLocale(requested) ? localizePath(splitLocalePath(page).path, requested) : page;
  const rest = params.toString();
  return { location: `${encodePath(target)}${rest ? `?${rest}` : ""}`, remember: isLocale(requested) ? requested : undefined };
}
