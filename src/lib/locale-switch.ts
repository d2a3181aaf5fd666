import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from "@/i18n/routing";
import { localizePath, splitLocalePath } from "@/i18n/locale-path";

export const LOCALE_SWITCH_LOCK_MS = 300;

/** The same page in another language, keeping query string and hash. */
export function switchLocaleHref(current: { pathname: string; search: string; hash: string }, target: Locale): string {
  const { path } = splitLocalePath(current.pathname);
  return `${localizePath(path, target)}${current.search}${current.hash}`;
}

/** The cookie remembering a locale for a year, as the switcher writes it and the server sets it. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
}
