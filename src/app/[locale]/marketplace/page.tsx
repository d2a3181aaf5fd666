import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { catalogStats } from "@/data/catalog-derived";
import { MarketplaceHero } from "./_sections/marketplace-hero";
import { ModuleBrowserSection } from "./_sections/module-browser-section";
import { ContributeSection } from "./_sections/contribute-section";

export async function generateMetadata({ params }: PageProps<"/[locale]/marketplace">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "Marketplace" });
  return { title: t("metaTitle"), description: t("metaDescription", { total: String(catalogStats.totalModules) }) };
}

export default async function MarketplacePage({ params }: PageProps<"/[locale]/marketplace">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return (
    <>
      <MarketplaceHero />
      <ModuleBrowserSection />
      <ContributeSection />
    </>
  );
}
