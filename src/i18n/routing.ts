export const locales = ["en", "fr"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";
/** The cookie that remembers a choice made with the switcher or `?lng=`; the name is kept from the first site so returning visitors keep theirs. */
export const LOCALE_COOKIE = "NEXT_LOCALE";
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Text direction of a locale; both of ours are left-to-right, but `dir` is still derived, not assumed. */
export function localeDirection(locale: Locale): "ltr" | "rtl" {
  const rtl: readonly string[] = ["ar", "he", "fa", "ur"];
  return rtl.includes(locale) ? "rtl" : "ltr";
}
