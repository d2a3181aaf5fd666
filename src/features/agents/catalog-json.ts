import { catalogVersion, genomes, modules, type MarketplaceModule } from "@/domain/catalog/catalog";
import { catalogFacts } from "@/domain/genome/catalog-facts";
import { getCatalogCopy } from "@/domain/catalog/catalog-copy";
import { genomePath, modulePath } from "@/domain/catalog/paths";
import { genomeModuleEntry } from "@/domain/genome/genome-definition";
import { genomeFileEntry } from "@/domain/genome/genome-code";
import { templateModuleCount, templateModuleIds } from "@/domain/genome/template-modules";
import { locales, type Locale } from "@/i18n/routing";
import { localizePath } from "@/i18n/locale-path";
import { markdownTwinPath } from "@/lib/markdown-twin";
import { findPage } from "@/lib/pages";
import { absoluteUrl, getSiteUrl } from "@/lib/site-config";

export const CATALOG_JSON_PATH = "/catalog.json";

/**
 * The version of this file's shape, not of the catalogue: it changes only when a field is renamed
 * or removed, so a reader can refuse a shape it does not know. `catalogVersion` versions the data.
 */
// 2: `stats` lost the published features, templates and contributors figures the pages no longer show;
// each genome gained `installs`, what its genome file installs.
// 3: each module's `command` (`architech add`/`enhance`, neither of which works in the CLI) became
// `genomeEntry`, the entry a genome lists it with.
// 4: `genomeEntry` is the entry exactly as a genome file the CLI runs holds it (state B): an
// integrator's id under `integrations/`, every parameter with its default, `features` as an object of `true`.
export const CATALOG_JSON_SCHEMA_VERSION = 4;

type PerLocale<T> = Record<Locale, T>;

function perLocale<T>(value: (locale: Locale) => T): PerLocale<T> {
  return Object.fromEntries(locales.map((locale) => [locale, value(locale)])) as PerLocale<T>;
}

/** A page's address in each language and its Markdown twin's, when the site has the page. */
function pageLinks(path: string): { page: PerLocale<string>; markdown: PerLocale<string> | null } | null {
  const page = findPage(path);
  if (!page) return null;
  return {
    page: perLocale((locale) => absoluteUrl(localizePath(path, locale))),
    markdown: page.markdown ? perLocale((locale) => absoluteUrl(markdownTwinPath(path, locale))) : null,
  };
}

function moduleEntry(module: MarketplaceModule) {
  return {
    id: module.id,
    name: module.name,
    category: module.category,
    // An adapter's technology group, or the modules an integrator wires together.
    ...(module.category === "adapter" ? { group: module.group } : { joins: module.group }),
    version: module.version,
    cliVersion: module.cliVersion,
    description: perLocale((locale) => getCatalogCopy(locale).moduleDescription(module.id)),
    genomeEntry: genomeFileEntry(genomeModuleEntry(module)),
    dependencies: module.dependencies,
    capabilities: module.capabilities,
    provides: module.provides,
    parameters: module.parameters,
    features: module.features,
    source: module.githubUrl,
    links: pageLinks(modulePath(module.id)),
  };
}

/** The marketplace's headline figures, under the names the JSON has published them with. */
function catalogStats() {
  const facts = catalogFacts();
  return { totalModules: facts.moduleCount, adapters: facts.adapterCount, integrators: facts.integratorCount, genomes: facts.genomeCount };
}

/**
 * The public catalogue served at /catalog.json: every module and genome template with the facts
 * the pages show, the marketplace's headline figures as the pages count them, and the prose in
 * every language. Read-only and rebuilt with the site.
 */
export function catalogJson() {
  return {
    schemaVersion: CATALOG_JSON_SCHEMA_VERSION,
    catalogVersion,
    site: getSiteUrl(),
    stats: catalogStats(),
    modules: modules.map(moduleEntry),
    genomes: genomes.map((genome) => ({
      id: genome.id,
      name: perLocale((locale) => getCatalogCopy(locale).genome(genome.id, "name")),
      description: perLocale((locale) => getCatalogCopy(locale).genome(genome.id, "description")),
      useCase: genome.useCase,
      complexity: genome.complexity,
      tags: genome.tags,
      modules: genome.modules,
      // What its genome file installs, as its page counts it: its adapters and the integrators wired in.
      installs: { modules: templateModuleIds(genome.id), ...templateModuleCount(genome.id) },
      links: pageLinks(genomePath(genome.id)),
    })),
  };
}

export type CatalogJson = ReturnType<typeof catalogJson>;
