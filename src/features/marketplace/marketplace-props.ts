import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { modules } from "@/domain/catalog/catalog";
import { catalogStats, marketplaceCategories, type MarketplaceCategory } from "@/domain/catalog/catalog-derived";
import { getCatalogCopy } from "@/domain/catalog/catalog-copy";
import { modulePath } from "@/domain/catalog/paths";
import { localizePath } from "@/i18n/locale-path";
import { placeholder } from "@/i18n/message-template";
import type { MarketplaceBrowserProps } from "./marketplace-browser";

/**
 * The marketplace browser island's props: each module's card facts and every label, resolved at
 * build time for one locale. Only what the cards and filters show is sent; the dialog's details
 * come with the dialog's own code.
 */
export function marketplaceBrowserProps(locale: Locale): MarketplaceBrowserProps {
  const t = getTranslator(locale, "Marketplace");
  const common = getTranslator(locale, "Common");
  const catalog = getCatalogCopy(locale);
  const byCategory = <T>(pick: (category: MarketplaceCategory) => T) =>
    Object.fromEntries(marketplaceCategories.map((category) => [category, pick(category)])) as Record<MarketplaceCategory, T>;
  const mostDependencies = Math.max(0, ...modules.map((module) => module.dependencies.length));
  const name = placeholder("name");
  const pageHref = localizePath(modulePath(placeholder("id")), locale);

  return {
    items: modules.map((module) => ({
      id: module.id,
      name: module.name,
      description: catalog.moduleDescription(module.id),
      category: module.category,
      version: module.version,
      dependencyCount: module.dependencies.length,
      githubUrl: module.githubUrl,
    })),
    labels: {
      search: t("search.label"),
      searchPlaceholder: t("search.placeholder"),
      categories: t("categoriesLabel"),
      category: byCategory((category) => t(`categories.${category}`)),
      resultCounts: Array.from({ length: catalogStats.totalModules + 1 }, (_, count) => t("resultCount", { count })),
      usageNote: t("usageNote"),
      emptySearchTitle: t("empty.searchTitle"),
      emptySearchDescription: t("empty.searchDescription", { total: String(catalogStats.totalModules) }),
      emptyCategoryTitle: byCategory((category) =>
        t("empty.categoryTitle", { category: t(`categories.${category}`).toLocaleLowerCase(locale) }),
      ),
      emptyCategoryDescription: t("empty.categoryDescription"),
      reset: t("empty.reset"),
      close: common("close"),
      card: {
        pageHref,
        category: { adapter: catalog.category("adapter"), integrator: catalog.category("integrator") },
        version: t("card.version", { version: placeholder("version") }),
        dependencies: Array.from({ length: mostDependencies + 1 }, (_, count) => t("card.dependencies", { count })),
        source: t("card.source"),
        sourceLabel: t("card.sourceLabel", { name }),
        details: t("card.details"),
        detailsLabel: t("card.detailsLabel", { name }),
        opensInNewTab: common("opensInNewTab"),
      },
      details: {
        version: t("dialog.version"),
        cliVersion: t("dialog.cliVersion"),
        parameters: t("dialog.parameters"),
        parameterName: t("dialog.parameterName"),
        parameterType: t("dialog.parameterType"),
        parameterDefault: t("dialog.parameterDefault"),
        choices: t("dialog.choices", { choices: placeholder("choices") }),
        required: t("dialog.required"),
        noDefault: t("dialog.noDefault"),
        noParameters: t("dialog.noParameters"),
        features: t("dialog.features"),
        noFeatures: t("dialog.noFeatures"),
        dependencies: t("dialog.dependencies"),
        noDependencies: t("dialog.noDependencies"),
        dependencyLabel: t("dialog.dependencyLabel", { name }),
        command: t("dialog.command"),
        commandLabel: t("dialog.commandLabel", { name }),
        source: t("dialog.source"),
        pageHref,
        page: t("dialog.page"),
        opensInNewTab: common("opensInNewTab"),
        copy: { copy: common("copy"), copied: common("copied"), failed: common("copyFailed") },
      },
    },
  };
}
