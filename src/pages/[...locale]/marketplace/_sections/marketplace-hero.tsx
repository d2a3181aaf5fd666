import { localized, useTranslations } from "@/i18n/locale-context";
import { catalogFacts } from "@/domain/genome/catalog-facts";
import { CatalogHero } from "@/features/catalog/catalog-hero";
import { route } from "@/domain/site/page-paths";
import { ArrowLink } from "@/components/ui/arrow-link";

export const MarketplaceHero = localized(function MarketplaceHero() {
  const t = useTranslations("Marketplace");
  // Counted from the catalogue, like the filter chips below; a figure that is 0 for lack of data is not shown.
  const facts = catalogFacts();
  const stats = [
    { key: "adapters", label: t("stats.adapters"), count: facts.adapterCount },
    { key: "integrators", label: t("stats.integrators"), count: facts.integratorCount },
    { key: "templates", label: t("stats.templates"), count: facts.genomeCount },
  ]
    .filter((stat) => stat.count > 0)
    .map(({ count, ...stat }) => ({ ...stat, value: String(count) }));
  return (
    <CatalogHero eyebrow={t("eyebrow")} title={t("title")} description={t("description")} stats={{ label: t("stats.label"), stats }}>
      <div className="mt-10 flex max-w-3xl flex-col gap-4 rounded-xl border border-primary/30 bg-primary/[0.07] p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm font-semibold text-foreground">{t("composeTitle")}</p>
          <p className="mt-1 text-sm text-muted">{t("composeDescription")}</p>
        </div>
        <ArrowLink href={route("compose")}>
          {t("composeButton")}
        </ArrowLink>
      </div>
    </CatalogHero>
  );
});
