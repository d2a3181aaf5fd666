import { localized, useTranslations } from "@/i18n/locale-context";
import { catalogFacts } from "@/domain/genome/catalog-facts";
import { StatList } from "@/features/catalog/stat-list";
import { PageHero } from "@/components/ui/page-hero";

export const SolutionsHero = localized(function SolutionsHero() {
  const t = useTranslations("Solutions");
  const facts = catalogFacts();
  const stats = [
    { key: "genomes", label: t("stats.genomes"), value: String(facts.genomeCount) },
    { key: "modules", label: t("stats.modules"), value: String(facts.moduleCount) },
  ];
  return (
    <PageHero eyebrow={t("eyebrow")} title={t("title")} description={t("description")}>
      <StatList label={t("stats.label")} stats={stats} className="mt-12" />
    </PageHero>
  );
});
