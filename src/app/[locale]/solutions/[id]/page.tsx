import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { genomeIds, getGenome } from "@/data/catalog";
import { getCatalogCopy } from "@/features/catalog/catalog-copy";
import { SolutionHero } from "./_sections/solution-hero";
import { ChallengeSection } from "./_sections/challenge-section";
import { GenomeCodeSection } from "./_sections/genome-code-section";
import { WhatYouGetSection } from "./_sections/what-you-get-section";
import { HowItWorksSection } from "./_sections/how-it-works-section";
import { SolutionCta } from "./_sections/solution-cta";

export const dynamicParams = false;

export function generateStaticParams() {
  return genomeIds.map((id) => ({ id }));
}

export async function generateMetadata({ params }: PageProps<"/[locale]/solutions/[id]">): Promise<Metadata> {
  const { locale, id } = await params;
  const genome = getGenome(id);
  if (!genome) return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: "SolutionPage" });
  const catalog = await getCatalogCopy();
  return { title: t("metaTitle", { name: catalog.genome(id, "name") }), description: catalog.genome(id, "description") };
}

export default async function SolutionPage({ params }: PageProps<"/[locale]/solutions/[id]">) {
  const { locale, id } = await params;
  setRequestLocale(locale as Locale);
  const genome = getGenome(id);
  if (!genome) notFound();
  return (
    <>
      <SolutionHero genome={genome} />
      <ChallengeSection genome={genome} />
      <GenomeCodeSection genome={genome} />
      <WhatYouGetSection genome={genome} />
      <HowItWorksSection genome={genome} />
      <SolutionCta />
    </>
  );
}
