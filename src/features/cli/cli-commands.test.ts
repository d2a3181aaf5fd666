import { describe, expect, it } from "vitest";
import { cliCommandProblems } from "@/test/command-check";
import { cliStepKeys } from "./cli-page-lists";
import { availableCommandList, cliReference, cliStepCommand } from "./cli-commands";

describe("the CLI page's commands", () => {
  it("are state B's five, in its help's order, each with its availability, and none the CLI never had", () => {
    const reference = cliReference();
    expect(reference.map((entry) => [entry.name, entry.availability])).toEqual([
      ["new", "available"],
      ["add", "not-implemented"],
      ["scale", "not-implemented"],
      ["list-genomes", "available"],
      ["marketplace|mp", "disabled"],
    ]);
    for (const name of ["generate", "enhance", "update --check", "create-module", "analyze", "config"]) expect(reference.map((entry) => entry.name)).not.toContain(name);
    expect(availableCommandList("en")).toBe("new and list-genomes");
  });

  it("give each command its usage line, options and subcommands as its help prints them, and every usage passes the CLI table", () => {
    for (const entry of cliReference()) expect(cliCommandProblems(entry.usage), entry.name).toEqual([]);
    const [newEntry, , , , marketplace] = cliReference();
    expect(newEntry).toMatchObject({ usage: "architech new [options] <genome-file>", options: ["-d, --dry-run", "-v, --verbose", "-q, --quiet"], subcommands: [] });
    expect(marketplace?.subcommands).toEqual(["search [options] <query>", "featured", "categories", "install [options] <featureId>", "publish [options] <featurePath>"]);
  });

  it("walk through steps whose commands all run at state B: a dry run, the run, and the install the recorded project needed", () => {
    expect(cliStepKeys.map(cliStepCommand)).toEqual([
      "architech new saas-starter.genome.ts --dry-run",
      "architech new saas-starter.genome.ts",
      "cd saas-starter && npm install --legacy-peer-deps",
    ]);
    for (const key of cliStepKeys.slice(0, 2)) expect(cliCommandProblems(cliStepCommand(key), { working: true })).toEqual([]);
  });
});
