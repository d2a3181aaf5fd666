import { cliCommand } from "./commands";
import { CLI_BINARY } from "./package";

/**
 * `architech new <genome-file>`, the one way the site writes the command that generates a project,
 * from the CLI table: state B's `new` takes the path of a `.genome.ts` file and nothing else (no
 * `--genome`, no project name: the folder is the genome's `project.name`).
 */
export function newCommand({ genome }: { genome: string }): string {
  return [CLI_BINARY, cliCommand("new").name, genome].join(" ");
}

/**
 * What `new` leaves to its user: it writes the project and adds the modules' packages to its
 * package.json without installing them, then prints `cd ./<name>`, `npm install`, `npm run dev`
 * (facts/cli-runs/state-b-saas-starter.out.txt). The recorded saas-starter project installs only
 * with `--legacy-peer-deps` (facts/CLI-FACTS.md §8).
 */
export function installAfterNew(projectName: string, { legacyPeerDeps = false }: { legacyPeerDeps?: boolean } = {}): string {
  return `cd ${projectName} && npm install${legacyPeerDeps ? " --legacy-peer-deps" : ""}`;
}
