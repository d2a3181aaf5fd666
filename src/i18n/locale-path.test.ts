import { describe, expect, it } from "vitest";
import { localizeHref, localizePath, splitLocalePath } from "./locale-path";

describe("splitLocalePath", () => {
  it("reads the locale prefix", () => {
    expect(splitLocalePath("/fr/cli")).toEqual({ locale: "fr", path: "/cli" });
    expect(splitLocalePath("/fr")).toEqual({ locale: "fr", path: "/" });
    expect(splitLocalePath("/en/cli")).toEqual({ locale: "en", path: "/cli" });
  });

  it("treats an unprefixed path as English", () => {
    expect(splitLocalePath("/cli")).toEqual({ locale: "en", path: "/cli" });
    expect(splitLocalePath("/")).toEqual({ locale: "en", path: "/" });
    expect(splitLocalePath("/french-fries")).toEqual({ locale: "en", path: "/french-fries" });
  });
});

describe("localizePath", () => {
  it("puts French under /fr and English at the bare path", () => {
    expect(localizePath("/", "fr")).toBe("/fr");
    expect(localizePath("/solutions/blog-app", "fr")).toBe("/fr/solutions/blog-app");
    expect(localizePath("/solutions/blog-app", "en")).toBe("/solutions/blog-app");
  });
});

describe("localizeHref", () => {
  it("localises the path and keeps query and hash", () => {
    expect(localizeHref("/#cta", "fr")).toBe("/fr#cta");
    expect(localizeHref("/#cta", "en")).toBe("/#cta");
    expect(localizeHref("/marketplace?q=auth", "fr")).toBe("/fr/marketplace?q=auth");
    expect(localizeHref("/solutions/blog-app#modules", "fr")).toBe("/fr/solutions/blog-app#modules");
  });

  it("leaves external and mail links alone", () => {
    expect(localizeHref("https://docs.thearchitech.dev", "fr")).toBe("https://docs.thearchitech.dev");
    expect(localizeHref("mailto:hello@thearchitech.dev", "fr")).toBe("mailto:hello@thearchitech.dev");
  });
});
