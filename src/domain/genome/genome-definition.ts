import type { MarketplaceModule, ModuleFeature, ModuleParameter, ParameterValue } from "@/domain/catalog/catalog";
import { findModuleRecord } from "@/domain/catalog/catalog-records";

/** The genome definition's shape, as the CLI reads it. */
export interface GenomeModuleEntry {
  id: string;
  parameters: Record<string, ParameterValue>;
  features: string[];
}

export interface GenomeDefinition {
  version: string;
  project: {
    name: string;
    description: string;
    version: string;
    framework: string;
  };
  modules: GenomeModuleEntry[];
}

export const GENOME_FORMAT_VERSION = "1.0";
const FRAMEWORK_GROUP = "framework";

/** An adapter's `core` features are on by default, `premium` ones opt-in; an integrator's are all on. */
export function isFeatureOnByDefault(module: Pick<MarketplaceModule, "category">, feature: Pick<ModuleFeature, "category">): boolean {
  return module.category === "integrator" || feature.category === "core";
}

export function sameParameterValue(a: ParameterValue, b: ParameterValue): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => item === b[index]);
  }
  return a === b;
}

/** A parameter without a default (none in today's catalogue) takes the empty string as its default. */
export function isDefaultParameterValue(parameter: Pick<ModuleParameter, "default">, value: ParameterValue): boolean {
  return sameParameterValue(value, parameter.default ?? "");
}

/**
 * A module's default configuration: every parameter with a meaningful default (empty strings are
 * secrets or per-project values such as API keys, so they are left for the user), and the features
 * a module turns on by default (an adapter's core features, all of an integrator's sub-features).
 * Module pages and the demo show it; genome files write `genomeModuleEntry` instead.
 */
export function defaultModuleEntry(module: MarketplaceModule): GenomeModuleEntry {
  const parameters: Record<string, ParameterValue> = {};
  for (const parameter of module.parameters) {
    if (parameter.default === undefined || parameter.default === "") continue;
    parameters[parameter.name] = parameter.default;
  }
  const features = module.features.filter((feature) => isFeatureOnByDefault(module, feature)).map((feature) => feature.id);
  return { id: module.id, parameters, features };
}

/** What a genome changes from a module's defaults: parameter values, and features turned on or off. */
export interface ModuleChoices {
  parameters?: Readonly<Record<string, ParameterValue>>;
  features?: Readonly<Record<string, boolean>>;
}

/**
 * A module as every genome file on the site writes it (the templates' and the composer's). Only
 * parameters that differ from the module's defaults are written: the CLI fills in the defaults of
 * the parameters a genome leaves out. Features are listed in full: the module's defaults, with the
 * genome's choices applied.
 */
export function genomeModuleEntry(module: MarketplaceModule, choices: ModuleChoices = {}): GenomeModuleEntry {
  const parameters: Record<string, ParameterValue> = {};
  for (const parameter of module.parameters) {
    const value = choices.parameters?.[parameter.name];
    if (value !== undefined && !isDefaultParameterValue(parameter, value)) parameters[parameter.name] = value;
  }
  const features = module.features
    .filter((feature) => choices.features?.[feature.id] ?? isFeatureOnByDefault(module, feature))
    .map((feature) => feature.id);
  return { id: module.id, parameters, features };
}

/** The framework the project is generated on: the short name of its framework adapter. */
export function projectFramework(moduleIds: readonly string[]): string {
  const framework = moduleIds.find((id) => id.startsWith(`${FRAMEWORK_GROUP}/`));
  return framework ? framework.slice(FRAMEWORK_GROUP.length + 1) : "none";
}

/**
 * Builds a complete genome from modules in the order given, each with the genome's choices (none
 * for a template's declared list). The composer's and the genome pages' files come from here
 * through composition-genome.ts.
 */
export function buildGenome(
  template: { id: string; modules: readonly string[] },
  project: { name?: string; description: string },
  choices: (id: string) => ModuleChoices = () => ({}),
): GenomeDefinition {
  const modules = template.modules.map((id) => {
    const found = findModuleRecord(id);
    if (!found) throw new Error(`Genome ${template.id} names unknown module ${id}`);
    return genomeModuleEntry(found, choices(id));
  });
  return {
    version: GENOME_FORMAT_VERSION,
    project: {
      name: project.name ?? template.id,
      description: project.description,
      version: "1.0.0",
      framework: projectFramework(template.modules),
    },
    modules,
  };
}
