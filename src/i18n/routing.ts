import { defineRouting } from "next-intl/routing";

export const locales = ["en", "fr"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";
export const LOCALE_COOKIE = "NEXT_LOCALE";

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: "lax" },
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Text direction of a locale; both of ours are left-to-right, but `dir` is still derived, not assumed. */
export function localeDirection(locale: Locale): "ltr" | "rtl" {
  const rtl: readonly string[] = ["ar", "he", "fa", "ur"];
  return rtl.includes(locale) ? "rtl" : "ltr";
}
