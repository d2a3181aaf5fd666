import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { docsPagePath } from "./docs-nav";
import { DOCS_STATUS, docsStatusCheckedDate, docsStatusPage, docsVersionsPage } from "./docs-status";

const markdown = (path: string) => readFileSync(new URL(`../../content/docs/${path}.md`, import.meta.url), "utf8");

describe("the status and versions pages", () => {
  it("are docs pages, the status one at /docs/status", () => {
    expect(docsPagePath(docsStatusPage().slug)).toBe("/docs/status");
    expect(docsPagePath(docsVersionsPage().slug)).toBe("/docs/reference/versions");
  });

  it("say the day the status was checked, in both languages, as the docs home writes it", () => {
    expect(docsStatusCheckedDate("en")).toBe("November\u00a028,\u00a02026");
    expect(docsStatusCheckedDate("fr")).toBe("28\u00a0novembre\u00a02026");
    expect(markdown(`docs/${DOCS_STATUS.status}`)).toContain("28 November 2026");
    expect(markdown(`fr/docs/${DOCS_STATUS.status}`)).toContain("28 novembre 2026");
  });

  it("are linked from the installation page, in both languages", () => {
    for (const [prefix, root] of [["", "docs"], ["/fr", "fr/docs"]] as const) {
      const installation = markdown(`${root}/start/installation`);
      expect(installation).toContain(`](${prefix}/docs/status)`);
      expect(installation).toContain(`](${prefix}/docs/reference/versions)`);
    }
  });
});
