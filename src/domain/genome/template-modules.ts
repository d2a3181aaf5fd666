import type { GenomeId, MarketplaceModule, ModuleId } from "@/domain/catalog/catalog";
import { genomeRecord } from "@/domain/catalog/catalog-records";
import { compositionFromTemplate, moduleOf, resolveComposition, resolvedIds } from "./resolve-composition";

const resolved = new Map<GenomeId, readonly MarketplaceModule[]>();

/**
 * What a template's genome installs: the modules it lists, then every integrator that applies. It
 * is the composer's resolution, so the genome page's file, its counts, the cards, the demo and the
 * CLI page's session all say the same number.
 */
export function templateModules(id: GenomeId): readonly MarketplaceModule[] {
  let modules = resolved.get(id);
  if (!modules) {
    modules = resolvedIds(resolveComposition(compositionFromTemplate(id))).map(moduleOf);
    resolved.set(id, modules);
  }
  return modules;
}

/** How many modules a template installs, and how many of them are integrators. */
export function templateModuleCount(id: GenomeId): { total: number; integrators: number; adapters: number } {
  const modules = templateModules(id);
  const integrators = modules.filter((module) => module.category === "integrator").length;
  return { total: modules.length, integrators, adapters: modules.length - integrators };
}

/** The modules a template's file has beyond those the template declares: integrators that apply. */
export function modulesAddedToTemplate(id: GenomeId): ModuleId[] {
  const declared = new Set<string>(genomeRecord(id).modules);
  return templateModules(id)
    .map((module) => module.id)
    .filter((module) => !declared.has(module));
}
