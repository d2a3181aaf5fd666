import type { MarketplaceModule } from "@/domain/catalog/catalog";
import { route } from "@/domain/site/page-paths";

/** An adapter is written by the name after its group (`drizzle`), an integrator by its id; a test checks they are unique. */
export function moduleKey(id: string): string {
  return id.slice(id.indexOf("/") + 1);
}

/*
 * The composer's links, built only here (composition-url.ts reads them back): `m=` picks modules
 * by their short names, `from=` starts from a template. Kept apart from composition-url.ts so that
 * the pages and the marketplace's dialog link to the composer without carrying the composer's code.
 */

/** The query that picks these modules: `m=nextjs,drizzle`. */
export function picksQuery(ids: readonly string[]): string {
  return `m=${ids.map(moduleKey).join(",")}`;
}

/** The query that starts from a template: `from=saas-starter`. */
export function templateQuery(id: string): string {
  return `from=${id}`;
}

/** The composer with a query, without locale prefix: `/compose?from=saas-starter`. */
export function composeHref(query: string): `${ReturnType<typeof route>}?${string}` {
  return `${route("compose")}?${query}`;
}

/**
 * The query that brings a module into the genome: an adapter picked, or, for an integrator, the
 * modules it wires, which the composer then wires with it.
 */
export function composerQueryFor(module: MarketplaceModule): string {
  return picksQuery(module.category === "integrator" ? module.group : [module.id]);
}
