import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { catalogStats } from "@/data/catalog-derived";
import { SolutionsHero } from "./_sections/solutions-hero";
import { GenomeBrowserSection } from "./_sections/genome-browser-section";
import { InstallCliSection } from "./_sections/install-cli-section";

export async function generateMetadata({ params }: PageProps<"/[locale]/solutions">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "Solutions" });
  return { title: t("metaTitle"), description: t("metaDescription", { count: String(catalogStats.genomes) }) };
}

export default async function SolutionsPage({ params }: PageProps<"/[locale]/solutions">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return (
    <>
      <SolutionsHero />
      <GenomeBrowserSection />
      <InstallCliSection />
    </>
  );
}
