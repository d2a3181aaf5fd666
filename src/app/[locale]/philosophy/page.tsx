import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo/page-seo";
import { PhilosophyHero } from "./_sections/philosophy-hero";
import { Manifesto } from "./_sections/manifesto";
import { TimeSplitSection } from "./_sections/time-split-section";
import { Ways } from "./_sections/ways";
import { BeforeAfter } from "./_sections/before-after";
import { Vision } from "./_sections/vision";
import { PhilosophyCta } from "./_sections/philosophy-cta";

export async function generateMetadata({ params }: PageProps<"/[locale]/philosophy">): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale as Locale, "/philosophy");
}

export default async function PhilosophyPage({ params }: PageProps<"/[locale]/philosophy">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return (
    <>
      <PhilosophyHero />
      <Manifesto />
      <TimeSplitSection />
      <Ways />
      <BeforeAfter />
      <Vision />
      <PhilosophyCta />
    </>
  );
}
