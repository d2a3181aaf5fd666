import type { Metadata } from "next";
import type { Locale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo/page-seo";
import { MarketplaceHero } from "./_sections/marketplace-hero";
import { ModuleBrowserSection } from "./_sections/module-browser-section";
import { ContributeSection } from "./_sections/contribute-section";

export async function generateMetadata({ params }: PageProps<"/[locale]/marketplace">): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale as Locale, "/marketplace");
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
