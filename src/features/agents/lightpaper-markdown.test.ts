import { describe, expect, it } from "vitest";
import { lightpaperSectionIds } from "@/content/documents/lightpaper/schema";
import { EXAMPLE_GENOME_ID } from "@/features/documents/document-figures";
import { genomeToTypeScript } from "@/domain/genome/genome-code";
import { templateGenome } from "@/domain/genome/composition-genome";
import { locales } from "@/i18n/routing";
import { localizeHref } from "@/i18n/locale-path";
import { getTranslator } from "@/i18n/translator";
import { documentContents } from "@/test/documents";
import { absoluteUrl, siteConfig } from "@/lib/site-config";
import { lightpaperMarkdown } from "./lightpaper-markdown";
import { expectAgentMarkdown } from "@/test/markdown-expectations";

describe.each(locales)("the product brief as Markdown (%s)", (locale) => {
  const content = documentContents(locale).lightpaper;
  const markdown = lightpaperMarkdown(content, locale);

  it("opens with the page's title and lead, then every section of the page in its order", () => {
    expect(markdown.startsWith(`# ${content.title}\n`)).toBe(true);
    expect(markdown).toContain(`> ${content.lead}`);
    const titles = [...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    const sectionTitles: Record<(typeof lightpaperSectionIds)[number], string> = {
      problem: content.problem.title,
      solution: content.solution.title,
      architecture: content.architecture.title,
      "use-cases": content.useCases.title,
      specifications: content.specifications.title,
      roadmap: content.roadmap.title,
      "for-teams": content.forTeams.title,
      "get-started": content.getStarted.title,
    };
    expect(titles).toEqual(lightpaperSectionIds.map((id) => sectionTitles[id]));
  });

  it("carries the example genome as the page builds it in fenced code, and no npm command: the CLI's status and its from-source guide", () => {
    const code = genomeToTypeScript(templateGenome(EXAMPLE_GENOME_ID, content.architecture.genomeDescription));
    expect(markdown).toContain(`\`\`\`ts\n${code}\`\`\``);
    expect(markdown).not.toContain(siteConfig.cli.npmInstallCommand);
    const install = getTranslator(locale, "Install");
    expect(markdown).toContain(`${install("status")} [${install("guide")}](${absoluteUrl(localizeHref(siteConfig.cli.installGuidePath, locale))})`);
  });

  it("gives the roadmap the page shows: statuses from the products and the catalogue, no dates", () => {
    const roadmap = markdown.slice(markdown.indexOf(`## ${content.roadmap.title}`), markdown.indexOf(`## ${content.forTeams.title}`));
    expect(roadmap).toContain(`**${content.roadmap.items.enterprise.title}** — *${content.roadmap.status.shipped}*`);
    expect(roadmap).toContain(`**${content.roadmap.items["ai-creation"].title}** — *${content.roadmap.status["in-progress"]}*`);
    expect(roadmap).toContain(`**${content.roadmap.items.i18n.title}** — *${content.roadmap.status.shipped}*`);
    expect(roadmap).not.toMatch(/\b(Q|T)[1-4] \d{4}\b/);
  });

  it("links the genome pages in the reader's language with absolute URLs", () => {
    expect(markdown).toContain(`(${absoluteUrl(locale === "en" ? "/solutions/saas-starter" : "/fr/solutions/saas-starter")})`);
    expectAgentMarkdown(markdown);
  });
});
