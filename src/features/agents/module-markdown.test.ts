import { describe, expect, it } from "vitest";
import { moduleIds } from "@/domain/catalog/catalog";
import { moduleFacts } from "@/features/modules/module-facts";
import { locales } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { absoluteUrl } from "@/lib/site-config";
import { expectAgentMarkdown } from "@/test/markdown-expectations";
import { moduleMarkdown } from "./module-markdown";

describe.each(locales)("module pages as Markdown (%s)", (locale) => {
  const t = getTranslator(locale, "ModulePage");

  it.each(moduleIds.map((id) => [id]))("%s: name, genome entry, every parameter and feature from the page's facts", (id) => {
    const facts = moduleFacts(locale, id);
    const markdown = moduleMarkdown(locale, id);
    expect(markdown.startsWith(`# ${facts.name}\n`)).toBe(true);
    expect(markdown).toContain(`> ${facts.description}`);
    expect(markdown).toContain(`\`\`\`ts\n${facts.genomeEntry.trimEnd()}\n\`\`\``);
    expect(markdown).toContain(`(${absoluteUrl(facts.composeHref)})`);
    if (facts.parameters.length > 0) {
      expect(markdown).toContain(`| ${t("parameters.name")} | ${t("parameters.type")} | ${t("parameters.default")} |`);
      for (const row of facts.parameters) expect(markdown).toMatch(new RegExp(`^\\| \`${row.name}\` \\| ${row.type} \\| `, "m"));
    } else {
      expect(markdown).toContain(t("parameters.none"));
    }
    for (const feature of facts.features) expect(markdown).toContain(`\`${feature.id}\``);
    for (const genome of facts.inGenomes) expect(markdown).toContain(`[${genome.name}](`);
    expectAgentMarkdown(markdown);
  });

  it("shows a parameter's default and allowed values as the page does", () => {
    const markdown = moduleMarkdown(locale, "database/drizzle");
    expect(markdown).toMatch(/^\| `provider` \| string \| `neon` \| `neon`, `planetscale`, `supabase`, `local` \| /m);
  });

  it("refuses a module the catalogue does not have", () => {
    expect(() => moduleMarkdown(locale, "nope/nothing")).toThrow(/Unknown module/);
  });
});
