import { genomes, modules, type GenomeTemplate, type MarketplaceModule } from "@/domain/catalog/catalog";
import { templateModuleCount } from "@/domain/genome/template-modules";

/**
 * The catalogue's figures, all counted from the catalogue rather than typed by hand: the one place
 * that counts it, for the pages' headline figures, the documents, the page heads and /catalog.json.
 * The published figures the catalogue also carries (catalog.json's `stats`) are not shown:
 * their feature and template counts are 0 against 245 features and 4 templates, and nothing backs
 * their 150 contributors (every commit in the registry's history has one author; see the catalogue's
 * README). Templates are sized as their genomes resolve (template-modules.ts).
 */
export interface CatalogFacts {
  moduleCount: number;
  adapterCount: number;
  integratorCount: number;
  genomeCount: number;
  /** Declared module-to-module dependency links. */
  dependencyLinks: number;
  /** Distinct technology groups among adapters (framework, database, auth, ...). */
  adapterGroups: number;
  /** Feature entries across every module. */
  featureCount: number;
  /** Integrators that join three technologies rather than two. */
  threeWayIntegrators: number;
  /** The fewest and the most modules a template installs. */
  smallestGenome: number;
  largestGenome: number;
}

function countFacts(list: readonly MarketplaceModule[], templates: readonly GenomeTemplate[]): CatalogFacts {
  const adapters = list.filter((module) => module.category === "adapter");
  const integrators = list.filter((module) => module.category === "integrator");
  // What each template installs once resolved (its modules and the integrators that apply): the count its card and page show.
  const sizes = templates.map((template) => templateModuleCount(template.id).total);
  return {
    moduleCount: list.length,
    adapterCount: adapters.length,
    integratorCount: integrators.length,
    genomeCount: templates.length,
    dependencyLinks: list.reduce((total, module) => total + module.dependencies.length, 0),
    adapterGroups: new Set(adapters.map((module) => module.group)).size,
    featureCount: list.reduce((total, module) => total + module.features.length, 0),
    threeWayIntegrators: integrators.filter((module) => Array.isArray(module.group) && module.group.length > 2).length,
    smallestGenome: Math.min(...sizes),
    largestGenome: Math.max(...sizes),
  };
}

let counted: CatalogFacts | undefined;

/** The catalogue's figures, counted on first use (resolving every template is not free). */
export function catalogFacts(): CatalogFacts {
  counted ??= countFacts(modules, genomes);
  return counted;
}
