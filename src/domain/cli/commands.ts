/**
 * The CLI's commands, one record each, as the site documents them: state B (cli@0ff82950,
 * 2025-10-02, source R3 in facts/CLI-FACTS.md §8), pasted from its own `architech --help` and each
 * command's `--help` (facts/cli-runs.json's commands and facts/cli-runs/state-b-checks.out.txt), in the
 * order its help lists them. Every page, Markdown twin and test that shows a command reads it from
 * here; the words for users are in the "CliCommands" messages. A default is written only where the
 * help prints one. Commands of later states (`analyze`, `config`) are on the docs' Versions page,
 * not here; names the site once gave commands the CLI never had (`generate`, `enhance`, `update
 * --check`, `create-module`) are nowhere: typed, they print the banner and exit 0.
 */

/** Where a record comes from: R3, state B run (facts/CLI-FACTS.md §8). */
export type CliSource = "R3";

/**
 * What a command does when run at state B. Available: it does its work. Not implemented: it
 * prints that it is a V2 feature not yet implemented (`add`, `scale`). Disabled: it prints that
 * the marketplace is temporarily disabled (`marketplace`).
 */
export type CliAvailability = "available" | "not-implemented" | "disabled";
export const cliAvailabilities = ["available", "not-implemented", "disabled"] as const satisfies readonly CliAvailability[];

export interface CliArgument {
  /** As the help names it: `genome-file`, `featureId`. */
  name: string;
  required: boolean;
}

export interface CliFlag {
  /** `--dry-run`. */
  long: string;
  /** `-d`, when the flag has one. */
  short?: string;
  /** The value it takes, by the name the help shows (`<path>`); absent for a switch. */
  value?: string;
  /** What the help prints as its default: `(default: false)`, `(default: "pnpm-workspaces")`, `(default: current directory)`. */
  default?: string | boolean;
  /** The values the help lists in its description (`(lerna, nx, rush, pnpm-workspaces)`). */
  choices?: readonly string[];
}

export interface CliSubcommand {
  name: string;
  arguments: readonly CliArgument[];
  flags: readonly CliFlag[];
}

export interface CliCommand {
  /** Its key in the messages ("CliCommands.summaries.<key>") and in a docs page's frontmatter. */
  key: string;
  /** The word typed after the binary: `new`, `list-genomes`. */
  name: string;
  /** Another name the help gives it (`marketplace|mp`). */
  alias?: string;
  availability: CliAvailability;
  source: CliSource;
  arguments: readonly CliArgument[];
  flags: readonly CliFlag[];
  subcommands: readonly CliSubcommand[];
  /** Files it writes, relative to where it runs; empty when it writes none. */
  writes: readonly string[];
}

const dryRun: CliFlag = { long: "--dry-run", short: "-d", default: false };
const verbose: CliFlag = { long: "--verbose", short: "-v", default: false };
const category: CliFlag = { long: "--category", short: "-c", value: "category" };

export const cliCommands = [
  {
    key: "new",
    name: "new",
    availability: "available",
    source: "R3",
    arguments: [{ name: "genome-file", required: true }],
    flags: [dryRun, verbose, { long: "--quiet", short: "-q", default: false }],
    subcommands: [],
    // The genome's project path, which defaults to ./<project name>.
    writes: ["./<project-name>/"],
  },
  {
    key: "add",
    name: "add",
    availability: "not-implemented",
    source: "R3",
    arguments: [{ name: "feature", required: true }],
    flags: [{ long: "--path", short: "-p", value: "path", default: "current directory" }, { long: "--dry-run" }, { long: "--force" }],
    subcommands: [],
    writes: [],
  },
  {
    key: "scale",
    name: "scale",
    availability: "not-implemented",
    source: "R3",
    arguments: [],
    flags: [
      { long: "--path", short: "-p", value: "path", default: "." },
      { long: "--strategy", short: "-s", value: "strategy", default: "pnpm-workspaces", choices: ["lerna", "nx", "rush", "pnpm-workspaces"] },
      { long: "--apps", short: "-a", value: "apps" },
      { long: "--libs", short: "-l", value: "libs" },
      { long: "--dry-run", default: false },
      { long: "--verbose", default: false },
    ],
    subcommands: [],
    writes: [],
  },
  {
    key: "listGenomes",
    name: "list-genomes",
    availability: "available",
    source: "R3",
    arguments: [],
    flags: [
      category,
      { long: "--complexity", short: "-l", value: "complexity", choices: ["simple", "intermediate", "advanced"] },
      { long: "--search", short: "-s", value: "query" },
      verbose,
    ],
    subcommands: [],
    writes: [],
  },
  {
    key: "marketplace",
    name: "marketplace",
    alias: "mp",
    availability: "disabled",
    source: "R3",
    arguments: [],
    flags: [],
    subcommands: [
      { name: "search", arguments: [{ name: "query", required: true }], flags: [category, { long: "--limit", value: "number", default: "10" }] },
      { name: "featured", arguments: [], flags: [] },
      { name: "categories", arguments: [], flags: [] },
      { name: "install", arguments: [{ name: "featureId", required: true }], flags: [{ long: "--version", short: "-v", value: "version" }, { long: "--force" }] },
      { name: "publish", arguments: [{ name: "featurePath", required: true }], flags: [{ long: "--public" }, category, { long: "--tags", short: "-t", value: "tags" }] },
    ],
    writes: [],
  },
] as const satisfies readonly CliCommand[];

export type CliCommandKey = (typeof cliCommands)[number]["key"];

export function cliCommand(key: CliCommandKey): CliCommand {
  const found = (cliCommands as readonly CliCommand[]).find((command) => command.key === key);
  if (!found) throw new Error(`No CLI command ${key}`);
  return found;
}

/** The commands that do their work at state B, in the help's order. */
export function availableCliCommands(): CliCommand[] {
  return (cliCommands as readonly CliCommand[]).filter((command) => command.availability === "available");
}
