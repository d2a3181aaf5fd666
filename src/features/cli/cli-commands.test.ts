import { describe, expect, it } from "vitest";
import { cliCommandProblems } from "@/domain/cli/command-check";
import { cliStepKeys } from "./cli-page-lists";
import { cliReference, cliStepCommand } from "./cli-commands";

describe("the CLI page's commands", () => {
  it("name the six commands the site has always named, with the CLI's other commands, each with its availability", () => {
    const reference = cliReference();
    for (const name of ["generate", "new", "add", "enhance", "update --check", "create-module"]) expect(reference.map((entry) => entry.name)).toContain(name);
    expect(Object.fromEntries(reference.map((entry) => [entry.name, entry.availability]))).toMatchObject({
      new: "available",
      add: "in-development",
      generate: "planned",
      enhance: "planned",
      "update --check": "planned",
      "create-module": "planned",
    });
  });

  it("offer a usage, options and subcommands only for commands that work, and every usage passes the CLI table", () => {
    for (const entry of cliReference()) {
      if (entry.availability === "available") expect(cliCommandProblems(entry.usage ?? ""), entry.name).toEqual([]);
      else expect([entry.usage, entry.options, entry.subcommands], entry.name).toEqual([null, [], []]);
    }
  });

  it("walk through steps whose commands all run today", () => {
    expect(cliStepKeys.map(cliStepCommand)).toEqual(["architech list-genomes", "architech new --genome saas-starter.genome.ts", "cd saas-starter && npm install"]);
    for (const key of cliStepKeys.slice(0, 2)) expect(cliCommandProblems(cliStepCommand(key))).toEqual([]);
  });
});
