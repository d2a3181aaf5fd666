import { describe, expect, it } from "vitest";
import { docsPagePath, docsPages } from "./docs-nav";
import { isDocsPagePath } from "./docs-page-paths";

describe("isDocsPagePath", () => {
  it("takes every page of the docs index, each in its own language's path", () => {
    expect(docsPages.length).toBeGreaterThan(0);
    for (const { slug } of docsPages) {
      expect(isDocsPagePath(docsPagePath(slug), "en"), slug).toBe(true);
      expect(isDocsPagePath(`/fr${docsPagePath(slug)}`, "fr"), slug).toBe(true);
    }
  });

  it("refuses a page in the other language's path", () => {
    expect(isDocsPagePath("/docs/start/introduction", "fr")).toBe(false);
    expect(isDocsPagePath("/fr/docs/start/introduction", "en")).toBe(false);
    expect(isDocsPagePath("/en/docs/start/introduction", "en")).toBe(false);
  });

  it.each(["/docs/start/made-up", "/docs/start", "/docs", "/docs/", "/docs/start/introduction/", "/docs/Start/Introduction", "/docs/start/introduction?x=1", "/docs/start/introduction.md", "/privacy", ""])(
    "refuses %j, which the build makes no docs page at",
    (candidate) => {
      expect(isDocsPagePath(candidate, "en")).toBe(false);
      expect(isDocsPagePath(`/fr${candidate}`, "fr")).toBe(false);
    },
  );
});
