import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { adapterGroups, genomes, moduleById, modules, type MarketplaceModule } from "@/domain/catalog/catalog";
import { marketplaceCategories, type MarketplaceCategory } from "@/domain/catalog/catalog-derived";
import { getCatalogCopy } from "@/domain/catalog/catalog-copy";
import { genomePath, modulePath } from "@/domain/catalog/paths";
import { templateModuleCount } from "@/domain/genome/template-modules";
import { moduleCountText } from "@/features/genome/module-count-text";
import { localizeHref, localizePath } from "@/i18n/locale-path";
import { placeholder } from "@/i18n/message-template";
import { islandCount, islandMessages } from "@/i18n/island-messages";
import type { MarketplaceBrowserProps } from "./marketplace-browser";
import { composeHref } from "@/features/compose/compose-link";

/**
 * The category a module is listed under: an adapter's group; an integrator's, that of the first
 * technology it joins (Stripe + Drizzle under Payments), as its page's related integrators are.
 */
function listedGroup(module: MarketplaceModule): string {
  if (module.category === "adapter") return module.group;
  const first = moduleById(module.group[0]!);
  return first.category === "adapter" ? first.group : first.id;
}

/**
 * The marketplace browser island's props: each module's and genome template's card facts and every
 * label, resolved at build time for one locale. Only what the cards and filters show is sent, and the
 * words the dialog cannot take from the catalogue (feature names); the dialog's other details come
 * with the dialog's own code.
 */
export function marketplaceBrowserProps(locale: Locale): MarketplaceBrowserProps {
  const t = getTranslator(locale, "Marketplace");
  const common = getTranslator(locale, "Common");
  const catalog = getCatalogCopy(locale);
  const byCategory = <T>(pick: (category: MarketplaceCategory) => T) =>
    Object.fromEntries(marketplaceCategories.map((category) => [category, pick(category)])) as Record<MarketplaceCategory, T>;
  const pageHref = localizePath(modulePath(placeholder("id")), locale);

  return {
    items: modules.map((module) => ({
      id: module.id,
      name: module.name,
      description: catalog.moduleDescription(module.id),
      category: module.category,
      group: listedGroup(module),
      version: module.version,
      dependencyCount: module.dependencies.length,
      githubUrl: module.githubUrl,
    })),
    featureNames: Object.fromEntries(modules.map((module) => [module.id, catalog.featureNames(module)])),
    templates: genomes.map((genome) => ({
      id: genome.id,
      name: catalog.genome(genome.id, "name"),
      description: catalog.genome(genome.id, "description"),
      category: "template" as const,
      group: "all",
      href: localizePath(genomePath(genome.id), locale),
      useCase: catalog.useCase(genome.useCase),
      modules: moduleCountText(locale, templateModuleCount(genome.id)),
    })),
    groupLabels: Object.fromEntries(adapterGroups.map((group) => [group, catalog.group(group)])),
    groupOrder: [...adapterGroups],
    labels: {
      groupsIndex: t("groupsIndex"),
      search: t("search.label"),
      searchPlaceholder: t("search.placeholder"),
      categories: t("categoriesLabel"),
      category: byCategory((category) => t(`categories.${category}`)),
      resultCount: islandCount(locale, "Marketplace", "resultCount"),
      emptySearchTitle: t("empty.searchTitle"),
      emptySearchDescription: t("empty.searchDescription"),
      reset: t("empty.reset"),
      close: common("close"),
      card: {
        ...islandMessages(locale, "Marketplace.card", ["dependencies"]),
        pageHref,
        category: { adapter: catalog.category("adapter"), integrator: catalog.category("integrator") },
        dependencies: islandCount(locale, "Marketplace.card", "dependencies"),
        opensInNewTab: common("opensInNewTab"),
      },
      template: islandMessages(locale, "Marketplace.template"),
      details: {
        ...islandMessages(locale, "Marketplace.dialog", ["category"]),
        pageHref,
        composeHref: localizeHref(composeHref(placeholder("query")), locale),
        opensInNewTab: common("opensInNewTab"),
      },
    },
  };
}
