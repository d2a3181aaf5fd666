import { describe, expect, it } from "vitest";
import { paperSections } from "./paper-body";
import { whitepaperSectionIds } from "./schema";

/** A body with every section, `abstract` holding `text`. */
function body(text: string): string {
  return whitepaperSectionIds.map((id) => `## Title of ${id} {#${id}}\n\n${id === "abstract" ? text : "A paragraph."}`).join("\n\n");
}

describe("the white paper's Markdown body", () => {
  it("cuts sections at their headings and reads paragraphs, headings, lists and figures", () => {
    const markdown = body("First line\nand its soft wrap.\n\n### A heading\n\n- one `code`\n- two\n  continued\n\n1. first\n2. second\n\n![The plan.](figure:resolution-plan)");
    const sections = paperSections(markdown);
    expect(Object.keys(sections)).toEqual([...whitepaperSectionIds]);
    expect(sections.abstract).toEqual({
      title: "Title of abstract",
      blocks: [
        { kind: "p", text: "First line and its soft wrap." },
        { kind: "h3", text: "A heading" },
        { kind: "list", items: ["one `code`", "two continued"] },
        { kind: "steps", items: ["first", "second"] },
        { kind: "figure", figure: "resolution-plan", caption: "The plan." },
      ],
    });
  });

  it("refuses what it would drop or garble rather than rendering it", () => {
    expect(() => paperSections(body("![A chart.](figure:chart)"))).toThrow(/unknown figure "chart"/);
    expect(() => paperSections(body("> A quote."))).toThrow(/unsupported Markdown/);
    expect(() => paperSections(body("#### Too deep"))).toThrow(/unsupported Markdown/);
    expect(() => paperSections(`Preamble.\n\n${body("Text.")}`)).toThrow(/before the first/);
  });

  it("requires every section, in the page's order", () => {
    const swapped = body("Text.").replace("{#abstract}", "{#summary}");
    expect(() => paperSections(swapped)).toThrow(/the sections must be abstract, introduction/);
  });
});
