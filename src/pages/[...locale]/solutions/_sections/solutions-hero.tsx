import { localized, useTranslations } from "@/i18n/locale-context";
import { catalogFacts } from "@/domain/genome/catalog-facts";
import { CatalogHero } from "@/features/catalog/catalog-hero";

export const SolutionsHero = localized(function SolutionsHero() {
  const t = useTranslations("Solutions");
  const facts = catalogFacts();
  const stats = [
    { key: "genomes", label: t("stats.genomes"), value: String(facts.genomeCount) },
    { key: "modules", label: t("stats.modules"), value: String(facts.moduleCount) },
  ];
  return <CatalogHero eyebrow={t("eyebrow")} title={t("title")} description={t("description")} stats={{ label: t("stats.label"), stats }} />;
});
