import { describe, expect, it } from "vitest";
import { genomes } from "@/domain/catalog/catalog";
import { getCatalogCopy } from "@/domain/catalog/catalog-copy";
import { templateGenome } from "@/domain/genome/composition-genome";
import { genomeToTypeScript } from "@/domain/genome/genome-code";
import { locales } from "@/i18n/routing";
import { localizeHref } from "@/i18n/locale-path";
import { absoluteUrl, siteConfig } from "@/lib/site-config";
import { genomeMarkdown } from "./genome-markdown";
import { expectAgentMarkdown } from "@/test/markdown-expectations";
import { templateModules } from "@/domain/genome/template-modules";

describe.each(locales)("genome pages as Markdown (%s)", (locale) => {
  const catalog = getCatalogCopy(locale);

  it.each(genomes.map((genome) => [genome.id, genome] as const))("%s: title, genome file, every module and the commands", (_id, genome) => {
    const markdown = genomeMarkdown(locale, genome.id);
    expect(markdown.startsWith(`# ${catalog.genome(genome.id, "name")}\n`)).toBe(true);
    expect(markdown).toContain(catalog.genome(genome.id, "challenge"));
    // The composer's resolution writes the file: the template's modules and the integrators that apply.
    const code = genomeToTypeScript(templateGenome(genome.id, catalog.genome(genome.id, "description")));
    expect(markdown).toContain(`\`\`\`ts\n${code}\`\`\``);
    const rows = markdown.split("\n").filter((line) => /^\| \[/.test(line));
    // Every module the file installs, the template's own among them.
    const installed = templateModules(genome.id).map((module) => module.id);
    expect(installed).toEqual(expect.arrayContaining([...genome.modules]));
    expect(rows).toHaveLength(installed.length);
    installed.forEach((id, index) => expect(rows[index]).toContain(`\`${id}\``));
    expect(markdown).toContain(`\`\`\`sh\narchitech new ${genome.id}.genome.ts\n\`\`\``);
    // No command of the CLI writes a template's file: the reader saves it.
    expect(markdown).not.toContain("architech generate");
    // No npm release installs: the first step leads to the from-source build, not to npm.
    expect(markdown).not.toContain(siteConfig.cli.npmInstallCommand);
    expect(markdown).toContain(`(${absoluteUrl(localizeHref(siteConfig.cli.installGuidePath, locale))})`);
    expectAgentMarkdown(markdown);
  });

  it("links each module to its page in the reader's language", () => {
    const prefix = locale === "en" ? "" : `/${locale}`;
    expect(genomeMarkdown(locale, "blog-app")).toContain(`(${absoluteUrl(`${prefix}/marketplace/database/drizzle`)})`);
  });

  it("refuses a genome the catalogue does not have", () => {
    expect(() => genomeMarkdown(locale, "nope")).toThrow(/Unknown genome/);
  });
});
