import { localized, useTranslations } from "@/i18n/locale-context";
import { Container } from "@/components/ui/section";
import { catalogStats } from "@/domain/catalog/catalog-derived";
import { StatList } from "@/features/catalog/stat-list";
import { HeroBackdrop } from "@/components/ui/hero-backdrop";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/link";
import { ArrowRight } from "lucide-react";

export const MarketplaceHero = localized(function MarketplaceHero() {
  const t = useTranslations("Marketplace");
  const stats = [
    { key: "adapters", label: t("stats.adapters"), value: String(catalogStats.adapters) },
    { key: "integrators", label: t("stats.integrators"), value: String(catalogStats.integrators) },
    { key: "features", label: t("stats.features"), value: String(catalogStats.features) },
    { key: "contributors", label: t("stats.contributors"), value: t("stats.contributorsValue", { count: catalogStats.contributors }) },
  ];
  return (
    <section className="relative overflow-hidden border-b border-border">
      <HeroBackdrop />
      <Container className="relative py-20 sm:py-28">
        <p className="font-mono text-xs font-medium tracking-[0.14em] text-primary-text uppercase">{t("eyebrow")}</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-gradient sm:text-6xl">{t("title")}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted">{t("description")}</p>
        <StatList label={t("stats.label")} stats={stats} className="mt-12" />
        <div className="mt-10 flex max-w-3xl flex-col gap-4 rounded-xl border border-primary/30 bg-primary/[0.07] p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-semibold text-foreground">{t("composeTitle")}</p>
            <p className="mt-1 text-sm text-muted">{t("composeDescription")}</p>
          </div>
          <Button asChild>
            <Link href="/compose">
              {t("composeButton")}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </Container>
    </section>
  );
});
