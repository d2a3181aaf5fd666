import runsJson from "../../../facts/cli-runs.json" with { type: "json" };
import { isModuleId, moduleById, type GenomeId, type ModuleId } from "@/domain/catalog/catalog";
import { catalogModuleId } from "@/domain/genome/genome-code";
import type { CliModuleRun, CliRunRecord, CliRunsFile, CliTemplateRun } from "./cli-runs";

/**
 * What the recorded runs of state B showed (facts/cli-runs.json, written by `npm run check:cli`),
 * read for the pages: whether a module generates, what a template's run wrote. Build-time code: the
 * islands get the few facts they show as props, never this file.
 */
const runs = runsJson as unknown as CliRunsFile;

/** The day of the runs and the commits they ran, for "recorded on … with cli@…". */
export interface RunStamp {
  recordedOn: string;
  cli: { commit: string; date: string };
  marketplace: { commit: string; date: string };
  types: { commit: string; date: string };
}

/** A run, its module ids in the catalogue's spelling and its files as project paths. */
export interface RunSummary {
  /** Exit 0: the CLI said the project was created. */
  exitCode: number;
  /** The CLI's first error, exactly as it printed it; null when the run exited 0. */
  firstError: string | null;
  /** The genome's modules, in the file's order. */
  modules: ModuleId[];
  /** The modules the CLI reported as executed, in order. */
  applied: ModuleId[];
  /** The genome's modules the CLI did not report as executed. */
  notApplied: ModuleId[];
  /** Every file in the project folder after the run, sorted. */
  files: string[];
  seconds: number;
}

export type ModuleOutcome =
  /** Its minimal genome exits 0 and the CLI reports the module executed. */
  | "generates"
  /** Its minimal genome exits with an error. */
  | "fails"
  /** Its minimal genome exits 0, but the CLI never reports the module executed. */
  | "not-applied"
  /** The file holds no run of it. */
  | "not-run";

export interface ModuleRunResult {
  id: ModuleId;
  outcome: ModuleOutcome;
  /** Its minimal genome's run (the framework, the module, what it depends on); null when not run. */
  run: RunSummary | null;
  /** The CLI reported the module itself as executed (in a run that failed, before another module stopped it). */
  appliedItself: boolean;
  /**
   * What the module itself wrote: the files its run added or changed compared with the framework's
   * own run; for the framework, every file of its run (create-next-app's project). In a run that
   * failed, only when the module itself was applied first; otherwise empty.
   */
  files: string[];
  /** The other modules of its minimal genome whose own run fails: shadcn/ui for its integrators. */
  failingDependencies: ModuleId[];
}

export type TemplateOutcome = "generates" | "fails" | "not-run";

export interface TemplateRunResult {
  id: GenomeId;
  outcome: TemplateOutcome;
  /** The template's genome as the site writes it; null when not run. */
  run: RunSummary | null;
  /** When the template fails: the nearest variant that exits 0, with the modules it leaves out. */
  variant: (RunSummary & { omitted: ModuleId[] }) | null;
  /** What a run of it wrote: its own run when it exits 0, else its variant's; null when neither did. */
  made: RunSummary | null;
}

/** A file as a path from the project's root (`./src/app` → `src/app`). */
function projectPath(file: string): string {
  return file.replace(/^\.\//, "");
}

function catalogueIds(ids: readonly string[]): ModuleId[] {
  return ids.map(catalogModuleId).filter(isModuleId);
}

/** A record of the file, in the catalogue's ids and project paths. */
export function summarizeRun(record: CliRunRecord): RunSummary {
  const modules = catalogueIds(record.modules);
  const applied = catalogueIds(record.applied);
  const done = new Set(applied);
  return {
    exitCode: record.exitCode,
    firstError: record.exitCode === 0 ? null : record.firstError,
    modules,
    applied,
    notApplied: modules.filter((id) => !done.has(id)),
    files: record.files.map(projectPath).sort(),
    seconds: record.seconds,
  };
}

function isFramework(id: ModuleId): boolean {
  const module = moduleById(id);
  return module.category === "adapter" && module.group === "framework";
}

function outcomeOf(id: ModuleId, run: RunSummary): ModuleOutcome {
  if (run.exitCode !== 0) return "fails";
  return run.applied.includes(id) ? "generates" : "not-applied";
}

/** A module's result from a file's records (exported for tests; pages call moduleRunResult). */
export function moduleResultFrom(file: Pick<CliRunsFile, "modules">, id: ModuleId): ModuleRunResult {
  const record: CliModuleRun | undefined = file.modules[id];
  if (!record) return { id, outcome: "not-run", run: null, appliedItself: false, files: [], failingDependencies: [] };
  const run = summarizeRun(record);
  const outcome = outcomeOf(id, run);
  const appliedItself = run.applied.includes(id);
  const wrote = outcome === "generates" || (outcome === "fails" && appliedItself);
  const files = !wrote ? [] : isFramework(id) ? run.files : record.moduleFiles.map(projectPath).sort();
  const failingDependencies = run.modules.filter((other) => {
    if (other === id) return false;
    const own = file.modules[other];
    return own !== undefined && own.exitCode !== 0;
  });
  return { id, outcome, run, appliedItself, files, failingDependencies };
}

/** A template's result from a file's records (exported for tests; pages call templateRunResult). */
export function templateResultFrom(file: Pick<CliRunsFile, "templates">, id: GenomeId): TemplateRunResult {
  const record: CliTemplateRun | undefined = file.templates[id];
  if (!record) return { id, outcome: "not-run", run: null, variant: null, made: null };
  const run = summarizeRun(record);
  const variant = record.variant && run.exitCode !== 0 ? { ...summarizeRun(record.variant), omitted: catalogueIds(record.variant.omitted) } : null;
  const made = run.exitCode === 0 ? run : variant && variant.exitCode === 0 ? variant : null;
  return { id, outcome: run.exitCode === 0 ? "generates" : "fails", run, variant, made };
}

export function runStamp(): RunStamp {
  return { recordedOn: runs.recordedOn, cli: runs.state.cli, marketplace: runs.state.marketplace, types: runs.state.types };
}

const moduleResults = new Map<ModuleId, ModuleRunResult>();
const templateResults = new Map<GenomeId, TemplateRunResult>();

/** Whether the module generates at state B, and what its run wrote. */
export function moduleRunResult(id: ModuleId): ModuleRunResult {
  let result = moduleResults.get(id);
  if (!result) {
    result = moduleResultFrom(runs, id);
    moduleResults.set(id, result);
  }
  return result;
}

/** Whether the template generates at state B, and what its run (or its nearest working variant) wrote. */
export function templateRunResult(id: GenomeId): TemplateRunResult {
  let result = templateResults.get(id);
  if (!result) {
    result = templateResultFrom(runs, id);
    templateResults.set(id, result);
  }
  return result;
}

/** A run's day as a reader writes it, on one line: "November 28, 2026", "28 novembre 2026". */
export function runDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`)).replace(/ /g, "\u00a0");
}

/** A commit as the facts write it: its first 7 characters. */
export function shortCommit(commit: string): string {
  return commit.slice(0, 7);
}
