import { localized, useTranslations } from "@/i18n/locale-context";
import { Container } from "@/components/ui/section";
import { catalogStats } from "@/domain/catalog/catalog-derived";
import { StatList } from "@/features/catalog/stat-list";
import { HeroBackdrop } from "@/components/ui/hero-backdrop";

export const SolutionsHero = localized(function SolutionsHero() {
  const t = useTranslations("Solutions");
  const stats = [
    { key: "genomes", label: t("stats.genomes"), value: String(catalogStats.genomes) },
    { key: "modules", label: t("stats.modules"), value: String(catalogStats.totalModules) },
  ];
  return (
    <section className="relative overflow-hidden border-b border-border">
      <HeroBackdrop />
      <Container className="relative py-20 sm:py-28">
        <p className="font-mono text-xs font-medium tracking-[0.14em] text-primary-text uppercase">{t("eyebrow")}</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-gradient sm:text-6xl">{t("title")}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted">{t("description")}</p>
        <StatList label={t("stats.label")} stats={stats} className="mt-12" />
      </Container>
    </section>
  );
});
