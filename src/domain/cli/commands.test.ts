import { describe, expect, it } from "vitest";
import { availableCliCommands, cliCommand, cliCommands, cliGlobalFlags, isExisting, type CliCommand } from "./commands";
import { flagUsage } from "./usage";

const table: readonly CliCommand[] = cliCommands;

describe("the CLI table", () => {
  it("holds the documented state's commands and the ones the site named before the CLI had them", () => {
    expect(table.map((command) => [command.name, command.availability])).toEqual([
      ["new", "available"],
      ["list-genomes", "available"],
      ["analyze", "available"],
      ["config", "available"],
      ["add", "in-development"],
      ["generate", "planned"],
      ["enhance", "planned"],
      ["update --check", "planned"],
      ["create-module", "planned"],
    ]);
    expect(new Set(table.map((command) => command.key)).size).toBe(table.length);
    expect(availableCliCommands().map((command) => command.name)).toEqual(["new", "list-genomes", "analyze", "config"]);
  });

  it("takes what exists from the CLI at cli@a18a9789 (C6) and names where each planned command was named", () => {
    for (const command of table) expect(command.source, command.name).toBe(isExisting(command) ? "C6" : "L2");
  });

  it("gives `new` its project name, its genome by name or path, and its switches off by default (facts/CLI-FACTS.md §1)", () => {
    const command = cliCommand("new");
    if (!isExisting(command)) throw new Error("new must exist");
    expect(command.arguments).toEqual([{ name: "project-name", required: false }]);
    expect(command.flags.map(flagUsage)).toEqual(["-g, --genome <name-or-path>", "-l, --list", "-d, --dry-run", "-v, --verbose", "-q, --quiet"]);
    expect(command.flags.filter((flag) => flag.value === undefined).every((flag) => flag.default === false)).toBe(true);
    expect(command.writes).toEqual(["./<project-name>/"]);
  });

  it("records `add` as the stub it is: it writes nothing and exits with 1", () => {
    const command = cliCommand("add");
    expect(command).toMatchObject({ availability: "in-development", writes: [], exitCode: 1 });
  });

  it("states nothing of a planned command but its name", () => {
    for (const command of table.filter((candidate) => !isExisting(candidate))) {
      expect(Object.keys(command).sort()).toEqual(["availability", "key", "name", "source"]);
    }
  });

  it("keeps every flag's short and long name unique within its command", () => {
    for (const command of table.filter(isExisting)) {
      for (const flags of [command.flags, ...command.subcommands.map((subcommand) => subcommand.flags)]) {
        const names = [...flags, ...cliGlobalFlags].flatMap((flag) => [flag.long, flag.short].filter(Boolean));
        expect(new Set(names).size, command.name).toBe(names.length);
        for (const flag of flags) if (flag.default !== undefined && flag.choices && typeof flag.default === "string") expect(flag.choices).toContain(flag.default);
      }
    }
  });
});
