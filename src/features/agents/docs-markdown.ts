import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { cliCommand, type CliCommandKey } from "@/domain/cli/commands";
import { commandUsage } from "@/domain/cli/usage";
import { docsPagePath, docsSidebar, type DocsPage } from "@/domain/docs/docs-nav";
import { docsStatusPage, docsVersionsPage } from "@/domain/docs/docs-status";
import { availabilityMessageKey } from "@/features/cli/cli-commands";
import { commandTables } from "@/features/docs/docs-command-tables";
import { moduleIndex, templateGenomes } from "@/features/docs/docs-catalog-parts";
import { documentedStateValues, statusLinkValues } from "@/features/docs/docs-state";
import { bulletList, code, codeBlock, heading, link, markdownDocument, paragraph, quote, table, termItem } from "./markdown";
import { siteUrl } from "./site-url";

/** What a docs page's twin is written from: its Markdown body and the command its frontmatter names. */
export interface DocsSource {
  body: string;
  command?: CliCommandKey;
}

function commandTablesMarkdown(locale: Locale, key: CliCommandKey): string {
  return commandTables(locale, key)
    .map((part) => `${heading(2, part.title)}\n\n${table(part.head, part.rows.map((row) => row.map((cell) => (cell.code ? code(cell.text) : cell.text))))}`)
    .join("\n\n");
}

function templateGenomesMarkdown(locale: Locale): string {
  const t = getTranslator(locale, "Docs.templates");
  return [
    heading(2, t("title")),
    paragraph(t("intro")),
    ...templateGenomes(locale).map((genome) =>
      [heading(3, genome.name), paragraph(genome.moduleCount), codeBlock(genome.code, "ts"), paragraph(link(t("templatePage", { name: genome.name }), siteUrl(genome.path, locale)))].join("\n\n"),
    ),
  ].join("\n\n");
}

function moduleIndexMarkdown(locale: Locale): string {
  return moduleIndex(locale)
    .map((group) => `${heading(2, group.title)}\n\n${bulletList(group.modules.map((module) => `${link(module.name, siteUrl(module.path, locale))} ${code(module.id)}: ${module.description}`))}`)
    .join("\n\n");
}

/** `:::caution[Title]` … `:::` as a quote that says its kind, which any Markdown reader shows. */
function calloutsAsQuotes(markdown: string, locale: Locale): string {
  const t = getTranslator(locale, "Docs.callouts");
  const separator = locale === "fr" ? "\u00a0: " : ": ";
  return markdown.replace(/^:::(note|tip|caution)(?:\[(.*)\])?\n([\s\S]*?)^:::$/gm, (_match, kind: "note" | "tip" | "caution", title: string | undefined, text: string) => {
    const head = `**${title ? `${t(kind)}${separator}${title}` : t(kind)}**`;
    return [head, "", ...text.trimEnd().split("\n")].map((line) => (line ? `> ${line}` : ">")).join("\n");
  });
}

/** Site links (`](/docs/…)`) made absolute, for Markdown read away from the site. */
function absoluteLinks(markdown: string, locale: Locale): string {
  return markdown.replace(/\]\((\/[^)\s]*)\)/g, (_match, path: string) => `](${siteUrl(path.replace(/^\/fr(?=\/)/, ""), locale)})`);
}

/**
 * A docs page as Markdown, for its `.md` twin and llms-full.txt: its title and summary, its
 * command's availability and usage, then its own Markdown with each `::slot` line written out
 * from the same data as the page, callouts as quotes and links absolute.
 */
export function docsMarkdown(locale: Locale, page: DocsPage, source: DocsSource): string {
  const t = getTranslator(locale, "Docs.command");
  const names = getTranslator(locale, "CliCommands");
  const command = source.command ? cliCommand(source.command) : undefined;
  const header = command
    ? [
        bulletList([termItem(t("availability"), names(`availability.${availabilityMessageKey[command.availability]}`))]),
        codeBlock(commandUsage(command), "sh"),
      ]
    : [];
  const slots: Record<string, () => string> = {
    "cli-arguments": () => (source.command ? commandTablesMarkdown(locale, source.command) : ""),
    "template-genomes": () => templateGenomesMarkdown(locale),
    "module-index": () => moduleIndexMarkdown(locale),
  };
  const body = absoluteLinks(calloutsAsQuotes(source.body.trim(), locale), locale).replace(/^::([a-z-]+)$/gm, (line, name: string) => slots[name]?.() ?? line);
  return markdownDocument([heading(1, page.title[locale]), quote(page.description[locale]), ...header, body]);
}

/** Every docs page of a language in one Markdown file, in the sidebar's order: /llms-full.txt. */
export function llmsFullTxt(locale: Locale, pages: readonly { page: DocsPage; source: DocsSource }[]): string {
  const t = getTranslator(locale, "Docs");
  return pages
    .map(({ page, source }) => `${docsMarkdown(locale, page, source).trimEnd()}\n\n${paragraph(t("onlineAt", { url: siteUrl(docsPagePath(page.slug), locale) }))}`)
    .join("\n\n---\n\n")
    .concat("\n");
}

/** The docs' front page as Markdown: what they cover, then each group's pages, linked to their twins. */
export function docsHomeMarkdown(locale: Locale): string {
  const t = getTranslator(locale, "Docs");
  return markdownDocument([
    heading(1, t("title")),
    quote(t("intro")),
    paragraph(t("state", documentedStateValues(locale))),
    bulletList([
      link(t("statusLink", statusLinkValues(locale)), `${siteUrl(docsPagePath(docsStatusPage().slug), locale)}.md`),
      link(t("versionsLink"), `${siteUrl(docsPagePath(docsVersionsPage().slug), locale)}.md`),
    ]),
    ...docsSidebar().map(({ group, pages }) =>
      [heading(2, t(`groups.${group}`)), bulletList(pages.map((page) => `${link(page.title[locale], `${siteUrl(docsPagePath(page.slug), locale)}.md`)}: ${page.description[locale]}`))].join("\n\n"),
    ),
  ]);
}
