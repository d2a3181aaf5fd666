import { describe, expect, it } from "vitest";
import { genomeIds, moduleIds } from "@/domain/catalog/catalog";
import { docsPages } from "@/domain/docs/docs-nav";
import { locales } from "@/i18n/routing";
import { headTags } from "@/lib/seo/head-tags";
import { getPageSeo } from "@/lib/seo/page-seo";
import { sitePages } from "@/lib/pages";
import { absoluteUrl } from "@/lib/site-config";
import { documentContents } from "@/test/documents";
import { docsSources } from "@/test/docs-sources";
import { markdownTwinRoutes, renderMarkdownTwin } from "./page-markdown";

describe("Markdown twins", () => {
  const routes = markdownTwinRoutes();
  const paths = routes.map((route) => route.urlPath);

  it("exist for the documents, the CLI, the docs, every genome and every module, in both languages, once each", () => {
    // The three documents (brief, white paper, CLI), the docs home and each docs page, each genome and module.
    expect(routes).toHaveLength((3 + 1 + docsPages.length + genomeIds.length + moduleIds.length) * locales.length);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/lightpaper.md",
        "/fr/whitepaper.md",
        "/cli.md",
        "/solutions/blog-app.md",
        "/marketplace/database/drizzle.md",
        "/docs.md",
        "/fr/docs/reference/cli/new.md",
      ]),
    );
    expect(paths).toContain("/fr/marketplace/stripe-nextjs-integration.md");
  });

  it("render every twin with its page's subject as the first heading", () => {
    const documents = { en: documentContents("en"), fr: documentContents("fr") };
    const docs = { en: docsSources("en"), fr: docsSources("fr") };
    for (const { twin, locale, page } of routes) {
      const markdown = renderMarkdownTwin(twin, locale, documents[locale], docs[locale]);
      expect(markdown, page.path).toMatch(/^# \S/);
      expect(markdown.length, page.path).toBeGreaterThan(400);
    }
  });

  it("are announced in the head of their pages, and only there", () => {
    for (const page of sitePages) {
      for (const locale of locales) {
        const { links } = headTags({ locale, path: page.path, seo: getPageSeo(locale, page.path), siteName: "The Architech" });
        const alternate = links.find((link) => link.type === "text/markdown");
        if (!page.markdown) {
          expect(alternate, page.path).toBeUndefined();
          continue;
        }
        const prefix = locale === "en" ? "" : `/${locale}`;
        expect(alternate).toEqual({ rel: "alternate", type: "text/markdown", href: absoluteUrl(`${prefix}${page.path}.md`) });
      }
    }
  });
});
