import { describe, expect, it } from "vitest";
import { whitepaperSectionIds } from "@/content/documents/whitepaper/schema";
import { MANIFEST_MODULE_ID, manifestCode } from "@/features/documents/document-figures";
import { locales } from "@/i18n/routing";
import { documentContents } from "@/test/documents";
import { expectAgentMarkdown } from "@/test/markdown-expectations";
import { whitepaperMarkdown } from "./whitepaper-markdown";

describe.each(locales)("the white paper as Markdown (%s)", (locale) => {
  const content = documentContents(locale).whitepaper;
  const markdown = whitepaperMarkdown(content);

  it("has the title, subtitle and every section of the page in its order, then the source note", () => {
    expect(markdown.startsWith(`# ${content.title}\n`)).toBe(true);
    expect(markdown).toContain(`> ${content.subtitle}`);
    const titles = [...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    const expected = whitepaperSectionIds.map((id) => (id === "future-work" ? content.futureWork.title : content.sections[id].title));
    expect(titles).toEqual([...expected, content.sourceTitle]);
  });

  it("draws both figures from the catalogue: the manifest as JSON and the execution plan by layer", () => {
    const manifest = markdown.match(/```json\n([\s\S]*?)```/);
    expect(manifest?.[1]).toBe(manifestCode(MANIFEST_MODULE_ID));
    expect(JSON.parse(manifest![1]!)).toMatchObject({ id: MANIFEST_MODULE_ID });
    expect(markdown).toContain(`**${content.figures.layer(2)}** — `);
  });

  it("lists every future-work item with its status, and is clean Markdown", () => {
    for (const item of Object.values(content.futureWork.items)) expect(markdown).toContain(`**${item.title}**`);
    expectAgentMarkdown(markdown);
  });
});
