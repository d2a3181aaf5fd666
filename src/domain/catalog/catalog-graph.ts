import type { IntegratorModule, MarketplaceModule, ModuleId } from "./catalog";
import { moduleRecord, moduleRecords } from "./catalog-records";

/*
 * How modules relate (dependencies, integrators), read from the catalogue's records so the
 * composer's browser chunk can use it without the validator. catalog-derived.ts re-exports it.
 */

/** The modules a module requires, in the order it declares them. */
export function moduleDependencies(id: ModuleId): MarketplaceModule[] {
  return moduleRecord(id).dependencies.map(moduleRecord);
}

/** The modules that require this one, in catalogue order. */
export function moduleDependents(id: ModuleId): MarketplaceModule[] {
  return moduleRecords.filter((module) => module.dependencies.includes(id));
}

const integrators = moduleRecords.filter((module): module is IntegratorModule => module.category === "integrator");

/**
 * The integrators that wire a set of modules together, in catalogue order: an integrator applies
 * when every module of its group is present.
 */
export function integratorsFor(ids: Iterable<ModuleId>): IntegratorModule[] {
  const present = new Set(ids);
  return integrators.filter((integrator) => integrator.group.every((member) => present.has(member)));
}

/** The integrators that connect a module to others (it is one of their group), in catalogue order. */
export function integratorsWiring(id: ModuleId): IntegratorModule[] {
  return integrators.filter((integrator) => integrator.group.includes(id));
}
