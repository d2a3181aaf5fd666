import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { cliCommand, type CliCommandKey, type CliFlag } from "@/domain/cli/commands";
import { subcommandUsage } from "@/domain/cli/usage";

export interface CommandTableCell {
  text: string;
  code?: boolean;
}

/** A table of a CLI reference page, written from the CLI table, for the page and its Markdown twin alike. */
export interface CommandTable {
  id: "arguments" | "flags" | "subcommands" | "subcommand-flags";
  title: string;
  head: string[];
  rows: CommandTableCell[][];
}

const code = (text: string): CommandTableCell => ({ text, code: true });

/** A command's arguments, flags, subcommands and their flags, each a table when it has any, as its `--help` prints them. */
export function commandTables(locale: Locale, key: CliCommandKey): CommandTable[] {
  const t = getTranslator(locale, "Docs.command");
  const command = cliCommand(key);
  const flagRow = (flag: CliFlag): CommandTableCell[] => [
    code([flag.short, flag.long].filter(Boolean).join(", ")),
    flag.value ? code(`<${flag.value}>`) : { text: t("switch") },
    flag.default === undefined ? { text: t("none") } : code(String(flag.default)),
    flag.choices ? code(flag.choices.join(" | ")) : { text: "" },
  ];
  const tables: CommandTable[] = [];
  if (command.arguments.length > 0) {
    tables.push({
      id: "arguments",
      title: t("arguments"),
      head: [t("argument"), t("required")],
      rows: command.arguments.map((argument) => [code(argument.name), { text: argument.required ? t("yes") : t("no") }]),
    });
  }
  if (command.flags.length > 0) {
    const withChoices = command.flags.some((flag) => flag.choices);
    tables.push({
      id: "flags",
      title: t("flags"),
      head: [t("flag"), t("value"), t("default"), ...(withChoices ? [t("choices")] : [])],
      rows: command.flags.map((flag) => (withChoices ? flagRow(flag) : flagRow(flag).slice(0, 3))),
    });
  }
  if (command.subcommands.length > 0) {
    tables.push({
      id: "subcommands",
      title: t("subcommands"),
      head: [t("subcommand"), t("subcommandUsage")],
      rows: command.subcommands.map((subcommand) => [code(subcommand.name), code(subcommandUsage(subcommand))]),
    });
  }
  const subcommandFlags = command.subcommands.flatMap((subcommand) => subcommand.flags.map((flag) => [code(subcommand.name), ...flagRow(flag).slice(0, 3)]));
  if (subcommandFlags.length > 0) {
    tables.push({
      id: "subcommand-flags",
      title: t("subcommandFlags"),
      head: [t("subcommand"), t("flag"), t("value"), t("default")],
      rows: subcommandFlags,
    });
  }
  return tables;
}
