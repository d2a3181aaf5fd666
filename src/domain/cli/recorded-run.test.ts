import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NEW_PHASES, newPhaseLine, type NewPhase } from "./new-phases";
import { RECORDED_RUN, RECORDED_RUN_LINES } from "./recorded-run";

const read = (file: string) => readFileSync(new URL(`../../../facts/${file}`, import.meta.url), "utf8");
const output = read("cli-runs/state-b-saas-starter.out.txt").split("\n").map((line) => line.trim());
const files = read("cli-runs/state-b-saas-starter.files.txt").split("\n").filter(Boolean);
const facts = read("CLI-FACTS.md");

describe("the recorded state-B run", () => {
  it("has the figures of its files: modules applied in order, files written, seconds and exit code", () => {
    const applied = output.flatMap((line) => /✅ Module (\S+) executed successfully$/.exec(line)?.[1] ?? []);
    expect(applied).toEqual(RECORDED_RUN.applied);
    expect(files).toHaveLength(RECORDED_RUN.files);
    expect(facts).toContain(`exit 0 in ${RECORDED_RUN.seconds} s`);
    expect(facts).toContain(`**${RECORDED_RUN.files} files in all**`);
    expect(facts).toContain(`${RECORDED_RUN.applied.length} modules applied`);
    const framework = output.slice(output.indexOf("[2/12] ✅ framework/nextjs")).find((line) => line.startsWith("✅ Completed in"));
    expect(Math.round(Number(/(\d+)ms/.exec(framework!)![1]) / 1000)).toBe(RECORDED_RUN.frameworkSeconds);
    expect(read("cli-runs/state-b-saas-starter.genome.ts")).toContain(`'name': '${RECORDED_RUN.genome}'`);
  });

  it("printed every line the site quotes from it, in that order", () => {
    let from = 0;
    for (const line of RECORDED_RUN_LINES) {
      const at = output.indexOf(line, from);
      expect(at, line).toBeGreaterThanOrEqual(from);
      from = at + 1;
    }
  });

  it("printed each of the six phase headings once", () => {
    for (const phase of Object.keys(NEW_PHASES) as NewPhase[]) expect(output.filter((line) => line === newPhaseLine(phase)), phase).toHaveLength(1);
  });
});
