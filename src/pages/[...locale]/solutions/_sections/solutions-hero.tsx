import { localized, useTranslations } from "@/i18n/locale-context";
import { catalogFacts } from "@/domain/genome/catalog-facts";
import { StatList } from "@/features/catalog/stat-list";
import { Eyebrow } from "@/components/ui/eyebrow";
import { PageHero, PageHeroContent, PageHeroDescription, PageHeroTitle } from "@/components/ui/page-hero";

export const SolutionsHero = localized(function SolutionsHero() {
  const t = useTranslations("Solutions");
  const facts = catalogFacts();
  const stats = [
    { key: "genomes", label: t("stats.genomes"), value: String(facts.genomeCount) },
    { key: "modules", label: t("stats.modules"), value: String(facts.moduleCount) },
  ];
  return (
    <PageHero>
      <PageHeroContent>
        <Eyebrow>{t("eyebrow")}</Eyebrow>
        <PageHeroTitle>{t("title")}</PageHeroTitle>
        <PageHeroDescription>{t("description")}</PageHeroDescription>
        <StatList label={t("stats.label")} stats={stats} className="mt-12" />
      </PageHeroContent>
    </PageHero>
  );
});
