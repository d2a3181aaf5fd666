import { Badge } from "@/components/ui/badge";
import type { MarketplaceKind } from "@/domain/catalog/module-kinds";

const variants = { adapter: "default", integrator: "gold", template: "success" } as const satisfies Record<MarketplaceKind, string>;

/** Adapters, integrators and genome templates get distinct colours so a grid reads at a glance. */
export function ModuleCategoryBadge({ category, label }: { category: MarketplaceKind; label: string }) {
  return (
    <Badge variant={variants[category]} data-category={category}>
      {label}
    </Badge>
  );
}
