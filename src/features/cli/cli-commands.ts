import type { GenomeId } from "@/domain/catalog/catalog";
import { availableCliCommands, cliCommand, cliCommands, isExisting, type CliAvailability, type CliCommand, type CliCommandKey } from "@/domain/cli/commands";
import { installAfterNew, newCommand } from "@/domain/cli/new-command";
import { commandUsage, flagUsage, plainRun, subcommandUsage } from "@/domain/cli/usage";
import { genomeFileName } from "@/domain/genome/genome-file";
import type { CliStepKey } from "./cli-page-lists";

/** The genome the CLI page's examples and terminal generate. */
export const EXAMPLE_GENOME_ID: GenomeId = "saas-starter";

/** An availability's key in the "CliCommands.availability" messages. */
export const availabilityMessageKey = {
  available: "available",
  "in-development": "inDevelopment",
  planned: "planned",
} as const satisfies Record<CliAvailability, string>;

/** How each availability looks as a badge, on the CLI page and in the docs. */
export const availabilityBadgeVariant = { available: "success", "in-development": "gold", planned: "secondary" } as const satisfies Record<CliAvailability, string>;

function requireExisting(key: CliCommandKey) {
  const command = cliCommand(key);
  if (!isExisting(command)) throw new Error(`The CLI page runs ${command.name}, which the CLI does not have yet`);
  return command;
}

/** Each workflow step's command, for the example genome: every one a run that works today. */
export function cliStepCommand(key: CliStepKey): string {
  if (key === "genome") return plainRun(requireExisting("listGenomes"));
  if (key === "new") return newCommand({ genome: genomeFileName(EXAMPLE_GENOME_ID) });
  return installAfterNew(EXAMPLE_GENOME_ID);
}

/** A command of the reference as the page and its Markdown twin show it. */
export interface CliReferenceEntry {
  key: CliCommandKey;
  name: string;
  availability: CliAvailability;
  /** What to type; only for a command that works, so nothing is offered to run that would fail. */
  usage: string | null;
  options: string[];
  subcommands: string[];
}

/** The CLI table as the reference lists it: usage, options and subcommands for the commands that work, the name alone for the others. */
export function cliReference(): CliReferenceEntry[] {
  return cliCommands.map((command: CliCommand & { key: CliCommandKey }) => {
    const works = isExisting(command) && command.availability === "available";
    return {
      key: command.key,
      name: command.name,
      availability: command.availability,
      usage: works ? commandUsage(command) : null,
      options: works ? command.flags.map(flagUsage) : [],
      subcommands: works ? command.subcommands.map(subcommandUsage) : [],
    };
  });
}

/** "new, list-genomes, analyze and config": the commands that work, as a list in the reader's language. */
export function availableCommandList(locale: string): string {
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(availableCliCommands().map((command) => command.name));
}
