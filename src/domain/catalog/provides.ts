import type { MarketplaceModule } from "./catalog";

/**
 * An integrator's `provides` mixes file paths with component and hook names (`PaymentForm`,
 * `useWeb3`). Dockerfiles are the one extension-less file listed.
 */
export function isFilePath(entry: string): boolean {
  return entry.includes("/") || entry.includes(".") || entry.startsWith("Dockerfile");
}

export interface ModuleProvides {
  /** npm packages an adapter installs. */
  packages: string[];
  /** Files an integrator writes into the project. */
  files: string[];
  /** Components and hooks an integrator exports. */
  components: string[];
}

/**
 * What a module brings, sorted into kinds (as the registry's manifests do: adapters list packages,
 * integrators list files, components, hooks and pages). An entry that only repeats the module's
 * own id names nothing it adds, so it is left out.
 */
export function moduleProvides(module: Pick<MarketplaceModule, "id" | "category" | "provides">): ModuleProvides {
  const entries = module.provides.filter((entry) => entry !== module.id);
  if (module.category === "adapter") return { packages: entries, files: [], components: [] };
  return { packages: [], files: entries.filter(isFilePath), components: entries.filter((entry) => !isFilePath(entry)) };
}
