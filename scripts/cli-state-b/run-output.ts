import { stripVTControlCharacters } from "node:util";
import { catalogModuleId } from "../../src/domain/genome/genome-code";

/**
 * What one `architech new` run printed, read the way a person reads it: which modules the CLI
 * reports as executed, and the first error it printed. The lines come from state B's logger
 * (facts/cli-runs/state-b-saas-starter.out.txt is a whole run).
 */

// "[2026-11-28T17:09:49.317Z] ℹ️  INFO: " and "… ERROR [trace=… op=…]: " prefixes.
const LOG_PREFIX = /^\[[0-9T:.\-Z]+\]\s+(?:\S+\s+)?[A-Z]+(?: \[[^\]]*\])?:\s*/u;
const MODULE_EXECUTED = /✅ Module (\S+) executed successfully/u;
const ERROR_LINE = /^(?:❌|💥|error:|Error:|npm error )/u;

export function plainLines(output: string): string[] {
  return stripVTControlCharacters(output).split(/\r?\n/).map((line) => line.replace(LOG_PREFIX, "").trimEnd());
}

/** The modules the run reports as executed, in order, by catalogue id. */
export function appliedModules(output: string): string[] {
  const applied: string[] = [];
  for (const line of plainLines(output)) {
    const match = MODULE_EXECUTED.exec(line);
    if (match && !applied.includes(catalogModuleId(match[1]!))) applied.push(catalogModuleId(match[1]!));
  }
  return applied;
}

/**
 * The first error line, without its timestamp: the CLI's "❌ …" lines, commander's "error: …", a
 * thrown "Error: …", npm's "npm error …". Lines that only say a run failed ("❌ Project creation
 * failed:") are skipped for the line that says why, when one follows.
 */
export function firstError(output: string): string | null {
  const lines = plainLines(output).map((line) => line.trim()).filter((line) => ERROR_LINE.test(line));
  const telling = lines.find((line) => !/:\s*$/.test(line));
  return telling ?? lines[0] ?? null;
}

/** The module the CLI was executing when it stopped: the last one it started and did not report as executed. */
export function failedModule(output: string): string | null {
  const applied = new Set(appliedModules(output));
  const started = plainLines(output).flatMap((line) => {
    const match = /🔧 Executing module: (\S+)/u.exec(line);
    return match ? [catalogModuleId(match[1]!)] : [];
  });
  return started.reverse().find((id) => !applied.has(id)) ?? null;
}
