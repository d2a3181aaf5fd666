import type { Metadata } from "next";
import type { Locale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo/page-seo";
import { Hero } from "./_sections/hero";
import { DemoSection } from "./_sections/demo-section";
import { Audience } from "./_sections/audience";
import { Benefits } from "./_sections/benefits";
import { HowItWorks } from "./_sections/how-it-works";
import { Products } from "./_sections/products";
import { WhereWeFit } from "./_sections/where-we-fit";
import { Faq } from "./_sections/faq";
import { Cta } from "./_sections/cta";
import { CliJsonLd } from "@/components/layout/cli-json-ld";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale as Locale, "/", { absoluteTitle: true });
}

export default async function LandingPage({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return (
    <>
      <Hero />
      <DemoSection />
      <Audience />
      <Benefits />
      <HowItWorks />
      <Products />
      <WhereWeFit />
      <Faq />
      <Cta />
      <CliJsonLd locale={locale as Locale} />
    </>
  );
}
