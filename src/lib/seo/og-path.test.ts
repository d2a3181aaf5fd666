import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";
import { documentPages } from "@/lib/pages";
import { ogImagePath, ogImageSlug } from "./og-path";

describe("social preview image paths", () => {
  it("puts each page's image under its locale, the landing page as home", () => {
    expect(ogImagePath("en", "/")).toBe("/og/en/home.png");
    expect(ogImagePath("fr", "/cli")).toBe("/og/fr/cli.png");
    expect(ogImagePath("fr", "/solutions/saas-starter")).toBe("/og/fr/solutions/saas-starter.png");
    expect(ogImageSlug("en", "/cli")).toBe("en/cli.png");
  });

  it("gives every page and locale its own image", () => {
    const paths = locales.flatMap((locale) => documentPages.map((page) => ogImagePath(locale, page.path)));
    expect(new Set(paths).size).toBe(paths.length);
  });
});
