import { cliCommand, isExisting, type CliFlag } from "./commands";
import { CLI_BINARY } from "./package";

function flag(long: string): CliFlag {
  const command = cliCommand("new");
  const found = isExisting(command) ? command.flags.find((candidate) => candidate.long === long) : undefined;
  if (!found) throw new Error(`\`new\` has no ${long} flag`);
  return found;
}

/**
 * `architech new [project-name] --genome <name-or-path>`, the one way the site writes the command
 * that generates a project, from the CLI table. The genome is the path of a genome file
 * (`my-app.genome.ts`) or the name of a genome the CLI knows. The project's name and folder come
 * from the genome file, so the site passes no project name.
 */
export function newCommand({ genome, projectName }: { genome: string; projectName?: string }): string {
  return [CLI_BINARY, cliCommand("new").name, projectName, flag("--genome").long, genome].filter(Boolean).join(" ");
}

/**
 * What `new` leaves to its user: it writes the project but does not install its packages
 * (facts/CLI-FACTS.md §4), so the next command is theirs to run in the project's folder.
 */
export function installAfterNew(projectName: string): string {
  return `cd ${projectName} && npm install`;
}
