import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { availableCliCommands, cliCommand, cliCommands, type CliCommand } from "./commands";
import { flagUsage } from "./usage";
import { recordedCommandsTranscript } from "@/test/cli-facts";
import { cliHelpFlag } from "@/test/command-check";

const table: readonly CliCommand[] = cliCommands;
const runs = (file: string) => readFileSync(new URL(`../../../facts/cli-runs/${file}`, import.meta.url), "utf8");
const commandsTxt = recordedCommandsTranscript();
const checksTxt = runs("state-b-checks.out.txt");

/** One run's output in a record: the text between `=== architech <args>` and its `[exit N]`. */
function runOutput(record: string, args: string): { output: string; exit: number } {
  const start = record.indexOf(`=== architech ${args}\n`);
  if (start === -1) throw new Error(`No run of architech ${args}`);
  const body = record.slice(start + `=== architech ${args}\n`.length);
  const end = /^\[exit (\d+)\]$/m.exec(body)!;
  return { output: body.slice(0, end.index), exit: Number(end[1]) };
}

/** The options part of a command's --help, flattened: each option line with its wrapped description joined. */
function helpOptions(help: string): string {
  return help.slice(help.indexOf("Options:")).replace(/\n\s{20,}/g, " ");
}

describe("the CLI table", () => {
  it("holds state B's commands, in the order its --help lists them, and no other", () => {
    expect(table.map((command) => [command.name, command.availability])).toEqual([
      ["new", "available"],
      ["add", "not-implemented"],
      ["scale", "not-implemented"],
      ["list-genomes", "available"],
      ["marketplace", "disabled"],
    ]);
    const listed = [...runOutput(commandsTxt, "--help").output.matchAll(/^ {2}([a-z|-]+) /gm)].map((match) => match[1]);
    expect(listed).toEqual(table.map((command) => (command.alias ? `${command.name}|${command.alias}` : command.name)));
    expect(new Set(table.map((command) => command.key)).size).toBe(table.length);
    expect(availableCliCommands().map((command) => command.name)).toEqual(["new", "list-genomes"]);
    for (const command of table) expect(command.source, command.name).toBe("R3");
  });

  it("has each command's flags, values and defaults as its --help prints them", () => {
    for (const command of table) {
      const options = helpOptions(runOutput(commandsTxt, `${command.name} --help`).output);
      for (const flag of command.flags) {
        expect(options, `${command.name} ${flag.long}`).toContain(flagUsage(flag));
        if (flag.default === undefined) continue;
        const printed = typeof flag.default === "string" && flag.default !== "current directory" ? `"${flag.default}"` : String(flag.default);
        const line = options.split("\n").find((candidate) => candidate.trimStart().startsWith(flagUsage(flag)))!;
        expect(line, `${command.name} ${flag.long}`).toContain(`(default: ${printed})`);
      }
      const count = [...options.matchAll(/^ {2}-/gm)].length;
      // Every option the help lists, --help aside, is in the table.
      expect(count, command.name).toBe(command.flags.length + 1);
    }
  });

  it("has the marketplace's subcommands with their own flags, as each one's --help prints them", () => {
    const marketplace = cliCommand("marketplace");
    for (const subcommand of marketplace.subcommands) {
      const options = helpOptions(runOutput(checksTxt, `mp ${subcommand.name} --help`).output);
      for (const flag of subcommand.flags) expect(options, `${subcommand.name} ${flag.long}`).toContain(flagUsage(flag));
      expect([...options.matchAll(/^ {2}-/gm)].length, subcommand.name).toBe(subcommand.flags.length + 1);
    }
  });

  it("says what each command does at state B, as a run shows it", () => {
    expect(runOutput(checksTxt, "add auth/better-auth").output).toContain("V2 feature addition not yet implemented");
    expect(runOutput(commandsTxt, "scale").output).toContain("This is a V2 feature - not yet implemented");
    for (const run of ["marketplace search auth", "marketplace featured"]) expect(runOutput(commandsTxt, run).output).toContain("Marketplace functionality is temporarily disabled");
    for (const run of ["marketplace categories", "mp install auth/better-auth", "mp publish ./x"]) expect(runOutput(checksTxt, run).output).toContain("Marketplace functionality is temporarily disabled");
    expect(runOutput(checksTxt, "list-genomes").output).toContain("🟢 hello");
    expect(runOutput(checksTxt, "new dry.genome.ts --dry-run").exit).toBe(0);
  });

  it("keeps every flag's short and long name unique within its command, --help included", () => {
    for (const command of table) {
      for (const flags of [command.flags, ...command.subcommands.map((subcommand) => subcommand.flags)]) {
        const names = [...flags, cliHelpFlag].flatMap((flag) => [flag.long, flag.short].filter(Boolean));
        expect(new Set(names).size, command.name).toBe(names.length);
        for (const flag of flags) if (typeof flag.default === "string" && flag.choices) expect(flag.choices).toContain(flag.default);
      }
    }
  });
});
