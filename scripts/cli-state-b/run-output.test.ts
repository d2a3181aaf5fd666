import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogModuleId } from "../../src/domain/genome/genome-code";
import { appliedModules, firstError } from "./run-output";

const recorded = readFileSync("facts/cli-runs/state-b-saas-starter.out.txt", "utf8");

describe("reading a state-B run", () => {
  it("lists the twelve modules the recorded saas-starter run applied, by catalogue id", () => {
    const applied = appliedModules(recorded);
    expect(applied).toHaveLength(12);
    expect(applied[0]).toBe("framework/nextjs");
    expect(applied).toContain("vitest-zustand-integration");
  });

  it("finds no error in a run that exited 0", () => {
    expect(firstError(recorded)).toBeNull();
  });

  it("takes the line that says why over the one that says a run failed", () => {
    const output = [
      "[2026-11-28T20:44:24.572Z] ERROR [trace=c op=orchestrator_execution duration=10ms]: Failed execution trace: orchestrator_execution",
      "Error: First module must be a framework module, but found: auth",
      "❌ Project creation failed:",
      "❌   - First module must be a framework module, but found: auth",
    ].join("\n");
    expect(firstError(output)).toBe("Error: First module must be a framework module, but found: auth");
  });

  it("keeps commander's own errors", () => {
    expect(firstError("error: unknown option '--src-dir'\n")).toBe("error: unknown option '--src-dir'");
  });

  it("maps integrator ids back to the catalogue's", () => {
    expect(catalogModuleId("integrations/drizzle-nextjs-integration")).toBe("drizzle-nextjs-integration");
    expect(catalogModuleId("database/drizzle")).toBe("database/drizzle");
  });
});
