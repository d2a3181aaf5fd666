import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";
import { genomeIds, moduleIds } from "@/domain/catalog/catalog";
import { documentPages, findPage, navTargetPath, notFoundPage, sitePages, type PageNavKey } from "./pages";
import { allPagePaths, indexablePagePaths, noindexPagePaths } from "./routes";
import { footerColumns, navGroups, navLinks } from "./site-nav";

const pagesDir = join(process.cwd(), "src/pages");
const localeSegment = "[...locale]";

/** The URL pattern of each page file built in every locale (`[...locale]/solutions/[id]/index.astro`). */
function localizedPageRoutes(): { file: string; pattern: RegExp }[] {
  const files = readdirSync(join(pagesDir, localeSegment), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".astro"))
    .filter((file) => !file.split(sep).some((segment) => segment.startsWith("_")));
  return files.map((file) => {
    const segments = file.replace(/\.astro$/, "").split(sep).filter((segment) => segment !== "index");
    const pattern = segments
      .map((segment) => (segment.startsWith("[...") ? "(?:/.*)?" : segment.startsWith("[") ? "/[^/]+" : `/${segment}`))
      .join("");
    return { file: relative(pagesDir, join(pagesDir, localeSegment, file)), pattern: new RegExp(`^${pattern || "/"}$`) };
  });
}

describe("the page registry", () => {
  const routes = localizedPageRoutes();

  it("lists each path once", () => {
    const paths = documentPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("has a page file for every registered page, the not-found page included", () => {
    const missing = documentPages.filter((page) => !routes.some((route) => route.pattern.test(page.path)));
    expect(missing.map((page) => page.path)).toEqual([]);
  });

  it("registers every page file", () => {
    const unregistered = routes.filter((route) => !documentPages.some((page) => route.pattern.test(page.path)));
    expect(unregistered.map((route) => route.file)).toEqual([]);
  });

  it("has one page per genome of the catalogue", () => {
    for (const id of genomeIds) expect(findPage(`/solutions/${id}`)?.indexable).toBe(true);
    expect(sitePages.filter((page) => page.path.startsWith("/solutions/"))).toHaveLength(genomeIds.length);
  });

  it("has one page per module of the catalogue, at the id the CLI writes", () => {
    for (const id of moduleIds) expect(findPage(`/marketplace/${id}`)?.indexable).toBe(true);
    expect(sitePages.filter((page) => page.path.startsWith("/marketplace/"))).toHaveLength(moduleIds.length);
  });

  it("gives every page a title and a description in every locale", () => {
    for (const page of documentPages) {
      for (const locale of locales) {
        const { title, description } = page.meta(locale);
        expect(title.trim(), `${locale} ${page.path}`).not.toBe("");
        expect(description.length, `${locale} ${page.path}`).toBeGreaterThan(50);
      }
    }
  });

  it("keeps the test bench and the not-found page out of search engines", () => {
    expect(findPage("/lightpaper-test")?.indexable).toBe(false);
    expect(findPage("/search")?.indexable).toBe(false);
    expect(notFoundPage.indexable).toBe(false);
    expect(allPagePaths).not.toContain(notFoundPage.path);
  });

  it("feeds the path lists the e2e suite and the server read", () => {
    expect(allPagePaths).toEqual(sitePages.map((page) => page.path));
    expect([...indexablePagePaths, ...noindexPagePaths].sort()).toEqual([...allPagePaths].sort());
    expect(noindexPagePaths).toEqual(["/lightpaper-test", "/search"]);
    expect(allPagePaths).toContain("/cli");
    expect(allPagePaths).not.toContain("/nope");
  });
});

describe("the navigation", () => {
  const items = [...navGroups.flatMap((group) => group.items), ...navLinks, ...footerColumns.flatMap((column) => column.items)];

  it("links only to registered pages, besides the external documentation", () => {
    for (const item of items) {
      if (item.external) expect(item.href).toMatch(/^https:\/\//);
      else expect(findPage(item.href), item.key).toBeDefined();
    }
  });

  it("leads each item to exactly one page", () => {
    const keys = sitePages.flatMap((page) => page.nav ?? []);
    expect(new Set(keys).size).toBe(keys.length);
    // A template's item leads to its own page, which the registry lists among the genomes'.
    for (const item of items) if (!item.external && !item.template) expect(item.href).toBe(navTargetPath(item.key as PageNavKey));
  });
});
