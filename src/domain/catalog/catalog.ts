import catalogJson from "./catalog.json" with { type: "json" };
import { parseCatalog, type Catalog } from "./catalog-schema";
import { moduleIds, type GenomeId, type ModuleId } from "./catalog-ids";

export { adapterGroups, genomeIds, moduleIds, type AdapterGroup, type GenomeId, type ModuleId } from "./catalog-ids";

/**
 * Facts about the marketplace, read from its registry (the commit each module's githubUrl pins) and validated once, when
 * the build (or a test) first imports this module: an invalid file stops the build. Prose lives
 * in messages. Browser code reads catalog-records.ts instead, which leaves the validator out.
 */
const catalog: Catalog = parseCatalog(catalogJson);

export type MarketplaceModule = Catalog["modules"][number];
export type AdapterModule = Extract<MarketplaceModule, { category: "adapter" }>;
export type IntegratorModule = Extract<MarketplaceModule, { category: "integrator" }>;
export type ModuleCategory = MarketplaceModule["category"];
export type ModuleParameter = MarketplaceModule["parameters"][number];
export type ParameterType = ModuleParameter["type"];
export type ParameterValue = NonNullable<ModuleParameter["default"]>;
export type ModuleFeature = MarketplaceModule["features"][number];
export type GenomeTemplate = Catalog["genomes"][number];
export type GenomeComplexity = GenomeTemplate["complexity"];

export const catalogVersion = catalog.version;
export const modules: readonly MarketplaceModule[] = catalog.modules;
export const genomes: readonly GenomeTemplate[] = catalog.genomes;

const modulesById = new Map<string, MarketplaceModule>(modules.map((module) => [module.id, module]));
const genomesById = new Map<string, GenomeTemplate>(genomes.map((genome) => [genome.id, genome]));

export function isModuleId(value: string): value is ModuleId {
  return (moduleIds as readonly string[]).includes(value);
}

/** A module by any string (a URL segment, a prompt match); undefined when the catalogue has none. */
export function getModule(id: string): MarketplaceModule | undefined {
  return modulesById.get(id);
}

/** A module by a checked id: the validation guarantees every `ModuleId` is in the catalogue. */
export function moduleById(id: ModuleId): MarketplaceModule {
  return modulesById.get(id)!;
}

export function getGenome(id: string): GenomeTemplate | undefined {
  return genomesById.get(id);
}

export function genomeById(id: GenomeId): GenomeTemplate {
  return genomesById.get(id)!;
}
