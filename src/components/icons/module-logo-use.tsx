import { moduleMark } from "@/domain/catalog/module-logos";
import { cn } from "@/lib/utils";
import { logoRole, logoSymbolId, moduleLogoVariants, type ModuleLogoProps } from "./module-logo-parts";

/**
 * ModuleLogo for islands and dialogs: the same logo, drawn from the page's ModuleLogoSymbols, which
 * must hold the module's mark. It ships a few bytes of code and no path data.
 */
export function ModuleLogoUse({ moduleId, size, label, className }: ModuleLogoProps) {
  const mark = moduleMark(moduleId);
  return (
    <svg
      viewBox="0 0 24 24"
      className={cn(moduleLogoVariants({ size, glyph: mark.brand === null }), className)}
      data-logo={mark.brand ?? mark.glyph}
      {...logoRole(label)}
    >
      {label ? <title>{label}</title> : null}
      <use href={`#${logoSymbolId(mark)}`} />
    </svg>
  );
}
