import type { AdapterGroup, ModuleId } from "@/domain/catalog/catalog";
import { adapterGroupFacts } from "@/domain/catalog/adapter-groups";
import { adapterGroups } from "@/domain/catalog/catalog-ids";
import type { GenomeCapability } from "@/domain/catalog/genome-capabilities";
import type { Resolution } from "@/domain/genome/composition";
import { adapterGroupOf } from "@/domain/genome/resolve-composition";

export interface GroupSummary {
  group: AdapterGroup;
  /** What the group gives a genome, when a genome page lists it as a capability (adapter-groups.ts). */
  capability: GenomeCapability | null;
  modules: ModuleId[];
}

export interface CapabilitySummary {
  /** One row per adapter group that has a module in the genome, in the picker's order. */
  groups: GroupSummary[];
  /** The integrators, which belong to no single group. */
  integrators: ModuleId[];
  total: number;
}

/**
 * The genome's modules per capability: grouped by adapter group (the picker's groups, each with
 * the genome capability it stands for, if any), integrators apart since they join several groups.
 */
export function capabilitySummary(resolution: Resolution): CapabilitySummary {
  const ids = resolution.modules.map((module) => module.id);
  const groups = adapterGroups.flatMap((group) => {
    const modules = ids.filter((id) => adapterGroupOf(id) === group);
    return modules.length === 0 ? [] : [{ group, capability: adapterGroupFacts[group].capability, modules }];
  });
  return { groups, integrators: ids.filter((id) => adapterGroupOf(id) === null), total: ids.length };
}
