import { localized, useTranslations } from "@/i18n/locale-context";
import { Section } from "@/components/ui/section";
import { modules } from "@/data/catalog";
import { catalogStats, marketplaceCategories, type MarketplaceCategory } from "@/data/catalog-derived";
import { useCatalogCopy } from "@/features/catalog/catalog-copy";
import { MarketplaceBrowser, type MarketplaceBrowserLabels } from "@/features/marketplace/marketplace-browser";
import { ModuleCard } from "@/features/marketplace/module-card";
import { ModuleDetails, type ModuleDetailsCopy } from "@/features/marketplace/module-details";

export const ModuleBrowserSection = localized(function ModuleBrowserSection() {
  const t = useTranslations("Marketplace");
  const common = useTranslations("Common");
  const catalog = useCatalogCopy();

  const items = modules.map((module) => ({
    id: module.id,
    name: module.name,
    description: catalog.moduleDescription(module.id),
    category: module.category,
  }));

  const cards = Object.fromEntries(
    modules.map((module) => [
      module.id,
      <ModuleCard
        key={module.id}
        module={module}
        copy={{
          category: catalog.category(module.category),
          description: catalog.moduleDescription(module.id),
          version: t("card.version", { version: module.version }),
          dependencies: t("card.dependencies", { count: module.dependencies.length }),
          source: t("card.source"),
          sourceLabel: t("card.sourceLabel", { name: module.name }),
          details: t("card.details"),
          detailsLabel: t("card.detailsLabel", { name: module.name }),
          opensInNewTab: common("opensInNewTab"),
        }}
      />,
    ]),
  );

  const detailsCopy = (description: string, category: string, name: string): ModuleDetailsCopy => ({
    category,
    description,
    version: t("dialog.version"),
    cliVersion: t("dialog.cliVersion"),
    parameters: t("dialog.parameters"),
    parameterName: t("dialog.parameterName"),
    parameterType: t("dialog.parameterType"),
    parameterDefault: t("dialog.parameterDefault"),
    choices: (choices) => t("dialog.choices", { choices }),
    required: t("dialog.required"),
    noDefault: t("dialog.noDefault"),
    noParameters: t("dialog.noParameters"),
    features: t("dialog.features"),
    noFeatures: t("dialog.noFeatures"),
    dependencies: t("dialog.dependencies"),
    noDependencies: t("dialog.noDependencies"),
    dependencyLabel: (dependency) => t("dialog.dependencyLabel", { name: dependency }),
    command: t("dialog.command"),
    commandLabel: t("dialog.commandLabel", { name }),
    source: t("dialog.source"),
    opensInNewTab: common("opensInNewTab"),
    copy: { copy: common("copy"), copied: common("copied"), failed: common("copyFailed") },
  });

  const details = Object.fromEntries(
    modules.map((module) => [
      module.id,
      <ModuleDetails
        key={module.id}
        module={module}
        copy={detailsCopy(catalog.moduleDescription(module.id), catalog.category(module.category), module.name)}
      />,
    ]),
  );

  const byCategory = <T,>(pick: (category: MarketplaceCategory) => T) =>
    Object.fromEntries(marketplaceCategories.map((category) => [category, pick(category)])) as Record<MarketplaceCategory, T>;

  const labels: MarketplaceBrowserLabels = {
    search: t("search.label"),
    searchPlaceholder: t("search.placeholder"),
    categories: t("categoriesLabel"),
    category: byCategory((category) => t(`categories.${category}`)),
    resultCounts: Array.from({ length: modules.length + 1 }, (_, count) => t("resultCount", { count })),
    usageNote: t("usageNote"),
    emptySearchTitle: t("empty.searchTitle"),
    emptySearchDescription: t("empty.searchDescription", { total: String(catalogStats.totalModules) }),
    emptyCategoryTitle: byCategory((category) =>
      t("empty.categoryTitle", { category: t(`categories.${category}`).toLocaleLowerCase() }),
    ),
    emptyCategoryDescription: t("empty.categoryDescription"),
    reset: t("empty.reset"),
    close: common("close"),
  };

  return (
    <Section aria-labelledby="module-browser-title" className="py-14 sm:py-16">
      {/* The cards are h3s under the page's h1: this heading keeps the outline in order for screen readers. */}
      <h2 id="module-browser-title" className="sr-only">
        {t("browserTitle")}
      </h2>
      <MarketplaceBrowser items={items} cards={cards} details={details} labels={labels} />
    </Section>
  );
});
