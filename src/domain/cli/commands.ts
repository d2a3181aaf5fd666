/**
 * The CLI's commands, one record each, as the site documents them: the last state of the CLI's
 * first generation (cli@a18a9789, 2025-10-16, source C6 in facts/CLI-FACTS.md), plus the
 * commands the site has named that the CLI does not have yet. Every page, Markdown twin and test
 * that shows a command reads it from here; the words for users are in the "CliCommands" messages.
 * Only what the facts support is written: a flag's default where the CLI declares one, nothing
 * for a command that does not exist yet.
 */

/** A row of the facts file's Sources table: C2, C6 are CLI commits; L2 is the 10-16 landing site that named the planned ones. */
export type CliSource = "C2" | "C6" | "L2";

/** Available: works in the documented state. In development: there, but stops with an error. Planned: not in the CLI yet. */
export type CliAvailability = "available" | "in-development" | "planned";
export const cliAvailabilities = ["available", "in-development", "planned"] as const satisfies readonly CliAvailability[];

export interface CliArgument {
  name: string;
  required: boolean;
}

export interface CliFlag {
  /** `--genome`. */
  long: string;
  /** `-g`, when the flag has one. */
  short?: string;
  /** The value it takes, by the name the usage shows (`<name-or-path>`); absent for a switch. */
  value?: string;
  /** What the CLI uses when the flag is left out, where it declares one. */
  default?: string | boolean;
  choices?: readonly string[];
  /** The command needs it, as the facts write it without brackets (`add-source --name --type --path`). */
  required?: true;
  /** Written out in the command's usage line, as the way the command is meant to be run. */
  inUsage?: true;
}

export interface CliSubcommand {
  name: string;
  arguments: readonly CliArgument[];
  flags: readonly CliFlag[];
}

interface CliCommandBase {
  /** Its key in the messages ("CliCommands.summaries.<key>"). */
  key: string;
  /** The words typed after the binary: `new`, `list-genomes`, `update --check`. */
  name: string;
  source: CliSource;
}

export interface ExistingCliCommand extends CliCommandBase {
  availability: "available" | "in-development";
  arguments: readonly CliArgument[];
  flags: readonly CliFlag[];
  subcommands: readonly CliSubcommand[];
  /** Files it writes, relative to where it runs (`~` is the user's home); empty when it writes none. */
  writes: readonly string[];
  /** How it ends when it does its work: `add` always exits with 1 in this state. */
  exitCode: 0 | 1;
}

/** A command the site has named that the CLI does not have: nothing is known of its arguments, flags or output. */
export interface PlannedCliCommand extends CliCommandBase {
  availability: "planned";
}

export type CliCommand = ExistingCliCommand | PlannedCliCommand;

const verbose: CliFlag = { long: "--verbose", short: "-v", default: false };
const global: CliFlag = { long: "--global" };

export const cliCommands = [
  {
    key: "new",
    name: "new",
    availability: "available",
    source: "C6",
    arguments: [{ name: "project-name", required: false }],
    flags: [
      { long: "--genome", short: "-g", value: "name-or-path", inUsage: true },
      { long: "--list", short: "-l", default: false },
      { long: "--dry-run", short: "-d", default: false },
      verbose,
      { long: "--quiet", short: "-q", default: false },
    ],
    subcommands: [],
    // The genome's project path, which defaults to ./<project name>.
    writes: ["./<project-name>/"],
    exitCode: 0,
  },
  {
    key: "listGenomes",
    name: "list-genomes",
    availability: "available",
    source: "C6",
    arguments: [],
    flags: [
      { long: "--category", short: "-c", value: "category" },
      { long: "--complexity", short: "-l", value: "level", choices: ["simple", "intermediate", "advanced"] },
      { long: "--search", short: "-s", value: "query" },
      { long: "--verbose", short: "-v" },
    ],
    subcommands: [],
    writes: [],
    exitCode: 0,
  },
  {
    key: "analyze",
    name: "analyze",
    availability: "available",
    source: "C6",
    arguments: [{ name: "repo-url", required: true }],
    flags: [
      { long: "--output", short: "-o", value: "file" },
      { long: "--format", short: "-f", value: "format", default: "typescript", choices: ["json", "typescript"] },
      { long: "--temp-dir", short: "-t", value: "dir", default: "/tmp/architech-analyze" },
      { long: "--verbose", short: "-v" },
      { long: "--no-clone" },
    ],
    subcommands: [],
    // A genome file, only when --output names one.
    writes: ["<file>"],
    exitCode: 0,
  },
  {
    key: "config",
    name: "config",
    availability: "available",
    source: "C6",
    arguments: [],
    flags: [],
    subcommands: [
      { name: "init", arguments: [], flags: [global] },
      { name: "show", arguments: [], flags: [] },
      {
        name: "set",
        arguments: [
          { name: "key", required: true },
          { name: "value", required: true },
        ],
        flags: [global],
      },
      {
        name: "add-source",
        arguments: [],
        flags: [
          { long: "--name", value: "name", required: true },
          { long: "--type", value: "type", choices: ["local", "git", "npm", "url"], required: true },
          { long: "--path", value: "path", required: true },
          { long: "--priority", value: "priority", default: "10" },
          global,
        ],
      },
    ],
    // The project's file, or the user's with --global.
    writes: ["./architech.config.json", "~/.architechrc"],
    exitCode: 0,
  },
  {
    key: "add",
    name: "add",
    availability: "in-development",
    source: "C6",
    arguments: [{ name: "feature", required: true }],
    flags: [{ long: "--path", short: "-p", value: "path" }, { long: "--dry-run" }, { long: "--force" }],
    subcommands: [],
    // A stub in this state: it prints that adding is not implemented yet and changes nothing.
    writes: [],
    exitCode: 1,
  },
  { key: "generate", name: "generate", availability: "planned", source: "L2" },
  { key: "enhance", name: "enhance", availability: "planned", source: "L2" },
  { key: "updateCheck", name: "update --check", availability: "planned", source: "L2" },
  { key: "createModule", name: "create-module", availability: "planned", source: "L2" },
] as const satisfies readonly CliCommand[];

export type CliCommandKey = (typeof cliCommands)[number]["key"];

/** Options every command takes, from the CLI's program itself [C2]. `--version` prints 1.0.0 throughout the first generation. */
export const cliGlobalFlags: readonly CliFlag[] = [
  { long: "--version", short: "-V" },
  { long: "--help", short: "-h" },
];

export function cliCommand(key: CliCommandKey): CliCommand {
  const found = (cliCommands as readonly CliCommand[]).find((command) => command.key === key);
  if (!found) throw new Error(`No CLI command ${key}`);
  return found;
}

export function isExisting(command: CliCommand): command is ExistingCliCommand {
  return command.availability !== "planned";
}

/** The commands that do their work in the documented state, in the table's order. */
export function availableCliCommands(): ExistingCliCommand[] {
  return (cliCommands as readonly CliCommand[]).filter((command): command is ExistingCliCommand => command.availability === "available");
}
