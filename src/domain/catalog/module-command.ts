import { CLI_BINARY } from "@/domain/cli/package";
import type { MarketplaceModule } from "@/domain/catalog/catalog";

/** The CLI command that brings a module into a project: `add` for adapters, `enhance` to apply an integrator. */
export function moduleCommand(module: Pick<MarketplaceModule, "id" | "category">): string {
  const verb = module.category === "integrator" ? "enhance" : "add";
  return `${CLI_BINARY} ${verb} ${module.id}`;
}
