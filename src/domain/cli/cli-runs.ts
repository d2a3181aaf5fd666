/**
 * What running the CLI showed: the shape of facts/cli-runs.json, written by `npm run check:cli`
 * (scripts/check-cli.ts) from a local build of state B (facts/CLI-FACTS.md §8, source R3). Every
 * "what it makes" the site shows, and whether a module generates, is read from these records.
 */

/** One `architech new <genome-file>` run of a genome the site writes. */
export interface CliRunRecord {
  /** The genome's module ids, in the file's order (the framework first). */
  modules: string[];
  exitCode: number;
  /** The first error the CLI printed, as it printed it; null when the run exited 0. */
  firstError: string | null;
  /** The modules the CLI reported as executed ("✅ Module <id> executed successfully"), in order. */
  applied: string[];
  /** Every file in the project folder after the run, relative and sorted, without node_modules and .git. */
  files: string[];
  /** Seconds from start to exit, wall clock. */
  seconds: number;
}

/**
 * A module's run: the framework, the module and what it depends on. At state B the planner drops a
 * batch that mixes the framework and adapters without an integrator (its `enforceHierarchicalOrder`),
 * so such a genome exits 0 having applied nothing; for an adapter whose minimal genome did that, the
 * record is the run with the integrators that wire it to the framework added, and `alone` says what
 * the minimal genome did.
 */
export interface CliModuleRun extends CliRunRecord {
  alone?: { modules: string[]; exitCode: number; applied: string[]; files: number };
  /**
   * The files this module added or changed compared with the framework's own run (framework/nextjs
   * alone): what the module itself writes. Empty for the framework.
   */
  moduleFiles: string[];
}

/** A template's run, and, where it fails, the run of its nearest variant that exits 0. */
export interface CliTemplateRun extends CliRunRecord {
  variant: (CliRunRecord & { omitted: string[] }) | null;
}

/** A command's output, for the docs that quote it. */
export interface CliCommandRun {
  argv: string[];
  /** The genome file the command was given, written beside it, when it takes one. */
  genome?: { name: string; text: string };
  exitCode: number;
  output: string;
}

export interface CliRunsFile {
  /** The day of the run, `YYYY-MM-DD`. */
  recordedOn: string;
  state: {
    cli: { commit: string; date: string };
    marketplace: { commit: string; date: string };
    types: { commit: string; date: string };
  };
  environment: { node: string; tsx: string };
  commands: CliCommandRun[];
  /** By catalogue module id: every module of src/domain/catalog/catalog.json. */
  modules: Record<string, CliModuleRun>;
  /** By template id. */
  templates: Record<string, CliTemplateRun>;
}
