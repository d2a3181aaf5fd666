import { genomes, getModule, modules, publishedStats, type GenomeTemplate, type MarketplaceModule, type ModuleCategory } from "./catalog";

/** Every module kind the marketplace filters by (SPEC section 3); the catalogue itself holds only the first two. */
export const moduleKinds = ["adapter", "integrator", "feature", "template"] as const;
export type ModuleKind = (typeof moduleKinds)[number];

export const marketplaceCategories = ["all", ...moduleKinds] as const;
export type MarketplaceCategory = (typeof marketplaceCategories)[number];

export function isMarketplaceCategory(value: string): value is MarketplaceCategory {
  return (marketplaceCategories as readonly string[]).includes(value);
}

function countCategory(category: ModuleCategory | ModuleKind): number {
  return modules.filter((module) => module.category === category).length;
}

/**
 * The marketplace's headline figures. Module counts come from the list itself; only the
 * contributor count cannot be derived from it and is the figure the registry published.
 */
export const catalogStats = {
  totalModules: modules.length,
  adapters: countCategory("adapter"),
  integrators: countCategory("integrator"),
  features: countCategory("feature"),
  templates: countCategory("template"),
  contributors: publishedStats.contributors,
  genomes: genomes.length,
} as const;

/**
 * A message key for a catalogue id. next-intl reads dots as path separators, so ids such as
 * `auth/better-auth` become `auth_better-auth` (no catalogue id contains an underscore or a dot).
 */
export function catalogMessageKey(id: string): string {
  return id.replaceAll("/", "_");
}

/** A genome's modules in the order the template lists them. */
export function genomeModules(genome: GenomeTemplate): MarketplaceModule[] {
  return genome.modules.map((id) => {
    const found = getModule(id);
    if (!found) throw new Error(`Genome ${genome.id} names unknown module ${id}`);
    return found;
  });
}

export function genomeModuleCount(genome: GenomeTemplate): number {
  return genome.modules.length;
}

/** Every distinct template tag, sorted. */
export const genomeTags: readonly string[] = [...new Set(genomes.flatMap((genome) => genome.tags))].sort();

/** Capabilities shown on a genome page, in this order. Each is present when a module group or a template tag provides it. */
const capabilitySources = [
  { capability: "auth", groups: ["auth"], tags: ["authentication"] },
  { capability: "payments", groups: ["payment"], tags: ["payments"] },
  { capability: "database", groups: ["database"], tags: [] },
  { capability: "email", groups: ["email"], tags: [] },
  { capability: "dashboard", groups: [], tags: ["dashboard"] },
  { capability: "cart", groups: [], tags: ["cart"] },
  { capability: "cms", groups: [], tags: ["cms", "blog"] },
  { capability: "seo", groups: [], tags: ["seo"] },
  { capability: "i18n", groups: ["content"], tags: [] },
  { capability: "monitoring", groups: ["observability"], tags: [] },
  { capability: "web3", groups: ["blockchain"], tags: [] },
  { capability: "docker", groups: ["deployment"], tags: [] },
] as const;

export type GenomeCapability = (typeof capabilitySources)[number]["capability"];
export const genomeCapabilities: readonly GenomeCapability[] = capabilitySources.map((source) => source.capability);

/** The adapter group of a module: an adapter's own group; integrators have none. */
function adapterGroup(module: MarketplaceModule): string | undefined {
  return module.category === "adapter" && typeof module.group === "string" ? module.group : undefined;
}

/**
 * What a genome gives you, derived from what it really contains: its adapters' groups and the
 * template's tags. Nothing is listed that no module or tag backs.
 */
export function genomeCapabilitiesOf(genome: GenomeTemplate): GenomeCapability[] {
  const groups = new Set(genomeModules(genome).map(adapterGroup).filter((group) => group !== undefined));
  return capabilitySources
    .filter(
      (source) =>
        source.groups.some((group) => groups.has(group)) || source.tags.some((tag) => genome.tags.includes(tag)),
    )
    .map((source) => source.capability);
}
