import type { ModuleCount } from "@/domain/genome/module-count";
import { placeholder } from "@/i18n/message-template";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { islandCount } from "@/i18n/island-messages";
import { formatModuleCount, type ModuleCountLabels } from "./module-count-format";

/** The ModuleCount messages, for an island (see module-count-format.ts). */
export function moduleCountLabels(locale: Locale): ModuleCountLabels {
  const t = getTranslator(locale, "ModuleCount");
  return {
    modules: islandCount(locale, "ModuleCount", "modules"),
    chosen: islandCount(locale, "ModuleCount", "chosen"),
    wired: islandCount(locale, "ModuleCount", "wired"),
    summary: t("summary", { modules: placeholder("modules"), chosen: placeholder("chosen"), wired: placeholder("wired") }),
  };
}

/** The count's words in a locale, for a page rendered on the server. */
export function moduleCountText(locale: Locale, count: ModuleCount): string {
  return formatModuleCount(moduleCountLabels(locale), count);
}

/** The count as a genome's fact, beside a "Modules" label: "18 (7 adapters chosen, 11 integrators wired)". */
export function moduleCountFigure(locale: Locale, count: ModuleCount): string {
  const t = getTranslator(locale, "ModuleCount");
  return t("figure", { total: String(count.total), chosen: t("chosen", { count: count.chosen }), wired: t("wired", { count: count.wired }) });
}
