import type { ModuleCount } from "@/domain/genome/module-count";
import { fillTemplate, formatCount, type CountMessage } from "@/i18n/message-template";

/**
 * A module count's ICU plurals (module-count-text.ts) and the template that joins them: what an
 * island needs to word any count without a message catalogue.
 */
export interface ModuleCountLabels {
  modules: CountMessage;
  chosen: CountMessage;
  wired: CountMessage;
  /** `{modules}: {chosen}, {wired}` in the reader's language. */
  summary: string;
}

/** "18 modules: 7 adapters chosen, 11 integrators wired"; an empty genome is just "No module". */
export function formatModuleCount(labels: ModuleCountLabels, count: ModuleCount): string {
  if (count.total === 0) return formatCount(labels.modules, 0);
  return fillTemplate(labels.summary, { modules: formatCount(labels.modules, count.total), chosen: formatCount(labels.chosen, count.chosen), wired: formatCount(labels.wired, count.wired) });
}
