import type { MarketplaceModule } from "@/domain/catalog/catalog";

/** An adapter is written by the name after its group (`drizzle`), an integrator by its id; a test checks they are unique. */
export function moduleKey(id: string): string {
  return id.slice(id.indexOf("/") + 1);
}

/**
 * The composer's query (composition-url.ts, `m=`) that brings a module into the genome: an adapter
 * picked, or, for an integrator, the modules it wires, which the composer then wires with it. Kept
 * apart from composition-url.ts so that the marketplace's dialog links to the composer without
 * carrying the composer's code.
 */
export function composerQueryFor(module: MarketplaceModule): string {
  const picks = module.category === "integrator" ? module.group : [module.id];
  return `m=${picks.map(moduleKey).join(",")}`;
}
