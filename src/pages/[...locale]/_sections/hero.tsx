import { localized, useLocale, useTranslations } from "@/i18n/locale-context";
import { Check } from "lucide-react";
import { Link } from "@/i18n/link";
import { Button } from "@/components/ui/button";
import { PageHero, PageHeroActions, PageHeroContent, PageHeroDescription, PageHeroTitle } from "@/components/ui/page-hero";
import { InstallStatus } from "@/components/layout/install-status";
import { catalogFacts } from "@/domain/genome/catalog-facts";
import { documentedStateDate } from "@/domain/cli/documented-state";
import { siteConfig } from "@/lib/site-config";
import { HeroProduct } from "./hero-product";
import { landingSectionHash, landingSectionId } from "@/lib/landing-sections";
import { ArrowLink } from "@/components/ui/arrow-link";

/**
 * Text and CSS only: the headline is the largest paint, and it needs no image or script. Beside it,
 * the product itself: a genome file and what it becomes (hero-product.tsx).
 */
export const Hero = localized(function Hero() {
  const t = useTranslations("Landing.hero");
  const locale = useLocale();
  const points = [t("points.openSource"), t("points.ownership"), t("points.modules", { count: String(catalogFacts().moduleCount) })];
  return (
    <PageHero id={landingSectionId("home")} aria-labelledby="hero-title" data-render="lazy" backdrop="landing" tone="primary">
      {/*
        Three blocks: the pitch, the product, then the CLI's status and the points. On a phone they
        stack in that order, so the product starts on the first screen; from 1024 px the pitch and
        the points share the left column beside the product, from its top, so the buttons stay on
        the first screen however tall the product is.
      */}
      <PageHeroContent
        size="none"
        className="grid grid-cols-[minmax(0,1fr)] gap-x-10 gap-y-10 pt-8 pb-16 sm:pt-16 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:grid-rows-[auto_auto_1fr] lg:pt-20 lg:pb-24"
      >
        <div className="flex flex-col items-start text-left lg:col-start-1 lg:row-start-1 lg:pt-6">
          {/*
            No version number: the CLI's --version (1.0.0) and its package's (0.1.0 to 2.0.0) disagree
            (facts/CLI-FACTS.md §2), so any one would mislead. The date is the state of the CLI the docs describe.
          */}
          <p className="inline-flex items-center gap-2 rounded-full border border-border-strong bg-surface/70 py-1 pr-3 pl-2.5 text-xs font-medium text-muted">
            <span aria-hidden className="size-1.5 rounded-full bg-success" />
            {t("badge", { date: documentedStateDate(locale) })}
          </p>
          <PageHeroTitle id="hero-title" width="wide" tone="none" className="mt-5 text-[2.25rem] leading-[1.05] sm:mt-7 lg:text-5xl">
            <span className="block text-gradient">{t("titleLead")}</span>{" "}
            <span className="block bg-[linear-gradient(90deg,#a5a4ff_0%,#e9b949_100%)] bg-clip-text pb-1 text-transparent">{t("titleAccent")}</span>
          </PageHeroTitle>
          <PageHeroDescription size="responsive" className="mt-5 sm:mt-7">
            {t("description")}
          </PageHeroDescription>
          {/* The waitlist first; the CLI as it can be had today, built from source (no npm release installs, facts/CLI-FACTS.md §8 R2). */}
          <PageHeroActions className="mt-7 w-full sm:mt-10 sm:w-auto">
            <ArrowLink href={landingSectionHash("cta")} size="xl" className="w-full sm:w-auto">
              {t("primaryCta")}
            </ArrowLink>{" "}
            <Button asChild size="xl" variant="outline" className="w-full sm:w-auto">
              <Link href={siteConfig.cli.installGuidePath}>{t("secondaryCta")}</Link>
            </Button>
          </PageHeroActions>
        </div>
        <div className="min-w-0 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <HeroProduct />
        </div>
        <div className="flex flex-col items-start lg:col-start-1 lg:row-start-2">
          <InstallStatus className="max-w-full rounded-lg border border-border bg-surface/70 px-4 py-2 text-[13px]" />
          <ul className="mt-6 flex flex-col gap-x-6 gap-y-2 text-sm text-muted sm:flex-row sm:flex-wrap">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <Check aria-hidden className="size-4 text-success" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </PageHeroContent>
    </PageHero>
  );
});
