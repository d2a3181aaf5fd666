import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { Locale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo/page-seo";
import { genomeIds, getGenome } from "@/data/catalog";
import { SolutionHero } from "./_sections/solution-hero";
import { ChallengeSection } from "./_sections/challenge-section";
import { GenomeCodeSection } from "./_sections/genome-code-section";
import { WhatYouGetSection } from "./_sections/what-you-get-section";
import { HowItWorksSection } from "./_sections/how-it-works-section";
import { SolutionCta } from "./_sections/solution-cta";
import { GenomeBreadcrumbJsonLd } from "@/components/layout/breadcrumb-json-ld";
import { useCatalogCopy } from "@/features/catalog/catalog-copy";

export const dynamicParams = false;

export function generateStaticParams() {
  return genomeIds.map((id) => ({ id }));
}

export function generateMetadata({ params }: PageProps<"/[locale]/solutions/[id]">): Promise<Metadata> {
  const { locale, id } = await params;
  const genome = getGenome(id);
  if (!genome) return {};
  return pageMetadata(locale as Locale, `/solutions/${id}`);
}

export default async function SolutionPage({ params }: PageProps<"/[locale]/solutions/[id]">) {
  const { locale, id } = await params;
  setRequestLocale(locale as Locale);
  const genome = getGenome(id);
  if (!genome) notFound();
  const copy = useCatalogCopy();
  return (
    <>
      <GenomeBreadcrumbJsonLd locale={locale as Locale} id={id} name={copy.genome(id, "name")} />
      <SolutionHero genome={genome} />
      <ChallengeSection genome={genome} />
      <GenomeCodeSection genome={genome} />
      <WhatYouGetSection genome={genome} />
      <HowItWorksSection genome={genome} />
      <SolutionCta />
    </>
  );
}
