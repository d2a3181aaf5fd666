import { documentedStateDate } from "@/domain/cli/documented-state";
import { availabilityMessageKey, cliReference, cliStepCommand } from "@/features/cli/cli-commands";
import { cliReasonKeys, cliRequirementKeys, cliResourceLinks, cliStepKeys } from "@/features/cli/cli-page-lists";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { siteConfig } from "@/lib/site-config";
import { bold, bulletList, code, codeBlock, heading, italic, link, markdownDocument, paragraph, quote, table, termItem } from "./markdown";
import { siteUrl } from "./site-url";

/** The CLI page as Markdown: install, the three-step workflow, why a CLI, the command reference (each command's availability, usage and options), resources and requirements. */
export function cliMarkdown(locale: Locale): string {
  const t = getTranslator(locale, "Cli");
  const commands = getTranslator(locale, "CliCommands");
  return markdownDocument([
    heading(1, t("title")),
    italic(t("eyebrow")),
    quote(t("description")),
    paragraph(bold(t("installLabel"))),
    codeBlock(siteConfig.cli.npmInstallCommand, "sh"),
    heading(2, t("steps.title")),
    ...cliStepKeys.flatMap((key, index) => [
      heading(3, `${t("steps.step", { number: String(index + 1) })} · ${t(`steps.${key}.title`)}`),
      paragraph(t(`steps.${key}.description`)),
      codeBlock(cliStepCommand(key), "sh"),
    ]),
    heading(2, t("why.title")),
    bulletList(cliReasonKeys.map((key) => termItem(t(`why.${key}.title`), t(`why.${key}.description`)))),
    heading(2, t("reference.title")),
    paragraph(t("reference.description", { date: documentedStateDate(locale) })),
    table(
      [t("reference.command"), t("reference.availability"), t("reference.purpose"), t("reference.usage")],
      cliReference().map((entry) => [
        code(entry.name),
        commands(`availability.${availabilityMessageKey[entry.availability]}`),
        commands(`summaries.${entry.key}`),
        entry.usage ? code(entry.usage) : "",
      ]),
    ),
    ...cliReference().flatMap((entry) =>
      entry.options.length + entry.subcommands.length > 0
        ? [
            heading(3, code(entry.name)),
            bulletList([
              ...(entry.subcommands.length > 0 ? [termItem(t("reference.subcommands"), entry.subcommands.map(code).join(", "))] : []),
              ...(entry.options.length > 0 ? [termItem(t("reference.options"), entry.options.map(code).join(", "))] : []),
            ]),
          ]
        : [],
    ),
    heading(2, t("resources.title")),
    bulletList(
      cliResourceLinks.map(
        ({ key, href, external }) =>
          `${link(t(`resources.${key}`), external ? href : siteUrl(href, locale))} — ${t(`resources.${key}Description`, { package: siteConfig.cli.packageName })}`,
      ),
    ),
    heading(2, t("requirements.title")),
    bulletList(cliRequirementKeys.map((key) => t(`requirements.${key}`))),
  ]);
}
