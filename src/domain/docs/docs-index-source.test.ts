import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readDocsFiles } from "../../../scripts/lib/docs-files";
import { docsIndexSource, type DocsFileEntry } from "./docs-index-source";

const page = (slug: string, locale: "en" | "fr", order = 1): DocsFileEntry => ({ slug, locale, order, title: `${slug} ${locale}`, description: "A page." });

describe("the documentation index", () => {
  it("is generated from the current Markdown files (run npm run docs:index after changing a frontmatter)", () => {
    expect(readFileSync("src/domain/docs/docs-index.ts", "utf8")).toBe(docsIndexSource(readDocsFiles()));
  });

  it("refuses a page without its twin, in either direction", () => {
    expect(() => docsIndexSource([page("start/a", "en")])).toThrow(/no French twin/);
    expect(() => docsIndexSource([page("start/a", "en"), page("start/a", "fr"), page("start/b", "fr")])).toThrow(/no English twin/);
  });

  it("refuses a page outside the sidebar's groups, and twins that disagree on their order", () => {
    expect(() => docsIndexSource([page("misc/a", "en"), page("misc/a", "fr")])).toThrow(/no sidebar group/);
    expect(() => docsIndexSource([page("start/a", "en", 1), page("start/a", "fr", 2)])).toThrow(/sidebar order/);
  });

  it("orders pages by group, then by their order", () => {
    const source = docsIndexSource([page("guides/a", "en"), page("guides/a", "fr"), page("start/b", "en", 2), page("start/b", "fr", 2), page("start/c", "en", 1), page("start/c", "fr", 1)]);
    expect([...source.matchAll(/slug: "([^"]+)"/g)].map((match) => match[1])).toEqual(["start/c", "start/b", "guides/a"]);
  });

  it("reads a page at the docs' root with the first group, in its order", () => {
    const source = docsIndexSource([page("guides/a", "en"), page("guides/a", "fr"), page("status", "en", 2), page("status", "fr", 2), page("start/c", "en", 1), page("start/c", "fr", 1)]);
    expect([...source.matchAll(/slug: "([^"]+)"/g)].map((match) => match[1])).toEqual(["start/c", "status", "guides/a"]);
  });
});
