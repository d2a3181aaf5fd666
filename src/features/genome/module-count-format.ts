import type { ModuleCount } from "@/domain/genome/module-count";
import { fillTemplate } from "@/i18n/message-template";

/**
 * A module count's words for every number up to a bound (index = count), plurals resolved on the
 * server (module-count-text.ts), and the template that joins them: what an island needs to word
 * any count without an ICU formatter or a message catalogue.
 */
export interface ModuleCountLabels {
  modules: string[];
  chosen: string[];
  wired: string[];
  /** `{modules}: {chosen}, {wired}` in the reader's language. */
  summary: string;
}

/** "18 modules: 7 adapters chosen, 11 integrators wired"; an empty genome is just "No module". */
export function formatModuleCount(labels: ModuleCountLabels, count: ModuleCount): string {
  // The server words every count up to the catalogue's size, so the digits alone are never needed.
  const word = (words: string[], n: number) => words[n] ?? String(n);
  if (count.total === 0) return word(labels.modules, 0);
  return fillTemplate(labels.summary, { modules: word(labels.modules, count.total), chosen: word(labels.chosen, count.chosen), wired: word(labels.wired, count.wired) });
}
