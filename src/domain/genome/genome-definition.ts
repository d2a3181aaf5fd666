import type { MarketplaceModule, ModuleFeature, ModuleParameter, ParameterValue } from "@/domain/catalog/catalog";
import { findModuleRecord } from "@/domain/catalog/catalog-records";
import { genomeSafeText } from "./genome-text";

/**
 * The genome definition's shape, as the CLI reads it, with the catalogue's ids (an integrator's is
 * bare: `drizzle-nextjs-integration`) and features as the list of those turned on; genome-code.ts
 * writes it as the file the CLI runs (`integrations/<id>`, features as an object of `true`).
 */
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

/** What a genome changes from a module's defaults: parameter values, and features turned on or off. */
export interface ModuleChoices {
  parameters?: Readonly<Record<string, ParameterValue>>;
  features?: Readonly<Record<string, boolean>>;
}

/**
 * A module as every genome file on the site writes it (the templates', the composer's, the demo's,
 * the module pages' entries): every parameter written out, with its default unless the genome
 * chose another value, and the features the module turns on by default (an adapter's core
 * features, all of an integrator's), with the genome's choices applied. The recorded state-B run
 * writes its parameters the same way (facts/cli-runs/state-b-saas-starter.genome.ts); an empty
 * default (an API key, a password) is written as the empty string, for the user to fill in.
 */
export function genomeModuleEntry(module: MarketplaceModule, choices: ModuleChoices = {}): GenomeModuleEntry {
  const parameters: Record<string, ParameterValue> = {};
  for (const parameter of module.parameters) {
    const value = choices.parameters?.[parameter.name] ?? parameter.default;
    if (value !== undefined) parameters[parameter.name] = value;
  }
  const features = module.features
    .filter((feature) => choices.features?.[feature.id] ?? isFeatureOnByDefault(module, feature))
    .map((feature) => feature.id);
  return { id: module.id, parameters, features };
}

/** A module's default configuration, as a genome that changes nothing writes it (module pages and the demo show it). */
export function defaultModuleEntry(module: MarketplaceModule): GenomeModuleEntry {
  return genomeModuleEntry(module);
}

/**
 * The order the CLI of state B runs a genome's modules in, and refuses otherwise: the framework
 * first (`First module must be a framework module, but found: auth`, facts/CLI-FACTS.md §8), then
 * the adapters, then the integrators, each keeping the order it was given in.
 */
export function inRunOrder<T extends { id: string }>(entries: readonly T[]): T[] {
  const rank = ({ id }: T) => (id.startsWith(`${FRAMEWORK_GROUP}/`) ? 0 : id.includes("/") ? 1 : 2);
  return entries.map((entry, index) => ({ entry, index })).sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index).map(({ entry }) => entry);
}

/** The framework the project is generated on: the short name of its framework adapter. */
function projectFramework(moduleIds: readonly string[]): string {
  const framework = moduleIds.find((id) => id.startsWith(`${FRAMEWORK_GROUP}/`));
  return framework ? framework.slice(FRAMEWORK_GROUP.length + 1) : "none";
}

/**
 * Builds a complete genome from modules, in the order the CLI runs them (`inRunOrder`), each with
 * the genome's choices (none for a template's declared list). The project's name and description
 * are held as a genome file can write them (genome-text.ts). The composer's and the genome pages'
 * files come from here through composition-genome.ts.
 */
export function buildGenome(
  template: { id: string; modules: readonly string[] },
  project: { name?: string; description: string },
  choices: (id: string) => ModuleChoices = () => ({}),
): GenomeDefinition {
  const modules = inRunOrder(
    template.modules.map((id) => {
      const found = findModuleRecord(id);
      if (!found) throw new Error(`Genome ${template.id} names unknown module ${id}`);
      return genomeModuleEntry(found, choices(id));
    }),
  );
  return {
    version: GENOME_FORMAT_VERSION,
    project: {
      name: genomeSafeText(project.name ?? template.id),
      description: genomeSafeText(project.description),
      version: "1.0.0",
      framework: projectFramework(template.modules),
    },
    modules,
  };
}
