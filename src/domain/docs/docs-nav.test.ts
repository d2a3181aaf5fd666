import { describe, expect, it } from "vitest";
import { docsGroups } from "./docs-groups";
import { docsGroupOf, docsNeighbours, docsPagePath, docsPages, docsSidebar } from "./docs-nav";

describe("documentation navigation", () => {
  it("lists every group, each with pages, in the groups' order", () => {
    const sidebar = docsSidebar();
    expect(sidebar.map((entry) => entry.group)).toEqual([...docsGroups]);
    expect(sidebar.every((entry) => entry.pages.length > 0)).toBe(true);
    expect(sidebar.flatMap((entry) => entry.pages)).toEqual(docsPages);
  });

  it("keeps each group's pages in their sidebar order", () => {
    for (const { pages } of docsSidebar()) {
      const orders = pages.map((page) => page.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it("starts with the introduction, which has no previous page, and links each page to the next across groups", () => {
    expect(docsPages[0]?.slug).toBe("start/introduction");
    expect(docsNeighbours("start/introduction").previous).toBeUndefined();
    const lastStart = docsSidebar()[0]!.pages.at(-1)!;
    expect(docsNeighbours(lastStart.slug).next?.slug).toBe(docsSidebar()[1]!.pages[0]!.slug);
    expect(docsNeighbours(docsPages.at(-1)!.slug).next).toBeUndefined();
  });

  it("puts a page under /docs at its path", () => {
    expect(docsPagePath("reference/cli/new")).toBe("/docs/reference/cli/new");
    expect(docsPagePath("status")).toBe("/docs/status");
  });

  it("reads the status page, at the docs' root, with the first group", () => {
    expect(docsGroupOf("status")).toBe(docsGroups[0]);
    expect(docsSidebar()[0]!.pages.map((page) => page.slug)).toContain("status");
  });
});
