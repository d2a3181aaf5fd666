import { Badge } from "@/components/ui/badge";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { cliCommand, type CliCommandKey } from "@/domain/cli/commands";
import { commandUsage } from "@/domain/cli/usage";
import { availabilityBadgeVariant, availabilityMessageKey } from "@/features/cli/cli-commands";
import { DocsCode, type DocsCodeLabels } from "./docs-code";
import { commandTables, type CommandTable } from "./docs-command-tables";
import { DocsTableFrame } from "./docs-table";


/**
 * Under a CLI reference page's title: the command's availability at the documented state, and its
 * usage line as its `--help` prints it, from the CLI table.
 */
export function DocsCommandHeader({ locale, commandKey, codeLabels }: { locale: Locale; commandKey: CliCommandKey; codeLabels: DocsCodeLabels }) {
  const t = getTranslator(locale, "Docs.command");
  const names = getTranslator(locale, "CliCommands");
  const command = cliCommand(commandKey);
  return (
    <div className="mt-6">
      <p className="flex items-center gap-2 text-sm text-muted">
        {t("availability")}{" "}
        <Badge variant={availabilityBadgeVariant[command.availability]}>{names(`availability.${availabilityMessageKey[command.availability]}`)}</Badge>
      </p>
      <DocsCode code={commandUsage(command)} fence="sh" labels={codeLabels} />
    </div>
  );
}

function TableView({ table }: { table: CommandTable }) {
  return (
    <>
      <h2 id={table.id} tabIndex={-1}>
        {table.title}
      </h2>
      <DocsTableFrame label={table.title}>
        <table>
          <thead>
            <tr>
              {table.head.map((cell) => (
                <th key={cell}>{cell}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.join(" ")}>
                {row.map((cell, index) => (
                  <td key={index}>{cell.code ? <code>{cell.text}</code> : cell.text}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </DocsTableFrame>
    </>
  );
}

/** The `::cli-arguments` part of a CLI reference page: its arguments, flags and subcommands as the CLI table has them. */
export function DocsCommandTables({ locale, commandKey }: { locale: Locale; commandKey: CliCommandKey }) {
  return (
    <>
      {commandTables(locale, commandKey).map((table) => (
        <TableView key={table.id} table={table} />
      ))}
    </>
  );
}

