import { genomePath, modulePath } from "@/domain/catalog/paths";
import {
  moduleById,
  moduleIds,
  modules,
  type AdapterGroup,
  type GenomeId,
  type MarketplaceModule,
  type ModuleCategory,
  type ModuleId,
} from "@/domain/catalog/catalog";
import { genomesUsing, integratorsWiring, moduleDependencies, moduleDependents } from "@/domain/catalog/catalog-derived";
import { moduleProvides, type ModuleProvides } from "@/domain/catalog/provides";
import { getCatalogCopy, type CatalogCopy } from "@/domain/catalog/catalog-copy";
import { defaultModuleEntry, genomeModuleEntry } from "@/domain/genome/genome-definition";
import { moduleEntryCode } from "@/domain/genome/genome-code";
import { composeHref, composerQueryFor } from "@/features/compose/compose-link";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { localizeHref, localizePath } from "@/i18n/locale-path";
import { parameterRows, type ParameterRow } from "@/domain/catalog/parameter-rows";
import { moduleRunResult, type ModuleOutcome } from "@/domain/cli/cli-run-results";
import { route } from "@/domain/site/page-paths";


/** A link to a catalogue page; `path` is in the reader's language (`/fr/marketplace/...`). */
export interface ModuleLink {
  id: ModuleId;
  name: string;
  path: string;
}

export interface GenomeLink {
  id: GenomeId;
  name: string;
  path: string;
}

/** An integrator that connects this module, with the modules it connects it to. */
export interface WiringLink extends ModuleLink {
  partners: ModuleLink[];
}

export type { ParameterRow } from "@/domain/catalog/parameter-rows";

export interface FeatureRow {
  /** What a genome lists under the module's `features`. */
  id: string;
  name: string;
  /** Turned on when a genome names no features for the module (genome-definition.ts). */
  onByDefault: boolean;
}

/**
 * What the recorded run of its smallest genome at state B showed (facts/cli-runs.json): the
 * framework, the module and what it needs, run through the CLI.
 */
export interface ModuleRunFacts {
  outcome: ModuleOutcome;
  /** Null when no run is recorded. */
  exitCode: number | null;
  /** The CLI's first error, as it printed it (CLI output: never translated). */
  firstError: string | null;
  seconds: number | null;
  /** The genome that ran, in the file's order. */
  genome: ModuleLink[];
  /** The modules of that genome the CLI reported as executed. */
  applied: ModuleLink[];
  /** Every file the run left: none means it wrote nothing at all. */
  runFiles: number;
  /** What the module itself wrote (for the framework, its whole project); empty unless it generates or was applied before the run stopped. */
  files: string[];
  /** Modules of its genome whose own run fails too. */
  failingDependencies: ModuleLink[];
}

export interface Crumb {
  name: string;
  /** Absent for the page itself and for a group, which has no page of its own. */
  path?: string;
}

/** Everything a module page shows, translated for one locale: plain data for the page and its Markdown twin. */
export interface ModuleFacts {
  id: ModuleId;
  name: string;
  category: ModuleCategory;
  /** "Adapter" / "Intégrateur". */
  categoryLabel: string;
  /** An adapter's technology group; integrators have none. */
  group: AdapterGroup | null;
  /** The group's name, or "Integrators" for an integrator. */
  groupLabel: string;
  version: string;
  cliVersion: string;
  description: string;
  sourceUrl: string;
  /** This page, in the reader's language. */
  path: string;
  /**
   * How a genome lists it (the CLI's `add` is in development, so a module reaches a project through
   * its genome): the `modules` entry every genome file on the site writes.
   */
  genomeEntry: string;
  /** The composer with the module in its genome, in the reader's language. */
  composeHref: string;
  parameters: ParameterRow[];
  features: FeatureRow[];
  /** What its manifest declares (packages, files, components): not what a run wrote, which `run` holds. */
  provides: ModuleProvides;
  run: ModuleRunFacts;
  /** An integrator's group: the modules it wires together (it applies when all are present). Adapters: empty. */
  connects: ModuleLink[];
  /** Its dependencies. */
  requires: ModuleLink[];
  /** Modules that require it, other than the integrators listed in `wiredBy`. */
  usedBy: ModuleLink[];
  /** Integrators that connect it to other modules. */
  wiredBy: WiringLink[];
  /** Genome templates that include it. */
  inGenomes: GenomeLink[];
  /** Adapters of the same group, or integrators that wire the same first technology. */
  related: ModuleLink[];
  /** Marketplace > group > this module. */
  breadcrumb: Crumb[];
  /** Neighbours in the marketplace's order. */
  previous: ModuleLink | null;
  next: ModuleLink | null;
}

function featureRows(module: MarketplaceModule, catalog: CatalogCopy): FeatureRow[] {
  const enabled = new Set(defaultModuleEntry(module).features);
  return module.features.map((feature) => ({ id: feature.id, name: catalog.feature(module.id, feature), onByDefault: enabled.has(feature.id) }));
}

function relatedModules(module: MarketplaceModule): MarketplaceModule[] {
  if (module.category === "adapter") {
    const group = module.group;
    return modules.filter((other) => other.id !== module.id && other.category === "adapter" && other.group === group);
  }
  const [first] = module.group;
  return first ? integratorsWiring(first).filter((other) => other.id !== module.id) : [];
}

function runFacts(id: ModuleId, link: (target: MarketplaceModule) => ModuleLink): ModuleRunFacts {
  const { outcome, run, files, failingDependencies } = moduleRunResult(id);
  const links = (ids: readonly ModuleId[]) => ids.map(moduleById).map(link);
  return {
    outcome,
    exitCode: run?.exitCode ?? null,
    firstError: run?.firstError ?? null,
    seconds: run?.seconds ?? null,
    genome: links(run?.modules ?? []),
    applied: links(run?.applied ?? []),
    runFiles: run?.files.length ?? 0,
    files,
    failingDependencies: links(failingDependencies),
  };
}

/** The facts of one module page in one language (see ModuleFacts). */
export function moduleFacts(locale: Locale, id: ModuleId): ModuleFacts {
  const module = moduleById(id);
  const catalog = getCatalogCopy(locale);
  const marketplace = getTranslator(locale, "Marketplace");
  const navigation = getTranslator(locale, "Navigation");
  const link = (target: MarketplaceModule): ModuleLink => ({
    id: target.id,
    name: target.name,
    path: localizePath(modulePath(target.id), locale),
  });

  const wiring = integratorsWiring(id);
  const wiredIds = new Set<ModuleId>(wiring.map((integrator) => integrator.id));
  const position = moduleIds.indexOf(id);
  const previousId = moduleIds[position - 1];
  const nextId = moduleIds[position + 1];
  const groupLabel = module.category === "adapter" ? catalog.group(module.group) : marketplace("categories.integrator");

  return {
    id,
    name: module.name,
    category: module.category,
    categoryLabel: catalog.category(module.category),
    group: module.category === "adapter" ? module.group : null,
    groupLabel,
    version: module.version,
    cliVersion: module.cliVersion,
    description: catalog.moduleDescription(id),
    sourceUrl: module.githubUrl,
    path: localizePath(modulePath(id), locale),
    genomeEntry: moduleEntryCode(genomeModuleEntry(module)),
    composeHref: localizeHref(composeHref(composerQueryFor(module)), locale),
    parameters: parameterRows(module),
    features: featureRows(module, catalog),
    provides: moduleProvides(module),
    run: runFacts(id, link),
    connects: module.category === "integrator" ? module.group.map(moduleById).map(link) : [],
    requires: moduleDependencies(id).map(link),
    usedBy: moduleDependents(id)
      .filter((dependent) => !wiredIds.has(dependent.id))
      .map(link),
    wiredBy: wiring.map((integrator) => ({
      ...link(integrator),
      partners: integrator.group.filter((member) => member !== id).map(moduleById).map(link),
    })),
    inGenomes: genomesUsing(id).map((genome) => ({
      id: genome.id,
      name: catalog.genome(genome.id, "name"),
      path: localizePath(genomePath(genome.id), locale),
    })),
    related: relatedModules(module).map(link),
    breadcrumb: [
      { name: navigation("items.marketplace.title"), path: localizePath(route("marketplace"), locale) },
      { name: groupLabel },
      { name: module.name },
    ],
    previous: previousId ? link(moduleById(previousId)) : null,
    next: nextId ? link(moduleById(nextId)) : null,
  };
}
