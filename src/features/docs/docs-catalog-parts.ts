import { adapterGroups } from "@/domain/catalog/catalog-ids";
import { genomes, modules } from "@/domain/catalog/catalog";
import { getCatalogCopy } from "@/domain/catalog/catalog-copy";
import { genomePath, modulePath } from "@/domain/catalog/paths";
import { templateGenome } from "@/domain/genome/composition-genome";
import { genomeToTypeScript } from "@/domain/genome/genome-code";
import { genomeFileName } from "@/domain/genome/genome-file";
import { templateModuleCount } from "@/domain/genome/template-modules";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { moduleCountText } from "@/features/genome/module-count-text";

export interface ModuleIndexGroup {
  /** The heading's id: `adapters-database`, `integrators`. */
  id: string;
  title: string;
  modules: { id: string; name: string; path: string; description: string }[];
}

/** Every module page of the marketplace, adapters by technology group, then the integrators. */
export function moduleIndex(locale: Locale): ModuleIndexGroup[] {
  const copy = getCatalogCopy(locale);
  const t = getTranslator(locale, "Docs.modules");
  const entry = (module: (typeof modules)[number]) => ({ id: module.id, name: module.name, path: modulePath(module.id), description: copy.moduleDescription(module.id) });
  const adapterGroupsShown = adapterGroups.map((group) => ({
    id: `adapters-${group}`,
    title: `${t("adapters")} · ${copy.group(group)}`,
    modules: modules.filter((module) => module.category === "adapter" && module.group === group).map(entry),
  }));
  const integrators = { id: "integrators", title: t("integrators"), modules: modules.filter((module) => module.category !== "adapter").map(entry) };
  return [...adapterGroupsShown, integrators].filter((group) => group.modules.length > 0);
}

export interface TemplateGenomeEntry {
  id: string;
  name: string;
  file: string;
  path: string;
  /** "18 modules (7 adapters chosen, 11 integrators wired)". */
  moduleCount: string;
  /** The genome file, as the composer writes it for the template's adapters. */
  code: string;
}

/** Each genome template's file, generated from the catalogue by the composer's resolution. */
export function templateGenomes(locale: Locale): TemplateGenomeEntry[] {
  const copy = getCatalogCopy(locale);
  return genomes.map((genome) => ({
    id: genome.id,
    name: copy.genome(genome.id, "name"),
    file: genomeFileName(genome.id),
    path: genomePath(genome.id),
    moduleCount: moduleCountText(locale, templateModuleCount(genome.id)),
    code: genomeToTypeScript(templateGenome(genome.id, copy.genome(genome.id, "description"))),
  }));
}
