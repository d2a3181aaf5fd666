import type { GenomeId } from "@/domain/catalog/catalog";
import { availableCliCommands, cliCommands, type CliAvailability, type CliCommand, type CliCommandKey } from "@/domain/cli/commands";
import { installAfterNew, newCommand } from "@/domain/cli/new-command";
import { commandUsage, flagUsage, subcommandUsage } from "@/domain/cli/usage";
import { genomeFileName } from "@/domain/genome/genome-file";
import type { CliStepKey } from "./cli-page-lists";

/** The genome the CLI page's examples and terminal generate: the one state B's recorded run generated. */
export const EXAMPLE_GENOME_ID: GenomeId = "saas-starter";

/** An availability's key in the "CliCommands.availability" messages. */
export const availabilityMessageKey = {
  available: "available",
  "not-implemented": "notImplemented",
  disabled: "disabled",
} as const satisfies Record<CliAvailability, string>;

/** How each availability looks as a badge, on the CLI page and in the docs. */
export const availabilityBadgeVariant = { available: "success", "not-implemented": "gold", disabled: "secondary" } as const satisfies Record<CliAvailability, string>;

/**
 * Each workflow step's command, for the example genome: a dry run that prints what `new` would do,
 * the run itself, and the install the recorded project needed (facts/CLI-FACTS.md §8).
 */
export function cliStepCommand(key: CliStepKey): string {
  const file = genomeFileName(EXAMPLE_GENOME_ID);
  if (key === "genome") return `${newCommand({ genome: file })} --dry-run`;
  if (key === "new") return newCommand({ genome: file });
  return installAfterNew(EXAMPLE_GENOME_ID, { legacyPeerDeps: true });
}

/** A command of the reference as the page and its Markdown twin show it. */
export interface CliReferenceEntry {
  key: CliCommandKey;
  name: string;
  availability: CliAvailability;
  /** Its usage line, as its `--help` prints it; the availability says what running it does. */
  usage: string;
  options: string[];
  subcommands: string[];
}

/** The CLI table as the reference lists it, in the order `architech --help` lists the commands. */
export function cliReference(): CliReferenceEntry[] {
  return cliCommands.map((command: CliCommand & { key: CliCommandKey }) => ({
    key: command.key,
    name: command.alias ? `${command.name}|${command.alias}` : command.name,
    availability: command.availability,
    usage: commandUsage(command),
    options: command.flags.map(flagUsage),
    subcommands: command.subcommands.map(subcommandUsage),
  }));
}

/** "new and list-genomes": the commands that do their work, as a list in the reader's language. */
export function availableCommandList(locale: string): string {
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(availableCliCommands().map((command) => command.name));
}
