import { moduleMark } from "@/domain/catalog/module-logos";
import { cn } from "@/lib/utils";
import { brandMark } from "./brand-marks";
import { ModuleGlyph } from "./module-glyph";
import { logoRole, moduleLogoVariants, type ModuleLogoProps } from "./module-logo-parts";

export type { ModuleLogoProps, ModuleLogoSize } from "./module-logo-parts";

/**
 * A module's technology logo, drawn into the page's HTML at build time: its simple-icons mark in
 * its brand colour (lightened where the dark theme would hide it), or a neutral glyph where it has
 * none. For server-rendered places; islands use ModuleLogoUse, which carries no path data.
 *
 *   <ModuleLogo moduleId="framework/nextjs" />                        beside the module's name
 *   <ModuleLogo moduleId="payment/stripe" size="lg" label="Stripe" />  on its own
 */
export function ModuleLogo({ moduleId, size, label, className }: ModuleLogoProps) {
  const mark = moduleMark(moduleId);
  if (!mark.brand) return <ModuleGlyph icon={mark.glyph} label={label} className={cn(moduleLogoVariants({ size, glyph: true }), className)} data-logo={mark.glyph} />;
  const { path, colour } = brandMark(mark.brand);
  return (
    <svg viewBox="0 0 24 24" className={cn(moduleLogoVariants({ size }), className)} data-logo={mark.brand} {...logoRole(label)}>
      {label ? <title>{label}</title> : null}
      <path fill={colour} d={path} />
    </svg>
  );
}
