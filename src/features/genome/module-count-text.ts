import type { ModuleCount } from "@/domain/genome/module-count";
import { placeholder } from "@/i18n/message-template";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { formatModuleCount, type ModuleCountLabels } from "./module-count-format";

/** The ModuleCount messages for every count up to `max`, for an island (see module-count-format.ts). */
export function moduleCountLabels(locale: Locale, max: number): ModuleCountLabels {
  const t = getTranslator(locale, "ModuleCount");
  const upTo = (format: (count: number) => string) => Array.from({ length: max + 1 }, (_, count) => format(count));
  return {
    modules: upTo((count) => t("modules", { count })),
    chosen: upTo((count) => t("chosen", { count })),
    wired: upTo((count) => t("wired", { count })),
    summary: t("summary", { modules: placeholder("modules"), chosen: placeholder("chosen"), wired: placeholder("wired") }),
  };
}

/** The count's words in a locale, for a page rendered on the server. */
export function moduleCountText(locale: Locale, count: ModuleCount): string {
  return formatModuleCount(moduleCountLabels(locale, count.total), count);
}

/** The count as a genome's fact, beside a "Modules" label: "18 (7 adapters chosen, 11 integrators wired)". */
export function moduleCountFigure(locale: Locale, count: ModuleCount): string {
  const t = getTranslator(locale, "ModuleCount");
  return t("figure", { total: String(count.total), chosen: t("chosen", { count: count.chosen }), wired: t("wired", { count: count.wired }) });
}
