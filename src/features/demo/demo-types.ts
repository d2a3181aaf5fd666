import type { ParameterValue } from "@/domain/catalog/catalog";
import type { ModuleIconKey } from "@/domain/catalog/module-icons";
import type { GenomeDefinition } from "@/domain/genome/genome-definition";

/** How strongly a word points to a template (template-matching.ts). */
export type TermWeight = "strong" | "name" | "weak";

/** A catalogue module as the demo shows it and writes it into a genome: facts only, no prose. */
export interface DemoModule {
  id: string;
  name: string;
  category: "adapter" | "integrator";
  /** Adapters: their technology group (auth, database...). Integrators: "integration". */
  group: string;
  /** The module's neutral glyph (src/domain/catalog/module-logos.ts). */
  icon: ModuleIconKey;
  /** Its genome entry: every parameter with its default, and the features it turns on. */
  parameters: Record<string, ParameterValue>;
  features: string[];
}

/**
 * What the CLI made of a template's genome in its recorded run at state B (facts/cli-runs.json):
 * the template's own run when it exits 0, else its nearest variant's.
 */
export interface DemoRun {
  outcome: "generates" | "fails" | "not-run";
  /** The template's first error as the CLI printed it (CLI output: never translated); null when it generates. */
  firstError: string | null;
  /** The modules the run that exits 0 applied; empty when none did. */
  applied: string[];
  /** Every file that run wrote, sorted. */
  files: string[];
}

/** A genome template as the island receives it, prepared on the server. */
export interface DemoTemplateData {
  id: string;
  /** Name in the visitor's language. */
  name: string;
  /** Description in the visitor's language, shown with the match. */
  description: string;
  /** Its modules, in the template's order: keys of `DemoData.modules`. */
  moduleIds: string[];
  /** The genome's header; the prompt becomes its description. */
  genome: Omit<GenomeDefinition, "modules">;
  /**
   * The words that point to the template, space-separated, by weight: tags, use case and keywords,
   * name, then module names, capabilities and descriptions. Every language's words are in, so a
   * French prompt matches on the English page too.
   */
  terms: Record<TermWeight, string>;
  run: DemoRun;
}

/** The demo island's data: every module the templates use, once, and the templates. */
export interface DemoData {
  modules: Record<string, Omit<DemoModule, "id">>;
  templates: DemoTemplateData[];
  /** The files a run of Next.js alone wrote: a template's own files are those its run adds to them. */
  frameworkFiles: string[];
}

/** A template as the island works with it: modules resolved, genome assembled, words weighted. */
export interface DemoTemplate {
  id: string;
  name: string;
  description: string;
  modules: DemoModule[];
  genome: GenomeDefinition;
  terms: Map<string, number>;
  run: DemoRun & {
    /** The run's files that a run of Next.js alone does not write. */
    added: string[];
  };
}
