import type { Metadata } from "next";
import type { Locale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo/page-seo";
import { SolutionsHero } from "./_sections/solutions-hero";
import { GenomeBrowserSection } from "./_sections/genome-browser-section";
import { InstallCliSection } from "./_sections/install-cli-section";

export async function generateMetadata({ params }: PageProps<"/[locale]/solutions">): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale as Locale, "/solutions");
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
