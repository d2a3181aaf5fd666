import catalogJson from "./catalog.json" with { type: "json" };

/** Facts about the marketplace, copied from shared/catalog/modules.json. Prose lives in messages. */
export type ModuleCategory = "adapter" | "integrator";
export type ParameterType = "boolean" | "string" | "array" | "select" | "number";
export type ParameterValue = boolean | string | number | string[];

export interface ModuleParameter {
  name: string;
  type: ParameterType;
  required: boolean;
  default?: ParameterValue;
  choices?: string[];
}

export interface ModuleFeature {
  id: string;
  name: string | null;
  category: string | null;
}

export interface MarketplaceModule {
  id: string;
  name: string;
  category: ModuleCategory;
  /** Adapters: their technology group. Integrators: the module ids they join. */
  group: string | string[];
  version: string;
  cliVersion: string;
  dependencies: string[];
  capabilities: string[];
  provides: string[];
  parameters: ModuleParameter[];
  features: ModuleFeature[];
  repoPath: string;
  githubUrl: string;
}

export type GenomeComplexity = "beginner" | "intermediate" | "advanced";

export interface GenomeTemplate {
  id: string;
  name: string;
  useCase: string;
  complexity: GenomeComplexity;
  tags: string[];
  modules: string[];
}

export interface CatalogStats {
  totalModules: number;
  adapters: number;
  integrators: number;
  features: number;
  templates: number;
  contributors: number;
}

interface Catalog {
  version: string;
  stats: CatalogStats;
  modules: MarketplaceModule[];
  genomes: GenomeTemplate[];
}

// The JSON's literal types are widened by the compiler; catalog.test.ts checks the file against these types at run time.
const catalog = catalogJson as Catalog;

export const catalogVersion = catalog.version;
export const modules: readonly MarketplaceModule[] = catalog.modules;
export const genomes: readonly GenomeTemplate[] = catalog.genomes;
/** The published figures the landing data carried; only `contributors` is not derivable from the list. */
export const publishedStats: CatalogStats = catalog.stats;

export const genomeIds: readonly string[] = genomes.map((genome) => genome.id);

export function getModule(id: string): MarketplaceModule | undefined {
  return modules.find((module) => module.id === id);
}

export function getGenome(id: string): GenomeTemplate | undefined {
  return genomes.find((genome) => genome.id === id);
}
