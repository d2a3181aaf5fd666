import type { AdapterGroup, ModuleId } from "@/domain/catalog/catalog";
import { adapterGroupFacts } from "@/domain/catalog/adapter-groups";
import { adapterGroups } from "@/domain/catalog/catalog-ids";
import { moduleRecord } from "@/domain/catalog/catalog-records";
import type { GenomeCapability } from "@/domain/catalog/genome-capabilities";
import { moduleProvides } from "@/domain/catalog/provides";
import type { Resolution } from "@/domain/genome/composition";
import { adapterGroupOf } from "@/domain/genome/resolve-composition";

/** A directory (with children) or a file (without) of the generated project. */
export interface FileTreeNode {
  name: string;
  /** From the project's root, e.g. `src/lib/db/index.ts`: unique, usable as a key. */
  path: string;
  children: FileTreeNode[];
  /** For a file: the modules that write it (several integrators can touch `src/middleware.ts`). */
  providedBy: ModuleId[];
}

/** Every file the modules of a resolution write, with the modules that write it, sorted by path. */
export function providedFiles(resolution: Resolution): { path: string; providedBy: ModuleId[] }[] {
  const byPath = new Map<string, ModuleId[]>();
  for (const { id } of resolution.modules) {
    for (const path of moduleProvides(moduleRecord(id)).files) byPath.set(path, [...(byPath.get(path) ?? []), id]);
  }
  return [...byPath].sort(([a], [b]) => (a < b ? -1 : 1)).map(([path, providedBy]) => ({ path, providedBy }));
}

function sortTree(nodes: FileTreeNode[]): FileTreeNode[] {
  for (const node of nodes) sortTree(node.children);
  const isDirectory = (node: FileTreeNode) => node.children.length > 0;
  return nodes.sort((a, b) => Number(isDirectory(b)) - Number(isDirectory(a)) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The files of a resolution as a tree: directories first, then files, each level by name. */
export function providedFileTree(resolution: Resolution): FileTreeNode[] {
  const root: FileTreeNode[] = [];
  for (const { path, providedBy } of providedFiles(resolution)) {
    let level = root;
    const parts = path.split("/");
    parts.forEach((name, index) => {
      const nodePath = parts.slice(0, index + 1).join("/");
      let node = level.find((candidate) => candidate.path === nodePath);
      if (!node) {
        node = { name, path: nodePath, children: [], providedBy: [] };
        level.push(node);
      }
      if (index === parts.length - 1) node.providedBy = providedBy;
      level = node.children;
    });
  }
  return sortTree(root);
}

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
