import { documentedStateCommit, documentedStateDate } from "@/domain/cli/documented-state";
import { availabilityMessageKey, cliReference, cliStepCommand } from "@/features/cli/cli-commands";
import { CLI_INSTALL_PATH, CLI_STATUS_PATH, cliReasonKeys, cliRequirementKeys, cliResourceLinks, cliRunFigures, cliStepKeys } from "@/features/cli/cli-page-lists";
import { cliTerminalProps } from "@/features/cli/cli-terminal-props";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { siteConfig } from "@/lib/site-config";
import { bold, bulletList, code, codeBlock, heading, italic, link, markdownDocument, paragraph, quote, table, termItem } from "./markdown";
import { siteUrl } from "./site-url";

/**
 * The CLI page as Markdown: where the CLI stands (no published version installs; the from-source
 * build and the Status page), the recorded run's lines, the three-step workflow, why a CLI, the
 * command reference (each command's availability, what it does, usage and options), resources and
 * requirements.
 */
export function cliMarkdown(locale: Locale): string {
  const t = getTranslator(locale, "Cli");
  const commands = getTranslator(locale, "CliCommands");
  const state = documentedStateCommit("cli");
  const date = documentedStateDate(locale);
  const terminal = cliTerminalProps(locale);
  return markdownDocument([
    heading(1, t("title")),
    italic(t("eyebrow")),
    quote(t("description", { date, state })),
    paragraph(bold(t("status.title"))),
    paragraph(t.markup("status.npm", { package: siteConfig.cli.packageName, code: (chunks) => code(String(chunks)) })),
    bulletList([link(t("status.install"), siteUrl(CLI_INSTALL_PATH, locale)), link(t("status.status"), siteUrl(CLI_STATUS_PATH, locale))]),
    paragraph(bold(terminal.label)),
    codeBlock(terminal.lines.map((line) => (line.kind === "command" ? `$ ${line.text}` : line.text)).join("\n"), "text"),
    paragraph(terminal.note ?? ""),
    heading(2, t("steps.title")),
    ...cliStepKeys.flatMap((key, index) => [
      heading(3, `${t("steps.step", { number: String(index + 1) })} · ${t(`steps.${key}.title`)}`),
      paragraph(t(`steps.${key}.description`)),
      codeBlock(cliStepCommand(key), "sh"),
    ]),
    heading(2, t("why.title")),
    bulletList(cliReasonKeys.map((key) => termItem(t(`why.${key}.title`), t(`why.${key}.description`, cliRunFigures)))),
    heading(2, t("reference.title")),
    paragraph(t("reference.description", { date, state })),
    table(
      [t("reference.command"), t("reference.availability"), t("reference.purpose"), t("reference.usage")],
      cliReference().map((entry) => [code(entry.name), commands(`availability.${availabilityMessageKey[entry.availability]}`), commands(`summaries.${entry.key}`), code(entry.usage)]),
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
