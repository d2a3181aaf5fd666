import type { CliArgument, CliCommand, CliFlag, CliSubcommand } from "./commands";
import { CLI_BINARY } from "./package";

/** What a usage line writes for the options, as the CLI's help does. */
export const OPTIONS_PLACEHOLDER = "[options]";
/** Where a command with subcommands takes one, as the help writes it. */
export const SUBCOMMAND_PLACEHOLDER = "[command]";

function argumentUsage(argument: CliArgument): string {
  return argument.required ? `<${argument.name}>` : `[${argument.name}]`;
}

/** `--path <path>`, or `--dry-run` for a switch. */
function flagWithValue(flag: CliFlag): string {
  return flag.value ? `${flag.long} <${flag.value}>` : flag.long;
}

/** A flag as the help's options list shows it: `-p, --path <path>`. */
export function flagUsage(flag: CliFlag): string {
  return flag.short ? `${flag.short}, ${flagWithValue(flag)}` : flagWithValue(flag);
}

/** The command's name as its help's usage line writes it: `marketplace|mp`. */
export function commandName(command: CliCommand): string {
  return command.alias ? `${command.name}|${command.alias}` : command.name;
}

/**
 * `architech new [options] <genome-file>`: the command's usage line, as its `--help` prints it
 * after "Usage: " (facts/cli-runs.json's commands; usage.test.ts checks each one there).
 */
export function commandUsage(command: CliCommand): string {
  return [
    CLI_BINARY,
    commandName(command),
    OPTIONS_PLACEHOLDER,
    ...(command.subcommands.length > 0 ? [SUBCOMMAND_PLACEHOLDER] : []),
    ...command.arguments.map(argumentUsage),
  ].join(" ");
}

/** A command run with nothing after its name: `architech scale`. */
export function plainRun(command: CliCommand): string {
  return `${CLI_BINARY} ${command.name}`;
}

/** `install [options] <featureId>`: a subcommand as its command's help lists it. */
export function subcommandUsage(subcommand: CliSubcommand): string {
  return [subcommand.name, ...(subcommand.flags.length > 0 ? [OPTIONS_PLACEHOLDER] : []), ...subcommand.arguments.map(argumentUsage)].join(" ");
}

/** `architech marketplace install [options] <featureId>`: a subcommand's usage line, as its own `--help` prints it. */
export function subcommandFullUsage(command: CliCommand, subcommand: CliSubcommand): string {
  return [CLI_BINARY, command.name, subcommand.name, OPTIONS_PLACEHOLDER, ...subcommand.arguments.map(argumentUsage)].join(" ");
}
