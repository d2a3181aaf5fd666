import { getModule, type GenomeTemplate, type MarketplaceModule, type ParameterValue } from "@/data/catalog";

/** The genome definition shape of SPEC section 3, as the CLI reads it. */
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

/**
 * A module's default configuration: every parameter with a meaningful default (empty strings are
 * secrets or per-project values such as API keys, so they are left for the user), and the features
 * a module turns on by default (an adapter's core features, all of an integrator's sub-features).
 */
export function defaultModuleEntry(module: MarketplaceModule): GenomeModuleEntry {
  const parameters: Record<string, ParameterValue> = {};
  for (const parameter of module.parameters) {
    if (parameter.default === undefined || parameter.default === "") continue;
    parameters[parameter.name] = parameter.default;
  }
  const features = module.features
    .filter((feature) => module.category === "integrator" || feature.category === "core")
    .map((feature) => feature.id);
  return { id: module.id, parameters, features };
}

/** The framework the project is generated on: the short name of its framework adapter. */
export function projectFramework(moduleIds: readonly string[]): string {
  const framework = moduleIds.find((id) => id.startsWith(`${FRAMEWORK_GROUP}/`));
  return framework ? framework.slice(FRAMEWORK_GROUP.length + 1) : "none";
}

/** Builds a complete genome from a template's modules and their catalogue defaults. */
export function buildGenome(template: Pick<GenomeTemplate, "id"> & { modules: readonly string[] }, project: { name?: string; description: string }): GenomeDefinition {
  const modules = template.modules.map((id) => {
    const found = getModule(id);
    if (!found) throw new Error(`Genome ${template.id} names unknown module ${id}`);
    return defaultModuleEntry(found);
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
