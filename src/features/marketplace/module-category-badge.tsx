import { Badge } from "@/components/ui/badge";
import type { ModuleCategory } from "@/domain/catalog/catalog";

/** Adapters and integrators get distinct colours so a grid reads at a glance. */
export function ModuleCategoryBadge({ category, label }: { category: ModuleCategory; label: string }) {
  return (
    <Badge variant={category === "adapter" ? "default" : "gold"} data-category={category}>
      {label}
    </Badge>
  );
}
