import { readFileSync } from "node:fs";
import { recordedCommandsTranscript } from "@/test/cli-facts";
import { describe, expect, it } from "vitest";
import { cliCommand, cliCommands } from "./commands";
import { cliCommandProblems } from "@/test/command-check";
import { commandUsage, subcommandFullUsage, subcommandUsage } from "./usage";

const record = [recordedCommandsTranscript(), readFileSync(new URL("../../../facts/cli-runs/state-b-checks.out.txt", import.meta.url), "utf8")].join("\n");

describe("usage lines", () => {
  it("are the ones each command's --help prints", () => {
    expect(cliCommands.map(commandUsage)).toEqual([
      "architech new [options] <genome-file>",
      "architech add [options] <feature>",
      "architech scale [options]",
      "architech list-genomes [options]",
      "architech marketplace|mp [options] [command]",
    ]);
    for (const command of cliCommands) expect(record, command.name).toContain(`Usage: ${commandUsage(command)}\n`);
    const marketplace = cliCommand("marketplace");
    expect(marketplace.subcommands.map(subcommandUsage)).toEqual(["search [options] <query>", "featured", "categories", "install [options] <featureId>", "publish [options] <featurePath>"]);
    for (const subcommand of marketplace.subcommands) {
      expect(record, subcommand.name).toContain(`  ${subcommandUsage(subcommand)} `);
      expect(record, subcommand.name).toContain(`Usage: ${subcommandFullUsage(marketplace, subcommand)}\n`);
    }
  });

  it("are runs the checker accepts", () => {
    for (const command of cliCommands) expect(cliCommandProblems(commandUsage(command)), command.name).toEqual([]);
    const marketplace = cliCommand("marketplace");
    for (const subcommand of marketplace.subcommands) expect(cliCommandProblems(subcommandFullUsage(marketplace, subcommand)), subcommand.name).toEqual([]);
  });
});
