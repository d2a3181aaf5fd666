import { type Page } from "@playwright/test";
import { catalogFacts } from "../../src/domain/genome/catalog-facts";
import { adapterGroups, genomes, moduleById, modules, type MarketplaceModule } from "../../src/domain/catalog/catalog";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };

// What the marketplace specs share: the catalogue's figures and groups the page must show, and its chips.
export const messages = { en, fr } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** Every entry of the marketplace: its modules, then its genome templates. */
export const everything = catalogFacts().moduleCount + catalogFacts().genomeCount;

export const copy = {
  en: {
    h1: "Modules that already know each other",
    search: "Search the marketplace",
    all: "All",
    adapters: "Adapters",
    integrators: "Integrators",
    templates: "Templates",
    features: "Features",
    count: (n: number) => `${n} result${n === 1 ? "" : "s"}`,
    noResults: "Nothing found",
    saas: "SaaS Application",
    saasCount: "18 modules: 7 adapters chosen, 11 integrators wired",
    details: (name: string) => `Details of ${name}`,
    version: "Version",
    contribute: "Publish your own module",
    compose: "Compose a genome with it",
    repo: "Open the marketplace repository",
  },
  fr: {
    h1: "Des modules qui se connaissent déjà",
    search: "Rechercher dans la marketplace",
    all: "Tous",
    adapters: "Adaptateurs",
    integrators: "Intégrateurs",
    templates: "Templates",
    features: "Fonctionnalités",
    count: (n: number) => `${n} résultat${n > 1 ? "s" : ""}`,
    noResults: "Aucun résultat",
    saas: "Application SaaS",
    saasCount: /18 modules\s:\s7 adaptateurs choisis, 11 intégrateurs câblés/,
    details: (name: string) => `Détails de ${name}`,
    version: "Version",
    contribute: "Publiez votre propre module",
    compose: "Composer un génome qui le contient",
    repo: "Ouvrir le dépôt de la marketplace",
  },
} as const;

export function chip(page: Page, label: string, count: number) {
  return page.getByRole("group").getByRole("button", { name: new RegExp(`^${label}\\s*${count}$`) });
}

export const visibleCards = (page: Page) => page.locator("li[data-item-id]:visible");

/** The category a module is listed under: an adapter's group, an integrator's first technology's. */
export function listedGroup(module: MarketplaceModule): string {
  if (module.category === "adapter") return module.group;
  const first = moduleById(module.group[0]!);
  return first.category === "adapter" ? first.group : first.id;
}

/** The marketplace's headings as the catalogue orders them: each kind, then its categories, each with its count. */
export function expectedHeadings(locale: keyof typeof messages): string[] {
  const m = messages[locale];
  return (["adapter", "integrator"] as const).flatMap((kind) => {
    const ofKind = modules.filter((module) => module.category === kind);
    const groups = adapterGroups
      .map((group) => [group, ofKind.filter((module) => listedGroup(module) === group).length] as const)
      .filter(([, count]) => count > 0);
    return [`${m.Marketplace.categories[kind]} ${ofKind.length}`, ...groups.map(([group, count]) => `${m.Catalog.groups[group]} ${count}`)];
  }).concat(`${m.Marketplace.categories.template} ${genomes.length}`);
}

/** The browser's kind and category headings the page shows now, in page order. */
export const groupHeadings = (page: Page) => page.locator("h2[id]:visible, h3[id]:visible").filter({ has: page.locator("[data-count-of]") });
