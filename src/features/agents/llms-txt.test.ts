import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { absoluteUrl } from "@/lib/site-config";
import { llmsTxt } from "./llms-txt";
import { markdownTwinRoutes } from "./page-markdown";

describe.each(locales)("llms.txt (%s)", (locale) => {
  const text = llmsTxt(locale);
  const t = getTranslator(locale, "Agents.llms");
  const links = [...text.matchAll(/^- \[([^\]]+)\]\((\S+)\): (.+)$/gm)].map(([, title, url, notes]) => ({ title, url, notes }));

  it("follows the llmstxt.org shape: a title, a summary quote, details, then sections of links", () => {
    const metadata = getTranslator(locale, "Metadata");
    expect(text.startsWith(`# The Architech\n\n> ${metadata("defaultDescription")}\n\n${t("details")}\n\n## `)).toBe(true);
    expect([...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual([
      t("docs"),
      t("documents"),
      t("cli"),
      t("genomes"),
      t("modules"),
      t("full"),
      t("data"),
    ]);
    expect(text.split("\n").filter((line) => line.startsWith("- ")).length).toBe(links.length);
  });

  it("groups the docs first, then the documents, the CLI, the genomes, the modules and all the docs in one file", () => {
    const prefix = locale === "en" ? "" : `/${locale}`;
    const urls = links.map((link) => link.url);
    const docs = urls.filter((url) => url?.includes("/docs"));
    expect(urls.slice(0, docs.length)).toEqual(docs);
    expect(docs[0]).toBe(absoluteUrl(`${prefix}/docs.md`));
    expect(urls.slice(docs.length, docs.length + 3)).toEqual(["/lightpaper.md", "/whitepaper.md", "/cli.md"].map((path) => absoluteUrl(`${prefix}${path}`)));
    expect(urls[docs.length + 3]).toMatch(/\/solutions\/[^/]+\.md$/);
    expect(urls.at(-3)).toMatch(/\/marketplace\/.+\.md$/);
    expect(urls.at(-2)).toBe(absoluteUrl(`${prefix}/llms-full.txt`));
  });

  it("links every Markdown twin of this language, with the page's title and description, then the JSON catalogue", () => {
    const twins = markdownTwinRoutes().filter((route) => route.locale === locale);
    expect(links.map((link) => link.url).sort()).toEqual(
      [...twins.map((route) => absoluteUrl(route.urlPath)), absoluteUrl(locale === "en" ? "/llms-full.txt" : `/${locale}/llms-full.txt`), absoluteUrl("/catalog.json")].sort(),
    );
    for (const route of twins) {
      const meta = route.page.meta(locale);
      expect(links).toContainEqual({ title: meta.title, url: absoluteUrl(route.urlPath), notes: meta.description.replace(/\s+/g, " ") });
    }
    expect(links.at(-1)).toEqual({ title: t("catalogTitle"), url: absoluteUrl("/catalog.json"), notes: t("catalogDescription") });
  });
});
