import type { GenomeId, MarketplaceModule, ModuleId } from "@/domain/catalog/catalog";
import type { Resolution } from "./composition";
import { moduleCountOf, type ModuleCount } from "./module-count";
import { compositionFromTemplate, moduleOf, resolveComposition, resolvedIds } from "./resolve-composition";

const resolutions = new Map<GenomeId, Resolution>();

/** A template's genome as the composer resolves it: its adapters picked, then every integrator that applies. */
export function templateResolution(id: GenomeId): Resolution {
  let resolution = resolutions.get(id);
  if (!resolution) {
    resolution = resolveComposition(compositionFromTemplate(id));
    resolutions.set(id, resolution);
  }
  return resolution;
}

/** The ids of what a template's genome installs, in the file's order. */
export function templateModuleIds(id: GenomeId): ModuleId[] {
  return resolvedIds(templateResolution(id));
}

/**
 * What a template's genome installs: the modules it lists, then every integrator that applies. It
 * is the composer's resolution, so the genome page's file, its counts, the cards, the demo and the
 * CLI page's session all say the same number.
 */
export function templateModules(id: GenomeId): readonly MarketplaceModule[] {
  return templateModuleIds(id).map(moduleOf);
}

/** How many modules a template installs: the adapters it chooses and the integrators wired in. */
export function templateModuleCount(id: GenomeId): ModuleCount {
  return moduleCountOf(templateResolution(id));
}
