import { describe, expect, it } from "vitest";
import { lngRedirect, localeCookie, rootLocale } from "./locale-routing";

/** The locale the cookie alone decides: the same whatever the browser asks for, else none. */
function localeFromCookie(cookieHeader: string) {
  const [en, fr] = [rootLocale(cookieHeader, "en"), rootLocale(cookieHeader, "fr")];
  return en === fr ? en : undefined;
}
/** The locale Accept-Language decides when no cookie is set. */
const localeFromAcceptLanguage = (header: string | undefined) => rootLocale(undefined, header);

describe("?lng= redirects", () => {
  it("moves any page to that locale's URL, keeps other parameters and remembers the choice", () => {
    expect(lngRedirect("/philosophy", "lng=fr")).toEqual({ location: "/fr/philosophy", remember: "fr" });
    expect(lngRedirect("/fr/cli", "ref=docs&lng=en&x=1")).toEqual({ location: "/cli?ref=docs&x=1", remember: "en" });
    expect(lngRedirect("/", "lng=fr")).toEqual({ location: "/fr", remember: "fr" });
    expect(lngRedirect("/fr", "lng=en")).toEqual({ location: "/", remember: "en" });
    expect(lngRedirect("/fr/cli", "lng=fr")).toEqual({ location: "/fr/cli", remember: "fr" });
    expect(lngRedirect("/cli/", "lng=fr")).toEqual({ location: "/fr/cli", remember: "fr" });
  });

  it("drops an unknown lng without changing language or remembering anything", () => {
    expect(lngRedirect("/cli", "lng=de&a=b")).toEqual({ location: "/cli?a=b", remember: undefined });
  });

  it("ignores queries without lng", () => {
    expect(lngRedirect("/cli", "")).toBeUndefined();
    expect(lngRedirect("/cli", "lngx=fr")).toBeUndefined();
  });

  it("writes a one-year, site-wide, SameSite=Lax cookie", () => {
    expect(localeCookie("fr")).toBe("NEXT_LOCALE=fr; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});

describe("the locale of /", () => {
  it("follows the remembered choice first", () => {
    expect(localeFromCookie("a=1; NEXT_LOCALE=fr; b=2")).toBe("fr");
    expect(localeFromCookie("NEXT_LOCALE=de")).toBeUndefined();
    expect(localeFromCookie("MY_NEXT_LOCALE=fr")).toBeUndefined();
    expect(rootLocale("NEXT_LOCALE=en", "fr-FR,fr;q=0.9")).toBe("en");
    expect(rootLocale("NEXT_LOCALE=fr", "en-US")).toBe("fr");
  });

  it("then Accept-Language, by quality and order", () => {
    expect(localeFromAcceptLanguage("fr-FR,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(localeFromAcceptLanguage("en-US,en;q=0.9,fr;q=0.8")).toBe("en");
    expect(localeFromAcceptLanguage("de-DE,fr;q=0.5")).toBe("fr");
    expect(localeFromAcceptLanguage("de-DE")).toBe("en");
    expect(localeFromAcceptLanguage("en;q=0.4, fr;q=0.6")).toBe("fr");
    expect(localeFromAcceptLanguage("fr;q=0")).toBe("en");
    expect(localeFromAcceptLanguage(undefined)).toBe("en");
    expect(rootLocale(undefined, "fr-CA")).toBe("fr");
  });
});
