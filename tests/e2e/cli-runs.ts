import runsJson from "../../facts/cli-runs.json" with { type: "json" };
import type { CliRunRecord, CliRunsFile } from "../../src/domain/cli/cli-runs";

/** What running the CLI at state B showed (facts/cli-runs.json): the tests read it rather than repeat its figures. */
export const cliRuns = runsJson as unknown as CliRunsFile;

const FRAMEWORK = "framework/nextjs";

/** A file as a path from the project's root. */
const projectPath = (file: string) => file.replace(/^\.\//, "");

/** What a template's recorded run wrote: its own run when it exits 0, else its nearest variant's when that does. */
export function madeRun(id: string): CliRunRecord | null {
  const run = cliRuns.templates[id];
  if (!run) return null;
  if (run.exitCode === 0) return run;
  return run.variant && run.variant.exitCode === 0 ? run.variant : null;
}

/** The files of a template's run that the framework's own run does not write. */
export function addedFiles(id: string): string[] {
  const framework = new Set((cliRuns.modules[FRAMEWORK]?.files ?? []).map(projectPath));
  return (madeRun(id)?.files ?? []).map(projectPath).filter((file) => !framework.has(file));
}

/** The first catalogue module, other than the framework, whose own run exits 0 and applies it. */
export function generatingModule(): string {
  const found = Object.entries(cliRuns.modules).find(([id, run]) => id !== FRAMEWORK && run.exitCode === 0 && run.applied.map((applied) => applied.replace(/^integrations\//, "")).includes(id));
  if (!found) throw new Error("facts/cli-runs.json records no module that generates");
  return found[0];
}
