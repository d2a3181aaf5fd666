import { getModule } from "@/domain/catalog/catalog";

/** What the resolution reads of a module. */
export interface DependencyNode {
  dependencies: readonly string[];
}

export class GenomeResolutionError extends Error {
  constructor(
    message: string,
    readonly kind: "unknown-module" | "missing-dependency" | "cycle",
    readonly moduleIds: readonly string[],
  ) {
    super(message);
    this.name = "GenomeResolutionError";
  }
}

/**
 * Orders a genome's modules so every module comes after the modules it depends on (Kahn's
 * algorithm). Modules that become ready together form one layer; within a layer the genome's own
 * order is kept, so the same genome always resolves to the same plan.
 */
export function resolveLayers(
  moduleIds: readonly string[],
  lookup: (id: string) => DependencyNode | undefined = getModule,
): string[][] {
  const unknown = moduleIds.filter((id) => !lookup(id));
  if (unknown.length > 0) throw new GenomeResolutionError(`Unknown modules: ${unknown.join(", ")}`, "unknown-module", unknown);

  const selected = new Set(moduleIds);
  const missing = new Set<string>();
  const remaining = new Map<string, Set<string>>();
  for (const id of moduleIds) {
    const dependencies = lookup(id)!.dependencies;
    for (const dependency of dependencies) if (!selected.has(dependency)) missing.add(dependency);
    remaining.set(id, new Set(dependencies));
  }
  if (missing.size > 0) {
    throw new GenomeResolutionError(`Missing dependencies: ${[...missing].join(", ")}`, "missing-dependency", [...missing]);
  }

  const layers: string[][] = [];
  const placed = new Set<string>();
  while (placed.size < moduleIds.length) {
    const layer = moduleIds.filter((id) => !placed.has(id) && [...remaining.get(id)!].every((dependency) => placed.has(dependency)));
    if (layer.length === 0) {
      const stuck = moduleIds.filter((id) => !placed.has(id));
      throw new GenomeResolutionError(`Dependency cycle among: ${stuck.join(", ")}`, "cycle", stuck);
    }
    for (const id of layer) placed.add(id);
    layers.push(layer);
  }
  return layers;
}
