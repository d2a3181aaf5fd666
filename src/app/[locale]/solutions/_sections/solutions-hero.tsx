import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/section";
import { catalogStats } from "@/data/catalog-derived";
import { StatList } from "@/features/catalog/stat-list";

export async function SolutionsHero() {
  const t = await getTranslations("Solutions");
  const stats = [
    { key: "genomes", label: t("stats.genomes"), value: String(catalogStats.genomes) },
    { key: "modules", label: t("stats.modules"), value: String(catalogStats.totalModules) },
  ];
  return (
    <section className="relative overflow-hidden border-b border-border">
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-grid [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)]" />
      <div aria-hidden className="pointer-events-none absolute -top-40 left-1/2 h-80 w-[40rem] -translate-x-1/2 glow-primary-soft" />
      <Container className="relative py-20 sm:py-28">
        <p className="font-mono text-xs font-medium tracking-[0.14em] text-primary-text uppercase">{t("eyebrow")}</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-gradient sm:text-6xl">{t("title")}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted">{t("description")}</p>
        <StatList label={t("stats.label")} stats={stats} className="mt-12" />
      </Container>
    </section>
  );
}
