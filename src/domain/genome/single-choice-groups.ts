import type { AdapterGroup } from "@/domain/catalog/catalog";

/**
 * The adapter groups in which a project takes one adapter at most. Picking another adapter of such
 * a group replaces the previous one (the composer says so); every other group takes any number.
 */
export const singleChoiceGroups: readonly AdapterGroup[] = [
  // One app framework: it owns the routing, the build and the project layout every integrator writes into.
  "framework",
  // One ORM: it owns the schema and the migrations; two would each try to create the same tables.
  "database",
  // One auth library: it owns the sessions and the user table that the other modules rely on.
  "auth",
];

export function isSingleChoiceGroup(group: AdapterGroup): boolean {
  return singleChoiceGroups.includes(group);
}
