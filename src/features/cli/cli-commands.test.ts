import { describe, expect, it } from "vitest";
import { getGenome, getModule } from "@/domain/catalog/catalog";
import { cliCommands, EXAMPLE_GENOME_ID } from "./cli-commands";

describe("CLI command reference", () => {
  it("documents the six commands the site names, in order", () => {
    expect(cliCommands.map((entry) => entry.command)).toEqual(["generate", "new", "add", "enhance", "update --check", "create-module"]);
  });

  it("uses examples that run the documented command on real catalogue ids", () => {
    for (const entry of cliCommands) expect(entry.example.startsWith(`architech ${entry.command}`), entry.example).toBe(true);
    const genome = getGenome(EXAMPLE_GENOME_ID);
    expect(genome).toBeDefined();
    const added = cliCommands.find((entry) => entry.key === "add")?.example.split(" ").at(-1) ?? "";
    expect(getModule(added)?.category).toBe("adapter");
    expect(genome?.modules).not.toContain(added);
    const enhanced = cliCommands.find((entry) => entry.key === "enhance")?.example.split(" ").at(-1) ?? "";
    expect(getModule(enhanced)?.category).toBe("integrator");
  });
});
