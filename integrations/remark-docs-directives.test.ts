import rehypeStringify from "rehype-stringify";
import remarkDirective from "remark-directive";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { remarkDocsDirectives } from "./remark-docs-directives.mjs";

async function html(markdown: string): Promise<string> {
  const file = await unified().use(remarkParse).use(remarkDirective).use(remarkDocsDirectives).use(remarkRehype).use(rehypeStringify).process(markdown);
  return String(file);
}

describe("remarkDocsDirectives", () => {
  it("turns a titled callout into an aside with its title", async () => {
    expect(await html(":::caution[Mind the version]\nThe registry serves 2.0.0.\n:::")).toBe(
      '<aside data-callout="caution"><p data-callout-title="">Mind the version</p><p>The registry serves 2.0.0.</p></aside>',
    );
  });

  it("turns an untitled note into an aside", async () => {
    expect(await html(":::note\nA note.\n:::")).toBe('<aside data-callout="note"><p>A note.</p></aside>');
  });

  it("leaves an empty slot where a page takes a generated part", async () => {
    expect(await html("Intro.\n\n::cli-arguments\n\nMore.")).toBe('<p>Intro.</p>\n<div data-docs-slot="cli-arguments"></div>\n<p>More.</p>');
  });

  it("puts back as text a directive the docs did not mean", async () => {
    expect(await html("Run it at 10:30 with the key:value pair and the :default.")).toBe("<p>Run it at 10:30 with the key:value pair and the :default.</p>");
  });
});
