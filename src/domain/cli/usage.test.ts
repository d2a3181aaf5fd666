import { describe, expect, it } from "vitest";
import { availableCliCommands, cliCommand, isExisting } from "./commands";
import { cliCommandProblems } from "./command-check";
import { commandUsage, subcommandUsage } from "./usage";

describe("usage lines", () => {
  it("write each available command the way it is meant to be typed", () => {
    expect(availableCliCommands().map(commandUsage)).toEqual([
      "architech new [project-name] --genome <name-or-path> [options]",
      "architech list-genomes [options]",
      "architech analyze <repo-url> [options]",
      "architech config <subcommand>",
    ]);
    const config = cliCommand("config");
    if (!isExisting(config)) throw new Error("config must exist");
    expect(config.subcommands.map(subcommandUsage)).toEqual([
      "init [--global]",
      "show",
      "set <key> <value> [--global]",
      "add-source --name <name> --type <type> --path <path> [--priority <priority>] [--global]",
    ]);
  });

  it("are runs the checker accepts", () => {
    for (const command of availableCliCommands()) expect(cliCommandProblems(commandUsage(command)), command.name).toEqual([]);
  });
});
