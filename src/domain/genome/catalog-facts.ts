import { genomes, modules, type GenomeTemplate, type MarketplaceModule } from "@/domain/catalog/catalog";
import { templateModuleCount } from "@/domain/genome/template-modules";

/**
 * Figures the documents quote, all counted from the catalogue rather than typed by hand, with the
 * templates' sizes as their genomes resolve (beside template-modules.ts, which it counts through).
 * The headline counts are src/domain/catalog/catalog-derived.ts's `catalogStats` for the whole
 * catalogue; this takes a list so a test can count a catalogue of its own.
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

export function catalogFacts(
  list: readonly MarketplaceModule[] = modules,
  templates: readonly GenomeTemplate[] = genomes,
): CatalogFacts {
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
