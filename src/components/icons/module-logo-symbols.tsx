import { distinctMarks } from "@/domain/catalog/module-logos";
import type { ModuleId } from "@/domain/catalog/catalog-ids";
import { brandMark } from "./brand-marks";
import { ModuleGlyph } from "./module-glyph";
import { logoSymbolId } from "./module-logo-parts";

/**
 * The marks of some modules as <symbol>s, once in a page, for ModuleLogoUse to draw: an island or a
 * dialog then shows logos without their path data in its props or its code. Server code only.
 */
export function ModuleLogoSymbols({ moduleIds }: { moduleIds: readonly ModuleId[] }) {
  return (
    <svg className="hidden" aria-hidden data-pagefind-ignore="">
      {distinctMarks(moduleIds).map((mark) => (
        <symbol key={logoSymbolId(mark)} id={logoSymbolId(mark)} viewBox="0 0 24 24">
          {mark.brand ? <path fill={brandMark(mark.brand).colour} d={brandMark(mark.brand).path} /> : <ModuleGlyph icon={mark.glyph} />}
        </symbol>
      ))}
    </svg>
  );
}
