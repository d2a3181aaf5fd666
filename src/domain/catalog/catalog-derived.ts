import {
  genomes,
  moduleById,
  type GenomeTemplate,
  type ModuleId,
} from "./catalog";
import { adapterGroupFacts } from "./adapter-groups";
import { genomeCapabilities, genomeCapabilityTags, type GenomeCapability } from "./genome-capabilities";

export { type GenomeCapability } from "./genome-capabilities";
export { integratorsWiring, moduleDependencies, moduleDependents } from "./catalog-graph";
export { marketplaceCategories, type MarketplaceCategory, type MarketplaceKind } from "./module-kinds";

/**
 * A message key for a catalogue id. next-intl reads dots as path separators, so ids such as
 * `auth/better-auth` become `auth_better-auth` (no catalogue id contains an underscore or a dot).
 */
export function catalogMessageKey(id: string): string {
  return id.replaceAll("/", "_");
}

/** Every distinct template tag, sorted. */
export const genomeTags: readonly string[] = [...new Set(genomes.flatMap((genome) => genome.tags))].sort();

/** The template tags that stand for a capability, and the capability each tag stands for. */
const capabilityOfTag = new Map<string, GenomeCapability>(
  genomeCapabilities.flatMap((capability) => genomeCapabilityTags[capability].map((tag) => [tag, capability] as const)),
);

/**
 * What a genome gives you, in display order, derived from what it really contains: its adapters'
 * groups (adapter-groups.ts) and the template's tags. Nothing is listed that no module or tag backs.
 */
export function genomeCapabilitiesOf(genome: GenomeTemplate): GenomeCapability[] {
  const present = new Set<GenomeCapability>();
  for (const module of genome.modules.map(moduleById)) {
    const capability = module.category === "adapter" ? adapterGroupFacts[module.group].capability : null;
    if (capability) present.add(capability);
  }
  for (const tag of genome.tags) {
    const capability = capabilityOfTag.get(tag);
    if (capability) present.add(capability);
  }
  return genomeCapabilities.filter((capability) => present.has(capability));
}

/** The genome templates that include a module, in catalogue order. */
export function genomesUsing(id: ModuleId): GenomeTemplate[] {
  return genomes.filter((genome) => genome.modules.includes(id));
}
