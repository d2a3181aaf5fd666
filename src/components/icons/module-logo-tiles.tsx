import { Fragment } from "react";
import { Plus } from "lucide-react";
import type { ModuleId } from "@/domain/catalog/catalog-ids";
import { logoModuleIds } from "@/domain/catalog/module-logos";
import { IconTile } from "@/components/ui/icon-tile";
import { cn } from "@/lib/utils";
import { ModuleLogo } from "./module-logo";
import { ModuleLogoUse } from "./module-logo-use";

/** Tile, logo and joining sign together, so a pair of logos keeps its proportions at each size. */
const sizes = {
  /** A module page's own subject, beside its title. */
  lg: { tile: "lg", logo: "xl", plus: "size-4", gap: "gap-2" },
  /** A card among many (the marketplace). */
  sm: { tile: "sm", logo: "md", plus: "size-3", gap: "gap-1" },
} as const;

/**
 * A module's logo on its tile; an integrator shows the logos of the technologies it joins, joined by
 * a plus, as its name lists them. Decorative: the module's name is always written beside it.
 * `draw="use"` draws from the page's ModuleLogoSymbols, which must then hold every joined module's mark.
 */
export function ModuleLogoTiles({
  moduleId,
  size = "lg",
  draw = "inline",
  className,
}: {
  moduleId: ModuleId;
  size?: keyof typeof sizes;
  draw?: "inline" | "use";
  className?: string;
}) {
  const { tile, logo, plus, gap } = sizes[size];
  const Logo = draw === "use" ? ModuleLogoUse : ModuleLogo;
  return (
    <div className={cn("flex items-center", gap, className)} data-logos={moduleId}>
      {logoModuleIds(moduleId).map((id, index) => (
        <Fragment key={id}>
          {index > 0 ? <Plus aria-hidden className={cn("shrink-0 text-subtle", plus)} /> : null}
          <IconTile size={tile}>
            <Logo moduleId={id} size={logo} />
          </IconTile>
        </Fragment>
      ))}
    </div>
  );
}
