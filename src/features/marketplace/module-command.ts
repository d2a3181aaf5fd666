import { siteConfig } from "@/lib/site-config";
import type { MarketplaceModule } from "@/data/catalog";

/** The CLI command that brings a module into a project: `add` for adapters, `enhance` to apply an integrator. */
export function moduleCommand(module: Pick<MarketplaceModule, "id" | "category">): string {
  const verb = module.category === "integrator" ? "enhance" : "add";
  return `${siteConfig.cli.binary} ${verb} ${module.id}`;
}
