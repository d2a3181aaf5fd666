import type { CliArgument, CliFlag, ExistingCliCommand, CliSubcommand } from "./commands";
import { CLI_BINARY } from "./package";

/** Options the usage line leaves to the options list. */
export const OPTIONS_PLACEHOLDER = "[options]";
/** Where a command with subcommands takes one. */
export const SUBCOMMAND_PLACEHOLDER = "<subcommand>";

function argumentUsage(argument: CliArgument): string {
  return argument.required ? `<${argument.name}>` : `[${argument.name}]`;
}

/** `--genome <name-or-path>`, or `--list` for a switch. */
function flagWithValue(flag: CliFlag): string {
  return flag.value ? `${flag.long} <${flag.value}>` : flag.long;
}

/** A flag as an options list shows it: `-g, --genome <name-or-path>`. */
export function flagUsage(flag: CliFlag): string {
  return flag.short ? `${flag.short}, ${flagWithValue(flag)}` : flagWithValue(flag);
}

/** `architech new [project-name] --genome <name-or-path> [options]`: what to type, from the table. */
export function commandUsage(command: ExistingCliCommand): string {
  const shown = command.flags.filter((flag) => flag.inUsage);
  const rest = command.flags.length > shown.length;
  return [
    CLI_BINARY,
    command.name,
    ...(command.subcommands.length > 0 ? [SUBCOMMAND_PLACEHOLDER] : []),
    ...command.arguments.map(argumentUsage),
    ...shown.map(flagWithValue),
    ...(rest ? [OPTIONS_PLACEHOLDER] : []),
  ].join(" ");
}

/** A command run with nothing after its name: `architech list-genomes`. */
export function plainRun(command: ExistingCliCommand): string {
  return `${CLI_BINARY} ${command.name}`;
}

/** `set <key> <value> [--global]`: a subcommand after its command's name. */
export function subcommandUsage(subcommand: CliSubcommand): string {
  const flags = subcommand.flags.map((flag) => (flag.required ? flagWithValue(flag) : `[${flagWithValue(flag)}]`));
  return [subcommand.name, ...subcommand.arguments.map(argumentUsage), ...flags].join(" ");
}
