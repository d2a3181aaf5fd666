import { cva, type VariantProps } from "class-variance-authority";
import type { ModuleId } from "@/domain/catalog/catalog-ids";
import { markKey, type ModuleMark } from "@/domain/catalog/module-logos";

/** A logo's box; brand marks fill it, glyphs keep lucide's inner margin. */
/** Its variants: each combination is one conflict-free class list (src/components/ui/variants.test.ts). */
export const moduleLogoVariantConfig = {
  variants: {
    size: { sm: "size-4", md: "size-5", lg: "size-6", xl: "size-8" },
    /** A glyph takes the muted text colour: it stands for a kind of module, not a brand. */
    glyph: { true: "text-muted", false: "" },
  },
  defaultVariants: { size: "md", glyph: false },
} as const;

export const moduleLogoVariants = cva("shrink-0", moduleLogoVariantConfig);

export type ModuleLogoSize = NonNullable<
  VariantProps<typeof moduleLogoVariants>["size"]
>;

/** What ModuleLogo and ModuleLogoUse take: which module, how big, and its name where nothing beside it says it. */
export interface ModuleLogoProps {
  moduleId: ModuleId;
  /** sm 16 px, md 20 px (the default), lg 24 px, xl 32 px. */
  size?: ModuleLogoSize;
  /**
   * The logo's accessible name. Without it the logo is decorative (aria-hidden): right where the
   * module's name is already written beside it, as on a card.
   */
  label?: string;
  className?: string;
}

/** A logo with a name is an image (its <title> shows the name on hover too); without one, assistive technology skips it. */
export function logoRole(label: string | undefined) {
  return label
    ? ({ role: "img", "aria-label": label } as const)
    : ({ "aria-hidden": true } as const);
}

/** The id of a mark's <symbol> in a page's ModuleLogoSymbols. */
export function logoSymbolId(mark: ModuleMark): string {
  return `module-logo-${markKey(mark)}`;
}
